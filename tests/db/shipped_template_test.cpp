// A new catalog starts as the copy of one the build made from the shipped files
// (db/CMakeLists.txt): it must be the catalog those files make, and a copy that cannot be written
// must say so and leave nothing behind.

#include "gpuadvisor/db/catalog.h"

#include "qtprinters.h"
#include "smalldisk.h"
#include "tempdir.h"

#include <QDir>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QStringList>

#include <gtest/gtest.h>

using namespace gpuadvisor;

namespace {

/// Everything a catalog file holds, as text: the schema version, every table's definition and
/// every row of every table (internal ones too), in row id order.
QStringList contentsOf(const QString& path) {
    QStringList lines;
    {
        QSqlDatabase database =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("contents"));
        database.setDatabaseName(path);
        EXPECT_TRUE(database.open()) << path;
        QSqlQuery query(database);
        EXPECT_TRUE(query.exec(QStringLiteral("PRAGMA user_version")) && query.next());
        lines << QStringLiteral("user_version %1").arg(query.value(0).toInt());
        QStringList tables;
        EXPECT_TRUE(query.exec(QStringLiteral(
            "SELECT name, sql FROM sqlite_master WHERE type IN ('table', 'index') ORDER BY name")));
        while (query.next()) {
            lines << query.value(1).toString();
            if (query.value(1).toString().startsWith(QLatin1String("CREATE TABLE"))) {
                tables << query.value(0).toString();
            }
        }
        for (const QString& table : tables) {
            // With row ids where the table has them (a WITHOUT ROWID table's rows sorted instead).
            QSqlQuery rows(database);
            const bool withIds =
                rows.exec(QStringLiteral("SELECT rowid, * FROM %1 ORDER BY rowid").arg(table));
            EXPECT_TRUE(withIds || rows.exec(QStringLiteral("SELECT * FROM %1").arg(table)))
                << table.toStdString();
            QStringList tableLines;
            while (rows.next()) {
                QStringList cells;
                for (int i = 0; i < rows.record().count(); ++i) {
                    cells << (rows.isNull(i) ? QStringLiteral("NULL") : rows.value(i).toString());
                }
                tableLines << table + QLatin1Char('|') + cells.join(QLatin1Char('|'));
            }
            if (!withIds) {
                tableLines.sort();
            }
            lines << tableLines;
        }
    }
    QSqlDatabase::removeDatabase(QStringLiteral("contents"));
    return lines;
}

class ShippedTemplateTest : public TempDirTest {};

} // namespace

TEST_F(ShippedTemplateTest, ANewCatalogIsTheOneTheShippedFilesMake) {
    // A stale template (shipped files changed, the build's copy not made again) would give new
    // users other cards and prices than an update of an existing catalog gives.
    ASSERT_TRUE(QFile::exists(QStringLiteral(":/catalog-template/catalog.sqlite")));
    const QString copied = path(QStringLiteral("new.sqlite"));
    {
        const Catalog catalog(copied);
        EXPECT_TRUE(catalog.wasCreated());
        EXPECT_GT(catalog.gpus().size(), 100u);
        EXPECT_TRUE(catalog.validate().empty());
    }
    // An empty file is made into a catalog where it is, from the shipped files themselves.
    const QString built = writeFile(QStringLiteral("built.sqlite"), {});
    { const Catalog catalog(built); }
    const QStringList fromTemplate = contentsOf(copied);
    const QStringList fromFiles = contentsOf(built);
    EXPECT_GT(fromFiles.size(), 1000); // cards, prices, measurements, the shipped rows remembered
    EXPECT_EQ(fromTemplate, fromFiles);
    // Nothing but the catalog is left in the folder.
    EXPECT_EQ(directory().entryList(QDir::Files | QDir::Hidden),
              (QStringList{QStringLiteral("built.sqlite"), QStringLiteral("new.sqlite")}));
}

TEST_F(ShippedTemplateTest, ANewCatalogThatDoesNotFitSaysSoAndLeavesNoFile) {
    SmallDisk disk(path(QStringLiteral("disk")), 512); // the shipped catalog is about 1.1 MB
    if (!disk.available()) {
        GTEST_SKIP() << "mounting a tmpfs needs root";
    }
    const QString file = disk.filePath(QStringLiteral("catalog.sqlite"));
    try {
        const Catalog catalog(file);
        ADD_FAILURE() << "a catalog was made on a disk too small for it";
    } catch (const CatalogError& error) {
        EXPECT_EQ(error.kind(), CatalogErrorKind::WriteFailed) << error.message();
        EXPECT_TRUE(error.message().startsWith(QStringLiteral("cannot create %1: ").arg(file)))
            << error.message();
    }
    EXPECT_TRUE(QDir(path(QStringLiteral("disk"))).entryList(QDir::Files | QDir::Hidden).isEmpty())
        << QDir(path(QStringLiteral("disk")))
               .entryList(QDir::Files | QDir::Hidden)
               .join(QLatin1Char(' '))
               .toStdString();
}
