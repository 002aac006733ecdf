-- GPU Advisor catalog, schema version 2: the user's saved builds (the build checker).
-- A build is stored as JSON (see catalogbuilds.cpp) with card names, not card ids, so a build
-- survives catalog edits and names a card that was removed instead of losing it.
-- name_key is the name as build names are compared (normalizedName: ASCII lower case, spaces
-- trimmed and collapsed), so "My Build" and "my  build" are one build; name keeps the spelling.

CREATE TABLE builds (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    name_key TEXT NOT NULL UNIQUE,
    spec_json TEXT NOT NULL,
    saved_at TEXT NOT NULL
)
