// The user's saved builds (the build checker): one JSON document per build in the builds table
// (schema step 2). The document holds card names, not specs, so a build follows catalog edits:
//
//   {"version": 1,
//    "gpus": [{"name": "RTX 4090", "count": 2, "power_limit_w": 350, "cooler": "water",
//              "slot_width": 2}, ...],          (the last three only when overridden)
//    "machine": {"psu_watts": 1600, "psu_efficiency": 0.92, ..., "case_cooling": "standard",
//                "chassis": "workstation", ...}}
//
// Reading is lenient about what is missing (a machine field falls back to BuildSpec's default,
// unknown fields are ignored) and strict about what is wrong: malformed JSON, a value of the
// wrong type or a build that breaks saveBuild's rules throws a CatalogError naming the build,
// so a damaged build is reported instead of silently losing GPUs.

#include "gpuadvisor/db/catalog.h"

#include "gpuadvisor/core/catalog/namematch.h"
#include "messagetext.h"
#include "sqlsupport.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QJsonValue>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

namespace gpuadvisor {
namespace {

/// The version of the JSON layout above. A build written by a newer layout is refused.
constexpr int specFormatVersion = 1;
/// Widest slot-width override: four slots (0 = an SXM module).
constexpr int maxSlotWidth = 4;

QString number(double value) {
    return QString::number(value, 'g', 10);
}

/// "the build 'Lab box'", or "a build with no name", for messages.
QString buildLabel(std::string_view name) {
    return collapsedSpaces(name).empty() ? QStringLiteral("a build with no name")
                                         : QStringLiteral("the build '%1'").arg(text(name));
}

/// "GPU 2 ('RTX 4090')": entries are numbered from 1 as the user sees them.
QString gpuLabel(std::size_t index, std::string_view gpuName) {
    return QStringLiteral("GPU %1 ('%2')").arg(QString::number(index + 1), text(gpuName));
}

std::string_view toString(CaseCooling cooling) {
    switch (cooling) {
    case CaseCooling::Standard:
        return "standard";
    case CaseCooling::HighAirflow:
        return "high-airflow";
    }
    return "?";
}

std::optional<CaseCooling> parseCaseCooling(std::string_view value) {
    for (const CaseCooling cooling : {CaseCooling::Standard, CaseCooling::HighAirflow}) {
        if (value == toString(cooling)) {
            return cooling;
        }
    }
    return std::nullopt;
}

// ---- Rules ------------------------------------------------------------------------------------

/// Every rule `build` breaks, each message starting with the field it is about.
QStringList problemsOf(const SavedBuild& build) {
    QStringList problems;
    if (collapsedSpaces(build.name).empty()) {
        problems << QStringLiteral("name is empty");
    } else if (std::any_of(build.name.begin(), build.name.end(),
                           [](char c) { return static_cast<unsigned char>(c) < 0x20 || c == 0x7F; })) {
        // As card names (validation.h): lists, menus and the CLI's output show a name on one line.
        problems << QStringLiteral("name holds a line break or control character");
    }

    // Labels hold user text, so each message uses one multi-argument arg(): a name with "%2" in
    // it must not be substituted again. Counts are summed wide: INT_MAX must not overflow.
    long long total = 0;
    for (std::size_t i = 0; i < build.gpus.size(); ++i) {
        const SavedBuildGpu& gpu = build.gpus[i];
        const QString label = gpuLabel(i, gpu.gpuName);
        if (collapsedSpaces(gpu.gpuName).empty()) {
            problems << QStringLiteral("%1: name is empty").arg(label);
        }
        if (gpu.count < 1) {
            problems
                << QStringLiteral("%1: count %2 must be at least 1").arg(label, QString::number(gpu.count));
        } else {
            total += gpu.count;
        }
        if (gpu.powerLimitWatts && !(std::isfinite(*gpu.powerLimitWatts) && *gpu.powerLimitWatts > 0)) {
            problems << QStringLiteral("%1: power_limit_w %2 must be above 0 W")
                            .arg(label, number(*gpu.powerLimitWatts));
        }
        if (gpu.cooler && parseCooler(toString(*gpu.cooler)) != gpu.cooler) {
            problems << QStringLiteral("%1: cooler is not one of %2").arg(label, text(allowedCoolers()));
        }
        if (gpu.slotWidth && (*gpu.slotWidth < 0 || *gpu.slotWidth > maxSlotWidth)) {
            problems << QStringLiteral("%1: slot_width %2 is outside 0-%3")
                            .arg(label, QString::number(*gpu.slotWidth), QString::number(maxSlotWidth));
        }
    }
    if (build.gpus.empty()) {
        problems << QStringLiteral("gpus: the build has no GPUs");
    } else if (total > maxGpusPerMachine) {
        problems << QStringLiteral("gpus: %1 GPUs in total; a build takes at most %2")
                        .arg(total)
                        .arg(maxGpusPerMachine);
    }

    const BuildSpec& machine = build.machine;
    if (!(std::isfinite(machine.psuWatts) && machine.psuWatts > 0)) {
        problems << QStringLiteral("psu_watts %1 must be above 0 W").arg(number(machine.psuWatts));
    }
    if (!(machine.psuEfficiency > 0 && machine.psuEfficiency <= 1)) {
        problems << QStringLiteral("psu_efficiency %1 must be above 0 and at most 1")
                        .arg(number(machine.psuEfficiency));
    }
    // JSON has no NaN or infinity: such a value would be saved as null and never load again.
    const std::pair<const char*, double> otherNumbers[] = {
        {"cpu_watts", machine.cpuWatts},       {"other_watts", machine.otherWatts},
        {"mains_volts", machine.mains.volts},  {"mains_amps", machine.mains.amps},
        {"network_gbps", machine.networkGbps}, {"host_ram_gb", machine.hostRamGb},
    };
    for (const auto& [field, value] : otherNumbers) {
        if (!std::isfinite(value)) {
            problems
                << QStringLiteral("%1 %2 is not a finite number").arg(QLatin1String(field), number(value));
        }
    }
    if (!parseCaseCooling(toString(machine.caseCooling))) {
        problems << QStringLiteral("case_cooling is not standard or high-airflow");
    }
    return problems;
}

// ---- Writing ----------------------------------------------------------------------------------

QJsonObject gpuToJson(const SavedBuildGpu& gpu) {
    QJsonObject object;
    object.insert(QStringLiteral("name"), text(collapsedSpaces(gpu.gpuName)));
    object.insert(QStringLiteral("count"), gpu.count);
    if (gpu.powerLimitWatts) {
        object.insert(QStringLiteral("power_limit_w"), *gpu.powerLimitWatts);
    }
    if (gpu.cooler) {
        object.insert(QStringLiteral("cooler"), text(toString(*gpu.cooler)));
    }
    if (gpu.slotWidth) {
        object.insert(QStringLiteral("slot_width"), *gpu.slotWidth);
    }
    return object;
}

QJsonObject machineToJson(const BuildSpec& machine) {
    QJsonObject object;
    object.insert(QStringLiteral("psu_watts"), machine.psuWatts);
    object.insert(QStringLiteral("psu_efficiency"), machine.psuEfficiency);
    object.insert(QStringLiteral("cpu_watts"), machine.cpuWatts);
    object.insert(QStringLiteral("cpu_cores"), machine.cpuCores);
    object.insert(QStringLiteral("other_watts"), machine.otherWatts);
    object.insert(QStringLiteral("x16_slots"), machine.x16Slots);
    object.insert(QStringLiteral("slot_spacing"), machine.slotSpacing);
    object.insert(QStringLiteral("lanes_per_gpu"), machine.lanesPerGpu);
    object.insert(QStringLiteral("pcie_generation"), machine.pcieGeneration);
    object.insert(QStringLiteral("risers"), machine.risers);
    object.insert(QStringLiteral("case_cooling"), text(toString(machine.caseCooling)));
    object.insert(QStringLiteral("mains_volts"), machine.mains.volts);
    object.insert(QStringLiteral("mains_amps"), machine.mains.amps);
    object.insert(QStringLiteral("nodes"), machine.nodes);
    object.insert(QStringLiteral("network_gbps"), machine.networkGbps);
    object.insert(QStringLiteral("chassis"), text(toString(machine.chassis)));
    object.insert(QStringLiteral("in_data_center"), machine.inDataCenter);
    object.insert(QStringLiteral("gpu_drives_display"), machine.gpuDrivesDisplay);
    object.insert(QStringLiteral("host_ram_gb"), machine.hostRamGb);
    return object;
}

QString specToJson(const SavedBuild& build) {
    QJsonArray gpus;
    for (const SavedBuildGpu& gpu : build.gpus) {
        gpus.append(gpuToJson(gpu));
    }
    QJsonObject document;
    document.insert(QStringLiteral("version"), specFormatVersion);
    document.insert(QStringLiteral("gpus"), gpus);
    document.insert(QStringLiteral("machine"), machineToJson(build.machine));
    return QString::fromUtf8(QJsonDocument(document).toJson(QJsonDocument::Compact));
}

// ---- Reading ----------------------------------------------------------------------------------

/// What is wrong with a stored document; loadBuild adds the build's name.
struct DamagedSpec {
    QString what;
    bool fromNewerVersion = false; ///< Not damaged: written by a newer GPU Advisor.
};

/// "the text \"1600\"", "a list", ... for "machine.psu_watts is the text \"1600\", not a number".
QString kindOf(const QJsonValue& value) {
    switch (value.type()) {
    case QJsonValue::Bool:
        return QStringLiteral("true/false");
    case QJsonValue::Double:
        return QStringLiteral("the number %1").arg(number(value.toDouble()));
    case QJsonValue::String:
        return QStringLiteral("the text \"%1\"").arg(value.toString());
    case QJsonValue::Array:
        return QStringLiteral("a list");
    case QJsonValue::Object:
        return QStringLiteral("an object");
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Undefined:
        break;
    }
    return QStringLiteral("missing");
}

/// Reads the fields of one JSON object; `path` ("machine", "gpus[2]") prefixes every message.
class FieldReader {
public:
    FieldReader(const QJsonObject& object, QString path)
        : m_object(object)
        , m_path(std::move(path)) {}

    /// The value of `key`; std::nullopt when missing or null (both mean "not set").
    std::optional<QJsonValue> find(const char* key) const {
        const QJsonValue value = m_object.value(QLatin1String(key));
        if (value.isUndefined() || value.isNull()) {
            return std::nullopt;
        }
        return value;
    }

    std::optional<double> number(const char* key) const {
        const auto value = find(key);
        if (!value) {
            return std::nullopt;
        }
        if (!value->isDouble()) {
            fail(key, *value, QStringLiteral("a number"));
        }
        return value->toDouble();
    }

    std::optional<int> integer(const char* key) const {
        const auto value = find(key);
        if (!value) {
            return std::nullopt;
        }
        if (!value->isDouble()) {
            fail(key, *value, QStringLiteral("a whole number"));
        }
        const double x = value->toDouble();
        if (std::trunc(x) != x || x < std::numeric_limits<int>::min() ||
            x > std::numeric_limits<int>::max()) {
            fail(key, *value, QStringLiteral("a whole number"));
        }
        return static_cast<int>(x);
    }

    std::optional<bool> boolean(const char* key) const {
        const auto value = find(key);
        if (!value) {
            return std::nullopt;
        }
        if (!value->isBool()) {
            fail(key, *value, QStringLiteral("true or false"));
        }
        return value->toBool();
    }

    std::optional<std::string> string(const char* key) const {
        const auto value = find(key);
        if (!value) {
            return std::nullopt;
        }
        if (!value->isString()) {
            fail(key, *value, QStringLiteral("text"));
        }
        return value->toString().toStdString();
    }

    /// A word from a fixed list, turned into its enum by `parse`.
    template <typename Parse>
    auto word(const char* key, Parse parse, const QString& allowed) const
        -> decltype(parse(std::string_view{})) {
        const auto value = string(key);
        if (!value) {
            return std::nullopt;
        }
        const auto parsed = parse(*value);
        if (!parsed) {
            throw DamagedSpec{QStringLiteral("%1 is \"%2\", not one of %3")
                                  .arg(where(key), QString::fromStdString(*value), allowed)};
        }
        return parsed;
    }

    template <typename T, typename Read> void into(T& target, const char* key, Read read) const {
        if (const auto value = (this->*read)(key)) {
            target = *value;
        }
    }

private:
    QString where(const char* key) const { return QStringLiteral("%1.%2").arg(m_path, QLatin1String(key)); }

    [[noreturn]] void fail(const char* key, const QJsonValue& value, const QString& expected) const {
        throw DamagedSpec{QStringLiteral("%1 is %2, not %3").arg(where(key), kindOf(value), expected)};
    }

    QJsonObject m_object;
    QString m_path;
};

SavedBuildGpu gpuFromJson(const QJsonValue& value, qsizetype index) {
    const QString path = QStringLiteral("gpus[%1]").arg(index);
    if (!value.isObject()) {
        throw DamagedSpec{QStringLiteral("%1 is %2, not an object").arg(path, kindOf(value))};
    }
    const FieldReader fields(value.toObject(), path);
    SavedBuildGpu gpu;
    const auto name = fields.string("name");
    if (!name) {
        throw DamagedSpec{QStringLiteral("%1.name is missing").arg(path)};
    }
    gpu.gpuName = *name;
    fields.into(gpu.count, "count", &FieldReader::integer);
    gpu.powerLimitWatts = fields.number("power_limit_w");
    gpu.cooler = fields.word(
        "cooler", [](std::string_view word) { return parseCooler(word); }, text(allowedCoolers()));
    gpu.slotWidth = fields.integer("slot_width");
    return gpu;
}

void readMachine(const FieldReader& fields, BuildSpec& machine) {
    fields.into(machine.psuWatts, "psu_watts", &FieldReader::number);
    fields.into(machine.psuEfficiency, "psu_efficiency", &FieldReader::number);
    fields.into(machine.cpuWatts, "cpu_watts", &FieldReader::number);
    fields.into(machine.cpuCores, "cpu_cores", &FieldReader::integer);
    fields.into(machine.otherWatts, "other_watts", &FieldReader::number);
    fields.into(machine.x16Slots, "x16_slots", &FieldReader::integer);
    fields.into(machine.slotSpacing, "slot_spacing", &FieldReader::integer);
    fields.into(machine.lanesPerGpu, "lanes_per_gpu", &FieldReader::integer);
    fields.into(machine.pcieGeneration, "pcie_generation", &FieldReader::integer);
    fields.into(machine.risers, "risers", &FieldReader::boolean);
    if (const auto cooling =
            fields.word("case_cooling", parseCaseCooling, QStringLiteral("standard, high-airflow"))) {
        machine.caseCooling = *cooling;
    }
    fields.into(machine.mains.volts, "mains_volts", &FieldReader::number);
    fields.into(machine.mains.amps, "mains_amps", &FieldReader::number);
    fields.into(machine.nodes, "nodes", &FieldReader::integer);
    fields.into(machine.networkGbps, "network_gbps", &FieldReader::number);
    if (const auto chassis = fields.word(
            "chassis", [](std::string_view word) { return parseChassis(word); },
            QStringLiteral("workstation, server"))) {
        machine.chassis = *chassis;
    }
    fields.into(machine.inDataCenter, "in_data_center", &FieldReader::boolean);
    fields.into(machine.gpuDrivesDisplay, "gpu_drives_display", &FieldReader::boolean);
    fields.into(machine.hostRamGb, "host_ram_gb", &FieldReader::number);
}

/// The build stored as `json`; throws DamagedSpec saying what is wrong.
SavedBuild specFromJson(const QString& name, const QString& json) {
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError) {
        throw DamagedSpec{QStringLiteral("its data is not valid JSON (%1 at offset %2)")
                              .arg(error.errorString())
                              .arg(error.offset)};
    }
    if (!document.isObject()) {
        throw DamagedSpec{QStringLiteral("its data is not a JSON object")};
    }
    const QJsonObject root = document.object();
    const FieldReader top(root, QStringLiteral("build"));
    const int version = top.integer("version").value_or(specFormatVersion);
    if (version > specFormatVersion) {
        throw DamagedSpec{QStringLiteral("it was saved by a newer GPU Advisor (build format %1; this version "
                                         "reads up to %2)")
                              .arg(version)
                              .arg(specFormatVersion),
                          true};
    }
    if (version < 1) {
        throw DamagedSpec{QStringLiteral("build.version %1 is not a build format").arg(version)};
    }

    SavedBuild build;
    build.name = name.toStdString();
    const QJsonValue gpus = root.value(QLatin1String("gpus"));
    if (!gpus.isArray()) {
        throw DamagedSpec{QStringLiteral("build.gpus is %1, not a list of GPUs").arg(kindOf(gpus))};
    }
    const QJsonArray entries = gpus.toArray();
    for (qsizetype i = 0; i < entries.size(); ++i) {
        build.gpus.push_back(gpuFromJson(entries.at(i), i));
    }
    const QJsonValue machine = root.value(QLatin1String("machine"));
    if (!machine.isUndefined() && !machine.isNull()) {
        if (!machine.isObject()) {
            throw DamagedSpec{QStringLiteral("build.machine is %1, not an object").arg(kindOf(machine))};
        }
        readMachine(FieldReader(machine.toObject(), QStringLiteral("machine")), build.machine);
    }
    // What saveBuild refuses is refused here too: a hand-edited count of a million must not
    // reach the build checker.
    const QStringList problems = problemsOf(build);
    if (!problems.isEmpty()) {
        throw DamagedSpec{problems.join(QStringLiteral("; "))};
    }
    return build;
}

} // namespace

std::vector<std::string> Catalog::buildNames() const {
    if (!hasBuildsTable()) {
        return {};
    }
    QSqlQuery query = sql::exec(sql::connection(m_connectionName), QStringLiteral("SELECT name FROM builds"));
    std::vector<std::string> names;
    while (query.next()) {
        names.push_back(query.value(0).toString().toStdString());
    }
    std::sort(names.begin(), names.end(), NaturalLess{});
    return names;
}

std::optional<SavedBuild> Catalog::loadBuild(std::string_view name) const {
    if (!hasBuildsTable()) {
        return std::nullopt;
    }
    QSqlQuery query = sql::prepare(sql::connection(m_connectionName),
                                   QStringLiteral("SELECT name, spec_json FROM builds WHERE name_key = ?"));
    query.addBindValue(text(normalizedName(name)));
    sql::exec(query);
    if (!query.next()) {
        return std::nullopt;
    }
    const QString storedName = query.value(0).toString();
    try {
        return specFromJson(storedName, query.value(1).toString());
    } catch (const DamagedSpec& damaged) {
        const QString reason = damaged.fromNewerVersion
                                   ? damaged.what
                                   : QStringLiteral("the saved build is damaged: %1").arg(damaged.what);
        throw CatalogError(QStringLiteral("cannot load %1 from %2: %3")
                               .arg(buildLabel(storedName.toStdString()), m_path, reason));
    }
}

void Catalog::saveBuild(const SavedBuild& build) {
    requireWritable(QStringLiteral("save %1").arg(buildLabel(build.name)));
    const QStringList problems = problemsOf(build);
    if (!problems.isEmpty()) {
        throw CatalogError(QStringLiteral("cannot save %1: %2")
                               .arg(buildLabel(build.name), problems.join(QStringLiteral("; "))));
    }
    const QSqlDatabase database = sql::connection(m_connectionName);
    sql::Transaction transaction = beginWrite();
    // The same name ignoring case replaces the build and takes the new spelling; the row keeps its id.
    QSqlQuery query = sql::prepare(
        database,
        QStringLiteral("INSERT INTO builds (name, name_key, spec_json, saved_at) VALUES (?, ?, ?, ?) "
                       "ON CONFLICT (name_key) DO UPDATE SET name = excluded.name, "
                       "spec_json = excluded.spec_json, saved_at = excluded.saved_at"));
    query.addBindValue(text(collapsedSpaces(build.name)));
    query.addBindValue(text(normalizedName(build.name)));
    query.addBindValue(specToJson(build));
    query.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    sql::exec(query);
    transaction.commit();
}

void Catalog::removeBuild(std::string_view name) {
    requireWritable(QStringLiteral("remove %1").arg(buildLabel(name)));
    const QSqlDatabase database = sql::connection(m_connectionName);
    sql::Transaction transaction = beginWrite();
    QSqlQuery query = sql::prepare(database, QStringLiteral("DELETE FROM builds WHERE name_key = ?"));
    query.addBindValue(text(normalizedName(name)));
    sql::exec(query);
    if (query.numRowsAffected() < 1) {
        QString message =
            QStringLiteral("cannot remove %1: there is no saved build of that name").arg(buildLabel(name));
        const auto suggestions = closestNames(name, buildNames());
        if (!suggestions.empty()) {
            QStringList quoted;
            for (const auto& suggestion : suggestions) {
                quoted << QStringLiteral("'%1'").arg(QString::fromStdString(suggestion));
            }
            message += QStringLiteral("; did you mean %1?").arg(quoted.join(QStringLiteral(", ")));
        }
        throw CatalogError(message);
    }
    transaction.commit();
}

} // namespace gpuadvisor
