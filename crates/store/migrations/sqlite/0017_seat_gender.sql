-- Tablón store, schema version 17 (SQLite). Keep in step with ../postgres/0017_seat_gender.sql.
-- The grammatical gender its holder chose for the pages' words about their seat ("la directora",
-- "el director"): 'feminine' or 'masculine'; NULL = none chosen, and the pages use a neutral form.
ALTER TABLE seats ADD COLUMN gender TEXT;
