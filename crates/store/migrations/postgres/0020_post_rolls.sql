-- Tablón store, schema version 20 (PostgreSQL). Keep in step with ../sqlite/0020_post_rolls.sql.
-- A roll thrown from a post's dice box (outside the rules engine): the post that shows it, the
-- label its writer gave it ("to open the lock") and the notation thrown ("2d6+1"). NULL for the
-- rules' rolls. Not a foreign key:
-- posts are never deleted but with their table, and the roll goes with it.
ALTER TABLE rolls ADD COLUMN post_id BIGINT;
ALTER TABLE rolls ADD COLUMN label TEXT;
ALTER TABLE rolls ADD COLUMN notation TEXT;
CREATE INDEX rolls_post ON rolls (table_id, post_id);
