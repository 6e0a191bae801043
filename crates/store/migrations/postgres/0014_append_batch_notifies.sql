-- `tablon_append_batch` (0005), reshaped after profiling it under load:
--
-- - It sends the batch's notice itself: one `pg_notify` on `channel`, payload `"table:seq,…"` (the
--   end of every table it appended to), inside the batch's own transaction. PostgreSQL delivers a
--   notification only if its transaction commits, so a committed append is always announced (none
--   is lost to a crash between commit and notify), and a batch costs one transaction instead of
--   two (the notifier task used to send a `pg_notify` of its own after every batch). Notifying
--   transactions commit one at a time across the cluster; each is a whole batch, so several
--   processes still group their appends. At most 64 appends per batch (src/postgres.rs) keep the
--   payload far below its 8000-byte limit.
-- - Appends say how many events and rolls they carry (`a_events`, `a_rolls`; an append's events
--   and rolls follow those of the appends before it in the flat arrays), so each insert reads its
--   own slice by position: no scan of the whole batch's arrays per append, no sort, and no
--   statement at all for an append without rolls.
DROP FUNCTION tablon_append_batch(
    BIGINT[], BIGINT[], INT[], BIGINT[], BIGINT[], TEXT[], INT[], TEXT[], TEXT[], BIGINT[], TEXT[],
    TEXT[], BIGINT);

CREATE FUNCTION tablon_append_batch(
    a_table BIGINT[], a_expected BIGINT[], a_events INT[], a_rolls INT[],
    e_version BIGINT[], e_seat BIGINT[], e_event TEXT[],
    r_commitment TEXT[], r_client_seed TEXT[], r_idx BIGINT[], r_dice TEXT[], r_faces TEXT[],
    now_ms BIGINT, channel TEXT
) RETURNS TABLE (o_append INT, o_outcome TEXT, o_head BIGINT)
LANGUAGE plpgsql AS $$
DECLARE
    i INT;
    log_end BIGINT;
    events_before INT := 0;
    rolls_before INT := 0;
    notices TEXT[] := '{}';
BEGIN
    FOR i IN 1 .. COALESCE(array_length(a_table, 1), 0) LOOP
        o_append := i;
        PERFORM 1 FROM tables WHERE id = a_table[i] FOR NO KEY UPDATE;
        IF NOT FOUND THEN
            o_outcome := 'not_found';
            o_head := 0;
        ELSE
            SELECT COALESCE(MAX(seq), 0) INTO log_end FROM events WHERE table_id = a_table[i];
            o_head := log_end;
            IF log_end <> a_expected[i] THEN
                o_outcome := 'conflict';
            ELSE
                IF a_events[i] > 0 THEN
                    INSERT INTO events (table_id, seq, version, seat, event, created_at)
                    SELECT a_table[i], log_end + k, e_version[events_before + k],
                        e_seat[events_before + k], e_event[events_before + k], now_ms
                    FROM generate_series(1, a_events[i]) AS k;
                    notices := notices || (a_table[i] || ':' || (log_end + a_events[i]));
                END IF;
                IF a_rolls[i] > 0 THEN
                    INSERT INTO rolls (commitment, client_seed, idx, table_id, seq, dice, faces, created_at)
                    SELECT r_commitment[rolls_before + k], r_client_seed[rolls_before + k],
                        r_idx[rolls_before + k], a_table[i], log_end + a_events[i],
                        r_dice[rolls_before + k], r_faces[rolls_before + k], now_ms
                    FROM generate_series(1, a_rolls[i]) AS k;
                END IF;
                o_outcome := 'ok';
            END IF;
        END IF;
        events_before := events_before + a_events[i];
        rolls_before := rolls_before + a_rolls[i];
        RETURN NEXT;
    END LOOP;
    IF cardinality(notices) > 0 THEN
        PERFORM pg_notify(channel, array_to_string(notices, ','));
    END IF;
END
$$;
