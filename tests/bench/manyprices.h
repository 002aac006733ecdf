#pragma once

// A catalog with 240,000 prices (issue 32, item 10): the shipped catalog plus a daily price of
// every card, new and used, from a few shops, going back from yesterday until there are 240,000
// rows; and five files of 1,000 more prices each, for imports while the desktop app is open.
// Made through the catalog's own CSV import.

#include <QString>
#include <QStringList>

namespace gpuadvisor::bench {

/// Price rows the catalog holds besides the shipped ones.
inline constexpr int manyPricesRows = 240000;

struct ManyPricesFiles {
    QString catalog;        ///< many-prices.sqlite
    QStringList morePrices; ///< more-prices-1.csv ... more-prices-5.csv: 1,000 prices each.
};

/// The files in `directory`, without making them.
ManyPricesFiles manyPricesFilesIn(const QString& directory);

/// Makes the catalog and the price files in `directory` (which must exist), replacing any there.
/// Aborts with a message on stderr when an import fails.
ManyPricesFiles makeManyPricesCatalog(const QString& directory, int rows = manyPricesRows);

/// Reads and removes --many-prices=DIR and --write-many-prices=DIR from the arguments. With
/// --write-many-prices it makes the files there and returns true: the program should exit.
bool parseManyPricesOptions(int& argc, char** argv);

/// The catalog for this process: from --many-prices=DIR, else made once in a temporary directory.
const ManyPricesFiles& manyPricesCatalog();

} // namespace gpuadvisor::bench
