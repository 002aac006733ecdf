#pragma once

// A catalog of 100,000 cards for the scaling benchmarks (issue 20): copies of the shipped cards
// under new names ("RTX 4090 X000042"), each with one new price, plus the two price files of the
// issue: 1,000 rows of cards the catalog lacks (typos of the new names, so the import is refused
// and every row gets an error) and 1,000 rows of cards it has. Built once per process through the
// catalog's own CSV import, in a few seconds.

#include <QString>

namespace gpuadvisor::bench {

/// The files of a big catalog.
struct BigCatalogFiles {
    QString catalog;       ///< big.sqlite
    QString unknownPrices; ///< prices-unknown.csv: 1,000 prices of cards the catalog lacks.
    QString knownPrices;   ///< prices-known.csv: 1,000 prices of cards it has.
};

/// Cards the big catalog holds: 100,000 new ones besides the shipped ones.
inline constexpr int bigCatalogCards = 100000;

/// The files in `directory`, without making them.
BigCatalogFiles bigCatalogFilesIn(const QString& directory);

/// Makes the big catalog and the two price files in `directory` (which must exist), replacing
/// any there. Aborts with a message on stderr when the import fails.
BigCatalogFiles makeBigCatalog(const QString& directory, int cards = bigCatalogCards);

/// The big catalog for this process: from the directory given with --big-catalog=DIR (made by
/// an earlier run with --write-big-catalog=DIR), else made once in a temporary directory.
/// Call parseBigCatalogOptions first.
const BigCatalogFiles& bigCatalog();

/// Reads and removes --big-catalog=DIR and --write-big-catalog=DIR from the arguments. With
/// --write-big-catalog it makes the files there and returns true: the program should exit.
bool parseBigCatalogOptions(int& argc, char** argv);

/// The main() of a big-catalog benchmark, after the program made its Q*Application: reads the
/// big-catalog options, makes the catalog before the first timing, runs the benchmarks.
int runBigCatalogBenchmarks(int argc, char** argv);

} // namespace gpuadvisor::bench
