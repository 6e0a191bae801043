-- PostgreSQL only: migration 0023 reshapes its batched append function (a few statements per batch,
-- generic plans). SQLite has no such function.
SELECT 1;
