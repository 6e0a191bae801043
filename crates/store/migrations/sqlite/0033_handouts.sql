-- Tablón store, schema version 33 (SQLite). Keep in step with ../postgres/0033_handouts.sql.
-- Handouts: a text or an image the game master attaches to the table and shows to chosen seats
-- (a newspaper clipping, a letter, the hotel's map). Only those seats and the game master see one.
CREATE TABLE handouts (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    table_id    BIGINT  NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    title       TEXT    NOT NULL,
    body        TEXT    NOT NULL,             -- Markdown; may be empty when it is an image
    seats       BIGINT  NOT NULL,             -- the seats shown it, as a seat mask (bit n: seat n)
    created_at  BIGINT  NOT NULL
);
CREATE INDEX handouts_by_table ON handouts (table_id, id);
-- A handout's image is an image held by the handout.
ALTER TABLE images ADD COLUMN handout_id BIGINT REFERENCES handouts (id) ON DELETE CASCADE;
