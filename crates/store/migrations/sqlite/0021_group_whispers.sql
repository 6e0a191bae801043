-- Tablón store, schema version 21 (SQLite). Keep in step with ../postgres/0021_group_whispers.sql.
-- A whisper to a group of seats: bit s set for each seat s that reads it beside its author
-- (whisper_to, the group's lowest seat, is set too, so a reader of one seat's whispers still finds
-- it). NULL for a public post and for a whisper to one seat written before groups existed.
ALTER TABLE posts ADD COLUMN whisper_seats BIGINT;
