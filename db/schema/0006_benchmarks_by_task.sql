-- GPU Advisor catalog, schema version 6: benchmark rows found by their task.
-- A command reads the rows of one task: a ranking compares the single-GPU rows of its metric's
-- task and workload, and its note names the cards measured on that task at all. Without an index
-- either read goes through every page of the table (60 of the shipped catalog's 275 pages, for 62
-- rows). gpu_id comes last so that "which cards have a row of this task" is answered from the
-- index's own pages.

CREATE INDEX benchmarks_by_task ON benchmarks (task, workload, gpu_count, gpu_id)
