-- GPU Advisor catalog, schema version 1.
-- Column names match the CSV columns of 'catalog export' (gpu_name becomes gpu_id here).
-- Statements are separated by a line holding only ';;' (QSqlQuery runs one statement at a time).

CREATE TABLE gpus (
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
    fp32_tflops REAL NOT NULL CHECK (fp32_tflops > 0),
    l2_cache_mb REAL NOT NULL,
    shared_memory_per_sm_kb REAL NOT NULL,
    board_power_w INTEGER NOT NULL CHECK (board_power_w > 0),
    slot_width INTEGER NOT NULL CHECK (slot_width >= 0),
    cooler TEXT NOT NULL CHECK (cooler IN ('blower', 'open-air', 'passive', 'water')),
    power_connectors TEXT NOT NULL,
    pcie_generation INTEGER NOT NULL,
    nvlink INTEGER NOT NULL CHECK (nvlink IN (0, 1)),
    ecc INTEGER NOT NULL CHECK (ecc IN (0, 1)),
    launch_price_usd REAL CHECK (launch_price_usd IS NULL OR launch_price_usd > 0),
    datacenter_use_allowed INTEGER NOT NULL CHECK (datacenter_use_allowed IN (0, 1))
)
;;
CREATE TABLE prices (
    id INTEGER PRIMARY KEY,
    gpu_id INTEGER NOT NULL REFERENCES gpus (id) ON DELETE CASCADE,
    condition TEXT NOT NULL CHECK (condition IN ('new', 'used')),
    price_usd REAL NOT NULL CHECK (price_usd > 0),
    observed_on TEXT NOT NULL CHECK (observed_on GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
    source TEXT NOT NULL COLLATE NOCASE,
    UNIQUE (gpu_id, condition, observed_on, source)
)
;;
-- "Newest price on or before a date" is the cost model's hot lookup.
CREATE INDEX prices_by_gpu_and_date ON prices (gpu_id, condition, observed_on)
;;
CREATE TABLE cloud_offers (
    id INTEGER PRIMARY KEY,
    provider TEXT NOT NULL COLLATE NOCASE,
    instance TEXT NOT NULL COLLATE NOCASE,
    gpu_id INTEGER NOT NULL REFERENCES gpus (id) ON DELETE CASCADE,
    gpu_count INTEGER NOT NULL CHECK (gpu_count >= 1),
    usd_per_hour REAL NOT NULL CHECK (usd_per_hour >= 0),
    pricing TEXT NOT NULL CHECK (pricing IN ('on_demand', 'spot')),
    observed_on TEXT NOT NULL CHECK (observed_on GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
    source TEXT NOT NULL,
    UNIQUE (provider, instance, gpu_id, pricing, observed_on)
)
;;
CREATE TABLE system_base_costs (
    gpu_count INTEGER PRIMARY KEY CHECK (gpu_count >= 1),
    base_cost_usd REAL NOT NULL CHECK (base_cost_usd >= 0),
    base_watts REAL NOT NULL CHECK (base_watts >= 0),
    source TEXT NOT NULL
)
