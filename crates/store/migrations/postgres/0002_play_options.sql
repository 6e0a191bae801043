-- Tablón store, schema version 2 (PostgreSQL). Keep in step with ../sqlite/0002_play_options.sql:
-- the two differ only in how identity columns are spelled.
-- Options about how a table is played (seats the server plays, the deduction assistant), as a
-- JSON object; tables opened before this version read as '{}' (every option off).

ALTER TABLE tables ADD COLUMN play_options TEXT NOT NULL DEFAULT '{}';
