#!/usr/bin/env python3
"""Writes resources/catalog/benchmarks.csv, the shipped benchmark results, from the public
measurements in ../shared/data/benchmarks (see its README.md):

  lambda-pytorch-train-fp16.csv  Lambda's PyTorch mixed-precision training throughput
  llamacpp-calibration.csv       llama.cpp prompt processing and text generation, one GPU
  llamacpp-scoreboards-2025.csv  the llama.cpp scoreboards (2025: CUDA, ROCm, Vulkan, Metal), catalog
                                 devices only

Run from anywhere; the output is the same for the same input (rows keep the order of the input
files). Python 3 standard library only:

  python3 resources/catalog/tools/convert_benchmarks.py [--source DIR] [--output FILE]
"""

import argparse
import csv
import io
import re
import sys
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parents[3]
DEFAULT_SOURCE = REPOSITORY.parent / "shared" / "data" / "benchmarks"
DEFAULT_OUTPUT = REPOSITORY / "resources" / "catalog" / "benchmarks.csv"
GPUS_CSV = REPOSITORY / "resources" / "catalog" / "gpus.csv"

# The columns of CatalogTable::Benchmarks (core/src/catalog/catalogcsv.cpp), in export order.
COLUMNS = ["gpu_name", "gpu_count", "system", "model", "workload", "task", "precision",
           "batch_size", "software", "value", "unit", "measured_on", "source"]

# ---- Lambda -----------------------------------------------------------------------------------

# Where Lambda ran the machine; dropped to find the card.
LAMBDA_PREFIXES = {"1CC", "Dell", "DellTexas", "RAIDZ1", "SMC", "LambdaCloud"}

# Lambda's card name -> the catalog's. The V100 rows ran on LambdaCloud's NVLink (SXM2) instances.
LAMBDA_CARDS = {
    "H100 80GB SXM5": "H100 SXM",
    "H100 80GB PCIe Gen5": "H100 PCIe",
    "A100 80GB SXM4": "A100 SXM4 80GB",
    "A100 80GB PCIe": "A100 PCIe 80GB",
    "A100 40GB PCIe": "A100 PCIe 40GB",
    "V100 16GB": "Tesla V100 SXM2 16GB",
    "A10": "A10",
    "Quadro RTX 8000": "Quadro RTX 8000",
    "RTX 3090": "RTX 3090",
    "RTX 4090": "RTX 4090",
    "RTX 6000 Ada": "RTX 6000 Ada",
    "RTX A6000": "RTX A6000",
}

# model -> (workload, unit)
LAMBDA_MODELS = {
    "bert_base_squad": ("transformer", "sequences/s"),
    "bert_large_squad": ("transformer", "sequences/s"),
    "transformerxlbase": ("transformer", "tokens/s"),
    "transformerxllarge": ("transformer", "tokens/s"),
    "resnet50": ("cnn", "images/s"),
    "ssd": ("cnn", "images/s"),
    "gnmt": ("other", "samples/s"),
    "ncf": ("other", "samples/s"),
    "tacotron2": ("other", "samples/s"),
    "waveglow": ("other", "samples/s"),
}

LAMBDA_SOFTWARE = "PyTorch, NVIDIA DeepLearningExamples, NGC container (version not recorded per row)"
# The rows were measured over several years; the files carry no dates, so every row is dated by
# the commit they were taken from.
LAMBDA_DATE = "2025-12-17"
LAMBDA_SOURCE = ("Lambda deeplearning-benchmark (github.com/lambdal/deeplearning-benchmark) commit "
                 "aa5addb6, pytorch/pytorch-train-throughput-fp16.csv and pytorch-train-bs-fp16.csv")

# ---- llama.cpp --------------------------------------------------------------------------------

LLAMA_TASKS = {"pp512": ("llm-prefill", 512), "tg512": ("llm-decode", 1)}
# The notebooks say "May 2024" (llama.cpp builds 2824-2843); the day is a stand-in.
LLAMA_DATE = "2024-05-15"


def number(text):
    """The shortest text that reads back as the same number, as the catalog writes it."""
    value = float(text)
    if value <= 0:
        raise ValueError(f"not a positive number: {text!r}")
    return str(int(value)) if value.is_integer() else repr(value)


def lambda_card(system):
    """(catalog card name, GPU count) of a Lambda system name such as 'Dell 8x H100 80GB SXM5'."""
    words = system.split(" ")
    if words[0] in LAMBDA_PREFIXES:
        words = words[1:]
    name = " ".join(words)
    count = 1
    match = re.fullmatch(r"(\d+)x\s*(.+)", name)
    if match:
        count, name = int(match.group(1)), match.group(2)
    if name not in LAMBDA_CARDS:
        raise ValueError(f"unknown Lambda card in system {system!r}")
    return LAMBDA_CARDS[name], count


def lambda_rows(path):
    with path.open(newline="", encoding="utf-8") as file:
        for row in csv.DictReader(file):
            card, count = lambda_card(row["system"])
            if count != int(row["num_gpu"]):
                raise ValueError(f"{row['system']!r}: the name says {count} GPUs, num_gpu {row['num_gpu']}")
            workload, unit = LAMBDA_MODELS[row["model"]]
            yield {
                "gpu_name": card,
                "gpu_count": str(count),
                "system": "Lambda: " + row["system"],
                "model": row["model"],
                "workload": workload,
                "task": "training",
                "precision": "fp16",
                "batch_size": str(int(row["batch_size_total"])),
                "software": LAMBDA_SOFTWARE,
                "value": number(row["samples_per_s"]),
                "unit": unit,
                "measured_on": LAMBDA_DATE,
                "source": LAMBDA_SOURCE,
            }


def llama_rows(path):
    with path.open(newline="", encoding="utf-8") as file:
        for row in csv.DictReader(file):
            task, batch_size = LLAMA_TASKS[row["test"]]
            yield {
                "gpu_name": row["card"],
                "gpu_count": "1",
                "system": "GPU-Benchmarks-on-LLM-Inference: 1x " + row["card"],
                "model": row["model"],
                "workload": "transformer",
                "task": task,
                "precision": row["weights"],
                "batch_size": str(batch_size),
                "software": row["software"],
                "value": number(row["tokens_per_s"]),
                "unit": "tokens/s",
                "measured_on": LLAMA_DATE,
                "source": (f"{row['source_repo']} (github.com/{row['source_repo']}) commit "
                           f"{row['source_commit']}, {row['source_file']}; measured in May 2024, "
                           f"the day is approximate"),
            }


# The CUDA scoreboard of discussion 15013 opened on 2025-08-01; users posted their runs after it
# (the transcription was read in 2026). The day is a stand-in for "August 2025 or later".
SCOREBOARD_DATE = "2025-08-01"
SCOREBOARD_TASKS = {"pp512": ("llm-prefill", 512), "tg128": ("llm-decode", 1)}
SCOREBOARD_MODELS = {"Llama 2 7B": "llama2-7b", "LLaMA 7B v2": "llama2-7b", "Llama 7B": "llama2-7b"}

# Scoreboard devices the scoreboard file does not name a catalog card for (its catalog_card column
# predates the other vendors), by the scoreboard's name. A chip that comes in several catalog
# systems is shipped once, for the configuration named here; its rows' source says so.
SCOREBOARD_DEVICES = {
    "AMD Radeon RX 7900 XTX": "RX 7900 XTX",
    "AMD Radeon RX 9070 XT": "RX 9070 XT",
    "AMD Radeon AI PRO R9700": "Radeon AI PRO R9700",
    "AMD Radeon RX 7600": "RX 7600",
    "AMD Instinct MI100": "Instinct MI100",
    # The Radeon 8060S (40 CUs) is the GPU of the Ryzen AI Max+ 395 in the Framework Desktop.
    "AMD Ryzen AI Max+ 300 (Radeon 8060S iGPU)": "Framework Desktop Ryzen AI Max+ 395 128GB",
    "Intel Arc B580": "Arc B580",
    "Apple M2 Ultra (76-core GPU)": "Mac Studio M2 Ultra 76C 192GB",
    "Apple M3 Ultra (80-core GPU)": "Mac Studio M3 Ultra 80C 512GB",
    "Apple M4 Max (40-core GPU)": "Mac Studio M4 Max 40C 128GB",
    "Apple M4 Pro (20-core GPU)": "Mac mini M4 Pro 20C 64GB",
    "NVIDIA RTX PRO 4000 Blackwell": "RTX PRO 4000 Blackwell",
    "NVIDIA DGX Spark": "DGX Spark (GB10 128GB)",
    "NVIDIA Tesla M40 24GB": "Tesla M40 24GB",
}
# The systems above that stand for a chip the catalog has in more than one configuration, or in a
# configuration the scoreboard does not state.
SCOREBOARD_ONE_SYSTEM_PER_CHIP = {
    "AMD Ryzen AI Max+ 300 (Radeon 8060S iGPU)",
    "Apple M2 Ultra (76-core GPU)",
    "Apple M3 Ultra (80-core GPU)",
    "Apple M4 Max (40-core GPU)",
    "Apple M4 Pro (20-core GPU)",
}


def scoreboard_row(row, gpu_name, first_pass):
    """One benchmarks.csv row of a scoreboard row. The software column carries what the calibration
    reads: the build, the backend, llama-bench's test (tgN says how many tokens were generated) and
    whether flash attention was on (llamacpp_scoreboard_software)."""
    task, batch_size = SCOREBOARD_TASKS[row["test"]]
    model = SCOREBOARD_MODELS[row["model"].split(" (")[0]]
    flash = row["flash_attention"].split(" ")[0]
    notes = []
    if row["flash_attention"] == "not stated":
        # llama-bench runs without flash attention unless given -fa 1.
        flash = "off"
        notes.append("flash attention not stated, llama-bench's default (off) assumed")
    if flash not in ("on", "off"):
        raise ValueError(f"{row['device']}: flash attention {row['flash_attention']!r}")
    build = row["software"]
    if "commit not" in build:
        build = "llama.cpp (commit not transcribed)"
    elif build.startswith("llama.cpp (reference build "):
        # "(reference build 8e672ef, 2023-11-21; later rows newer builds)": a comma would cut the
        # build where the app shows it, and the row's own build is not known.
        build = "llama.cpp (build not transcribed)"
        reference = row["software"][len("llama.cpp (reference build "):].split(";")[0].replace(", ", " of ")
        notes.append(f"the row's build is not transcribed (the discussion's reference build is {reference}, "
                     "later rows used newer builds)")
    if "," in build:
        raise ValueError(f"{row['device']}: a comma in the build {build!r}")
    backend = row["backend"]
    if first_pass:
        when = "posted after 2025-08-01, the day is approximate"
    else:
        when = "the day it was posted is not transcribed; dated 2025-08-01 as the CUDA scoreboard's rows"
    if row["device"] in SCOREBOARD_ONE_SYSTEM_PER_CHIP:
        notes.append(f"one catalog system per chip: {row['device']} is shipped as the catalog's {gpu_name}")
    return {
        "gpu_name": gpu_name,
        "gpu_count": "1",
        "system": f"llama.cpp {backend} scoreboard: " + row["device"],
        "model": model,
        "workload": "transformer",
        "task": task,
        "precision": row["quant"].lower(),
        "batch_size": str(batch_size),
        "software": f"{build}, {backend}, llama-bench {row['test']}, flash attention {flash}",
        "value": number(row["tokens_per_s"]),
        "unit": "tokens/s",
        "measured_on": SCOREBOARD_DATE,
        "source": (f"{row['source_primary']} ({when}), read through {row['transcription']}"
                   + (f" commit {row['transcription_commit']}" if row["transcription_commit"] else "")
                   + "".join("; " + note for note in notes)),
    }


def scoreboard_rows(path):
    """The CUDA rows of the cards the scoreboard file names a catalog card for (shipped first, as
    before the other vendors), then the rows of every other backend and device that is a catalog
    device (SCOREBOARD_DEVICES), in the file's order."""
    with path.open(newline="", encoding="utf-8") as file:
        rows = list(csv.DictReader(file))
    first = [row for row in rows if row["backend"] == "CUDA" and row["catalog_card"]]
    for row in first:
        yield scoreboard_row(row, row["catalog_card"], True)
    for row in rows:
        if row in first:
            continue
        gpu_name = row["catalog_card"] or SCOREBOARD_DEVICES.get(row["device"])
        if gpu_name:
            yield scoreboard_row(row, gpu_name, False)


def catalog_cards():
    with GPUS_CSV.open(newline="", encoding="utf-8") as file:
        return {row["name"] for row in csv.DictReader(file)}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, default=DEFAULT_SOURCE,
                        help="folder holding the input files (default: %(default)s)")
    parser.add_argument("--output", type=Path, default=DEFAULT_OUTPUT,
                        help="file to write, '-' for standard output (default: %(default)s)")
    arguments = parser.parse_args()

    rows = list(lambda_rows(arguments.source / "lambda-pytorch-train-fp16.csv"))
    rows += llama_rows(arguments.source / "llamacpp-calibration.csv")
    # The scoreboard is kept in the repository too (catalog/sources); either copy reads the same.
    scoreboard = arguments.source / "llamacpp-scoreboards-2025.csv"
    if not scoreboard.exists():
        scoreboard = REPOSITORY / "resources" / "catalog" / "sources" / scoreboard.name
    rows += scoreboard_rows(scoreboard)

    cards = catalog_cards()
    unknown = sorted({row["gpu_name"] for row in rows} - cards)
    if unknown:
        sys.exit(f"convert_benchmarks.py: not in {GPUS_CSV.name}: {', '.join(unknown)}")
    keys = [tuple(row[c] for c in COLUMNS if c not in ("workload", "value", "unit")) for row in rows]
    if len(set(keys)) != len(keys):
        sys.exit("convert_benchmarks.py: two rows have the same key")

    text = io.StringIO()
    writer = csv.DictWriter(text, fieldnames=COLUMNS, lineterminator="\n")
    writer.writeheader()
    writer.writerows(rows)
    if str(arguments.output) == "-":
        sys.stdout.write(text.getvalue())
    else:
        arguments.output.write_text(text.getvalue(), encoding="utf-8")
        print(f"Wrote {len(rows)} rows to {arguments.output}", file=sys.stderr)


if __name__ == "__main__":
    main()
