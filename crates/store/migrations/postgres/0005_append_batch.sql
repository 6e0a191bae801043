-- Appends of several tables in one statement, so that one round trip and one commit (one WAL
-- flush) serve every append that arrived while the previous batch committed (group commit, see
-- src/postgres.rs). The arrays are flat: appends `a_*` (one entry per append), their events `e_*`
-- and rolls `r_*`, each naming its append by its 1-based place in `a_*`.
--
-- Each append on its own: lock its table's row, compare its expected head with the log's end,
-- then write its events after it and its rolls at its last event. It answers one row per append:
-- `ok` with the head it appended after, `conflict` with the log's actual end, or `not_found`.
-- Rows are locked in the order given: callers sort by table so that two processes never wait on
-- each other in a cycle.
CREATE FUNCTION tablon_append_batch(
    a_table BIGINT[], a_expected BIGINT[],
    e_append INT[], e_version BIGINT[], e_seat BIGINT[], e_event TEXT[],
    r_append INT[], r_commitment TEXT[], r_client_seed TEXT[], r_idx BIGINT[], r_dice TEXT[],
    r_faces TEXT[],
    now_ms BIGINT
) RETURNS TABLE (o_append INT, o_outcome TEXT, o_head BIGINT)
LANGUAGE plpgsql AS $$
DECLARE
    i INT;
    log_end BIGINT;
    written BIGINT;
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
        o_outcome := 'ok';
        RETURN NEXT;
    END LOOP;
END
$$;
