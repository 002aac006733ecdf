-- GPU Advisor catalog, schema version 5: devices of every vendor.
-- A device is a card, a module (SXM, OAM) or a whole system with unified memory (a Mac, a Ryzen AI
-- Max desktop, a DGX Spark): the new column device_kind. Existing rows become modules where they
-- take no slot (the SXM cards) and cards otherwise. A system's maker may publish no FP32 rate,
-- cache sizes or power: those columns now allow an empty value (NULL, or 0 for the power).
-- SQLite cannot change a column's CHECK, so the table is rebuilt under the same ids; the program
-- turns foreign keys off around this step (prices and benchmarks keep pointing at the same ids)
-- and checks them before it commits.

CREATE TABLE gpus_v5 (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE COLLATE NOCASE,
    vendor TEXT NOT NULL,
    architecture TEXT NOT NULL,
    segment TEXT NOT NULL CHECK (segment IN ('consumer', 'workstation', 'datacenter')),
    release_year INTEGER NOT NULL,
    memory_gb REAL NOT NULL CHECK (memory_gb > 0),
    memory_type TEXT NOT NULL,
    bandwidth_gbps REAL NOT NULL CHECK (bandwidth_gbps > 0),
    sm_count INTEGER NOT NULL CHECK (sm_count > 0),
    tensor_core_generation INTEGER NOT NULL CHECK (tensor_core_generation >= 0),
    fp16_tensor_tflops REAL,
    fp16_tensor_fp32acc_tflops REAL,
    bf16_tensor_tflops REAL,
    int8_tensor_tops REAL,
    fp8_tensor_tflops REAL,
    fp32_tflops REAL CHECK (fp32_tflops IS NULL OR fp32_tflops > 0),
    l2_cache_mb REAL CHECK (l2_cache_mb IS NULL OR l2_cache_mb > 0),
    shared_memory_per_sm_kb REAL CHECK (shared_memory_per_sm_kb IS NULL OR shared_memory_per_sm_kb > 0),
    board_power_w INTEGER NOT NULL CHECK (board_power_w >= 0),
    slot_width INTEGER NOT NULL CHECK (slot_width >= 0),
    cooler TEXT NOT NULL CHECK (cooler IN ('blower', 'open-air', 'passive', 'water')),
    power_connectors TEXT NOT NULL,
    pcie_generation INTEGER NOT NULL,
    nvlink INTEGER NOT NULL CHECK (nvlink IN (0, 1)),
    ecc INTEGER NOT NULL CHECK (ecc IN (0, 1)),
    launch_price_usd REAL CHECK (launch_price_usd IS NULL OR launch_price_usd > 0),
    datacenter_use_allowed INTEGER NOT NULL CHECK (datacenter_use_allowed IN (0, 1)),
    device_kind TEXT NOT NULL DEFAULT 'card' CHECK (device_kind IN ('card', 'module', 'system'))
)
;;
INSERT INTO gpus_v5
SELECT id, name, vendor, architecture, segment, release_year, memory_gb, memory_type, bandwidth_gbps,
       sm_count, tensor_core_generation, fp16_tensor_tflops, fp16_tensor_fp32acc_tflops,
       bf16_tensor_tflops, int8_tensor_tops, fp8_tensor_tflops, fp32_tflops, l2_cache_mb,
       shared_memory_per_sm_kb, board_power_w, slot_width, cooler, power_connectors, pcie_generation,
       nvlink, ecc, launch_price_usd, datacenter_use_allowed,
       CASE WHEN slot_width = 0 THEN 'module' ELSE 'card' END
FROM gpus
;;
DROP TABLE gpus
;;
ALTER TABLE gpus_v5 RENAME TO gpus
;;
-- The text each version shipped a card with gains the new last column as this version would write
-- it for that card, so a card still as shipped is still recognised as shipped (not as an edit).
UPDATE shipped_rows
SET row_text = row_text || CASE
        WHEN EXISTS (SELECT 1 FROM gpus g WHERE g.name = shipped_rows.row_key AND g.device_kind = 'module')
        THEN ',module' ELSE ',card' END
WHERE table_name = 'gpus'
