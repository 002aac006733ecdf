// The catalog editor's writes: one card or one price per call, each in its own transaction.

#include "gpuadvisor/db/catalog.h"

#include "benchmarkstore.h"
#include "datelimits.h"
#include "forwardquery.h"
#include "gpuadvisor/core/catalog/namematch.h"
#include "messagetext.h"
#include "rowcodec.h"
#include "sqlsupport.h"

#include <QStringList>

#include <optional>

namespace gpuadvisor {
namespace {

/// Cloud offers or benchmark results listed by name when a removal is refused; the rest are counted.
constexpr qsizetype listedOffers = 3;

/// The messages of `problems` (each starts with its field's name), joined with "; ".
QString describe(const std::vector<FieldProblem>& problems) {
    QStringList messages;
    for (const auto& problem : problems) {
        messages << QString::fromStdString(problem.message);
    }
    return messages.join(QStringLiteral("; "));
}

void requireValid(const Gpu& gpu) {
    const auto problems = validateGpu(gpu);
    if (!problems.empty()) {
        throw CatalogError(QStringLiteral("cannot save %1: %2").arg(cardLabel(gpu.name), describe(problems)));
    }
}

/// "the card 'RTX 3090' (used, 2024-03-01, source 'eBay')", for messages about one price observation.
QString priceLabel(std::string_view gpuName, Condition condition, const Date& observedOn,
                   std::string_view source) {
    return QStringLiteral("%1 (%2, %3, source '%4')")
        .arg(cardLabel(gpuName), text(toString(condition)),
             observedOn.ok() ? date(observedOn) : QStringLiteral("invalid date"), text(source));
}

/// The stored cards, matched by name the way import matches them (normalizedName), one name at a
/// time through the name column's unique index: its COLLATE NOCASE ignores ASCII case as
/// normalizedName does, and names are stored with spaces collapsed (as findGpu relies on too).
class CardIndex {
public:
    explicit CardIndex(const QSqlDatabase& database)
        : m_database(database) {}

    std::optional<qint64> find(std::string_view name) const {
        QSqlQuery query = sql::prepare(m_database, QStringLiteral("SELECT id FROM gpus WHERE name = ?"));
        query.addBindValue(QString::fromStdString(collapsedSpaces(name)));
        sql::exec(query);
        if (!query.next()) {
            return std::nullopt;
        }
        return query.value(0).toLongLong();
    }

    /// "no card named 'X' in the catalog; did you mean A, B?" (compares with every card's name).
    QString notFound(std::string_view name) const {
        std::vector<std::string> names;
        QSqlQuery query = sql::execForwardOnly(m_database, QStringLiteral("SELECT name FROM gpus"));
        while (query.next()) {
            names.push_back(query.value(0).toString().toStdString());
        }
        QString message = QStringLiteral("no card named '%1' in the catalog").arg(text(name));
        const auto suggestions = closestNames(name, names);
        if (!suggestions.empty()) {
            QStringList quoted;
            for (const auto& suggestion : suggestions) {
                quoted << QString::fromStdString(suggestion);
            }
            message += QStringLiteral("; did you mean %1?").arg(quoted.join(QStringLiteral(", ")));
        }
        return message;
    }

private:
    const QSqlDatabase& m_database;
};

void updateCard(const QSqlDatabase& database, qint64 id, const Gpu& gpu) {
    QSqlQuery query = sql::prepare(database, rowcodec::updateGpuStatement());
    rowcodec::bind(query, gpu);
    query.bindValue(QStringLiteral(":id"), id);
    sql::exec(query);
}

void insertCard(const QSqlDatabase& database, const Gpu& gpu) {
    QSqlQuery query = sql::prepare(database, rowcodec::upsertStatement(CatalogTable::Gpus));
    rowcodec::bind(query, gpu);
    sql::exec(query);
}

/// The cloud offers that use the card: "AWS p4d.24xlarge (on_demand, 2023-01-30)", ...
QStringList offersUsing(const QSqlDatabase& database, qint64 gpuId) {
    QSqlQuery query = sql::prepare(database, QStringLiteral("SELECT provider, instance, pricing, observed_on "
                                                            "FROM cloud_offers WHERE gpu_id = ? "
                                                            "ORDER BY provider, instance, observed_on"));
    query.addBindValue(gpuId);
    sql::exec(query);
    QStringList offers;
    while (query.next()) {
        offers << QStringLiteral("%1 %2 (%3, %4)")
                      .arg(query.value(0).toString(), query.value(1).toString(), query.value(2).toString(),
                           query.value(3).toString());
    }
    return offers;
}

/// The first few entries, then "and N more".
QString shortList(const QStringList& entries) {
    QString result = entries.mid(0, listedOffers).join(QStringLiteral(", "));
    if (entries.size() > listedOffers) {
        result += QStringLiteral(" and %1 more").arg(entries.size() - listedOffers);
    }
    return result;
}

} // namespace

void Catalog::upsertGpu(const Gpu& gpu) {
    requireWritable(QStringLiteral("save %1").arg(cardLabel(gpu.name)));
    Gpu stored = gpu;
    stored.name = collapsedSpaces(gpu.name);
    requireValid(stored);
    const QSqlDatabase database = sql::connection(m_connectionName);
    sql::Transaction transaction = beginWrite();
    if (const auto id = CardIndex(database).find(stored.name)) {
        updateCard(database, *id, stored);
    } else {
        insertCard(database, stored);
    }
    transaction.commit();
}

void Catalog::renameGpu(std::string_view oldName, const Gpu& gpu) {
    requireWritable(QStringLiteral("rename %1").arg(cardLabel(oldName)));
    Gpu stored = gpu;
    stored.name = collapsedSpaces(gpu.name);
    requireValid(stored);
    const QSqlDatabase database = sql::connection(m_connectionName);
    sql::Transaction transaction = beginWrite();
    const CardIndex cards(database);
    const auto id = cards.find(oldName);
    if (!id) {
        throw CatalogError(
            QStringLiteral("cannot rename %1: %2").arg(cardLabel(oldName), cards.notFound(oldName)));
    }
    const auto holder = cards.find(stored.name);
    if (holder && *holder != *id) {
        throw CatalogError(QStringLiteral("cannot rename %1 to '%2': a card named '%2' already exists")
                               .arg(cardLabel(oldName), text(stored.name)));
    }
    updateCard(database, *id, stored);
    transaction.commit();
}

void Catalog::removeGpu(std::string_view name) {
    requireWritable(QStringLiteral("remove %1").arg(cardLabel(name)));
    const QSqlDatabase database = sql::connection(m_connectionName);
    sql::Transaction transaction = beginWrite();
    const CardIndex cards(database);
    const auto id = cards.find(name);
    if (!id) {
        throw CatalogError(QStringLiteral("cannot remove %1: %2").arg(cardLabel(name), cards.notFound(name)));
    }
    const QStringList offers = offersUsing(database, *id);
    if (!offers.isEmpty()) {
        throw CatalogError(QStringLiteral("cannot remove %1: %2 cloud offer(s) use it: %3")
                               .arg(cardLabel(name), QString::number(offers.size()), shortList(offers)));
    }
    if (hasBenchmarksTable()) {
        const QStringList benchmarks = benchmarkstore::rowsOfCard(database, *id);
        if (!benchmarks.isEmpty()) {
            throw CatalogError(
                QStringLiteral("cannot remove %1: %2 benchmark result(s) use it: %3")
                    .arg(cardLabel(name), QString::number(benchmarks.size()), shortList(benchmarks)));
        }
    }
    // The schema cascades too; deleting the prices here does not depend on PRAGMA foreign_keys.
    for (const QString& statement : {QStringLiteral("DELETE FROM prices WHERE gpu_id = ?"),
                                     QStringLiteral("DELETE FROM gpus WHERE id = ?")}) {
        QSqlQuery query = sql::prepare(database, statement);
        query.addBindValue(*id);
        sql::exec(query);
    }
    transaction.commit();
}

void Catalog::addPrice(const PriceObservation& price) {
    const QString label = priceLabel(price.gpuName, price.condition, price.observedOn, price.source);
    requireWritable(QStringLiteral("save the price of %1").arg(label));
    const auto problems = validatePrice(price, latestAllowedDate());
    if (!problems.empty()) {
        throw CatalogError(QStringLiteral("cannot save the price of %1: %2").arg(label, describe(problems)));
    }
    const QSqlDatabase database = sql::connection(m_connectionName);
    sql::Transaction transaction = beginWrite();
    const CardIndex cards(database);
    const auto id = cards.find(price.gpuName);
    if (!id) {
        throw CatalogError(
            QStringLiteral("cannot save the price of %1: %2").arg(label, cards.notFound(price.gpuName)));
    }
    QSqlQuery query = sql::prepare(database, rowcodec::upsertStatement(CatalogTable::Prices));
    rowcodec::bind(query, price, *id);
    sql::exec(query);
    transaction.commit();
}

void Catalog::removePrice(std::string_view gpuName, Condition condition, Date observedOn,
                          std::string_view source) {
    const QString label = priceLabel(gpuName, condition, observedOn, source);
    requireWritable(QStringLiteral("remove the price of %1").arg(label));
    const QSqlDatabase database = sql::connection(m_connectionName);
    sql::Transaction transaction = beginWrite();
    const CardIndex cards(database);
    const auto id = cards.find(gpuName);
    if (!id) {
        throw CatalogError(
            QStringLiteral("cannot remove the price of %1: %2").arg(label, cards.notFound(gpuName)));
    }
    // source is COLLATE NOCASE, so it matches as the unique key does.
    QSqlQuery query =
        sql::prepare(database, QStringLiteral("DELETE FROM prices WHERE gpu_id = ? AND condition = ? "
                                              "AND observed_on = ? AND source = ?"));
    query.addBindValue(*id);
    query.addBindValue(text(toString(condition)));
    query.addBindValue(date(observedOn));
    query.addBindValue(text(source));
    sql::exec(query);
    if (query.numRowsAffected() < 1) {
        throw CatalogError(
            QStringLiteral("cannot remove the price of %1: there is no such price observation").arg(label));
    }
    transaction.commit();
}

std::size_t Catalog::removeUserBenchmarks(std::string_view gpuName, std::string_view model) {
    const QString what = model.empty()
                             ? QStringLiteral("your benchmark results of %1").arg(text(gpuName))
                             : QStringLiteral("your %1 results of %2").arg(text(model), text(gpuName));
    requireWritable(QStringLiteral("delete %1").arg(what));
    if (!hasBenchmarksTable()) {
        throw CatalogError(
            QStringLiteral("cannot delete %1: the catalog has no benchmark results").arg(what));
    }
    const QSqlDatabase database = sql::connection(m_connectionName);
    sql::Transaction transaction = beginWrite();
    const CardIndex cards(database);
    const auto id = cards.find(gpuName);
    if (!id) {
        throw CatalogError(QStringLiteral("cannot delete %1: %2").arg(what, cards.notFound(gpuName)));
    }
    QString statement = QStringLiteral("DELETE FROM benchmarks WHERE gpu_id = ? AND origin = 'user'");
    if (!model.empty()) {
        statement += QStringLiteral(" AND model = ? COLLATE NOCASE");
    }
    QSqlQuery query = sql::prepare(database, statement);
    query.addBindValue(*id);
    if (!model.empty()) {
        query.addBindValue(text(model));
    }
    sql::exec(query);
    const int deleted = query.numRowsAffected();
    if (deleted < 1) {
        benchmarkstore::RowFilter shippedRows;
        shippedRows.gpuName = gpuName;
        shippedRows.origin = BenchmarkOrigin::Shipped;
        const std::vector<BenchmarkResult> shipped = benchmarkstore::readRows(database, shippedRows);
        const bool shippedMatch =
            std::any_of(shipped.begin(), shipped.end(), [&](const BenchmarkResult& row) {
                return model.empty() || text(row.model).compare(text(model), Qt::CaseInsensitive) == 0;
            });
        throw CatalogError(QStringLiteral("cannot delete %1: there are none%2")
                               .arg(what, shippedMatch ? QStringLiteral(" (the shipped results that match "
                                                                        "are part of the catalog and stay)")
                                                       : QString()));
    }
    transaction.commit();
    return static_cast<std::size_t>(deleted);
}

} // namespace gpuadvisor
