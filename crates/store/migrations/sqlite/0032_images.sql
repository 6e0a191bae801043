-- Tablón store, schema version 32 (SQLite). Keep in step with ../postgres/0032_images.sql.
-- Images people attach to posts and whispers, stored as the server re-encoded them on upload
-- (decoded and written again: no metadata survives), each with its thumbnail. An image is read
-- through what holds it (its post: readable only by the post's readers), never on its own.
CREATE TABLE images (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    table_id    BIGINT  NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    post_id     BIGINT  REFERENCES posts (id) ON DELETE CASCADE,  -- NULL: held by something else
    position    BIGINT  NOT NULL,             -- its place among its holder's images, from 0
    mime        TEXT    NOT NULL,             -- image/png or image/jpeg (what it was re-encoded as)
    width       BIGINT  NOT NULL,
    height      BIGINT  NOT NULL,
    data        BLOB    NOT NULL,
    thumb_width  BIGINT NOT NULL,
    thumb_height BIGINT NOT NULL,
    thumb       BLOB    NOT NULL,
    created_at  BIGINT  NOT NULL
);
CREATE INDEX images_by_post ON images (post_id, position);
CREATE INDEX images_by_table ON images (table_id);
