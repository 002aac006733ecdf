#!/usr/bin/env python3
"""Checks the shipped catalog files after the 2026 devices (issue 34) came in: the gpus.csv rows
and their device_kind column, the spellings the program accepts, the numbers it needs, that every
price, cloud offer and benchmark names a gpus.csv device, and the launch-price rule of
resources/README.md. Exits 1 and lists the problems if any; the known gaps (cells the sources do
not give) are listed but do not fail.

  python3 resources/catalog/tools/check_devices_2026.py

Python 3 standard library only.
"""

import csv
import re
import sys
from pathlib import Path

CATALOG = Path(__file__).resolve().parents[1]
EARLIER_ROWS = 75  # the rows gpus.csv had before issue 34

COLUMNS = ["name", "vendor", "architecture", "segment", "release_year", "memory_gb", "memory_type",
           "bandwidth_gbps", "sm_count", "tensor_core_generation", "fp16_tensor_tflops",
           "fp16_tensor_fp32acc_tflops", "bf16_tensor_tflops", "int8_tensor_tops", "fp8_tensor_tflops",
           "fp32_tflops", "l2_cache_mb", "shared_memory_per_sm_kb", "board_power_w", "slot_width", "cooler",
           "power_connectors", "pcie_generation", "nvlink", "ecc", "launch_price_usd",
           "datacenter_use_allowed", "device_kind"]
TEXT = {"name", "vendor", "architecture", "segment", "memory_type", "cooler", "power_connectors",
        "device_kind"}
TENSOR = {"fp16_tensor_tflops", "fp16_tensor_fp32acc_tflops", "bf16_tensor_tflops", "int8_tensor_tops",
          "fp8_tensor_tflops"}
# Cells that may be empty: the tensor columns (capability absent or rate not published) and the
# launch price everywhere; for whole systems also what their makers do not publish.
MAY_BE_EMPTY = TENSOR | {"launch_price_usd"}
MAY_BE_EMPTY_FOR_SYSTEMS = {"fp32_tflops", "l2_cache_mb", "shared_memory_per_sm_kb", "board_power_w"}
# Required cells no source read gives (see sources/devices-2026.csv); listed, not failed.
KNOWN_GAPS = {
    ("Gaudi 3", "fp32_tflops"), ("Gaudi 3", "l2_cache_mb"), ("Gaudi 3", "shared_memory_per_sm_kb"),
    ("Gaudi 3", "pcie_generation"),
    ("Arc B580", "shared_memory_per_sm_kb"), ("Arc A770 16GB", "shared_memory_per_sm_kb"),
    ("Arc Pro B60", "shared_memory_per_sm_kb"),
} | {(name, "pcie_generation") for name in (
    "Mac Studio M3 Ultra 60C 96GB", "Mac Studio M3 Ultra 60C 256GB", "Mac Studio M3 Ultra 80C 512GB",
    "Mac Studio M4 Max 32C 36GB", "Mac Studio M4 Max 40C 128GB", "Mac mini M4 Pro 20C 64GB",
    "MacBook Pro 14 M4 Max 40C 48GB", "MacBook Pro 16 M4 Max 40C 128GB",
    "MacBook Pro 14 M5 Max 40C 128GB 8TB", "Mac Studio M2 Ultra 76C 192GB")}
KNOWN_TEXT_GAPS = {("Arc Pro B60", "power_connectors"): "not stated"}

ARCHITECTURES = {
    "NVIDIA": {"Fermi", "Kepler", "Maxwell", "Pascal", "Volta", "Turing", "Ampere", "Ada", "Hopper",
               "Blackwell"},
    "AMD": {"CDNA", "CDNA2", "CDNA3", "CDNA4", "RDNA3", "RDNA3.5", "RDNA4"},
    "Intel": {"Alchemist", "Battlemage", "Gaudi3"},
    "Apple": {"Apple M1", "Apple M2", "Apple M3", "Apple M4", "Apple M5"},
}
SEGMENTS = {"consumer", "workstation", "datacenter"}
COOLERS = {"blower", "open-air", "passive", "water"}
KINDS = {"card", "module", "system"}
MEMORY_TYPE = re.compile(r"(G?DDR\d+X?|LPDDR\d+X?|HBM\d(e)?|unified)")
SUPPORT_COLUMNS = ["architecture", "vendor", "compute_capability", "legacy_from", "unsupported_from",
                   "last_cuda", "pytorch_wheels", "llamacpp_cuda", "bf16", "fp8", "fp4", "flash_attention",
                   "facts", "source", "stacks", "pytorch", "llamacpp_backends"]
PYTORCH = {"CUDA wheels", "ROCm wheels", "MPS (default macOS wheels)", "XPU wheels", "Gaudi bridge", "none"}
LLAMACPP_BACKENDS = {"CUDA", "ROCm", "Vulkan", "Metal", "SYCL"}


def read(name):
    with (CATALOG / name).open(newline="", encoding="utf-8") as file:
        reader = csv.reader(file)
        header = next(reader)
        return header, [dict(zip(header, cells)) | {"": cells} for cells in reader]


def is_number(text):
    try:
        return float(text) >= 0
    except ValueError:
        return False


def first_new_price(name, release_year, prices):
    """resources/README.md: the first new price up to the year after release (same day: the cheaper)."""
    found = sorted((p["observed_on"], float(p["price_usd"])) for p in prices
                   if p["gpu_name"] == name and p["condition"] == "new"
                   and int(p["observed_on"][:4]) <= release_year + 1)
    return found[0][1] if found else None


def main():
    problems, gaps = [], []
    header, gpus = read("gpus.csv")
    if header != COLUMNS:
        problems.append(f"gpus.csv header: {header}")
    names = [gpu["name"] for gpu in gpus]
    if len(set(names)) != len(names):
        problems.append("gpus.csv: a name appears twice")
    _, sources = read("sources/devices-2026.csv")
    new_names = [row["name"] for row in sources]
    if names[EARLIER_ROWS:] != new_names:
        problems.append("gpus.csv: the rows after the first 75 are not sources/devices-2026.csv's, in order")
    for row in sources:
        if not (row["spec_sources"] and row["software_stacks"]):
            problems.append(f"sources/devices-2026.csv: {row['name']}: no sources or stacks")

    for index, gpu in enumerate(gpus):
        name = gpu["name"]
        if len(gpu[""]) != len(COLUMNS):
            problems.append(f"{name}: {len(gpu[''])} cells")
            continue
        kind = gpu["device_kind"]
        if kind not in KINDS:
            problems.append(f"{name}: device_kind {kind!r}")
        if index < EARLIER_ROWS and kind != ("module" if gpu["slot_width"] == "0" else "card"):
            problems.append(f"{name}: an earlier card with slot_width {gpu['slot_width']} is a {kind}")
        if gpu["architecture"] not in ARCHITECTURES.get(gpu["vendor"], set()):
            problems.append(f"{name}: vendor {gpu['vendor']!r}, architecture {gpu['architecture']!r}")
        if gpu["segment"] not in SEGMENTS:
            problems.append(f"{name}: segment {gpu['segment']!r}")
        if gpu["cooler"] not in COOLERS:
            problems.append(f"{name}: cooler {gpu['cooler']!r}")
        if not MEMORY_TYPE.fullmatch(gpu["memory_type"]):
            problems.append(f"{name}: memory_type {gpu['memory_type']!r} is not a short type")
        if kind != "card" and gpu["slot_width"] != "0":
            problems.append(f"{name}: a {kind} with slot_width {gpu['slot_width']}")
        if kind == "system" and gpu["power_connectors"] != "none":
            problems.append(f"{name}: a system's power_connectors {gpu['power_connectors']!r}")
        if (name, "power_connectors") in KNOWN_TEXT_GAPS:
            if KNOWN_TEXT_GAPS[(name, "power_connectors")] == gpu["power_connectors"]:
                gaps.append(f"{name}: power_connectors {gpu['power_connectors']!r}")
            else:
                problems.append(f"{name}: power_connectors changed, drop it from KNOWN_TEXT_GAPS")
        elif "(" in gpu["power_connectors"]:
            problems.append(f"{name}: power_connectors {gpu['power_connectors']!r}")
        for column in COLUMNS:
            if column in TEXT:
                if not gpu[column]:
                    problems.append(f"{name}: empty {column}")
                continue
            value = gpu[column]
            if value:
                if not is_number(value):
                    problems.append(f"{name}: {column} {value!r} is not a number")
                elif (name, column) in KNOWN_GAPS:
                    problems.append(f"{name}: {column} is filled now, drop it from KNOWN_GAPS")
                continue
            if column in MAY_BE_EMPTY or (kind == "system" and column in MAY_BE_EMPTY_FOR_SYSTEMS):
                continue
            if (name, column) in KNOWN_GAPS:
                gaps.append(f"{name}: {column} empty")
            else:
                problems.append(f"{name}: {column} must be filled")
        for flag in ("nvlink", "ecc", "datacenter_use_allowed"):
            if gpu[flag] not in ("0", "1"):
                problems.append(f"{name}: {flag} {gpu[flag]!r}")

    known = set(names)
    _, prices = read("prices.csv")
    for table, column in (("prices.csv", "gpu_name"), ("cloud_offers.csv", "gpu_name"),
                          ("benchmarks.csv", "gpu_name")):
        rows = prices if table == "prices.csv" else read(table)[1]
        for row in rows:
            if row[column] not in known:
                problems.append(f"{table}: {row[column]!r} is not a gpus.csv name")
    price_keys = [(p["gpu_name"], p["condition"], p["observed_on"], p["source"]) for p in prices]
    if len(set(price_keys)) != len(price_keys):
        problems.append("prices.csv: two rows have the same key")
    _, cloud = read("cloud_offers.csv")
    # The catalog's keys (db/schema): an offer differs by its pricing too (on-demand and spot).
    cloud_keys = [(c["provider"], c["instance"], c["gpu_name"], c["pricing"], c["observed_on"]) for c in cloud]
    if len(set(cloud_keys)) != len(cloud_keys):
        problems.append("cloud_offers.csv: two rows have the same key")

    for gpu in gpus:
        launch = first_new_price(gpu["name"], int(gpu["release_year"]), prices)
        stored = float(gpu["launch_price_usd"]) if gpu["launch_price_usd"] else None
        if launch != stored:
            problems.append(f"{gpu['name']}: launch_price_usd {stored}, first new price {launch}")

    header, support = read("software_support.csv")
    if header != SUPPORT_COLUMNS:
        problems.append(f"software_support.csv header: {header}")
    architectures = {row["architecture"] for row in support}
    for vendor, names_of_vendor in ARCHITECTURES.items():
        for architecture in names_of_vendor - architectures:
            problems.append(f"software_support.csv: no row for {architecture}")
    for row in support:
        architecture = row["architecture"]
        if architecture not in ARCHITECTURES.get(row["vendor"], set()):
            problems.append(f"software_support.csv: {architecture} of {row['vendor']}")
        for column in ("bf16", "fp8", "fp4"):
            if row[column] not in ("yes", "no", "unknown"):
                problems.append(f"software_support.csv: {architecture} {column} {row[column]!r}")
        if row["pytorch"] not in PYTORCH:
            problems.append(f"software_support.csv: {architecture} pytorch {row['pytorch']!r}")
        backends = row["llamacpp_backends"]
        if backends != "none" and not set(backends.split(", ")) <= LLAMACPP_BACKENDS:
            problems.append(f"software_support.csv: {architecture} llamacpp_backends {backends!r}")
        if not row["stacks"] or not row["source"] or not row["compute_capability"]:
            problems.append(f"software_support.csv: {architecture} lacks stacks, source or compute_capability")
        if row["vendor"] != "NVIDIA" and (row["last_cuda"] or row["pytorch_wheels"] or row["llamacpp_cuda"]):
            problems.append(f"software_support.csv: {architecture} has CUDA columns")

    for gap in gaps:
        print("known gap:", gap)
    for problem in problems:
        print("PROBLEM:", problem)
    kinds = {}
    for gpu in gpus:
        kinds[(gpu["vendor"], gpu["device_kind"])] = kinds.get((gpu["vendor"], gpu["device_kind"]), 0) + 1
    print(f"{len(gpus)} devices:", ", ".join(f"{v} {k} {n}" for (v, k), n in sorted(kinds.items())))
    print(f"{len(problems)} problems, {len(gaps)} known gaps")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
