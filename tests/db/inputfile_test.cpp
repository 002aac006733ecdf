// Reading a file the user named as input (issue 32): a device, a FIFO or a folder is refused by
// name without being opened (opening a FIFO with no writer waits forever; /dev/zero never ends),
// and a file larger than the limit is refused after reading at most the limit and one byte.

#include "gpuadvisor/db/inputfile.h"

#include "tempdir.h"

#include <QFile>

#include <gtest/gtest.h>

#include <sys/stat.h>

namespace gpuadvisor {
namespace {

class InputFileTest : public TempDirTest {};

TEST_F(InputFileTest, DevicesFifosAndFoldersAreRefusedByNameWithoutOpeningThem) {
    const QString fifo = path(QStringLiteral("prices.csv"));
    ASSERT_EQ(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    // A FIFO with no writer: opening it would block this test forever.
    const InputFile fromFifo = readInputFile(fifo, 1024);
    ASSERT_FALSE(fromFifo.ok());
    EXPECT_EQ(fromFifo.error->kind, InputFileError::Kind::NotRegularFile);
    EXPECT_EQ(describeInputFileError(*fromFifo.error, fifo, 1024),
              fifo + QStringLiteral(" is a FIFO (named pipe), not a file to read"));

    const InputFile zero = readInputFile(QStringLiteral("/dev/zero"), 1024);
    ASSERT_FALSE(zero.ok());
    EXPECT_EQ(zero.error->kind, InputFileError::Kind::NotRegularFile);
    EXPECT_EQ(zero.error->detail, QStringLiteral("a character device"));
    EXPECT_TRUE(zero.bytes.isEmpty());

    const InputFile folder = readInputFile(path(QStringLiteral(".")), 1024);
    ASSERT_FALSE(folder.ok());
    EXPECT_EQ(folder.error->detail, QStringLiteral("a folder"));
}

TEST_F(InputFileTest, AFileIsReadWholeUpToTheLimitAndRefusedBeyondIt) {
    const QString sheet = writeFile(QStringLiteral("sheet.csv"), QByteArray(1000, 'x'));
    const InputFile exact = readInputFile(sheet, 1000);
    ASSERT_TRUE(exact.ok());
    EXPECT_EQ(exact.bytes, QByteArray(1000, 'x'));
    const InputFile over = readInputFile(sheet, 999);
    ASSERT_FALSE(over.ok());
    EXPECT_EQ(over.error->kind, InputFileError::Kind::TooLarge);
    EXPECT_TRUE(over.bytes.isEmpty());

    const InputFile missing = readInputFile(path(QStringLiteral("missing.csv")), 1000);
    ASSERT_FALSE(missing.ok());
    EXPECT_EQ(missing.error->kind, InputFileError::Kind::CannotOpen);
    EXPECT_TRUE(describeInputFileError(*missing.error, QStringLiteral("missing.csv"), 1000)
                    .startsWith(QStringLiteral("cannot read missing.csv: ")));
}

} // namespace
} // namespace gpuadvisor
