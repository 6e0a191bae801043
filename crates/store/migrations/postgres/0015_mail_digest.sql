-- The daily digest: when the last one was made for an address (its mails then tell what changed
-- since), so that one goes out a day at most, across server processes.
ALTER TABLE mail_addresses ADD COLUMN digest_at BIGINT;
