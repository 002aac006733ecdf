#!/usr/bin/env python3
"""Writes resources/catalog/benchmarks.csv, the shipped benchmark results, from the public
measurements in ../shared/data/benchmarks (see its README.md):

  lambda-pytorch-train-fp16.csv  Lambda's PyTorch mixed-precision training throughput
  llamacpp-calibration.csv       llama.cpp prompt processing and text generation, one GPU
  llamacpp-scoreboards-2025.csv  the llama.cpp CUDA scoreboard (2025), catalog cards only

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
SCOREBOARD_MODELS = {"Llama 2 7B": "llama2-7b"}


def scoreboard_rows(path):
    """The CUDA rows of catalog cards. The software column carries what the calibration reads:
    the build, the backend, llama-bench's test (tgN says how many tokens were generated) and
    whether flash attention was on (llamacpp_scoreboard_software)."""
    with path.open(newline="", encoding="utf-8") as file:
        for row in csv.DictReader(file):
            if row["backend"] != "CUDA" or not row["catalog_card"]:
                continue
            task, batch_size = SCOREBOARD_TASKS[row["test"]]
            model = SCOREBOARD_MODELS[row["model"].split(" (")[0]]
            flash = row["flash_attention"].split(" ")[0]
            if flash not in ("on", "off"):
                raise ValueError(f"{row['device']}: flash attention {row['flash_attention']!r}")
            build = row["software"]
            if "commit not" in build:
                build = "llama.cpp (commit not transcribed)"
            yield {
                "gpu_name": row["catalog_card"],
                "gpu_count": "1",
                "system": "llama.cpp CUDA scoreboard: " + row["device"],
                "model": model,
                "workload": "transformer",
                "task": task,
                "precision": row["quant"].lower(),
                "batch_size": str(batch_size),
                "software": f"{build}, CUDA, llama-bench {row['test']}, flash attention {flash}",
                "value": number(row["tokens_per_s"]),
                "unit": "tokens/s",
                "measured_on": SCOREBOARD_DATE,
                "source": (f"{row['source_primary']} (posted after 2025-08-01, the day is approximate), "
                           f"read through {row['transcription']}"
                           + (f" commit {row['transcription_commit']}" if row["transcription_commit"] else "")),
            }


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
