-- Tablón store, schema version 30 (PostgreSQL). Keep in step with ../sqlite/0030_idempotency_keys.sql.
-- The idempotency keys of writes (commands, posts, edits): a resent write with the same key, from
-- the same caller, gets the first answer and changes nothing. A key is written in the same
-- transaction as its write, so a process that dies between the commit and its answer still
-- answers the resend with the first answer. The server forgets keys older than its time to live.
CREATE TABLE idempotency_keys (
    caller     TEXT    NOT NULL,             -- who sent it: "seat:<table>:<seat>" or "user:<id>"
    idem_key   TEXT    NOT NULL,             -- the client's key
    request    TEXT    NOT NULL,             -- SHA-256 of what was asked, hex
    answer     TEXT    NOT NULL,             -- the first answer, JSON ("" when kept by reference)
    post_id    BIGINT,                       -- the post a post or an edit wrote
    created_at BIGINT  NOT NULL,
    PRIMARY KEY (caller, idem_key)
);
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);
