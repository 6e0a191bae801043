-- A moderator's suspension of a table: commands are refused while it is set (Unix ms since when).
ALTER TABLE tables ADD COLUMN suspended_at BIGINT;

-- An outbox item's idempotency key (e.g. one reminder per table and log head): a second enqueue
-- with the same key, from any server process, is a no-op. NULL = no key (NULLs are distinct).
ALTER TABLE outbox ADD COLUMN dedupe_key TEXT;
CREATE UNIQUE INDEX outbox_dedupe_key ON outbox (dedupe_key);
