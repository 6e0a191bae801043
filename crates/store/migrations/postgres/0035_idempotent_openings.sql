-- Tablón store, schema version 35 (PostgreSQL). Keep in step with ../sqlite/0035_idempotent_openings.sql.
-- A table opened under an idempotency key: its key's record names the table, so that a resent
-- opening answers with the table the first one opened (its links sealed in the record's answer).
ALTER TABLE idempotency_keys ADD COLUMN table_id BIGINT;
