-- PostgreSQL only: migration 0014 makes its batched append send the batch's notice in the same
-- transaction. SQLite announces appends in process.
SELECT 1;
