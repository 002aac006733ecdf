#include "rowcodec.h"

#include "messagetext.h"

#include "gpuadvisor/core/catalog/gpufields.h"
#include "gpuadvisor/db/catalogerror.h"

#include <QStringList>
#include <QVariant>

namespace gpuadvisor::rowcodec {
namespace {

QString tableName(CatalogTable table) {
    switch (table) {
    case CatalogTable::Gpus:
        return QStringLiteral("gpus");
    case CatalogTable::Prices:
        return QStringLiteral("prices");
    case CatalogTable::CloudOffers:
        return QStringLiteral("cloud_offers");
    case CatalogTable::SystemBaseCosts:
        return QStringLiteral("system_base_costs");
    case CatalogTable::Benchmarks:
        return QStringLiteral("benchmarks");
    }
    return {};
}

/// The unique key an upsert conflicts on (mirrors the UNIQUE constraints of the schema).
QString conflictKey(CatalogTable table) {
    switch (table) {
    case CatalogTable::Gpus:
        return QStringLiteral("name");
    case CatalogTable::Prices:
        return QStringLiteral("gpu_id, condition, observed_on, source");
    case CatalogTable::CloudOffers:
        return QStringLiteral("provider, instance, gpu_id, pricing, observed_on");
    case CatalogTable::SystemBaseCosts:
        return QStringLiteral("gpu_count");
    case CatalogTable::Benchmarks:
        return QStringLiteral("gpu_id, gpu_count, system, model, task, precision, batch_size, software, "
                              "measured_on, source, origin");
    }
    return {};
}

QStringList storedColumns(CatalogTable table) {
    QStringList columns;
    for (const auto column : csvColumns(table)) {
        const QString name = QString::fromLatin1(column.data(), static_cast<qsizetype>(column.size()));
        columns << (name == QLatin1String("gpu_name") ? QStringLiteral("gpu_id") : name);
    }
    if (table == CatalogTable::Benchmarks) {
        columns << QStringLiteral("origin"); // not a CSV column: an import's rows are the user's
    }
    return columns;
}

QVariant optionalNumber(const std::optional<double>& value) {
    return value ? QVariant(*value) : QVariant(QMetaType(QMetaType::Double));
}

/// A QSqlQuery's current row read as SqliteRows reads one, so one decoder serves both.
class QueryRow {
public:
    explicit QueryRow(const QSqlQuery& query)
        : m_query(query) {}
    std::string text(int column) const { return m_query.value(column).toString().toStdString(); }
    /// As SqliteRows::view, but owning: Qt has no UTF-8 of the cell to point into.
    std::string view(int column) const { return text(column); }
    double number(int column) const { return m_query.value(column).toDouble(); }
    int whole(int column) const { return m_query.value(column).toInt(); }
    bool isNull(int column) const { return m_query.value(column).isNull(); }

private:
    const QSqlQuery& m_query;
};

template <typename Row> std::optional<double> readOptionalNumber(const Row& row, int column) {
    return row.isNull(column) ? std::nullopt : std::optional<double>(row.number(column));
}

template <typename Enum>
Enum readEnum(std::string_view stored, std::optional<Enum> (*parse)(std::string_view), const char* column) {
    const auto parsed = parse(stored);
    if (!parsed) {
        throw CatalogError(QStringLiteral("the catalog holds an unknown %1 '%2'")
                               .arg(QLatin1String(column),
                                    QString::fromUtf8(stored.data(), static_cast<qsizetype>(stored.size()))));
    }
    return *parsed;
}

/// A benchmark's workload as stored: "transformer", "cnn", or "other" for std::nullopt.
std::string_view workloadText(const std::optional<Workload>& workload) {
    return workload ? toString(*workload) : std::string_view("other");
}

std::optional<Workload> readWorkload(std::string_view stored) {
    if (stored == workloadText(std::nullopt)) {
        return std::nullopt;
    }
    return readEnum(stored, &parseWorkload, "workload");
}

Date readDate(std::string_view stored) {
    const auto parsed = parseIsoDate(stored);
    if (!parsed) {
        throw CatalogError(QStringLiteral("the catalog holds a malformed date '%1'")
                               .arg(QString::fromUtf8(stored.data(), static_cast<qsizetype>(stored.size()))));
    }
    return *parsed;
}

template <typename Row> Gpu decodeGpu(const Row& row) {
    Gpu gpu;
    int i = 0; // The columns are selected in gpuFields() order (storedColumns).
    for (const GpuField& field : gpuFields()) {
        const int column = i++;
        switch (field.kind) {
        case GpuFieldKind::Text:
            field.setText(gpu, row.text(column));
            break;
        case GpuFieldKind::Choice:
            // Parsed where SQLite holds it: no string is made for a valid choice (issue 36).
            if (const auto stored = row.view(column); field.parse(stored, gpu)) {
                throw CatalogError(QStringLiteral("the catalog holds an unknown %1 '%2'")
                                       .arg(text(field.name), text(stored)));
            }
            break;
        case GpuFieldKind::Number:
            field.setNumber(gpu, row.number(column));
            break;
        case GpuFieldKind::OptionalNumber:
            field.setNumber(gpu, readOptionalNumber(row, column));
            break;
        case GpuFieldKind::WholeNumber:
        case GpuFieldKind::Flag:
            field.setNumber(gpu, row.whole(column));
            break;
        }
    }
    return gpu;
}

/// A price row whose first column names or identifies the card; `gpuName` is its name.
template <typename Row> PriceObservation decodePrice(const Row& row, std::string gpuName) {
    PriceObservation price;
    price.gpuName = std::move(gpuName);
    price.condition = readEnum(row.view(1), &parseCondition, "condition");
    price.priceUsd = row.number(2);
    price.observedOn = readDate(row.view(3));
    price.source = row.text(4);
    price.currency = row.text(5);
    price.quotedPrice = readOptionalNumber(row, 6);
    price.usdPerUnit = readOptionalNumber(row, 7);
    return price;
}

template <typename Row> CloudOffer decodeCloudOffer(const Row& row) {
    CloudOffer offer;
    offer.provider = row.text(0);
    offer.instance = row.text(1);
    offer.gpuName = row.text(2);
    offer.gpuCount = row.whole(3);
    offer.usdPerHour = row.number(4);
    offer.pricing = readEnum(row.view(5), &parsePricing, "pricing");
    offer.observedOn = readDate(row.view(6));
    offer.source = row.text(7);
    return offer;
}

template <typename Row> SystemBaseCost decodeSystemBaseCost(const Row& row) {
    SystemBaseCost cost;
    cost.gpuCount = row.whole(0);
    cost.baseCostUsd = row.number(1);
    cost.baseWatts = row.number(2);
    cost.source = row.text(3);
    return cost;
}

template <typename Row> BenchmarkResult decodeBenchmark(const Row& row) {
    BenchmarkResult result;
    result.gpuName = row.text(0);
    result.gpuCount = row.whole(1);
    result.system = row.text(2);
    result.model = row.text(3);
    result.workload = readWorkload(row.view(4));
    result.task = readEnum(row.view(5), &parseBenchmarkTask, "task");
    result.precision = row.text(6);
    result.batchSize = row.whole(7);
    result.software = row.text(8);
    result.value = row.number(9);
    result.unit = row.text(10);
    result.measuredOn = readDate(row.view(11));
    result.source = row.text(12);
    result.origin = readEnum(row.view(13), &parseBenchmarkOrigin, "origin");
    return result;
}

} // namespace

QString selectStatement(CatalogTable table, int schemaVersion) {
    return selectStatement(table, schemaVersion, CardColumn::Name);
}

QString selectStatement(CatalogTable table, int schemaVersion, CardColumn card) {
    QStringList columns;
    for (const QString& column : storedColumns(table)) {
        if (table == CatalogTable::Prices && schemaVersion < 4 &&
            (column == QLatin1String("currency") || column == QLatin1String("quoted_price") ||
             column == QLatin1String("usd_per_unit"))) {
            // Schema 4 added the quoted price: an older file read as it is has US dollars only.
            columns << (column == QLatin1String("currency") ? QStringLiteral("''") : QStringLiteral("NULL"));
        } else if (table == CatalogTable::Gpus && schemaVersion < 5 &&
                   column == QLatin1String("device_kind")) {
            // Schema 5 added the device kind: an older file's card reads it from its slot width.
            columns << QStringLiteral("''");
        } else if (column == QLatin1String("gpu_id")) {
            columns << (card == CardColumn::Name ? QStringLiteral("g.name") : QStringLiteral("t.gpu_id"));
        } else {
            columns << QStringLiteral("t.%1").arg(column);
        }
    }
    if (table == CatalogTable::Gpus && card == CardColumn::Id) {
        columns << QStringLiteral("t.id");
    }
    QString statement =
        QStringLiteral("SELECT %1 FROM %2 t").arg(columns.join(QStringLiteral(", ")), tableName(table));
    if (card == CardColumn::Name && (table == CatalogTable::Prices || table == CatalogTable::CloudOffers ||
                                     table == CatalogTable::Benchmarks)) {
        statement += QStringLiteral(" JOIN gpus g ON g.id = t.gpu_id");
    }
    return statement;
}

QString upsertStatement(CatalogTable table) {
    const QStringList columns = storedColumns(table);
    QStringList placeholders;
    QStringList updates;
    const QStringList key = conflictKey(table).split(QStringLiteral(", "));
    for (const QString& column : columns) {
        placeholders << QLatin1Char(':') + column;
        // The name is part of the key but its spelling may change ("rtx 4090" -> "RTX 4090").
        if (!key.contains(column) || column == QLatin1String("name")) {
            updates << QStringLiteral("%1 = excluded.%1").arg(column);
        }
    }
    return QStringLiteral("INSERT INTO %1 (%2) VALUES (%3) ON CONFLICT (%4) DO UPDATE SET %5")
        .arg(tableName(table), columns.join(QStringLiteral(", ")), placeholders.join(QStringLiteral(", ")),
             conflictKey(table), updates.join(QStringLiteral(", ")));
}

QString updateGpuStatement() {
    QStringList assignments;
    for (const QString& column : storedColumns(CatalogTable::Gpus)) {
        assignments << QStringLiteral("%1 = :%1").arg(column);
    }
    return QStringLiteral("UPDATE %1 SET %2 WHERE id = :id")
        .arg(tableName(CatalogTable::Gpus), assignments.join(QStringLiteral(", ")));
}

QString updateGpuStatement(const std::vector<const GpuField*>& fields) {
    QStringList assignments;
    for (const GpuField* field : fields) {
        assignments << QStringLiteral("%1 = :%1").arg(text(field->name));
    }
    return QStringLiteral("UPDATE %1 SET %2 WHERE id = :id")
        .arg(tableName(CatalogTable::Gpus), assignments.join(QStringLiteral(", ")));
}

void bind(QSqlQuery& query, const Gpu& gpu) {
    for (const GpuField& field : gpuFields()) {
        bind(query, gpu, field);
    }
}

void bind(QSqlQuery& query, const Gpu& gpu, const GpuField& field) {
    const QString placeholder = QLatin1Char(':') + text(field.name);
    switch (field.kind) {
    case GpuFieldKind::Text:
    case GpuFieldKind::Choice:
        query.bindValue(placeholder, text(field.format(gpu)));
        break;
    case GpuFieldKind::Number:
    case GpuFieldKind::OptionalNumber:
        query.bindValue(placeholder, optionalNumber(field.number(gpu)));
        break;
    case GpuFieldKind::WholeNumber:
    case GpuFieldKind::Flag:
        query.bindValue(placeholder, static_cast<int>(field.number(gpu).value_or(0)));
        break;
    }
}

void bind(QSqlQuery& query, const PriceObservation& price, qint64 gpuId) {
    query.bindValue(QStringLiteral(":gpu_id"), gpuId);
    query.bindValue(QStringLiteral(":condition"), text(toString(price.condition)));
    query.bindValue(QStringLiteral(":price_usd"), price.priceUsd);
    query.bindValue(QStringLiteral(":observed_on"), date(price.observedOn));
    query.bindValue(QStringLiteral(":source"), text(price.source));
    query.bindValue(QStringLiteral(":currency"), text(price.currency));
    query.bindValue(QStringLiteral(":quoted_price"), optionalNumber(price.quotedPrice));
    query.bindValue(QStringLiteral(":usd_per_unit"), optionalNumber(price.usdPerUnit));
}

void bind(QSqlQuery& query, const CloudOffer& offer, qint64 gpuId) {
    query.bindValue(QStringLiteral(":provider"), text(offer.provider));
    query.bindValue(QStringLiteral(":instance"), text(offer.instance));
    query.bindValue(QStringLiteral(":gpu_id"), gpuId);
    query.bindValue(QStringLiteral(":gpu_count"), offer.gpuCount);
    query.bindValue(QStringLiteral(":usd_per_hour"), offer.usdPerHour);
    query.bindValue(QStringLiteral(":pricing"), text(toString(offer.pricing)));
    query.bindValue(QStringLiteral(":observed_on"), date(offer.observedOn));
    query.bindValue(QStringLiteral(":source"), text(offer.source));
}

void bind(QSqlQuery& query, const SystemBaseCost& cost) {
    query.bindValue(QStringLiteral(":gpu_count"), cost.gpuCount);
    query.bindValue(QStringLiteral(":base_cost_usd"), cost.baseCostUsd);
    query.bindValue(QStringLiteral(":base_watts"), cost.baseWatts);
    query.bindValue(QStringLiteral(":source"), text(cost.source));
}

void bind(QSqlQuery& query, const BenchmarkResult& result, qint64 gpuId) {
    query.bindValue(QStringLiteral(":gpu_id"), gpuId);
    query.bindValue(QStringLiteral(":gpu_count"), result.gpuCount);
    query.bindValue(QStringLiteral(":system"), text(result.system));
    query.bindValue(QStringLiteral(":model"), text(result.model));
    query.bindValue(QStringLiteral(":workload"), text(workloadText(result.workload)));
    query.bindValue(QStringLiteral(":task"), text(toString(result.task)));
    query.bindValue(QStringLiteral(":precision"), text(result.precision));
    query.bindValue(QStringLiteral(":batch_size"), result.batchSize);
    query.bindValue(QStringLiteral(":software"), text(result.software));
    query.bindValue(QStringLiteral(":value"), result.value);
    query.bindValue(QStringLiteral(":unit"), text(result.unit));
    query.bindValue(QStringLiteral(":measured_on"), date(result.measuredOn));
    query.bindValue(QStringLiteral(":source"), text(result.source));
    query.bindValue(QStringLiteral(":origin"), text(toString(result.origin)));
}

Gpu readGpu(const QSqlQuery& query) {
    return decodeGpu(QueryRow(query));
}
Gpu readGpu(const sql::SqliteRows& rows) {
    return decodeGpu(rows);
}

PriceObservation readPrice(const QSqlQuery& query) {
    const QueryRow row(query);
    return decodePrice(row, row.text(0));
}
PriceObservation readPrice(const sql::SqliteRows& rows) {
    return decodePrice(rows, rows.text(0));
}
PriceObservation readPrice(const sql::SqliteRows& rows, std::string gpuName) {
    return decodePrice(rows, std::move(gpuName));
}

CloudOffer readCloudOffer(const QSqlQuery& query) {
    return decodeCloudOffer(QueryRow(query));
}
CloudOffer readCloudOffer(const sql::SqliteRows& rows) {
    return decodeCloudOffer(rows);
}

SystemBaseCost readSystemBaseCost(const QSqlQuery& query) {
    return decodeSystemBaseCost(QueryRow(query));
}

BenchmarkResult readBenchmark(const QSqlQuery& query) {
    return decodeBenchmark(QueryRow(query));
}
BenchmarkResult readBenchmark(const sql::SqliteRows& rows) {
    return decodeBenchmark(rows);
}

} // namespace gpuadvisor::rowcodec
