// The quick check on open (issue 36): a catalog file is read whole once per change, not on every
// open, and damage written after it passed is still found.

#include "gpuadvisor/db/catalog.h"
#include "gpuadvisor/db/catalogerror.h"

#include "rawsqlite.h"
#include "tempdir.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include <filesystem>

#include <gtest/gtest.h>

#include <optional>

using namespace gpuadvisor;

namespace {

class CheckedOnOpenTest : public TempDirTest {
protected:
    QString catalogPath() const { return path(QStringLiteral("catalog.sqlite")); }

    bool checkedWhenOpened() const { return Catalog(catalogPath()).wasCheckedOnOpen(); }
};

std::optional<CatalogError> openingError(const QString& file) {
    try {
        const Catalog catalog(file);
    } catch (const CatalogError& error) {
        return error;
    }
    return std::nullopt;
}

} // namespace

TEST_F(CheckedOnOpenTest, AFileIsReadWholeOncePerChange) {
    // Made from the shipped data, the file is checked when opened at its place, and only then.
    EXPECT_TRUE(Catalog(catalogPath()).wasCheckedOnOpen());
    EXPECT_FALSE(checkedWhenOpened()) << "unchanged since it passed";
    EXPECT_FALSE(checkedWhenOpened());

    // A change by another program is checked once again.
    rawQuery(catalogPath(), QStringLiteral("UPDATE prices SET source = source || ' (edited)' WHERE id = "
                                           "(SELECT min(id) FROM prices)"));
    EXPECT_TRUE(checkedWhenOpened());
    EXPECT_FALSE(checkedWhenOpened());

    // So is one made through the catalog itself.
    {
        Catalog catalog(catalogPath());
        Gpu card = *catalog.findGpu("RTX 3090");
        card.name = "RTX 3090 Copy";
        catalog.upsertGpu(card);
    }
    EXPECT_TRUE(checkedWhenOpened());
    EXPECT_FALSE(checkedWhenOpened());

    // The same file under another name has no record of its own yet.
    ASSERT_TRUE(QFile::copy(catalogPath(), path(QStringLiteral("copy.sqlite"))));
    EXPECT_TRUE(Catalog(path(QStringLiteral("copy.sqlite"))).wasCheckedOnOpen());
}

namespace {

/// Writes 0xFF over the file's last page: its size stays.
void damageLastPage(const QString& file) {
    QFile damaged(file);
    const qint64 size = damaged.size();
    ASSERT_TRUE(damaged.open(QIODevice::ReadWrite));
    ASSERT_TRUE(damaged.seek(size - 4096));
    damaged.write(QByteArray(4096, '\xFF'));
}

} // namespace

// A record belongs to one path: a damaged copy of a checked file in another folder, with the same
// name, size, header and time, is checked and found damaged.
TEST_F(CheckedOnOpenTest, ARecordIsOfOneFile) {
    { const Catalog created(catalogPath()); }
    ASSERT_FALSE(checkedWhenOpened());
    ASSERT_TRUE(directory().mkdir(QStringLiteral("other")));
    const QString copy = path(QStringLiteral("other/catalog.sqlite"));
    ASSERT_TRUE(QFile::copy(catalogPath(), copy));
    damageLastPage(copy);
    const auto modified = std::filesystem::last_write_time(QFile::encodeName(catalogPath()).toStdString());
    std::filesystem::last_write_time(QFile::encodeName(copy).toStdString(), modified);
    const auto error = openingError(copy);
    ASSERT_TRUE(error);
    EXPECT_EQ(error->kind(), CatalogErrorKind::Damaged);
}

TEST_F(CheckedOnOpenTest, DamageWrittenAfterTheFilePassedIsFound) {
    { const Catalog created(catalogPath()); }
    ASSERT_FALSE(checkedWhenOpened());
    damageLastPage(catalogPath());
    const auto error = openingError(catalogPath());
    ASSERT_TRUE(error);
    EXPECT_EQ(error->kind(), CatalogErrorKind::Damaged) << error->message().toStdString();
}

// SQLite raises the header's change counter with every commit: a change that keeps the file's size
// and (set back by hand) its time is still seen.
TEST_F(CheckedOnOpenTest, AChangeKeepingTheFilesSizeAndTimeIsStillChecked) {
    { const Catalog created(catalogPath()); }
    ASSERT_FALSE(checkedWhenOpened());
    const std::filesystem::path file(QFile::encodeName(catalogPath()).toStdString());
    const auto size = std::filesystem::file_size(file);
    const auto modified = std::filesystem::last_write_time(file);
    rawQuery(catalogPath(), QStringLiteral("UPDATE prices SET price_usd = price_usd + 1 WHERE id = "
                                           "(SELECT min(id) FROM prices)"));
    std::filesystem::last_write_time(file, modified);
    ASSERT_EQ(std::filesystem::file_size(file), size);
    EXPECT_TRUE(checkedWhenOpened());
}

// A write-ahead log or journal beside the file holds part of its content: the file is checked.
TEST_F(CheckedOnOpenTest, AFileWithALogBesideItIsChecked) {
    { const Catalog created(catalogPath()); }
    ASSERT_FALSE(checkedWhenOpened());
    QFile log(catalogPath() + QStringLiteral("-wal"));
    ASSERT_TRUE(log.open(QIODevice::WriteOnly));
    log.write("not a log");
    log.close();
    EXPECT_TRUE(checkedWhenOpened());
    QFile::remove(log.fileName()); // if SQLite has not already
    ASSERT_FALSE(log.exists());
    EXPECT_FALSE(checkedWhenOpened());
}

// Another program's SQLite file passes the quick check but is no catalog: it is turned away on
// every open, never remembered as checked (a second open must not take it for an empty catalog
// and write one into it).
TEST_F(CheckedOnOpenTest, AnotherProgramsDatabaseIsTurnedAwayEveryTime) {
    const QString other = path(QStringLiteral("notes.sqlite"));
    rawQuery(other, QStringLiteral("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)"));
    rawQuery(other, QStringLiteral("INSERT INTO notes (text) VALUES ('keep me')"));
    const QByteArray before = [&other] {
        QFile file(other);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }();
    ASSERT_FALSE(before.isEmpty());
    for (int open = 1; open <= 3; ++open) {
        const std::optional<CatalogError> error = openingError(other);
        ASSERT_TRUE(error) << "open " << open;
        EXPECT_EQ(error->kind(), CatalogErrorKind::NotACatalog)
            << open << ": " << error->message().toStdString();
    }
    QFile after(other);
    ASSERT_TRUE(after.open(QIODevice::ReadOnly));
    EXPECT_EQ(after.readAll(), before); // not a byte written
}

// Records of the quick check alone, as builds before the shape check was remembered wrote them,
// do not count: the file they name is checked again, then remembered anew.
TEST_F(CheckedOnOpenTest, ARecordOfTheQuickCheckAloneDoesNotCount) {
    EXPECT_TRUE(checkedWhenOpened());
    EXPECT_FALSE(checkedWhenOpened());
    const QString record =
        QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation) +
        QStringLiteral("/gpu-advisor/checked-catalogs/") +
        QString::fromLatin1(QCryptographicHash::hash(QFileInfo(catalogPath()).absoluteFilePath().toUtf8(),
                                                     QCryptographicHash::Sha256)
                                .toHex());
    QFile file(record);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly)) << record.toStdString();
    QByteArray text = file.readAll();
    file.close();
    ASSERT_TRUE(text.startsWith("2 ")) << text.constData();
    text.remove(0, 2); // "size modified header": the older form
    ASSERT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(text);
    file.close();
    EXPECT_TRUE(checkedWhenOpened());
    EXPECT_FALSE(checkedWhenOpened());
}
