// The schema step that added the benchmarks table (version 2 -> 3), older files read as they are,
// and the user's benchmark rows salvaged from a damaged file.

#include "gpuadvisor/db/catalog.h"

#include "qtprinters.h"
#include "rawsqlite.h"
#include "tempdir.h"

#include <QFile>

#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>

using namespace gpuadvisor;

namespace {

constexpr std::size_t shippedBenchmarkRows = 595;

const std::string userBenchmarkRows =
    "gpu_name,gpu_count,system,model,workload,task,precision,batch_size,software,value,unit,measured_on,"
    "source\n"
    "RTX 4090,1,My desk,resnet50,cnn,inference,int8,64,TensorRT 10,5120,images/s,2024-06-01,my own run\n"
    "RTX 3090,2,My desk,llama3-8b,transformer,llm-decode,q4_k_m,1,llama.cpp b3000,120.5,tokens/s,2024-06-02,"
    "my own run\n";

/// The tables every version has, as CSV: the user's cards, prices, offers and system costs.
std::string versionTwoTables(const Catalog& catalog) {
    std::string text;
    for (const auto table : {CatalogTable::Gpus, CatalogTable::Prices, CatalogTable::CloudOffers,
                             CatalogTable::SystemBaseCosts}) {
        text += catalog.exportCsvText(table);
    }
    return text;
}

/// The statements of a schema script shipped in the db library's resources (":/schema/...").
QStringList scriptStatements(const QString& resource) {
    QFile script(resource);
    EXPECT_TRUE(script.open(QIODevice::ReadOnly | QIODevice::Text)) << resource.toStdString();
    QStringList statements;
    QString current;
    for (const QString& line : QString::fromUtf8(script.readAll()).split(QLatin1Char('\n'))) {
        if (line.trimmed() == QLatin1String(";;")) {
            statements << current;
            current.clear();
        } else if (!line.trimmed().startsWith(QLatin1String("--"))) {
            current += line + QLatin1Char('\n');
        }
    }
    if (!current.trimmed().isEmpty()) {
        statements << current;
    }
    return statements;
}

class BenchmarkMigrationTest : public TempDirTest {
protected:
    QString file() const { return path(QStringLiteral("catalog.sqlite")); }

    /// A catalog as version 2 wrote it, with the user's edits: the shipped data, a card of the
    /// user's own, a price, a system cost and a saved build. Made as this version makes one,
    /// then without the benchmarks table and with user_version 2 (schema 3 adds only that table).
    std::string writeVersion2Catalog() {
        std::string tables;
        {
            Catalog catalog(file());
            Gpu card = *catalog.findGpu("RTX 3060");
            card.name = "My Water-Cooled Card";
            catalog.upsertGpu(card);
            catalog.addPrice({"My Water-Cooled Card", Condition::Used, 280,
                              Date{std::chrono::year{2024}, std::chrono::March, std::chrono::day{1}},
                              "eBay"});
            EXPECT_TRUE(
                catalog.importCsvText("gpu_count,base_cost_usd,base_watts,source\n1,777,90,my own quote\n")
                    .ok());
            SavedBuild build;
            build.name = "Home rig";
            build.gpus = {SavedBuildGpu{"RTX 3090", 2, std::nullopt, std::nullopt, std::nullopt}};
            catalog.saveBuild(build);
        }
        {
            // Version 2 knew no whole systems (schema 5 added device kinds): they go, with their
            // prices, offers and measurements.
            RawConnection raw(file());
            const QString systems = QStringLiteral("(SELECT id FROM gpus WHERE device_kind = 'system')");
            for (const char* table : {"prices", "cloud_offers", "benchmarks"}) {
                raw.exec(
                    QStringLiteral("DELETE FROM %1 WHERE gpu_id IN %2").arg(QLatin1String(table), systems));
            }
            raw.exec(QStringLiteral("DELETE FROM gpus WHERE device_kind = 'system'"));
        }
        {
            const Catalog catalog(file());
            tables = versionTwoTables(catalog);
        }
        RawConnection raw(file());
        raw.exec(QStringLiteral("DROP TABLE benchmarks"));
        raw.exec(QStringLiteral("ALTER TABLE gpus DROP COLUMN device_kind")); // schema 5
        raw.exec(QStringLiteral("DROP TABLE shipped_rows"));                  // schema 4
        raw.exec(QStringLiteral("DROP TABLE catalog_info"));
        for (const char* column : {"currency", "quoted_price", "usd_per_unit"}) {
            raw.exec(QStringLiteral("ALTER TABLE prices DROP COLUMN %1").arg(QLatin1String(column)));
        }
        raw.exec(QStringLiteral("PRAGMA user_version = 2"));
        raw.exec(QStringLiteral("VACUUM"));
        return tables;
    }
};

} // namespace

TEST_F(BenchmarkMigrationTest, AVersion2CatalogIsBackedUpAndMigratedKeepingEveryRow) {
    const std::string tables = writeVersion2Catalog();
    const QByteArray v2Bytes = readFile(QStringLiteral("catalog.sqlite"));
    ASSERT_EQ(rawQuery(file(), QStringLiteral("PRAGMA user_version")).toInt(), 2);

    {
        Catalog migrated(file());
        EXPECT_FALSE(migrated.wasCreated());
        EXPECT_FALSE(migrated.isReadOnly());
        // Every card, price, offer and cost kept; the whole systems version 2 lacked arrive as new.
        const std::string after = versionTwoTables(migrated);
        std::istringstream lines(tables);
        for (std::string line; std::getline(lines, line);) {
            EXPECT_NE(after.find(line + '\n'), std::string::npos) << line;
        }
        EXPECT_TRUE(migrated.findGpu("My Water-Cooled Card"));
        EXPECT_EQ(migrated.buildNames(), std::vector<std::string>{"Home rig"});
        const auto benchmarks = migrated.benchmarks();
        EXPECT_EQ(benchmarks.size(), shippedBenchmarkRows);
        EXPECT_TRUE(std::all_of(benchmarks.begin(), benchmarks.end(), [](const BenchmarkResult& row) {
            return row.origin == BenchmarkOrigin::Shipped;
        }));
        EXPECT_TRUE(migrated.importCsvText(userBenchmarkRows).ok());
    }
    EXPECT_EQ(rawQuery(file(), QStringLiteral("PRAGMA user_version")).toInt(),
              Catalog::currentSchemaVersion());
    EXPECT_EQ(Catalog::currentSchemaVersion(), 6);

    // The backup is the version 2 file as it was.
    const QString backup = file() + QStringLiteral(".schema-v2.bak");
    ASSERT_TRUE(QFile::exists(backup));
    EXPECT_EQ(readFile(QStringLiteral("catalog.sqlite.schema-v2.bak")), v2Bytes);
    EXPECT_EQ(rawQuery(backup, QStringLiteral("SELECT count(*) FROM sqlite_master WHERE name = 'benchmarks'"))
                  .toInt(),
              0);

    // Opening it again neither migrates, backs up nor adds the shipped rows again.
    {
        const Catalog again(file());
        EXPECT_EQ(again.benchmarks().size(), shippedBenchmarkRows + 2);
    }
    EXPECT_FALSE(QFile::exists(backup + QStringLiteral(".2")));
}

TEST_F(BenchmarkMigrationTest, ShippedRowsOfCardsTheUserDeletedOrRenamedAreLeftOut) {
    writeVersion2Catalog();
    {
        RawConnection raw(file());
        raw.exec(QStringLiteral("UPDATE gpus SET name = 'My RTX 4090' WHERE name = 'RTX 4090'"));
        raw.exec(QStringLiteral("DELETE FROM prices WHERE gpu_id = (SELECT id FROM gpus WHERE name = "
                                "'Quadro RTX 8000')"));
        raw.exec(QStringLiteral("DELETE FROM gpus WHERE name = 'Quadro RTX 8000'"));
    }
    const Catalog migrated(file());
    const auto benchmarks = migrated.benchmarks();
    EXPECT_FALSE(benchmarks.empty());
    EXPECT_TRUE(std::none_of(benchmarks.begin(), benchmarks.end(), [](const BenchmarkResult& row) {
        return row.gpuName == "Quadro RTX 8000" || row.gpuName == "My RTX 4090";
    }));
    EXPECT_FALSE(migrated.benchmarksFor("RTX 3090").empty());
    // Lambda measured the Quadro on 10 models and the 4090 on 10 single- and 10 dual-GPU runs;
    // llama.cpp the 4090 four times in 2024, four on the 2025 CUDA scoreboard and twice on Vulkan.
    EXPECT_EQ(benchmarks.size(), shippedBenchmarkRows - 10 - 30);
}

TEST_F(BenchmarkMigrationTest, AVersion1CatalogMigratesThroughBothSteps) {
    QStringList statements = scriptStatements(QStringLiteral(":/schema/0001_initial.sql"));
    statements << insertRtx4090Row();
    statements << QStringLiteral("PRAGMA user_version = 1");
    {
        RawConnection raw(file());
        for (const QString& statement : statements) {
            raw.exec(statement);
        }
    }
    const Catalog migrated(file());
    // The cards version 1 shipped and the user deleted stay deleted; the devices new since then
    // (schema 5's other vendors) arrive.
    const std::vector<std::string> names = migrated.gpuNames();
    const auto has = [&](const char* name) {
        return std::find(names.begin(), names.end(), name) != names.end();
    };
    EXPECT_TRUE(has("RTX 4090"));
    EXPECT_FALSE(has("RTX 3090"));
    EXPECT_TRUE(has("RX 7900 XTX"));
    EXPECT_TRUE(has("Mac Studio M3 Ultra 80C 512GB"));
    EXPECT_TRUE(migrated.buildNames().empty());
    // The RTX 4090's: 20 from Lambda, 8 from llama.cpp's CUDA rows, 2 of its Vulkan scoreboard row.
    EXPECT_EQ(migrated.benchmarksFor("RTX 4090").size(), 30u);
    for (const BenchmarkResult& result : migrated.benchmarks()) {
        EXPECT_TRUE(has(result.gpuName.c_str())) << result.gpuName;
    }
    EXPECT_TRUE(QFile::exists(file() + QStringLiteral(".schema-v1.bak")));
}

TEST_F(BenchmarkMigrationTest, AFailedMigrationLeavesTheVersion2FileAsItWas) {
    writeVersion2Catalog();
    // A table in the way makes step 3 fail.
    rawQuery(file(), QStringLiteral("CREATE TABLE benchmarks (something TEXT)"));
    const QByteArray before = readFile(QStringLiteral("catalog.sqlite"));

    EXPECT_THROW(Catalog{file()}, CatalogError);

    EXPECT_EQ(readFile(QStringLiteral("catalog.sqlite")), before);
    EXPECT_EQ(rawQuery(file(), QStringLiteral("PRAGMA user_version")).toInt(), 2);
    EXPECT_EQ(readFile(QStringLiteral("catalog.sqlite.schema-v2.bak")), before);
}

TEST_F(BenchmarkMigrationTest, AVersion2CatalogOpenedReadOnlyIsReadAsItIs) {
    const std::string tables = writeVersion2Catalog();
    const QByteArray before = readFile(QStringLiteral("catalog.sqlite"));
    {
        const Catalog catalog(file(), CatalogAccess::ReadOnly);
        EXPECT_EQ(versionTwoTables(catalog), tables);
        EXPECT_TRUE(catalog.benchmarks().empty());
        EXPECT_TRUE(catalog.benchmarksFor("RTX 4090").empty());
        EXPECT_EQ(catalog.exportCsvText(CatalogTable::Benchmarks),
                  formatCatalogCsv(std::vector<BenchmarkResult>{}));
        EXPECT_EQ(catalog.exportBenchmarksCsvText(BenchmarkOrigin::User),
                  formatCatalogCsv(std::vector<BenchmarkResult>{}));
        for (const auto& problem : catalog.validate()) {
            ADD_FAILURE() << problem.row << ": " << problem.problem.message;
        }
    }
    EXPECT_EQ(readFile(QStringLiteral("catalog.sqlite")), before);
}

TEST_F(BenchmarkMigrationTest, RecoverySalvagesTheUsersBenchmarkRows) {
    {
        Catalog catalog(file());
        ASSERT_TRUE(catalog.importCsvText(userBenchmarkRows).ok());
    }
    // Damage an index the benchmark rows do not need (prices by card and date): quick_check fails,
    // the tables can still be read.
    const int pageSize = rawQuery(file(), QStringLiteral("PRAGMA page_size")).toInt();
    const int rootPage =
        rawQuery(file(),
                 QStringLiteral("SELECT rootpage FROM sqlite_master WHERE name = 'prices_by_gpu_and_date'"))
            .toInt();
    ASSERT_GT(rootPage, 1);
    {
        QFile damaged(file());
        ASSERT_TRUE(damaged.open(QIODevice::ReadWrite));
        ASSERT_TRUE(damaged.seek(static_cast<qint64>(rootPage - 1) * pageSize));
        damaged.write(QByteArray(pageSize, '\xFF'));
    }
    try {
        const Catalog catalog(file());
        FAIL() << "the damaged file opened";
    } catch (const CatalogError& error) {
        ASSERT_EQ(error.kind(), CatalogErrorKind::Damaged) << error.message();
    }

    const CatalogRecovery recovery = Catalog::recoverDamaged(file());
    EXPECT_EQ(recovery.benchmarks, 2u);
    EXPECT_GE(recovery.salvagedRows(), 2u);

    const Catalog recovered(file());
    const auto rows = recovered.benchmarks();
    EXPECT_EQ(rows.size(), shippedBenchmarkRows + 2); // the fresh catalog's shipped rows and the user's two
    const auto mine = recovered.exportBenchmarksCsvText(BenchmarkOrigin::User);
    EXPECT_EQ(mine,
              userBenchmarkRows.substr(0, userBenchmarkRows.find('\n') + 1) +
                  "RTX 3090,2,My desk,llama3-8b,transformer,llm-decode,q4_k_m,1,llama.cpp b3000,120.5,tokens/"
                  "s,2024-06-02,my own run\n"
                  "RTX 4090,1,My desk,resnet50,cnn,inference,int8,64,TensorRT 10,5120,images/s,2024-06-01,"
                  "my own run\n");
}
