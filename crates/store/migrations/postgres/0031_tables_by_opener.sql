-- Tablón store, schema version 31 (PostgreSQL). Keep in step with ../sqlite/0031_tables_by_opener.sql.
-- The tables an account opened lately, counted for the cap on tables opened per day.
CREATE INDEX tables_created_by ON tables (created_by, created_at);
