-- PostgreSQL only: migration 0036 has its batched append function announce a batch only when given
-- a channel (the notifier task announces it after the commit). SQLite has no such function.
SELECT 1;
