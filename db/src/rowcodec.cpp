#include "rowcodec.h"

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

} // namespace

QString selectStatement(CatalogTable table) {
    QStringList columns;
    for (const QString& column : storedColumns(table)) {
        columns << (column == QLatin1String("gpu_id") ? QStringLiteral("g.name")
                                                      : QStringLiteral("t.%1").arg(column));
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

void bind(QSqlQuery& query, const Gpu& gpu) {
    query.bindValue(QStringLiteral(":name"), text(gpu.name));
    query.bindValue(QStringLiteral(":vendor"), text(gpu.vendor));
    query.bindValue(QStringLiteral(":architecture"), text(toString(gpu.architecture)));
    query.bindValue(QStringLiteral(":segment"), text(toString(gpu.segment)));
    query.bindValue(QStringLiteral(":release_year"), gpu.releaseYear);
    query.bindValue(QStringLiteral(":memory_gb"), gpu.memoryGb);
    query.bindValue(QStringLiteral(":memory_type"), text(gpu.memoryType));
    query.bindValue(QStringLiteral(":bandwidth_gbps"), gpu.bandwidthGBps);
    query.bindValue(QStringLiteral(":sm_count"), gpu.smCount);
    query.bindValue(QStringLiteral(":tensor_core_generation"), gpu.tensorCoreGeneration);
    query.bindValue(QStringLiteral(":fp16_tensor_tflops"), optionalNumber(gpu.fp16TensorTflops));
    query.bindValue(QStringLiteral(":fp16_tensor_fp32acc_tflops"),
                    optionalNumber(gpu.fp16TensorFp32AccumulateTflops));
    query.bindValue(QStringLiteral(":bf16_tensor_tflops"), optionalNumber(gpu.bf16TensorTflops));
    query.bindValue(QStringLiteral(":int8_tensor_tops"), optionalNumber(gpu.int8TensorTops));
    query.bindValue(QStringLiteral(":fp8_tensor_tflops"), optionalNumber(gpu.fp8TensorTflops));
    query.bindValue(QStringLiteral(":fp32_tflops"), gpu.fp32Tflops);
    query.bindValue(QStringLiteral(":l2_cache_mb"), gpu.l2CacheMb);
    query.bindValue(QStringLiteral(":shared_memory_per_sm_kb"), gpu.sharedMemoryPerSmKb);
    query.bindValue(QStringLiteral(":board_power_w"), gpu.boardPowerWatts);
    query.bindValue(QStringLiteral(":slot_width"), gpu.slotWidth);
    query.bindValue(QStringLiteral(":cooler"), text(toString(gpu.cooler)));
    query.bindValue(QStringLiteral(":power_connectors"), text(gpu.powerConnectors));
    query.bindValue(QStringLiteral(":pcie_generation"), gpu.pcieGeneration);
    query.bindValue(QStringLiteral(":nvlink"), gpu.nvlink ? 1 : 0);
    query.bindValue(QStringLiteral(":ecc"), gpu.ecc ? 1 : 0);
    query.bindValue(QStringLiteral(":launch_price_usd"), optionalNumber(gpu.launchPriceUsd));
    query.bindValue(QStringLiteral(":datacenter_use_allowed"), gpu.datacenterUseAllowed ? 1 : 0);
}

void bind(QSqlQuery& query, const PriceObservation& price, qint64 gpuId) {
    query.bindValue(QStringLiteral(":gpu_id"), gpuId);
    query.bindValue(QStringLiteral(":condition"), text(toString(price.condition)));
    query.bindValue(QStringLiteral(":price_usd"), price.priceUsd);
    query.bindValue(QStringLiteral(":observed_on"), date(price.observedOn));
    query.bindValue(QStringLiteral(":source"), text(price.source));
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
    int i = 0;
    const auto next = [&query, &i]() {
        return query.value(i++);
    };
    Gpu gpu;
    gpu.name = next().toString().toStdString();
    gpu.vendor = next().toString().toStdString();
    gpu.architecture = readEnum(next(), &parseArchitecture, "architecture");
    gpu.segment = readEnum(next(), &parseSegment, "segment");
    gpu.releaseYear = next().toInt();
    gpu.memoryGb = next().toDouble();
    gpu.memoryType = next().toString().toStdString();
    gpu.bandwidthGBps = next().toDouble();
    gpu.smCount = next().toInt();
    gpu.tensorCoreGeneration = next().toInt();
    gpu.fp16TensorTflops = readOptionalNumber(next());
    gpu.fp16TensorFp32AccumulateTflops = readOptionalNumber(next());
    gpu.bf16TensorTflops = readOptionalNumber(next());
    gpu.int8TensorTops = readOptionalNumber(next());
    gpu.fp8TensorTflops = readOptionalNumber(next());
    gpu.fp32Tflops = next().toDouble();
    gpu.l2CacheMb = next().toDouble();
    gpu.sharedMemoryPerSmKb = next().toDouble();
    gpu.boardPowerWatts = next().toInt();
    gpu.slotWidth = next().toInt();
    gpu.cooler = readEnum(next(), &parseCooler, "cooler");
    gpu.powerConnectors = next().toString().toStdString();
    gpu.pcieGeneration = next().toInt();
    gpu.nvlink = next().toInt() != 0;
    gpu.ecc = next().toInt() != 0;
    gpu.launchPriceUsd = readOptionalNumber(next());
    gpu.datacenterUseAllowed = next().toInt() != 0;
    return gpu;
}

PriceObservation readPrice(const QSqlQuery& query) {
    PriceObservation price;
    price.gpuName = query.value(0).toString().toStdString();
    price.condition = readEnum(query.value(1), &parseCondition, "condition");
    price.priceUsd = query.value(2).toDouble();
    price.observedOn = readDate(query.value(3));
    price.source = query.value(4).toString().toStdString();
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
