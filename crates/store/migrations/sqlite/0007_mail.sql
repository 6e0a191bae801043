-- Mail: the address of an account, or of a seat held by its link only, confirmed by a mailed link
-- before any other mail goes to it, and the kinds of mail it gets.
CREATE TABLE mail_addresses (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id         BIGINT  REFERENCES users (id) ON DELETE CASCADE,   -- an account's address, or
    table_id        BIGINT  REFERENCES tables (id) ON DELETE CASCADE,  -- a seat's (with seat)
    seat            BIGINT,
    address         TEXT    NOT NULL,
    lang            TEXT    NOT NULL,          -- the language its mails are written in
    confirm_hash    TEXT    UNIQUE,            -- SHA-256 of the confirmation link's token
    confirmed_at    BIGINT,
    unsubscribe_key TEXT    NOT NULL UNIQUE,   -- random; its only power is turning mail off
    created_at      BIGINT  NOT NULL
);
CREATE UNIQUE INDEX mail_addresses_user ON mail_addresses (user_id);
CREATE UNIQUE INDEX mail_addresses_seat ON mail_addresses (table_id, seat);

-- A kind of mail turned on or off for an address, everywhere (table_id 0) or at one table; a kind
-- without a row has its default.
CREATE TABLE mail_kinds (
    address_id BIGINT  NOT NULL REFERENCES mail_addresses (id) ON DELETE CASCADE,
    table_id   BIGINT  NOT NULL,
    kind       TEXT    NOT NULL,
    wanted     BOOLEAN NOT NULL,
    PRIMARY KEY (address_id, table_id, kind)
);
