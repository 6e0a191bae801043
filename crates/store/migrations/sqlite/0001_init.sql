-- Tablón store, schema version 1 (SQLite). Keep in step with ../postgres/0001_init.sql:
-- the two differ only in how identity columns are spelled.
-- Times are Unix milliseconds (UTC); JSON is stored as text exactly as serialised.

CREATE TABLE users (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    username      TEXT    NOT NULL UNIQUE,
    password_hash TEXT    NOT NULL,           -- argon2 PHC string; never the password
    created_at    BIGINT  NOT NULL
);

CREATE TABLE sessions (
    token_hash TEXT    PRIMARY KEY,            -- SHA-256 of the cookie token, hex
    user_id    BIGINT  NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at BIGINT  NOT NULL,
    expires_at BIGINT  NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE tables (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    game          TEXT    NOT NULL,
    title         TEXT    NOT NULL,
    config        TEXT    NOT NULL,           -- the game's Config as JSON
    created_by    BIGINT  REFERENCES users (id) ON DELETE SET NULL,
    spectators    BOOLEAN NOT NULL,
    max_wait_secs BIGINT,                    -- per-table maximum wait; NULL = none
    webhook_url   TEXT,                       -- outbox target for reminders; NULL = none
    created_at    BIGINT  NOT NULL
);

CREATE TABLE seats (
    table_id          BIGINT  NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    seat              BIGINT  NOT NULL,
    role              TEXT    NOT NULL,
    user_id           BIGINT  REFERENCES users (id) ON DELETE SET NULL,
    invite_hash       TEXT UNIQUE,            -- SHA-256 of the invitation token; NULL = revoked/none
    invite_issued_at  BIGINT,
    PRIMARY KEY (table_id, seat)
);
CREATE INDEX seats_user ON seats (user_id);

-- The truth: the append-only event log. The primary key refuses a second write of one sequence
-- number, which is what makes optimistic concurrency safe.
CREATE TABLE events (
    table_id   BIGINT  NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    seq        BIGINT  NOT NULL,
    version    BIGINT  NOT NULL,              -- the game's event format version
    seat       BIGINT,                       -- NULL for the set-up
    event      TEXT    NOT NULL,              -- the game's event as JSON
    created_at BIGINT  NOT NULL,
    PRIMARY KEY (table_id, seq)
);

CREATE TABLE posts (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    table_id    BIGINT  NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    thread      TEXT    NOT NULL CHECK (thread IN ('story', 'talk')),
    author_user BIGINT  REFERENCES users (id) ON DELETE SET NULL,
    author_seat BIGINT,
    whisper_to  BIGINT,                      -- recipient seat; NULL = everyone
    body        TEXT    NOT NULL,             -- Markdown source
    created_at  BIGINT  NOT NULL,
    edited_at   BIGINT
);
CREATE INDEX posts_table ON posts (table_id, thread, id);

CREATE TABLE post_revisions (
    post_id    BIGINT  NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
    rev        BIGINT  NOT NULL,              -- 1 = the original text
    body       TEXT    NOT NULL,
    written_at BIGINT  NOT NULL,
    PRIMARY KEY (post_id, rev)
);

CREATE TABLE dice_commitments (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    table_id    BIGINT  NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    commitment  TEXT    NOT NULL UNIQUE,      -- SHA-256 of the server seed, hex (published)
    seed        TEXT    NOT NULL,             -- the secret server seed, hex (shown once revealed)
    created_at  BIGINT  NOT NULL,
    revealed_at BIGINT
);
CREATE INDEX dice_commitments_table ON dice_commitments (table_id, id);

CREATE TABLE rolls (
    commitment  TEXT    NOT NULL REFERENCES dice_commitments (commitment) ON DELETE CASCADE,
    client_seed TEXT    NOT NULL,
    idx         BIGINT  NOT NULL,
    table_id    BIGINT  NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    seq         BIGINT,                      -- the last event of the append that drew it
    dice        TEXT    NOT NULL,             -- JSON array of dice
    faces       TEXT    NOT NULL,             -- JSON array of faces
    created_at  BIGINT  NOT NULL,
    PRIMARY KEY (commitment, client_seed, idx)
);
CREATE INDEX rolls_table ON rolls (table_id, created_at);

CREATE TABLE outbox (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    table_id        BIGINT  REFERENCES tables (id) ON DELETE CASCADE,
    url             TEXT    NOT NULL,
    payload         TEXT    NOT NULL,         -- JSON body to POST
    created_at      BIGINT  NOT NULL,
    next_attempt_at BIGINT  NOT NULL,
    attempts        BIGINT  NOT NULL DEFAULT 0,
    last_error      TEXT,
    delivered_at    BIGINT,
    abandoned_at    BIGINT
);
CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE delivered_at IS NULL AND abandoned_at IS NULL;
