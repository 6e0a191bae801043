-- A moderator's suspension of a table: commands are refused while it is set (Unix ms since when).
ALTER TABLE tables ADD COLUMN suspended_at BIGINT;
