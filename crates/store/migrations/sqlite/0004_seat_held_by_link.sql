-- Whether a seat's account took it with the seat's invitation link (so reissuing or revoking that
-- link frees the seat from it), rather than holding it from the table's opening.
ALTER TABLE seats ADD COLUMN held_by_link BOOLEAN NOT NULL DEFAULT FALSE;
