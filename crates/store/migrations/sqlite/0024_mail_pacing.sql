-- Mail derived from what was committed: each table's cursor says up to which event and which post
-- its mails were worked out; the mails that wait (held while their reader is at the table, or
-- gathered into one) are rows of mail_pending until they are written into the outbox, in the
-- same transaction that deletes them; mail_presence says when a seat was last at its table and
-- when it was last mailed from it.
CREATE TABLE mail_cursors (
    table_id BIGINT  PRIMARY KEY REFERENCES tables (id) ON DELETE CASCADE,
    seq      BIGINT  NOT NULL,          -- the log up to here was looked at
    waiting  TEXT,                      -- JSON list of the seats waited on at seq; NULL: not known
    post_id  BIGINT  NOT NULL           -- the posts up to this id were looked at
);
-- Tables from before start where they stand: no mail about their past.
INSERT INTO mail_cursors (table_id, seq, waiting, post_id)
SELECT t.id,
       COALESCE((SELECT MAX(e.seq) FROM events e WHERE e.table_id = t.id), 0),
       NULL,
       COALESCE((SELECT MAX(p.id) FROM posts p WHERE p.table_id = t.id), 0)
FROM tables t;

CREATE TABLE mail_pending (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    table_id   BIGINT  NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    seat       BIGINT  NOT NULL,
    kind       TEXT    NOT NULL,        -- 'your-move' or 'addressed'
    post_id    BIGINT  NOT NULL,        -- the post (addressed); 0 for your-move
    from_seq   BIGINT  NOT NULL,        -- your-move: what happened after this event is told
    due_at     BIGINT  NOT NULL,
    created_at BIGINT  NOT NULL,
    UNIQUE (table_id, seat, kind, post_id)
);
CREATE INDEX mail_pending_due ON mail_pending (due_at);

CREATE TABLE mail_presence (
    table_id     BIGINT  NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    seat         BIGINT  NOT NULL,
    seen_at      BIGINT,                -- last at the table (its page open and visible, or acting)
    your_move_at BIGINT,                -- last "your move" mail written
    addressed_at BIGINT,                -- last "addressed to you" mail written
    PRIMARY KEY (table_id, seat)
);
