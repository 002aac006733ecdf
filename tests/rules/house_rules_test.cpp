// House rules the code keeps by construction, checked on the sources themselves: a rule that a
// reviewer has to remember is a rule that breaks.

#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QStringList>

#include <gtest/gtest.h>

namespace {

/// Every C++ source and header under `directory` of the repository, as relative paths.
QStringList sourcesUnder(const QString& directory) {
    QStringList files;
    QDirIterator it(QStringLiteral(GPUADVISOR_SOURCE_DIR "/") + directory,
                    {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        files << it.next().mid(QStringLiteral(GPUADVISOR_SOURCE_DIR "/").size());
    }
    files.sort();
    return files;
}

QString contents(const QString& relativePath) {
    QFile file(QStringLiteral(GPUADVISOR_SOURCE_DIR "/") + relativePath);
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << relativePath.toStdString();
    return QString::fromUtf8(file.readAll());
}

} // namespace

TEST(HouseRules, SettingsAreReadAndWrittenOnlyThroughTheTypedTable) {
    // appsettings.h holds every key with its type and its one default; anything else that
    // touches QSettings spells a key a second time or gives it a second default.
    const QStringList allowed{QStringLiteral("ui/include/gpuadvisor/ui/shell/appsettings.h"),
                              QStringLiteral("ui/src/shell/appsettings.cpp")};
    QStringList offenders;
    QStringList scanned;
    for (const QString& directory : {QStringLiteral("ui"), QStringLiteral("app")}) {
        for (const QString& file : sourcesUnder(directory)) {
            scanned << file;
            if (!allowed.contains(file) && contents(file).contains(QStringLiteral("QSettings"))) {
                offenders << file;
            }
        }
    }
    EXPECT_GT(scanned.size(), 50) << "the scan found the sources";
    EXPECT_TRUE(scanned.contains(allowed.front()));
    EXPECT_TRUE(offenders.isEmpty())
        << "QSettings used directly in: " << offenders.join(QStringLiteral(", ")).toStdString()
        << " (add a SettingKey to appsettings.h and use settings::value / setValue)";
}
