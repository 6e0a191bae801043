-- An event row's foreign key on `tables` cost a check (an index scan and a row lock) per event
-- appended, on top of the append's own lock of the table's row (`tablon_append_batch` and the
-- opening of a table both hold it), which already proves the table exists. Tables are never
-- deleted, so the key's ON DELETE CASCADE never ran.
ALTER TABLE events DROP CONSTRAINT events_table_id_fkey;
