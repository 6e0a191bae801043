-- Tablón store, schema version 36 (PostgreSQL). Keep in step with ../sqlite/0036_append_batch_notice_after_commit.sql.
-- `tablon_append_batch` (0023) announces its batch only when given a channel. The append task now
-- passes none and hands each batch's notice to the notifier task after the commit: a transaction
-- that notifies holds PostgreSQL's notification queue lock through its commit, WAL flush included,
-- so two processes' batches committed one after the other. The notifier's connection commits
-- without waiting for the flush (a notice is not data: readers catch up with `events_since`).
-- Otherwise the function is 0023's.
CREATE OR REPLACE FUNCTION tablon_append_batch(
    a_table BIGINT[], a_expected BIGINT[], a_events INT[],
    e_append INT[], e_seq BIGINT[], e_version BIGINT[], e_seat BIGINT[], e_event TEXT[],
    r_append INT[], r_commitment TEXT[], r_client_seed TEXT[], r_idx BIGINT[], r_dice TEXT[],
    r_faces TEXT[],
    now_ms BIGINT, channel TEXT
) RETURNS TABLE (o_append INT, o_outcome TEXT, o_head BIGINT)
LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
    n INT := COALESCE(array_length(a_table, 1), 0);
    locked BIGINT[];        -- the tables of the batch that exist, locked
    ends BIGINT[];          -- per append: its table's log end before the batch; NULL: no such table
    accepted BOOLEAN[] := array_fill(false, ARRAY[n]);
    log_end BIGINT;
    notices TEXT[] := '{}';
    i INT;
BEGIN
    -- One index lookup per append, in the batch's order (a subquery that locks is never merged
    -- into a join, which a generic plan would make a scan of every table). A table named twice
    -- is locked twice, which is harmless.
    SELECT array_agg(t.id) INTO locked
        FROM unnest(a_table) AS u(id),
            LATERAL (SELECT id FROM tables WHERE id = u.id FOR NO KEY UPDATE) AS t;
    SELECT array_agg(
               CASE WHEN u.id = ANY(locked)
                    THEN (SELECT COALESCE(MAX(seq), 0) FROM events WHERE table_id = u.id) END
               ORDER BY u.place)
        INTO ends
        FROM unnest(a_table) WITH ORDINALITY AS u(id, place);
    FOR i IN 1 .. n LOOP
        o_append := i;
        -- A table's first append in the batch starts at the log's end; the next ones (the batch
        -- is sorted by table) after what the previous accepted appends wrote.
        IF i = 1 OR a_table[i] <> a_table[i - 1] THEN
            log_end := ends[i];
        END IF;
        IF log_end IS NULL THEN
            o_outcome := 'not_found';
            o_head := 0;
        ELSIF log_end <> a_expected[i] THEN
            o_outcome := 'conflict';
            o_head := log_end;
        ELSE
            o_outcome := 'ok';
            o_head := log_end;
            accepted[i] := true;
            IF a_events[i] > 0 THEN
                log_end := log_end + a_events[i];
                notices := notices || (a_table[i] || ':' || log_end);
            END IF;
        END IF;
        RETURN NEXT;
    END LOOP;
    INSERT INTO events (table_id, seq, version, seat, event, created_at)
    SELECT a_table[e.place], e.seq, e.version, e.seat, e.event, now_ms
    FROM unnest(e_append, e_seq, e_version, e_seat, e_event) AS e(place, seq, version, seat, event)
    WHERE accepted[e.place];
    IF cardinality(r_append) > 0 THEN
        INSERT INTO rolls (commitment, client_seed, idx, table_id, seq, dice, faces, created_at)
        SELECT r.commitment, r.client_seed, r.idx, a_table[r.place],
            a_expected[r.place] + a_events[r.place], r.dice, r.faces, now_ms
        FROM unnest(r_append, r_commitment, r_client_seed, r_idx, r_dice, r_faces)
            AS r(place, commitment, client_seed, idx, dice, faces)
        WHERE accepted[r.place];
    END IF;
    IF channel IS NOT NULL AND cardinality(notices) > 0 THEN
        PERFORM pg_notify(channel, array_to_string(notices, ','));
    END IF;
END
$$;
