#pragma once

// Binding catalog records to statements and reading them back from result rows.
// Statements list their columns in csvColumns() order so rows are read by position.

#include "gpuadvisor/core/catalog/catalogcsv.h"
#include "gpuadvisor/core/catalog/catalogrecords.h"
#include "gpuadvisor/core/catalog/gpu.h"
#include "gpuadvisor/core/catalog/gpufields.h"

#include "sqliterows.h"

#include <QSqlQuery>
#include <QString>

#include <vector>

namespace gpuadvisor::rowcodec {

/// "SELECT <columns of the table in CSV order> FROM <table> t ..." with gpu_name taken from the
/// gpus table g; benchmarks add their origin after the CSV columns. A card's launch_price_usd is
/// read as stored: readers of cards then apply its price history (launchprice.h).
/// `schemaVersion` is the file's: an older one lacks some columns (read as empty).
QString selectStatement(CatalogTable table, int schemaVersion = 5);

/// How selectStatement names the card a row is of.
enum class CardColumn {
    Name, ///< gpu_name from the gpus table (a join).
    Id,   ///< The card's row id, no join; the gpus table adds its own id after the last column.
};
QString selectStatement(CatalogTable table, int schemaVersion, CardColumn card);

/// "INSERT ... ON CONFLICT (<key>) DO UPDATE ..." binding :<column> placeholders; rows that
/// reference a card bind :gpu_id instead of :gpu_name.
QString upsertStatement(CatalogTable table);

/// "UPDATE gpus SET <every column> = :<column> WHERE id = :id": rewrites one card in place, so
/// the prices and cloud offers that reference its id stay with it even when the name changes.
QString updateGpuStatement();
/// "UPDATE gpus SET <these columns> = :<column> WHERE id = :id": writes only some fields of a card.
QString updateGpuStatement(const std::vector<const GpuField*>& fields);

void bind(QSqlQuery& query, const Gpu& gpu);
/// Binds one field of the card to its :<column> placeholder.
void bind(QSqlQuery& query, const Gpu& gpu, const GpuField& field);
void bind(QSqlQuery& query, const PriceObservation& price, qint64 gpuId);
void bind(QSqlQuery& query, const CloudOffer& offer, qint64 gpuId);
void bind(QSqlQuery& query, const SystemBaseCost& cost);
void bind(QSqlQuery& query, const BenchmarkResult& result, qint64 gpuId);

/// The current row of a statement made by selectStatement, decoded; throws CatalogError for a
/// value the catalog cannot hold (an unknown choice, a malformed date). The SqliteRows readers
/// are the fast path for big reads (sqliterows.h); both decode a row the same way.
Gpu readGpu(const QSqlQuery& query);
Gpu readGpu(const sql::SqliteRows& rows);
PriceObservation readPrice(const QSqlQuery& query);
PriceObservation readPrice(const sql::SqliteRows& rows);
/// A row of selectStatement(Prices, version, CardColumn::Id), of the card named `gpuName`.
PriceObservation readPrice(const sql::SqliteRows& rows, std::string gpuName);
CloudOffer readCloudOffer(const QSqlQuery& query);
CloudOffer readCloudOffer(const sql::SqliteRows& rows);
SystemBaseCost readSystemBaseCost(const QSqlQuery& query);
BenchmarkResult readBenchmark(const QSqlQuery& query);
BenchmarkResult readBenchmark(const sql::SqliteRows& rows);

} // namespace gpuadvisor::rowcodec
