#!/usr/bin/env python3
"""Write the rows earlier versions of GPU Advisor shipped, for catalogs made before schema 4.

A catalog made by an earlier version does not say which of its rows are shipped. Upgrading it
(db/src/catalogshipped.cpp) takes a stored row whose text equals a row an earlier version shipped
for shipped (so a newer shipped row may replace it), any other row for the user's, and a key an
earlier version shipped that the catalog lacks for a row the user deleted. Catalogs made from
schema 4 on keep this record themselves, so only versions before it need listing:

    resources/catalog/tools/earlier_rows.py REVISION [REVISION ...]

For each revision (oldest first) and each of gpus.csv, prices.csv, cloud_offers.csv and
system_costs.csv it writes resources/catalog/earlier/<short revision>-<file> with every row the
revision shipped, unless the previous revision shipped the same rows.
"""
import csv
import io
import pathlib
import subprocess
import sys

FILES = ["gpus.csv", "prices.csv", "cloud_offers.csv", "system_costs.csv"]
ROOT = pathlib.Path("resources/catalog")


def rows_of(text):
    reader = csv.reader(io.StringIO(text))
    header = next(reader)
    return header, [tuple(row) for row in reader if row]


def main(revisions):
    previous = {}
    for revision in revisions:
        short = subprocess.run(["git", "rev-parse", "--short", revision], check=True,
                               capture_output=True, text=True).stdout.strip()
        for name in FILES:
            try:
                old = subprocess.run(["git", "show", f"{revision}:resources/catalog/{name}"], check=True,
                                     capture_output=True, text=True).stdout
            except subprocess.CalledProcessError:
                continue
            header, old_rows = rows_of(old)
            current_header, _ = rows_of((ROOT / name).read_text())
            if header != current_header:
                sys.exit(f"{revision}:{name} has other columns; convert it by hand")
            if previous.get(name) == old_rows:
                continue
            previous[name] = old_rows
            changed = old_rows
            out = io.StringIO()
            writer = csv.writer(out, lineterminator="\n")
            writer.writerow(header)
            writer.writerows(changed)
            (ROOT / "earlier" / f"{short}-{name}").write_text(out.getvalue())
            print(f"{short}-{name}: {len(changed)} rows")


if __name__ == "__main__":
    main(sys.argv[1:])
