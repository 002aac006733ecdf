-- GPU Advisor catalog, schema version 3: measured benchmark results.
-- Column names match the CSV columns of 'benchmarks export' (gpu_name becomes gpu_id here), plus
-- origin: 'shipped' rows come with GPU Advisor (loaded when a catalog is created or migrated to
-- this version), 'user' rows were imported by the user. The two are kept apart: the unique key
-- includes origin, an import never changes a shipped row, and shipped data never replaces a
-- user row.
-- A card with benchmark rows cannot be deleted (ON DELETE RESTRICT; Catalog::removeGpu refuses
-- it with a message, as it does for cloud offers): a measurement must not silently vanish, and
-- undoing a card's deletion restores its prices but could not restore its benchmarks.
-- Text that is part of the key compares without case, as the CSV import's duplicate check does.

CREATE TABLE benchmarks (
    id INTEGER PRIMARY KEY,
    gpu_id INTEGER NOT NULL REFERENCES gpus (id) ON DELETE RESTRICT,
    gpu_count INTEGER NOT NULL CHECK (gpu_count >= 1),
    system TEXT NOT NULL COLLATE NOCASE,
    model TEXT NOT NULL COLLATE NOCASE CHECK (model <> ''),
    workload TEXT NOT NULL CHECK (workload IN ('transformer', 'cnn', 'other')),
    task TEXT NOT NULL CHECK (task IN ('training', 'inference', 'llm-prefill', 'llm-decode')),
    precision TEXT NOT NULL COLLATE NOCASE CHECK (precision <> ''),
    batch_size INTEGER NOT NULL CHECK (batch_size >= 0),
    software TEXT NOT NULL COLLATE NOCASE,
    value REAL NOT NULL CHECK (value > 0),
    unit TEXT NOT NULL CHECK (unit <> ''),
    measured_on TEXT NOT NULL CHECK (measured_on GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
    source TEXT NOT NULL COLLATE NOCASE CHECK (source <> ''),
    origin TEXT NOT NULL CHECK (origin IN ('shipped', 'user')),
    UNIQUE (gpu_id, gpu_count, system, model, task, precision, batch_size, software, measured_on, source,
            origin)
)
