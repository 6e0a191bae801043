-- PostgreSQL only: migration 0005 adds the function that group-commits appends there. SQLite
-- group-commits in its writer thread (src/sqlite.rs); this file keeps the two lists in step.
SELECT 1;
