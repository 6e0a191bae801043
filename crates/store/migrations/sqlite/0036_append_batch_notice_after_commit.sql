-- Tablón store, schema version 36 (SQLite). Keep in step with ../postgres/0036_append_batch_notice_after_commit.sql.
-- PostgreSQL only: its batched append function announces a batch after the commit, from the
-- notifier task. SQLite has no such function.
SELECT 1;
