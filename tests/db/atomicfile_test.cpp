// Putting a finished file under a name that must not exist yet (issue 32, item 1): the step that
// let a first run's fresh catalog be copied over the one another program had just filled.

#include "gpuadvisor/db/atomicfile.h"

#include "tempdir.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <gtest/gtest.h>

using namespace gpuadvisor;
using namespace Qt::StringLiterals;

namespace {

using Outcome = NoReplaceMove::Outcome;

class AtomicFileTest : public TempDirTest {};

TEST_F(AtomicFileTest, AFreeNameGetsTheFileAndTheTemporaryNameIsGone) {
    const QString from = writeFile(u"catalog.sqlite.building-1"_s, "fresh catalog");
    const QString to = path(u"catalog.sqlite"_s);
    const NoReplaceMove move = moveWithoutReplacing(from, to);
    EXPECT_EQ(move.outcome, Outcome::Moved);
    EXPECT_TRUE(move.detail.isEmpty());
    EXPECT_EQ(readFile(u"catalog.sqlite"_s), QByteArray("fresh catalog"));
    EXPECT_FALSE(QFile::exists(from));
}

TEST_F(AtomicFileTest, AnExistingFileIsRefusedAndLeftUntouchedAndTheTemporaryStaysForTheCaller) {
    const QString from = writeFile(u"catalog.sqlite.building-1"_s, "fresh catalog");
    const QString to = writeFile(u"catalog.sqlite"_s, "the winner's catalog with its imported rows");
    const QByteArray before = sha256(to);
    const NoReplaceMove move = moveWithoutReplacing(from, to);
    EXPECT_EQ(move.outcome, Outcome::DestinationExists);
    EXPECT_EQ(sha256(to), before);
    EXPECT_EQ(readFile(u"catalog.sqlite.building-1"_s), QByteArray("fresh catalog"));
}

TEST_F(AtomicFileTest, AnEmptyExistingFileIsStillAFileThatIsNotReplaced) {
    const QString from = writeFile(u"new"_s, "fresh catalog");
    const QString to = writeFile(u"catalog.sqlite"_s, {});
    EXPECT_EQ(moveWithoutReplacing(from, to).outcome, Outcome::DestinationExists);
    EXPECT_EQ(QFileInfo(to).size(), 0);
    EXPECT_TRUE(QFile::exists(from));
}

TEST_F(AtomicFileTest, AFolderOfThatNameIsRefusedToo) {
    const QString from = writeFile(u"new"_s, "fresh catalog");
    ASSERT_TRUE(QDir(path({})).mkdir(u"catalog.sqlite"_s));
    const QString inside = writeFile(u"catalog.sqlite/keep.txt"_s, "kept");
    EXPECT_EQ(moveWithoutReplacing(from, path(u"catalog.sqlite"_s)).outcome, Outcome::DestinationExists);
    EXPECT_EQ(readFile(u"catalog.sqlite/keep.txt"_s), QByteArray("kept"));
    EXPECT_TRUE(QFile::exists(from));
}

TEST_F(AtomicFileTest, AMissingSourceFailsWithTheSystemsWordsAndCreatesNothing) {
    const QString to = path(u"catalog.sqlite"_s);
    const NoReplaceMove move = moveWithoutReplacing(path(u"no-such-file"_s), to);
    EXPECT_EQ(move.outcome, Outcome::Failed);
    EXPECT_EQ(move.detail, u"No such file or directory"_s);
    EXPECT_FALSE(QFile::exists(to));
}

} // namespace
