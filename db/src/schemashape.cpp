// The tables and columns of a catalog of the current schema version, written out so that opening
// a catalog compares its shape with a constant instead of running every migration step in a
// memory database first (issue 36). tests/db/schema_shape_test.cpp checks this table against
// what the migrations make; a new migration step updates both.

#include "schema.h"

namespace gpuadvisor::schema {

static_assert(currentVersion == 6, "a new schema version: update currentShape() below");

const Shape& currentShape() {
    static const Shape shape{
        {QStringLiteral("benchmarks"),
         {QStringLiteral("id"), QStringLiteral("gpu_id"), QStringLiteral("gpu_count"),
          QStringLiteral("system"), QStringLiteral("model"), QStringLiteral("workload"),
          QStringLiteral("task"), QStringLiteral("precision"), QStringLiteral("batch_size"),
          QStringLiteral("software"), QStringLiteral("value"), QStringLiteral("unit"),
          QStringLiteral("measured_on"), QStringLiteral("source"), QStringLiteral("origin")}},
        {QStringLiteral("builds"),
         {QStringLiteral("id"), QStringLiteral("name"), QStringLiteral("name_key"),
          QStringLiteral("spec_json"), QStringLiteral("saved_at")}},
        {QStringLiteral("catalog_info"), {QStringLiteral("name"), QStringLiteral("value")}},
        {QStringLiteral("cloud_offers"),
         {QStringLiteral("id"), QStringLiteral("provider"), QStringLiteral("instance"),
          QStringLiteral("gpu_id"), QStringLiteral("gpu_count"), QStringLiteral("usd_per_hour"),
          QStringLiteral("pricing"), QStringLiteral("observed_on"), QStringLiteral("source")}},
        {QStringLiteral("gpus"),
         {QStringLiteral("id"),
          QStringLiteral("name"),
          QStringLiteral("vendor"),
          QStringLiteral("architecture"),
          QStringLiteral("segment"),
          QStringLiteral("release_year"),
          QStringLiteral("memory_gb"),
          QStringLiteral("memory_type"),
          QStringLiteral("bandwidth_gbps"),
          QStringLiteral("sm_count"),
          QStringLiteral("tensor_core_generation"),
          QStringLiteral("fp16_tensor_tflops"),
          QStringLiteral("fp16_tensor_fp32acc_tflops"),
          QStringLiteral("bf16_tensor_tflops"),
          QStringLiteral("int8_tensor_tops"),
          QStringLiteral("fp8_tensor_tflops"),
          QStringLiteral("fp32_tflops"),
          QStringLiteral("l2_cache_mb"),
          QStringLiteral("shared_memory_per_sm_kb"),
          QStringLiteral("board_power_w"),
          QStringLiteral("slot_width"),
          QStringLiteral("cooler"),
          QStringLiteral("power_connectors"),
          QStringLiteral("pcie_generation"),
          QStringLiteral("nvlink"),
          QStringLiteral("ecc"),
          QStringLiteral("launch_price_usd"),
          QStringLiteral("datacenter_use_allowed"),
          QStringLiteral("device_kind")}},
        {QStringLiteral("prices"),
         {QStringLiteral("id"), QStringLiteral("gpu_id"), QStringLiteral("condition"),
          QStringLiteral("price_usd"), QStringLiteral("observed_on"), QStringLiteral("source"),
          QStringLiteral("currency"), QStringLiteral("quoted_price"), QStringLiteral("usd_per_unit")}},
        {QStringLiteral("shipped_rows"),
         {QStringLiteral("table_name"), QStringLiteral("row_key"), QStringLiteral("row_text")}},
        {QStringLiteral("system_base_costs"),
         {QStringLiteral("gpu_count"), QStringLiteral("base_cost_usd"), QStringLiteral("base_watts"),
          QStringLiteral("source")}},
    };
    return shape;
}

} // namespace gpuadvisor::schema
