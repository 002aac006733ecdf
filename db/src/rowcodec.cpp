#include "rowcodec.h"

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

QString text(const std::string& value) {
    return QString::fromStdString(value);
}
QString text(std::string_view value) {
    return QString::fromUtf8(value.data(), static_cast<qsizetype>(value.size()));
}
QVariant optionalNumber(const std::optional<double>& value) {
    return value ? QVariant(*value) : QVariant(QMetaType(QMetaType::Double));
}
QString date(const Date& value) {
    return QString::fromStdString(formatIsoDate(value));
}

std::optional<double> readOptionalNumber(const QVariant& value) {
    return value.isNull() ? std::nullopt : std::optional<double>(value.toDouble());
}

template <typename Enum>
Enum readEnum(const QVariant& value, std::optional<Enum> (*parse)(std::string_view), const char* column) {
    const std::string stored = value.toString().toStdString();
    const auto parsed = parse(stored);
    if (!parsed) {
        throw CatalogError(QStringLiteral("the catalog holds an unknown %1 '%2'")
                               .arg(QLatin1String(column), QString::fromStdString(stored)));
    }
    return *parsed;
}

/// A benchmark's workload as stored: "transformer", "cnn", or "other" for std::nullopt.
std::string_view workloadText(const std::optional<Workload>& workload) {
    return workload ? toString(*workload) : std::string_view("other");
}

std::optional<Workload> readWorkload(const QVariant& value) {
    const std::string stored = value.toString().toStdString();
    if (stored == workloadText(std::nullopt)) {
        return std::nullopt;
    }
    return readEnum(value, &parseWorkload, "workload");
}

Date readDate(const QVariant& value) {
    const auto parsed = parseIsoDate(value.toString().toStdString());
    if (!parsed) {
        throw CatalogError(QStringLiteral("the catalog holds a malformed date '%1'").arg(value.toString()));
    }
    return *parsed;
}

/// A card's launch price has one source of truth, its price history: the first new price on
/// record up to the end of the year after its release (the cheaper one on a tie, never the row
/// order). The stored launch_price_usd only counts for a card without such a price, e.g. one just
/// added with a launch price typed in.
QString launchPriceExpression() {
    return QStringLiteral("COALESCE((SELECT p.price_usd FROM prices p WHERE p.gpu_id = t.id AND "
                          "p.condition = 'new' AND CAST(substr(p.observed_on, 1, 4) AS INTEGER) <= "
                          "t.release_year + 1 ORDER BY p.observed_on, p.price_usd LIMIT 1), "
                          "t.launch_price_usd)");
}

} // namespace

QString selectStatement(CatalogTable table, LaunchPrice launchPrice, int schemaVersion) {
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
            columns << QStringLiteral("g.name");
        } else if (table == CatalogTable::Gpus && launchPrice == LaunchPrice::Derived &&
                   column == QLatin1String("launch_price_usd")) {
            columns << launchPriceExpression();
        } else {
            columns << QStringLiteral("t.%1").arg(column);
        }
    }
    QString statement =
        QStringLiteral("SELECT %1 FROM %2 t").arg(columns.join(QStringLiteral(", ")), tableName(table));
    if (table == CatalogTable::Prices || table == CatalogTable::CloudOffers ||
        table == CatalogTable::Benchmarks) {
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
    Gpu gpu;
    int i = 0; // The columns are selected in gpuFields() order (storedColumns).
    for (const GpuField& field : gpuFields()) {
        const QVariant value = query.value(i++);
        switch (field.kind) {
        case GpuFieldKind::Text:
            field.setText(gpu, value.toString().toStdString());
            break;
        case GpuFieldKind::Choice:
            if (field.parse(value.toString().toStdString(), gpu)) {
                throw CatalogError(QStringLiteral("the catalog holds an unknown %1 '%2'")
                                       .arg(text(field.name), value.toString()));
            }
            break;
        case GpuFieldKind::Number:
            field.setNumber(gpu, value.toDouble());
            break;
        case GpuFieldKind::OptionalNumber:
            field.setNumber(gpu, readOptionalNumber(value));
            break;
        case GpuFieldKind::WholeNumber:
        case GpuFieldKind::Flag:
            field.setNumber(gpu, value.toInt());
            break;
        }
    }
    return gpu;
}

PriceObservation readPrice(const QSqlQuery& query) {
    PriceObservation price;
    price.gpuName = query.value(0).toString().toStdString();
    price.condition = readEnum(query.value(1), &parseCondition, "condition");
    price.priceUsd = query.value(2).toDouble();
    price.observedOn = readDate(query.value(3));
    price.source = query.value(4).toString().toStdString();
    price.currency = query.value(5).toString().toStdString();
    if (!query.value(6).isNull()) {
        price.quotedPrice = query.value(6).toDouble();
    }
    if (!query.value(7).isNull()) {
        price.usdPerUnit = query.value(7).toDouble();
    }
    return price;
}

CloudOffer readCloudOffer(const QSqlQuery& query) {
    CloudOffer offer;
    offer.provider = query.value(0).toString().toStdString();
    offer.instance = query.value(1).toString().toStdString();
    offer.gpuName = query.value(2).toString().toStdString();
    offer.gpuCount = query.value(3).toInt();
    offer.usdPerHour = query.value(4).toDouble();
    offer.pricing = readEnum(query.value(5), &parsePricing, "pricing");
    offer.observedOn = readDate(query.value(6));
    offer.source = query.value(7).toString().toStdString();
    return offer;
}

SystemBaseCost readSystemBaseCost(const QSqlQuery& query) {
    SystemBaseCost cost;
    cost.gpuCount = query.value(0).toInt();
    cost.baseCostUsd = query.value(1).toDouble();
    cost.baseWatts = query.value(2).toDouble();
    cost.source = query.value(3).toString().toStdString();
    return cost;
}

BenchmarkResult readBenchmark(const QSqlQuery& query) {
    int i = 0;
    const auto next = [&query, &i]() {
        return query.value(i++);
    };
    BenchmarkResult result;
    result.gpuName = next().toString().toStdString();
    result.gpuCount = next().toInt();
    result.system = next().toString().toStdString();
    result.model = next().toString().toStdString();
    result.workload = readWorkload(next());
    result.task = readEnum(next(), &parseBenchmarkTask, "task");
    result.precision = next().toString().toStdString();
    result.batchSize = next().toInt();
    result.software = next().toString().toStdString();
    result.value = next().toDouble();
    result.unit = next().toString().toStdString();
    result.measuredOn = readDate(next());
    result.source = next().toString().toStdString();
    result.origin = readEnum(next(), &parseBenchmarkOrigin, "origin");
    return result;
}

} // namespace gpuadvisor::rowcodec
