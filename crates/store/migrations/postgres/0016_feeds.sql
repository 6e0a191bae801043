-- Atom feeds of a table's story as one seat sees it: a secret link per seat (the store keeps only
-- its key's SHA-256), replaced by issuing a new one, removed by revoking it or when the seat's
-- link changes hands.
CREATE TABLE feed_keys (
    table_id   BIGINT NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    seat       BIGINT NOT NULL,
    key_hash   TEXT   NOT NULL UNIQUE,
    lang       TEXT   NOT NULL,   -- the language its entries are told in
    created_at BIGINT NOT NULL,
    PRIMARY KEY (table_id, seat)
);
