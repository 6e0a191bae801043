-- Tablón store, schema version 34 (SQLite). Keep in step with ../postgres/0034_portraits.sql.
-- A seat's portrait: an image its holder chose, shown beside the seat's name in lists and posts
-- to everyone at the table (the initials avatar stays the default). One per seat; a new one
-- replaces the old, whose image goes with it.
CREATE TABLE seat_portraits (
    table_id    BIGINT  NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    seat        BIGINT  NOT NULL,
    image_id    BIGINT  NOT NULL REFERENCES images (id) ON DELETE CASCADE,
    PRIMARY KEY (table_id, seat)
);
CREATE INDEX seat_portraits_image ON seat_portraits (image_id);
