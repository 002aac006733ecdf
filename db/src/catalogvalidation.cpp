#include "gpuadvisor/db/catalog.h"

#include "datelimits.h"
#include "sqlsupport.h"

#include <QSqlError>
#include <QStringList>

#include <map>
#include <set>

namespace gpuadvisor {
namespace {

/// The GPU counts the cost model prices a machine for (1, 2, 4 and 8 GPUs).
constexpr int requiredSystemGpuCounts[] = {1, 2, 4, 8};

std::string priceLabel(const PriceObservation& price) {
    return price.gpuName + " / " + std::string(toString(price.condition)) + " / " +
           formatIsoDate(price.observedOn);
}

/// "RTX 4090 x1 / bert_large_squad / training fp16 / batch 28 / 2025-12-17 / shipped".
std::string benchmarkLabel(const BenchmarkResult& result) {
    return result.gpuName + " x" + std::to_string(result.gpuCount) + " / " + result.model + " / " +
           std::string(toString(result.task)) + " " + result.precision + " / batch " +
           std::to_string(result.batchSize) + " / " + formatIsoDate(result.measuredOn) + " / " +
           std::string(toString(result.origin));
}

} // namespace

std::vector<CatalogProblem> Catalog::validate() const {
    std::vector<CatalogProblem> problems;
    const Date latest = latestAllowedDate();

    const auto cards = gpus();
    std::map<std::string, const Gpu*> cardByName;
    for (const auto& gpu : cards) {
        cardByName.emplace(gpu.name, &gpu);
        for (auto& problem : validateGpu(gpu)) {
            problems.push_back({CatalogTable::Gpus, gpu.name, std::move(problem)});
        }
    }

    for (const auto& price : prices()) {
        for (auto& problem : validatePrice(price, latest)) {
            problems.push_back({CatalogTable::Prices, priceLabel(price), std::move(problem)});
        }
        const auto card = cardByName.find(price.gpuName);
        // Announcements precede shipping by months, so allow the year before release.
        if (card != cardByName.end() &&
            static_cast<int>(price.observedOn.year()) < card->second->releaseYear - 1) {
            problems.push_back(
                {CatalogTable::Prices,
                 priceLabel(price),
                 {"observed_on", ProblemKind::Inconsistent,
                  "observed_on " + formatIsoDate(price.observedOn) + " is before the card's release in " +
                      std::to_string(card->second->releaseYear)}});
        }
    }
    // A device without any price is not an error: some makers publish none (AMD's Instinct
    // accelerators); rankings by cost list such devices apart as unpriced.
    for (const auto& offer : cloudOffers()) {
        for (auto& problem : validateCloudOffer(offer, latest)) {
            problems.push_back(
                {CatalogTable::CloudOffers, offer.provider + " / " + offer.instance, std::move(problem)});
        }
    }

    if (hasBenchmarksTable()) {
        for (const auto& result : benchmarks()) {
            for (auto& problem : validateBenchmark(result, latest)) {
                problems.push_back({CatalogTable::Benchmarks, benchmarkLabel(result), std::move(problem)});
            }
        }
        // benchmarks() lists rows with their card; a row whose card id leads nowhere (written by
        // another program, or with foreign keys off) is found here.
        QSqlQuery orphans =
            sql::exec(sql::connection(m_connectionName),
                      QStringLiteral("SELECT t.id, t.gpu_id, t.model, t.origin FROM benchmarks t "
                                     "LEFT JOIN gpus g ON g.id = t.gpu_id WHERE g.id IS NULL "
                                     "ORDER BY t.id"));
        while (orphans.next()) {
            problems.push_back({CatalogTable::Benchmarks,
                                "row " + orphans.value(0).toString().toStdString() + " / " +
                                    orphans.value(2).toString().toStdString() + " / " +
                                    orphans.value(3).toString().toStdString(),
                                {"gpu_name", ProblemKind::UnknownValue,
                                 "gpu_name refers to card id " + orphans.value(1).toString().toStdString() +
                                     ", which is not in the catalog"}});
        }
    }

    std::set<int> counts;
    for (const auto& cost : systemBaseCosts()) {
        counts.insert(cost.gpuCount);
        for (auto& problem : validateSystemBaseCost(cost)) {
            problems.push_back(
                {CatalogTable::SystemBaseCosts, std::to_string(cost.gpuCount) + " GPUs", std::move(problem)});
        }
    }
    for (const int count : requiredSystemGpuCounts) {
        if (!counts.contains(count)) {
            problems.push_back({CatalogTable::SystemBaseCosts,
                                std::to_string(count) + " GPUs",
                                {"gpu_count", ProblemKind::Missing,
                                 "no system base cost for " + std::to_string(count) + " GPUs"}});
        }
    }
    return problems;
}

void Catalog::requireUniqueCardNames() const {
    QSqlQuery query =
        sql::exec(sql::connection(m_connectionName),
                  QStringLiteral("SELECT name FROM gpus NOT INDEXED GROUP BY name COLLATE NOCASE "
                                 "HAVING count(*) > 1 LIMIT 1"));
    if (query.next()) {
        throw CatalogError(QStringLiteral("%1 is damaged: two cards are named '%2', which its index of card "
                                          "names should have prevented; nothing was changed")
                               .arg(m_path, query.value(0).toString()),
                           CatalogErrorKind::Damaged);
    }
}

void Catalog::verifyIntegrity(const QString& path) {
    const Catalog catalog(path, CatalogAccess::ReadOnly);
    QSqlQuery check(sql::connection(catalog.m_connectionName));
    check.setForwardOnly(true);
    if (!check.exec(QStringLiteral("PRAGMA integrity_check"))) {
        throw CatalogError(QStringLiteral("%1 is damaged (%2)").arg(path, check.lastError().databaseText()),
                           CatalogErrorKind::Damaged);
    }
    QStringList problems;
    while (check.next()) {
        problems << check.value(0).toString();
    }
    if (problems != QStringList{QStringLiteral("ok")}) {
        throw CatalogError(
            QStringLiteral("%1 is damaged: SQLite's integrity check found %2 problem(s), the first: "
                           "%3")
                .arg(path)
                .arg(problems.size())
                .arg(problems.value(0)),
            CatalogErrorKind::Damaged);
    }
    catalog.requireUniqueCardNames();
}

} // namespace gpuadvisor
