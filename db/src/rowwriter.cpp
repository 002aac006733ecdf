#include "rowwriter.h"

#include "benchmarkstore.h"
#include "forwardquery.h"
#include "gpuadvisor/core/catalog/namematch.h"
#include "launchprice.h"
#include "rowcodec.h"
#include "sqlsupport.h"

#include <algorithm>
#include <iterator>
#include <map>
#include <optional>
#include <unordered_map>

namespace gpuadvisor::rowwriter {
namespace {

/// Unknown card names that get "did you mean" suggestions, in row order; later ones are only
/// reported. Each suggestion compares the name with every card, which on a catalog of 100,000
/// cards takes milliseconds: a file of a thousand unknown names would take minutes.
constexpr std::size_t suggestedUnknownNames = 20;

/// Card ids of the rows that reference a card by name, in row order; an error per unknown name.
template <typename Record>
std::vector<qint64> resolveCards(const QSqlDatabase& database, const std::vector<Record>& rows,
                                 const std::vector<std::size_t>& lines, ImportResult& result) {
    std::vector<std::string> names;
    std::unordered_map<std::string, qint64> idOfNormalizedName;
    QSqlQuery query = sql::execForwardOnly(database, QStringLiteral("SELECT id, name FROM gpus"));
    while (query.next()) {
        names.push_back(query.value(1).toString().toStdString());
        idOfNormalizedName.emplace(normalizedName(names.back()), query.value(0).toLongLong());
    }
    std::optional<NameMatcher> matcher; // made at the first unknown name
    std::size_t unknownNames = 0;
    std::vector<qint64> ids;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const auto match = idOfNormalizedName.find(normalizedName(rows[i].gpuName));
        if (match != idOfNormalizedName.end()) {
            ids.push_back(match->second);
            continue;
        }
        std::string message = "no card named '" + rows[i].gpuName + "' in the catalog";
        if (++unknownNames > suggestedUnknownNames) {
            result.errors.push_back({lines[i], "gpu_name", message});
            ids.push_back(-1);
            continue;
        }
        if (!matcher) {
            matcher.emplace(names);
        }
        const auto suggestions = matcher->closest(rows[i].gpuName);
        if (!suggestions.empty()) {
            message += "; did you mean ";
            for (std::size_t s = 0; s < suggestions.size(); ++s) {
                message += (s > 0 ? ", " : "") + suggestions[s];
            }
            message += "?";
        }
        result.errors.push_back({lines[i], "gpu_name", message});
        ids.push_back(-1);
    }
    return ids;
}

template <typename Record>
void writeRows(const QSqlDatabase& database, CatalogTable table, const std::vector<Record>& rows,
               const std::vector<qint64>& gpuIds, const std::vector<std::size_t>& lines) {
    QSqlQuery query = sql::prepare(database, rowcodec::upsertStatement(table));
    for (std::size_t i = 0; i < rows.size(); ++i) {
        if constexpr (requires { rows[i].gpuName; }) {
            rowcodec::bind(query, rows[i], gpuIds[i]);
        } else {
            rowcodec::bind(query, rows[i]);
        }
        try {
            sql::exec(query);
        } catch (const CatalogError& error) {
            if (error.kind() != CatalogErrorKind::Other) {
                throw; // a full disk or a lock is about the file, not the row
            }
            throw CatalogError(QStringLiteral("line %1: %2").arg(lines[i]).arg(error.message()));
        }
    }
}

} // namespace

QString tableWord(CatalogTable table) {
    const auto name = toString(table);
    return QString::fromLatin1(name.data(), static_cast<qsizetype>(name.size()));
}

CsvImportError wrongTable(CatalogTable found, CatalogTable expected) {
    return {1,
            {},
            "the header has the columns of the " + std::string(toString(found)) + " table, not of the " +
                std::string(toString(expected)) + " table"};
}

std::vector<CsvImportError> unknownCardErrors(const QSqlDatabase& database,
                                              const CatalogCsvContent& content) {
    ImportResult result;
    switch (content.table) {
    case CatalogTable::Prices:
        resolveCards(database, content.prices, content.lines, result);
        break;
    case CatalogTable::CloudOffers:
        resolveCards(database, content.cloudOffers, content.lines, result);
        break;
    case CatalogTable::Benchmarks:
        resolveCards(database, content.benchmarks, content.lines, result);
        break;
    case CatalogTable::Gpus:
    case CatalogTable::SystemBaseCosts:
        break;
    }
    return result.errors;
}

void allRowErrors(const QSqlDatabase& database, const CatalogCsvParse& parsed,
                  std::vector<CsvImportError>& errors, std::size_t& unlisted) {
    errors = parsed.errors;
    unlisted = parsed.unlistedErrors;
    std::vector<CsvImportError> unknown = unknownCardErrors(database, parsed.content);
    if (unlisted > 0 && !errors.empty()) {
        // Parse problems beyond the last listed one are only counted: so are unknown cards there.
        const std::size_t lastListed = errors.back().line;
        const auto beyond =
            std::stable_partition(unknown.begin(), unknown.end(),
                                  [lastListed](const auto& error) { return error.line <= lastListed; });
        unlisted += static_cast<std::size_t>(std::distance(beyond, unknown.end()));
        unknown.erase(beyond, unknown.end());
    }
    errors.insert(errors.end(), std::make_move_iterator(unknown.begin()),
                  std::make_move_iterator(unknown.end()));
    std::stable_sort(errors.begin(), errors.end(),
                     [](const CsvImportError& a, const CsvImportError& b) { return a.line < b.line; });
    capCsvImportErrors(errors, unlisted);
}

void writeContent(const QSqlDatabase& database, const CatalogCsvContent& content, ImportResult& result) {
    switch (content.table) {
    case CatalogTable::Gpus:
        writeRows(database, content.table, content.gpus, {}, content.lines);
        break;
    case CatalogTable::Prices: {
        const auto ids = resolveCards(database, content.prices, content.lines, result);
        if (result.ok()) {
            writeRows(database, content.table, content.prices, ids, content.lines);
        }
        break;
    }
    case CatalogTable::CloudOffers: {
        const auto ids = resolveCards(database, content.cloudOffers, content.lines, result);
        if (result.ok()) {
            writeRows(database, content.table, content.cloudOffers, ids, content.lines);
        }
        break;
    }
    case CatalogTable::SystemBaseCosts:
        writeRows(database, content.table, content.systemBaseCosts, {}, content.lines);
        break;
    case CatalogTable::Benchmarks: {
        const auto ids = resolveCards(database, content.benchmarks, content.lines, result);
        if (result.ok()) {
            benchmarkstore::writeUserRows(database, content.benchmarks, ids, content.lines, result);
        }
        break;
    }
    }
}

std::map<std::string, std::string> storedRowTexts(const QSqlDatabase& database, CatalogTable table,
                                                  LaunchPrice launchPrice) {
    std::map<std::string, std::string> result;
    QSqlQuery query = sql::exec(database, rowcodec::selectStatement(table));
    std::vector<Gpu> gpus;
    while (query.next()) {
        switch (table) {
        case CatalogTable::Gpus:
            gpus.push_back(rowcodec::readGpu(query));
            break;
        case CatalogTable::Prices: {
            const PriceObservation price = rowcodec::readPrice(query);
            result.emplace(catalogRowKey(price), catalogRowText(price));
            break;
        }
        case CatalogTable::CloudOffers: {
            const CloudOffer offer = rowcodec::readCloudOffer(query);
            result.emplace(catalogRowKey(offer), catalogRowText(offer));
            break;
        }
        case CatalogTable::SystemBaseCosts: {
            const SystemBaseCost cost = rowcodec::readSystemBaseCost(query);
            result.emplace(catalogRowKey(cost), catalogRowText(cost));
            break;
        }
        case CatalogTable::Benchmarks: {
            const BenchmarkResult row = rowcodec::readBenchmark(query);
            result.emplace(catalogRowKey(row), catalogRowText(row));
            break;
        }
        }
    }
    if (launchPrice == LaunchPrice::Derived) {
        launchprice::applyPriceHistory(database, gpus);
    }
    for (const Gpu& gpu : gpus) {
        result.emplace(catalogRowKey(gpu), catalogRowText(gpu));
    }
    return result;
}

} // namespace gpuadvisor::rowwriter
