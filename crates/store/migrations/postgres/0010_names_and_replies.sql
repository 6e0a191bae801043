-- Tablón store, schema version 10 (PostgreSQL). Keep in step with ../sqlite/0010_names_and_replies.sql.
-- A seat's display name, chosen by its holder (a nickname, or the character's name); NULL = the
-- game's own name for the seat ("Protagonist A").
ALTER TABLE seats ADD COLUMN display_name TEXT;
-- The post a post answers (quoted with a link back); NULL = none. Not a foreign key: posts are
-- never deleted but with their table.
ALTER TABLE posts ADD COLUMN reply_to BIGINT;
