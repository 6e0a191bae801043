-- The confirmation mails sent to each address (lower-cased), so that an address gets a few a day
-- at most whoever asks: accounts, seats and tables together.
CREATE TABLE mail_confirmations (
    address TEXT   NOT NULL,
    sent_at BIGINT NOT NULL
);
CREATE INDEX mail_confirmations_address ON mail_confirmations (address, sent_at);
