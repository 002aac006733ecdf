// The user's saved builds in the catalog file: saving, loading, replacing and removing them, the
// JSON they are stored as, and the schema step that added the builds table.

#include "gpuadvisor/db/catalog.h"

#include "catalogfiletest.h"
#include "qtprinters.h"
#include "rawsqlite.h"
#include "tempdir.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <algorithm>

#include <gtest/gtest.h>

#include <cmath>
#include <functional>
#include <limits>
#include <memory>

using namespace gpuadvisor;

namespace {

/// Runs statements on a file through a connection of its own, as another program would, and
/// returns the first value of the last one (if it returns any).
QVariant runRawSql(const QString& path, const QStringList& statements) {
    const QString name = QStringLiteral("saved-builds-test-raw-connection");
    QVariant result;
    {
        QSqlDatabase database = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        database.setDatabaseName(path);
        EXPECT_TRUE(database.open());
        for (const QString& statement : statements) {
            QSqlQuery query(database);
            EXPECT_TRUE(query.exec(statement)) << statement;
            result = query.next() ? query.value(0) : QVariant();
        }
        database.close();
    }
    QSqlDatabase::removeDatabase(name);
    return result;
}

/// The message of the CatalogError `action` throws, or a failure if it throws none.
QString buildErrorOf(const std::function<void()>& action) {
    try {
        action();
    } catch (const CatalogError& error) {
        return error.message();
    }
    ADD_FAILURE() << "no CatalogError was thrown";
    return {};
}

/// A build that breaks no rule: two cards, one with every override and one with none.
SavedBuild labBox(std::string name = "Lab box") {
    SavedBuild build;
    build.name = std::move(name);
    build.gpus = {SavedBuildGpu{"RTX 4090", 2, 300.5, Cooler::Water, 2},
                  SavedBuildGpu{"RTX 3090", 1, std::nullopt, std::nullopt, std::nullopt}};
    build.machine.psuWatts = 2000;
    return build;
}

class SavedBuildsTest : public CatalogFileTest {
protected:
    /// Rows of the builds table, counted by a connection of its own.
    qint64 storedBuildRows() const {
        return runRawSql(file(), {QStringLiteral("SELECT count(*) FROM builds")}).toLongLong();
    }
    /// The stored spec_json of the build whose name is `name` exactly.
    QJsonObject storedSpec(const QString& name) const {
        const QString quoted = QString(name).replace(QLatin1Char('\''), QStringLiteral("''"));
        const QString json =
            runRawSql(file(), {QStringLiteral("SELECT spec_json FROM builds WHERE name = '%1'").arg(quoted)})
                .toString();
        return QJsonDocument::fromJson(json.toUtf8()).object();
    }
    /// Stores `json` as the spec of every saved build, bypassing the catalog's checks.
    void storeRawSpec(const QString& json) const {
        QString quoted = json;
        quoted.replace(QLatin1Char('\''), QStringLiteral("''"));
        runRawSql(file(), {QStringLiteral("UPDATE builds SET spec_json = '%1'").arg(quoted)});
    }
};

} // namespace

TEST_F(SavedBuildsTest, ANewCatalogHasNoBuilds) {
    EXPECT_TRUE(catalog().buildNames().empty());
    EXPECT_FALSE(catalog().loadBuild("Lab box"));
    EXPECT_EQ(runRawSql(file(), {QStringLiteral("PRAGMA user_version")}).toInt(),
              Catalog::currentSchemaVersion());
    EXPECT_EQ(Catalog::currentSchemaVersion(), 6);
}

TEST_F(SavedBuildsTest, EveryFieldRoundTrips) {
    SavedBuild build = labBox();
    build.gpus.push_back(SavedBuildGpu{"A100 SXM4 40GB", 1, std::nullopt, Cooler::Passive, 0});
    BuildSpec& machine = build.machine;
    machine.psuWatts = 2400.5;
    machine.psuEfficiency = 0.94;
    machine.cpuWatts = 280.25;
    machine.cpuCores = 64;
    machine.otherWatts = 123.4;
    machine.x16Slots = 7;
    machine.slotSpacing = 1;
    machine.lanesPerGpu = 8;
    machine.pcieGeneration = 5;
    machine.risers = true;
    machine.caseCooling = CaseCooling::HighAirflow;
    machine.mains = Mains{230, 16};
    machine.nodes = 3;
    machine.networkGbps = 100;
    machine.chassis = Chassis::Server;
    machine.inDataCenter = true;
    machine.gpuDrivesDisplay = true;
    machine.hostRamGb = 512;

    catalog().saveBuild(build);
    const auto loaded = catalog().loadBuild("Lab box");

    ASSERT_TRUE(loaded);
    EXPECT_EQ(loaded->name, "Lab box");
    ASSERT_EQ(loaded->gpus.size(), 3u);
    for (std::size_t i = 0; i < build.gpus.size(); ++i) {
        const SavedBuildGpu& want = build.gpus[i];
        const SavedBuildGpu& got = loaded->gpus[i];
        EXPECT_EQ(got.gpuName, want.gpuName) << i;
        EXPECT_EQ(got.count, want.count) << i;
        EXPECT_EQ(got.powerLimitWatts, want.powerLimitWatts) << i;
        EXPECT_EQ(got.cooler, want.cooler) << i;
        EXPECT_EQ(got.slotWidth, want.slotWidth) << i;
    }
    const BuildSpec& got = loaded->machine;
    EXPECT_TRUE(got.gpus.empty());
    EXPECT_EQ(got.psuWatts, 2400.5);
    EXPECT_EQ(got.psuEfficiency, 0.94);
    EXPECT_EQ(got.cpuWatts, 280.25);
    EXPECT_EQ(got.cpuCores, 64);
    EXPECT_EQ(got.otherWatts, 123.4);
    EXPECT_EQ(got.x16Slots, 7);
    EXPECT_EQ(got.slotSpacing, 1);
    EXPECT_EQ(got.lanesPerGpu, 8);
    EXPECT_EQ(got.pcieGeneration, 5);
    EXPECT_TRUE(got.risers);
    EXPECT_EQ(got.caseCooling, CaseCooling::HighAirflow);
    EXPECT_EQ(got.mains.volts, 230);
    EXPECT_EQ(got.mains.amps, 16);
    EXPECT_EQ(got.nodes, 3);
    EXPECT_EQ(got.networkGbps, 100);
    EXPECT_EQ(got.chassis, Chassis::Server);
    EXPECT_TRUE(got.inDataCenter);
    EXPECT_TRUE(got.gpuDrivesDisplay);
    EXPECT_EQ(got.hostRamGb, 512);

    // Overrides that are not set are left out of the JSON, not written as null or 0.
    const QJsonObject spec = storedSpec(QStringLiteral("Lab box"));
    EXPECT_EQ(spec.value(QStringLiteral("version")).toInt(), 1);
    const QJsonObject plain = spec.value(QStringLiteral("gpus")).toArray().at(1).toObject();
    EXPECT_EQ(plain.value(QStringLiteral("name")).toString(), QStringLiteral("RTX 3090"));
    EXPECT_FALSE(plain.contains(QStringLiteral("power_limit_w")));
    EXPECT_FALSE(plain.contains(QStringLiteral("cooler")));
    EXPECT_FALSE(plain.contains(QStringLiteral("slot_width")));
    const QJsonObject stored = spec.value(QStringLiteral("machine")).toObject();
    EXPECT_EQ(stored.value(QStringLiteral("case_cooling")).toString(), QStringLiteral("high-airflow"));
    EXPECT_EQ(stored.value(QStringLiteral("chassis")).toString(), QStringLiteral("server"));
}

TEST_F(SavedBuildsTest, DefaultsRoundTripToo) {
    SavedBuild build = labBox();
    build.machine = BuildSpec{};
    catalog().saveBuild(build);
    const auto loaded = catalog().loadBuild("Lab box");
    ASSERT_TRUE(loaded);
    const BuildSpec defaults;
    EXPECT_EQ(loaded->machine.psuWatts, defaults.psuWatts);
    EXPECT_EQ(loaded->machine.psuEfficiency, defaults.psuEfficiency);
    EXPECT_EQ(loaded->machine.caseCooling, CaseCooling::Standard);
    EXPECT_EQ(loaded->machine.chassis, Chassis::Workstation);
    EXPECT_FALSE(loaded->machine.risers);
    EXPECT_EQ(loaded->machine.hostRamGb, 0);
}

TEST_F(SavedBuildsTest, SavingTheSameNameIgnoringCaseReplacesTheBuildAndTakesTheNewSpelling) {
    catalog().saveBuild(labBox("Lab box"));
    SavedBuild changed = labBox("LAB  BOX ");
    changed.gpus = {SavedBuildGpu{"RTX 3060", 4, std::nullopt, std::nullopt, std::nullopt}};

    catalog().saveBuild(changed);

    EXPECT_EQ(catalog().buildNames(), std::vector<std::string>{"LAB BOX"});
    EXPECT_EQ(storedBuildRows(), 1);
    const auto loaded = catalog().loadBuild("lab box");
    ASSERT_TRUE(loaded);
    EXPECT_EQ(loaded->name, "LAB BOX");
    ASSERT_EQ(loaded->gpus.size(), 1u);
    EXPECT_EQ(loaded->gpus[0].gpuName, "RTX 3060");
    EXPECT_EQ(loaded->gpus[0].count, 4);
}

TEST_F(SavedBuildsTest, NamesAreListedInNaturalOrder) {
    for (const char* name : {"Build 10", "build 9", "Build 2", "Alpha", "Build 1"}) {
        catalog().saveBuild(labBox(name));
    }
    EXPECT_EQ(catalog().buildNames(),
              (std::vector<std::string>{"Alpha", "Build 1", "Build 2", "build 9", "Build 10"}));
}

TEST_F(SavedBuildsTest, RemovingABuildDeletesOnlyThatBuild) {
    catalog().saveBuild(labBox("Lab box"));
    catalog().saveBuild(labBox("Home rig"));

    catalog().removeBuild("LAB BOX");

    EXPECT_EQ(catalog().buildNames(), std::vector<std::string>{"Home rig"});
    EXPECT_FALSE(catalog().loadBuild("Lab box"));
    EXPECT_TRUE(catalog().loadBuild("Home rig"));
}

TEST_F(SavedBuildsTest, RemovingAMissingBuildThrowsNamingIt) {
    catalog().saveBuild(labBox("Lab box"));

    const QString message = buildErrorOf([&] { catalog().removeBuild("Lab boxx"); });

    EXPECT_TRUE(message.contains(QStringLiteral("'Lab boxx'"))) << message;
    EXPECT_TRUE(message.contains(QStringLiteral("no saved build"))) << message;
    EXPECT_TRUE(message.contains(QStringLiteral("did you mean 'Lab box'"))) << message;
    EXPECT_EQ(catalog().buildNames(), std::vector<std::string>{"Lab box"});

    const QString empty = buildErrorOf([&] { catalog().removeBuild("Nothing like it at all"); });
    EXPECT_TRUE(empty.contains(QStringLiteral("'Nothing like it at all'"))) << empty;
}

TEST_F(SavedBuildsTest, InvalidBuildsAreRefusedNamingTheFieldAndNothingIsWritten) {
    catalog().saveBuild(labBox("Lab box"));
    const QJsonObject before = storedSpec(QStringLiteral("Lab box"));

    struct Case {
        const char* what;
        std::function<void(SavedBuild&)> breakIt;
        const char* expected;
    };
    const std::vector<Case> cases = {
        {"empty name", [](SavedBuild& b) { b.name = "  \t "; }, "name is empty"},
        {"name with a line break", [](SavedBuild& b) { b.name = "Rig\nTwo"; },
         "line break or control character"},
        {"no GPUs", [](SavedBuild& b) { b.gpus.clear(); }, "no GPUs"},
        {"too many GPUs", [](SavedBuild& b) { b.gpus[0].count = 8; }, "9 GPUs in total"},
        {"huge count", [](SavedBuild& b) { b.gpus[0].count = std::numeric_limits<int>::max(); }, "at most 8"},
        {"zero count", [](SavedBuild& b) { b.gpus[1].count = 0; }, "GPU 2 ('RTX 3090'): count 0"},
        {"negative count", [](SavedBuild& b) { b.gpus[1].count = -3; }, "count -3"},
        // std::string(1, ' '), not " ": assigning the literal trips a GCC 12 -Wrestrict false positive.
        {"no card name", [](SavedBuild& b) { b.gpus[1].gpuName = std::string(1, ' '); },
         "GPU 2 (' '): name is empty"},
        {"zero power limit", [](SavedBuild& b) { b.gpus[0].powerLimitWatts = 0.0; }, "power_limit_w 0"},
        {"NaN power limit", [](SavedBuild& b) { b.gpus[0].powerLimitWatts = std::nan(""); }, "power_limit_w"},
        {"wide card", [](SavedBuild& b) { b.gpus[0].slotWidth = 5; }, "slot_width 5"},
        {"negative width", [](SavedBuild& b) { b.gpus[0].slotWidth = -1; }, "slot_width -1"},
        {"no PSU", [](SavedBuild& b) { b.machine.psuWatts = 0; }, "psu_watts 0"},
        {"efficiency > 1", [](SavedBuild& b) { b.machine.psuEfficiency = 1.2; }, "psu_efficiency 1.2"},
        {"efficiency 0", [](SavedBuild& b) { b.machine.psuEfficiency = 0; }, "psu_efficiency 0"},
        {"infinite CPU", [](SavedBuild& b) { b.machine.cpuWatts = std::numeric_limits<double>::infinity(); },
         "cpu_watts"},
        {"bad cooler", [](SavedBuild& b) { b.gpus[0].cooler = static_cast<Cooler>(42); }, "cooler"},
    };
    for (const Case& test : cases) {
        SavedBuild build = labBox("lab box"); // would replace the stored build if it were saved
        test.breakIt(build);
        const QString message = buildErrorOf([&] { catalog().saveBuild(build); });
        EXPECT_TRUE(message.contains(QLatin1String(test.expected))) << test.what << ": " << message;
        if (build.name == "lab box") { // the cases that break something else name the build
            EXPECT_TRUE(message.contains(QStringLiteral("'lab box'"))) << test.what << ": " << message;
        }
    }
    EXPECT_EQ(storedBuildRows(), 1);
    EXPECT_EQ(catalog().buildNames(), std::vector<std::string>{"Lab box"});
    EXPECT_EQ(storedSpec(QStringLiteral("Lab box")), before);

    // Every broken rule is named, not only the first.
    SavedBuild build = labBox();
    build.machine.psuWatts = -1;
    build.gpus[1].slotWidth = 9;
    const QString both = buildErrorOf([&] { catalog().saveBuild(build); });
    EXPECT_TRUE(both.contains(QStringLiteral("psu_watts -1"))) << both;
    EXPECT_TRUE(both.contains(QStringLiteral("slot_width 9"))) << both;

    // Names are quoted as they are, even when they look like placeholders.
    build = labBox("100%1 %2");
    build.gpus[1].gpuName = "50%2 off";
    build.gpus[1].count = 0;
    const QString odd = buildErrorOf([&] { catalog().saveBuild(build); });
    EXPECT_TRUE(odd.contains(QStringLiteral("the build '100%1 %2'"))) << odd;
    EXPECT_TRUE(odd.contains(QStringLiteral("GPU 2 ('50%2 off'): count 0"))) << odd;
}

TEST_F(SavedBuildsTest, ADamagedStoredBuildThrowsNamingTheBuildAndTheProblem) {
    catalog().saveBuild(labBox("Lab box"));
    const struct {
        const char* json;
        const char* expected;
    } cases[] = {
        {R"({"gpus": [{"name": "RTX 4090")", "not valid JSON"},
        {"", "not valid JSON"},
        {R"([1, 2])", "not a JSON object"},
        {R"({"version": 1})", "build.gpus is missing"},
        {R"({"gpus": {"name": "RTX 4090"}})", "build.gpus is an object"},
        {R"({"gpus": ["RTX 4090"]})", "gpus[0] is the text \"RTX 4090\", not an object"},
        {R"({"gpus": [{"count": 2}]})", "gpus[0].name is missing"},
        {R"({"gpus": [{"name": 4090}]})", "gpus[0].name is the number 4090, not text"},
        {R"({"gpus": [{"name": "RTX 4090", "count": "two"}]})", "gpus[0].count is the text \"two\""},
        {R"({"gpus": [{"name": "RTX 4090", "count": 1.5}]})", "gpus[0].count is the number 1.5"},
        {R"({"gpus": [{"name": "RTX 4090", "count": 1e12}]})", "gpus[0].count"},
        {R"({"gpus": [{"name": "RTX 4090", "count": 100}]})", "100 GPUs in total"},
        {R"({"gpus": [{"name": "RTX 4090", "cooler": "liquid"}]})", "gpus[0].cooler is \"liquid\""},
        {R"({"gpus": [{"name": "RTX 4090", "power_limit_w": "300"}]})", "gpus[0].power_limit_w"},
        {R"({"gpus": [{"name": "RTX 4090", "slot_width": 7}]})", "slot_width 7"},
        {R"({"gpus": [], "machine": {}})", "no GPUs"},
        {R"({"gpus": [{"name": "RTX 4090"}], "machine": []})", "build.machine is a list"},
        {R"({"gpus": [{"name": "RTX 4090"}], "machine": {"psu_watts": "1600"}})",
         "machine.psu_watts is the text \"1600\", not a number"},
        {R"({"gpus": [{"name": "RTX 4090"}], "machine": {"risers": 1}})", "machine.risers"},
        {R"({"gpus": [{"name": "RTX 4090"}], "machine": {"chassis": "tower"}})", "machine.chassis"},
        {R"({"gpus": [{"name": "RTX 4090"}], "machine": {"case_cooling": "fans"}})", "machine.case_cooling"},
        {R"({"gpus": [{"name": "RTX 4090"}], "machine": {"psu_efficiency": 3}})", "psu_efficiency 3"},
        {R"({"version": "1", "gpus": [{"name": "RTX 4090"}]})", "build.version"},
        {R"({"version": 2, "gpus": [{"name": "RTX 4090"}]})", "newer GPU Advisor"},
    };
    for (const auto& test : cases) {
        storeRawSpec(QString::fromUtf8(test.json));
        const QString message = buildErrorOf([&] { (void)catalog().loadBuild("lab box"); });
        EXPECT_TRUE(message.contains(QStringLiteral("'Lab box'"))) << test.json << ": " << message;
        EXPECT_TRUE(message.contains(QLatin1String(test.expected))) << test.json << ": " << message;
        // A build from a newer version is not called damaged.
        EXPECT_EQ(message.contains(QStringLiteral("damaged")),
                  !message.contains(QStringLiteral("newer GPU Advisor")))
            << message;
    }
    // A damaged build can still be listed, replaced and removed.
    EXPECT_EQ(catalog().buildNames(), std::vector<std::string>{"Lab box"});
    catalog().removeBuild("Lab box");
    EXPECT_TRUE(catalog().buildNames().empty());
}

TEST_F(SavedBuildsTest, MissingAndUnknownFieldsFallBackToTheDefaults) {
    catalog().saveBuild(labBox("Lab box"));
    storeRawSpec(QStringLiteral(R"({"gpus": [{"name": "RTX 4090", "colour": "red", "power_limit_w": null}],)"
                                R"( "machine": {"psu_watts": 1200, "fan_count": 9}, "notes": "hi"})"));

    const auto loaded = catalog().loadBuild("Lab box");

    ASSERT_TRUE(loaded);
    ASSERT_EQ(loaded->gpus.size(), 1u);
    EXPECT_EQ(loaded->gpus[0].gpuName, "RTX 4090");
    EXPECT_EQ(loaded->gpus[0].count, 1);
    EXPECT_FALSE(loaded->gpus[0].powerLimitWatts);
    EXPECT_FALSE(loaded->gpus[0].cooler);
    EXPECT_FALSE(loaded->gpus[0].slotWidth);
    const BuildSpec defaults;
    EXPECT_EQ(loaded->machine.psuWatts, 1200);
    EXPECT_EQ(loaded->machine.psuEfficiency, defaults.psuEfficiency);
    EXPECT_EQ(loaded->machine.cpuCores, defaults.cpuCores);
    EXPECT_EQ(loaded->machine.mains.volts, defaults.mains.volts);
    EXPECT_EQ(loaded->machine.chassis, defaults.chassis);
}

TEST_F(SavedBuildsTest, BuildsSurviveReopeningTheFile) {
    catalog().saveBuild(labBox("Lab box"));
    catalog().saveBuild(labBox("Home rig"));

    reopen();

    EXPECT_FALSE(catalog().wasCreated());
    EXPECT_EQ(catalog().buildNames(), (std::vector<std::string>{"Home rig", "Lab box"}));
    const auto loaded = catalog().loadBuild("Lab box");
    ASSERT_TRUE(loaded);
    ASSERT_EQ(loaded->gpus.size(), 2u);
    EXPECT_EQ(loaded->gpus[0].powerLimitWatts, 300.5);
    EXPECT_EQ(loaded->machine.psuWatts, 2000);
}

TEST_F(SavedBuildsTest, NamesWithQuotesAndSemicolonsRoundTrip) {
    const std::string name = R"(Bob's "fast" box; DROP TABLE builds; -- ü)";
    SavedBuild build = labBox(name);
    build.gpus[1].gpuName = R"(My "odd" card; ')";

    catalog().saveBuild(build);

    EXPECT_EQ(catalog().buildNames(), std::vector<std::string>{name});
    const auto loaded = catalog().loadBuild(name);
    ASSERT_TRUE(loaded);
    EXPECT_EQ(loaded->name, name);
    EXPECT_EQ(loaded->gpus[1].gpuName, build.gpus[1].gpuName);
    catalog().removeBuild(name);
    EXPECT_TRUE(catalog().buildNames().empty());
}

TEST_F(SavedBuildsTest, ALoadedBuildResolvesAgainstTheCatalogsCardsWithItsOverrides) {
    SavedBuild build = labBox();
    build.gpus.push_back(SavedBuildGpu{"RTX 9999", 1, std::nullopt, std::nullopt, std::nullopt});
    catalog().saveBuild(build);
    const auto loaded = catalog().loadBuild("Lab box");
    ASSERT_TRUE(loaded);

    std::vector<std::string> missing;
    const std::vector<Gpu> cards = catalog().gpus();
    const BuildSpec spec = resolveBuild(*loaded, cards, &missing);

    EXPECT_EQ(missing, std::vector<std::string>{"RTX 9999"});
    ASSERT_EQ(spec.gpus.size(), 3u);
    for (int i = 0; i < 2; ++i) {
        EXPECT_EQ(spec.gpus[i].gpu.name, "RTX 4090");
        EXPECT_EQ(spec.gpus[i].gpu.memoryGb, 24);
        EXPECT_EQ(spec.gpus[i].powerLimitWatts, 300.5);
        EXPECT_EQ(spec.gpus[i].effectiveCooler(), Cooler::Water);
        EXPECT_EQ(spec.gpus[i].effectiveSlotWidth(), 2);
    }
    EXPECT_EQ(spec.gpus[2].gpu.name, "RTX 3090");
    EXPECT_FALSE(spec.gpus[2].powerLimitWatts);
    EXPECT_EQ(spec.gpus[2].effectiveCooler(), spec.gpus[2].gpu.cooler);
    EXPECT_EQ(spec.psuWatts, 2000);
}

// ---- The schema step that added the builds table -------------------------------------------------

namespace {

/// A catalog as version 1 wrote it: the 0001 script (shipped as a resource of the db library),
/// one card and one price, user_version 1.
void writeVersion1Catalog(const QString& path) {
    QFile script(QStringLiteral(":/schema/0001_initial.sql"));
    ASSERT_TRUE(script.open(QIODevice::ReadOnly | QIODevice::Text));
    QStringList statements;
    QString current;
    for (const QString& line : QString::fromUtf8(script.readAll()).split(QLatin1Char('\n'))) {
        if (line.trimmed() == QLatin1String(";;")) {
            statements << current;
            current.clear();
        } else {
            current += line + QLatin1Char('\n');
        }
    }
    statements << current;
    statements << insertRtx4090Row();
    statements << QStringLiteral("INSERT INTO prices (gpu_id, condition, price_usd, observed_on, source) "
                                 "VALUES (1, 'new', 1599, '2022-10-12', 'NVIDIA launch MSRP')");
    statements << QStringLiteral("PRAGMA user_version = 1");
    runRawSql(path, statements);
}

} // namespace

TEST_F(SavedBuildsTest, AVersion1CatalogIsBackedUpAndMigratedKeepingItsRows) {
    const QString old = path(QStringLiteral("v1.sqlite"));
    writeVersion1Catalog(old);
    ASSERT_EQ(runRawSql(old, {QStringLiteral("PRAGMA user_version")}).toInt(), 1);
    const QByteArray v1Bytes = readFile(QStringLiteral("v1.sqlite"));

    {
        Catalog migrated(old);
        EXPECT_FALSE(migrated.wasCreated());
        // The user kept only the RTX 4090 of version 1's cards; the devices new since arrive.
        const auto kept = migrated.findGpu("RTX 4090");
        ASSERT_TRUE(kept);
        EXPECT_FALSE(migrated.findGpu("RTX 3090"));
        EXPECT_EQ(kept->boardPowerWatts, 450);
        // The stored price stays; this version's newer shipped prices of the card join it.
        const auto prices = migrated.pricesFor("RTX 4090");
        ASSERT_FALSE(prices.empty());
        EXPECT_EQ(prices[0].priceUsd, 1599);
        EXPECT_EQ(prices[0].observedOn,
                  (Date{std::chrono::year{2022}, std::chrono::October, std::chrono::day{12}}));
        EXPECT_TRUE(std::all_of(prices.begin() + 1, prices.end(), [](const PriceObservation& price) {
            return price.observedOn > Date{std::chrono::year{2025}, std::chrono::July, std::chrono::day{1}};
        }));
        EXPECT_TRUE(migrated.buildNames().empty());

        SavedBuild build = labBox();
        build.gpus.resize(1);
        migrated.saveBuild(build);
        std::vector<std::string> missing;
        const BuildSpec spec = resolveBuild(*migrated.loadBuild("Lab box"), migrated.gpus(), &missing);
        EXPECT_TRUE(missing.empty());
        EXPECT_EQ(spec.gpus.size(), 2u);
    }
    EXPECT_EQ(runRawSql(old, {QStringLiteral("PRAGMA user_version")}).toInt(),
              Catalog::currentSchemaVersion());

    // The backup is the file as it was before the upgrade.
    const QString backup = old + QStringLiteral(".schema-v1.bak");
    ASSERT_TRUE(QFile::exists(backup));
    EXPECT_EQ(readFile(QStringLiteral("v1.sqlite.schema-v1.bak")), v1Bytes);
    EXPECT_EQ(runRawSql(backup, {QStringLiteral("PRAGMA user_version")}).toInt(), 1);
    EXPECT_EQ(runRawSql(backup, {QStringLiteral("SELECT count(*) FROM sqlite_master WHERE name = 'builds'")})
                  .toInt(),
              0);

    // Opening the migrated file again neither migrates nor backs up again.
    { Catalog again(old); }
    EXPECT_FALSE(QFile::exists(backup + QStringLiteral(".2")));
}

TEST_F(SavedBuildsTest, AFailedMigrationLeavesTheVersion1FileAsItWas) {
    const QString old = path(QStringLiteral("v1.sqlite"));
    writeVersion1Catalog(old);
    // A table in the way makes step 2 fail half-way through.
    runRawSql(old, {QStringLiteral("CREATE TABLE builds (something TEXT)"),
                    QStringLiteral("INSERT INTO builds VALUES ('keep me')")});

    EXPECT_THROW(Catalog{old}, CatalogError);

    EXPECT_EQ(runRawSql(old, {QStringLiteral("PRAGMA user_version")}).toInt(), 1);
    EXPECT_EQ(runRawSql(old, {QStringLiteral("SELECT something FROM builds")}).toString(),
              QStringLiteral("keep me"));
    EXPECT_EQ(runRawSql(old, {QStringLiteral("SELECT count(*) FROM gpus")}).toInt(), 1);
}
