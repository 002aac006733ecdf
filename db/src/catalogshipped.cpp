// The shipped data: filling a new catalog with it, and merging a newer version's shipped rows into
// an existing catalog without touching the user's rows (see shippedmerge.h and schema step 4).

#include "gpuadvisor/core/catalog/namematch.h"
#include "gpuadvisor/core/catalog/shippedmerge.h"
#include "gpuadvisor/db/catalog.h"

#include "benchmarkstore.h"
#include "rowcodec.h"
#include "rowwriter.h"
#include "sqlsupport.h"

#include <QDir>
#include <QFile>

#include <chrono>
#include <map>
#include <mutex>
#include <set>
#include <unordered_set>

namespace gpuadvisor {
namespace {

const QString shippedDataName = QStringLiteral("shipped_data");

/// The tables whose shipped rows are tracked in shipped_rows, cards first: the other rows refer
/// to cards by name.
struct ShippedFile {
    CatalogTable table;
    QString file;
};
const std::array<ShippedFile, 4> trackedFiles{
    ShippedFile{CatalogTable::Gpus, QStringLiteral("gpus.csv")},
    ShippedFile{CatalogTable::SystemBaseCosts, QStringLiteral("system_costs.csv")},
    ShippedFile{CatalogTable::Prices, QStringLiteral("prices.csv")},
    ShippedFile{CatalogTable::CloudOffers, QStringLiteral("cloud_offers.csv")},
};
const QString benchmarksFile = QStringLiteral("benchmarks.csv");

QByteArray readResource(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        throw CatalogError(
            QStringLiteral("internal error: the shipped catalog file %1 is missing").arg(path));
    }
    return file.readAll();
}

/// The rows of a shipped resource file, e.g. ":/catalog/gpus.csv"; throws if they do not parse.
/// Resources are part of the program, so each file is parsed once per process: a catalog made
/// and then recovered, or several catalogs opened, do not parse the same bytes again.
const CatalogCsvContent& parseShippedFile(const QString& path) {
    static std::mutex mutex;
    static std::map<QString, CatalogCsvContent> parsedFiles;
    const std::lock_guard lock(mutex);
    if (const auto found = parsedFiles.find(path); found != parsedFiles.end()) {
        return found->second;
    }
    const QByteArray text = readResource(path);
    // Shipped rows are dated when they were true; the user's clock may be behind them.
    const Date noLimit{std::chrono::year{9999}, std::chrono::December, std::chrono::day{31}};
    CatalogCsvParse parsed = parseCatalogCsv(std::string_view(text.constData(), text.size()), noLimit);
    if (!parsed.ok()) {
        throw CatalogError(QStringLiteral("internal error: the shipped catalog file %1 is invalid: %2")
                               .arg(path, QString::fromStdString(parsed.errors.front().describe())));
    }
    return parsedFiles.emplace(path, std::move(parsed.content)).first->second; // never erased
}

/// Key and text of every row of a parsed table, in row order.
std::vector<std::pair<std::string, std::string>> identities(const CatalogCsvContent& content) {
    std::vector<std::pair<std::string, std::string>> result;
    const auto add = [&](const auto& rows) {
        for (const auto& row : rows) {
            result.emplace_back(catalogRowKey(row), catalogRowText(row));
        }
    };
    switch (content.table) {
    case CatalogTable::Gpus:
        add(content.gpus);
        break;
    case CatalogTable::Prices:
        add(content.prices);
        break;
    case CatalogTable::CloudOffers:
        add(content.cloudOffers);
        break;
    case CatalogTable::SystemBaseCosts:
        add(content.systemBaseCosts);
        break;
    case CatalogTable::Benchmarks:
        break; // tracked by their origin column
    }
    return result;
}

/// Key -> the texts shipped_rows lists for a table.
std::map<std::string, std::vector<std::string>> shippedTexts(const QSqlDatabase& database,
                                                             CatalogTable table) {
    std::map<std::string, std::vector<std::string>> result;
    QSqlQuery query = sql::prepare(
        database, QStringLiteral("SELECT row_key, row_text FROM shipped_rows WHERE table_name = ?"));
    query.addBindValue(rowwriter::tableWord(table));
    sql::exec(query);
    while (query.next()) {
        result[query.value(0).toString().toStdString()].push_back(query.value(1).toString().toStdString());
    }
    return result;
}

std::unordered_set<std::string> cardKeys(const QSqlDatabase& database) {
    std::unordered_set<std::string> keys;
    QSqlQuery query = sql::exec(database, QStringLiteral("SELECT name FROM gpus"));
    while (query.next()) {
        keys.insert(normalizedName(query.value(0).toString().toStdString()));
    }
    return keys;
}

/// The rows of `content` at `indexes`, with their lines, as content of the same table.
CatalogCsvContent subset(const CatalogCsvContent& content, const std::vector<std::size_t>& indexes) {
    CatalogCsvContent result;
    result.table = content.table;
    for (const std::size_t i : indexes) {
        switch (content.table) {
        case CatalogTable::Gpus:
            result.gpus.push_back(content.gpus[i]);
            break;
        case CatalogTable::Prices:
            result.prices.push_back(content.prices[i]);
            break;
        case CatalogTable::CloudOffers:
            result.cloudOffers.push_back(content.cloudOffers[i]);
            break;
        case CatalogTable::SystemBaseCosts:
            result.systemBaseCosts.push_back(content.systemBaseCosts[i]);
            break;
        case CatalogTable::Benchmarks:
            result.benchmarks.push_back(content.benchmarks[i]);
            break;
        }
        result.lines.push_back(content.lines[i]);
    }
    return result;
}

/// The card name a row refers to, or nullptr for rows that refer to none.
const std::string* cardOfRow(const CatalogCsvContent& content, std::size_t i) {
    switch (content.table) {
    case CatalogTable::Prices:
        return &content.prices[i].gpuName;
    case CatalogTable::CloudOffers:
        return &content.cloudOffers[i].gpuName;
    default:
        return nullptr;
    }
}

/// Merges one tracked table; the caller owns the transaction.
ShippedRowCounts mergeTable(const QSqlDatabase& database, const CatalogCsvContent& shipped) {
    ShippedRowCounts counts;
    const auto stored = rowwriter::storedRowTexts(database, shipped.table, rowwriter::LaunchPrice::Stored);
    const auto before = shippedTexts(database, shipped.table);
    const auto cards = cardKeys(database);
    const auto rows = identities(shipped);
    std::vector<std::size_t> toWrite;
    QSqlQuery forget = sql::prepare(
        database, QStringLiteral("DELETE FROM shipped_rows WHERE table_name = ? AND row_key = ?"));
    QSqlQuery remember = sql::prepare(
        database,
        QStringLiteral("INSERT INTO shipped_rows (table_name, row_key, row_text) VALUES (?, ?, ?)"));
    static const std::vector<std::string> none;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const auto& [key, text] = rows[i];
        const auto storedRow = stored.find(key);
        const auto earlier = before.find(key);
        const ShippedRowAction action =
            shippedRowAction(storedRow == stored.end() ? nullptr : &storedRow->second,
                             earlier == before.end() ? none : earlier->second, text);
        if (action == ShippedRowAction::Add) {
            if (const std::string* card = cardOfRow(shipped, i);
                card && !cards.contains(normalizedName(*card))) {
                ++counts.skipped; // not remembered: added once the card is back
                continue;
            }
        }
        switch (action) {
        case ShippedRowAction::Current:
            ++counts.current;
            break;
        case ShippedRowAction::Add:
            ++counts.added;
            toWrite.push_back(i);
            break;
        case ShippedRowAction::Update:
            ++counts.updated;
            toWrite.push_back(i);
            break;
        case ShippedRowAction::KeepUsers:
            ++counts.keptUsers;
            break;
        case ShippedRowAction::KeepDeleted:
            ++counts.keptDeleted;
            break;
        }
        // From now on only this version's text counts as shipped under the key.
        forget.bindValue(0, rowwriter::tableWord(shipped.table));
        forget.bindValue(1, QString::fromStdString(key));
        sql::exec(forget);
        remember.bindValue(0, rowwriter::tableWord(shipped.table));
        remember.bindValue(1, QString::fromStdString(key));
        remember.bindValue(2, QString::fromStdString(text));
        sql::exec(remember);
    }
    ImportResult result;
    rowwriter::writeContent(database, subset(shipped, toWrite), result);
    if (!result.ok()) {
        throw CatalogError(QStringLiteral("internal error: a shipped %1 row could not be written: %2")
                               .arg(rowwriter::tableWord(shipped.table),
                                    QString::fromStdString(result.errors.front().describe())));
    }
    return counts;
}

ShippedRowCounts mergeBenchmarks(const QSqlDatabase& database) {
    const CatalogCsvContent& shipped = parseShippedFile(QStringLiteral(":/catalog/") + benchmarksFile);
    const auto shippedCount = [&] {
        return sql::scalar(database,
                           QStringLiteral("SELECT count(*) FROM benchmarks WHERE origin = 'shipped'"))
            .toULongLong();
    };
    const auto before = shippedCount();
    const auto missing = benchmarkstore::writeShippedRows(database, shipped.benchmarks);
    ShippedRowCounts counts;
    counts.added = static_cast<std::size_t>(shippedCount() - before);
    const std::set<std::string> missingCards(missing.begin(), missing.end());
    for (const BenchmarkResult& row : shipped.benchmarks) {
        counts.skipped += missingCards.contains(row.gpuName) ? 1 : 0;
    }
    counts.current = shipped.benchmarks.size() - counts.added - counts.skipped;
    return counts;
}

} // namespace

// The first 16 hex digits of the SHA-256 of gpus.csv, system_costs.csv, prices.csv,
// cloud_offers.csv and benchmarks.csv one after the other, worked out when the project is
// configured (db/CMakeLists.txt): hashing them in every process cost 12 % of a `rank`.
QString Catalog::shippedDataFingerprint() {
    return QStringLiteral(GPUADVISOR_SHIPPED_DATA_FINGERPRINT);
}

void Catalog::rememberEarlierShippedRows() {
    const QSqlDatabase database = sql::connection(m_connectionName);
    QSqlQuery remember = sql::prepare(
        database, QStringLiteral(
                      "INSERT OR IGNORE INTO shipped_rows (table_name, row_key, row_text) VALUES (?, ?, ?)"));
    const QDir earlier(QStringLiteral(":/catalog/earlier"));
    for (const QString& file : earlier.entryList(QDir::Files, QDir::Name)) {
        const CatalogCsvContent& content = parseShippedFile(earlier.filePath(file));
        for (const auto& [key, text] : identities(content)) {
            remember.bindValue(0, rowwriter::tableWord(content.table));
            remember.bindValue(1, QString::fromStdString(key));
            remember.bindValue(2, QString::fromStdString(text));
            sql::exec(remember);
        }
    }
}

ShippedUpdate Catalog::mergeShippedData(bool newCatalog) {
    const QSqlDatabase database = sql::connection(m_connectionName);
    ShippedUpdate update;
    for (const ShippedFile& shipped : trackedFiles) {
        update.of(shipped.table) =
            mergeTable(database, parseShippedFile(QStringLiteral(":/catalog/") + shipped.file));
    }
    update.of(CatalogTable::Benchmarks) = mergeBenchmarks(database);
    if (newCatalog) {
        for (const CatalogTable table : allCatalogTables()) {
            const ShippedRowCounts& counts = update.of(table);
            // Into empty tables every row is new; anything else means a row names a missing card.
            if (counts.updated + counts.keptUsers + counts.keptDeleted + counts.skipped + counts.current >
                0) {
                throw CatalogError(
                    QStringLiteral("internal error: the shipped %1 rows do not all fit a new catalog "
                                   "(a row names a card that is not shipped)")
                        .arg(rowwriter::tableWord(table)));
            }
        }
    }
    QSqlQuery setFingerprint = sql::prepare(
        database, QStringLiteral("INSERT INTO catalog_info (name, value) VALUES (?, ?) ON CONFLICT (name) DO "
                                 "UPDATE SET value = excluded.value"));
    setFingerprint.addBindValue(shippedDataName);
    setFingerprint.addBindValue(shippedDataFingerprint());
    sql::exec(setFingerprint);
    return update;
}

bool Catalog::hasCurrentShippedData() const {
    const QSqlDatabase database = sql::connection(m_connectionName);
    QSqlQuery query = sql::prepare(database, QStringLiteral("SELECT value FROM catalog_info WHERE name = ?"));
    query.addBindValue(shippedDataName);
    sql::exec(query);
    return query.next() && query.value(0).toString() == shippedDataFingerprint();
}

} // namespace gpuadvisor
