-- `tablon_append_batch` (0005) now also sends the batch's notice itself: one `pg_notify` on
-- `channel`, payload `"table:seq,…"` (the end of every table it appended to), inside the batch's
-- own transaction. PostgreSQL delivers a notification only if its transaction commits, so a
-- committed append is always announced (none is lost to a crash between commit and notify), and a
-- batch costs one transaction instead of two (the notifier task used to send a `pg_notify` of its
-- own after every batch, a second commit per round). Notifying transactions commit one at a time
-- across the cluster; each is a whole batch, so several processes still group their appends.
-- At most 64 appends per batch (src/postgres.rs) keep the payload far below its 8000-byte limit.
DROP FUNCTION tablon_append_batch(
    BIGINT[], BIGINT[], INT[], BIGINT[], BIGINT[], TEXT[], INT[], TEXT[], TEXT[], BIGINT[], TEXT[],
    TEXT[], BIGINT);

CREATE FUNCTION tablon_append_batch(
    a_table BIGINT[], a_expected BIGINT[],
    e_append INT[], e_version BIGINT[], e_seat BIGINT[], e_event TEXT[],
    r_append INT[], r_commitment TEXT[], r_client_seed TEXT[], r_idx BIGINT[], r_dice TEXT[],
    r_faces TEXT[],
    now_ms BIGINT, channel TEXT
) RETURNS TABLE (o_append INT, o_outcome TEXT, o_head BIGINT)
LANGUAGE plpgsql AS $$
DECLARE
    i INT;
    log_end BIGINT;
    written BIGINT;
    notices TEXT[] := '{}';
BEGIN
    FOR i IN 1 .. COALESCE(array_length(a_table, 1), 0) LOOP
        o_append := i;
        PERFORM 1 FROM tables WHERE id = a_table[i] FOR NO KEY UPDATE;
        IF NOT FOUND THEN
            o_outcome := 'not_found';
            o_head := 0;
            RETURN NEXT;
            CONTINUE;
        END IF;
        SELECT COALESCE(MAX(seq), 0) INTO log_end FROM events WHERE table_id = a_table[i];
        o_head := log_end;
        IF log_end <> a_expected[i] THEN
            o_outcome := 'conflict';
            RETURN NEXT;
            CONTINUE;
        END IF;
        INSERT INTO events (table_id, seq, version, seat, event, created_at)
        SELECT a_table[i], log_end + ROW_NUMBER() OVER (ORDER BY e.n), e.version, e.seat, e.event, now_ms
        FROM unnest(e_append, e_version, e_seat, e_event) WITH ORDINALITY
            AS e(append, version, seat, event, n)
        WHERE e.append = i;
        GET DIAGNOSTICS written = ROW_COUNT;
        INSERT INTO rolls (commitment, client_seed, idx, table_id, seq, dice, faces, created_at)
        SELECT r.commitment, r.client_seed, r.idx, a_table[i], log_end + written, r.dice, r.faces, now_ms
        FROM unnest(r_append, r_commitment, r_client_seed, r_idx, r_dice, r_faces)
            AS r(append, commitment, client_seed, idx, dice, faces)
        WHERE r.append = i;
        IF written > 0 THEN
            notices := notices || (a_table[i] || ':' || (log_end + written));
        END IF;
        o_outcome := 'ok';
        RETURN NEXT;
    END LOOP;
    IF cardinality(notices) > 0 THEN
        PERFORM pg_notify(channel, array_to_string(notices, ','));
    END IF;
END
$$;
