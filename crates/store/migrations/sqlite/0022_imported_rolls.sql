-- Tablón store, schema version 22 (SQLite). Keep in step with ../postgres/0022_imported_rolls.sql.
-- A post's dice box roll carried over by an import: thrown on the exporting server under that
-- server's commitment (a commitment is one table's, and is already here when a table is imported
-- where it was exported, so the roll is kept apart from this server's rolls), with the server
-- seed that server had revealed by the export, if it had, which verifies the roll here.
CREATE TABLE imported_rolls (
    table_id    BIGINT  NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    post_id     BIGINT  NOT NULL,
    commitment  TEXT    NOT NULL,             -- SHA-256 of the exporting server's seed, hex
    seed        TEXT,                         -- that seed, hex, when it was revealed by the export
    client_seed TEXT    NOT NULL,
    idx         BIGINT  NOT NULL,
    dice        TEXT    NOT NULL,             -- JSON array of dice
    faces       TEXT    NOT NULL,             -- JSON array of faces
    label       TEXT    NOT NULL,
    notation    TEXT    NOT NULL,
    created_at  BIGINT  NOT NULL,
    PRIMARY KEY (table_id, post_id)
);
CREATE INDEX imported_rolls_roll ON imported_rolls (commitment, client_seed, idx);
