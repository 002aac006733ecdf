// Tests write nothing under the real home directory: every place Qt would write to (settings, the
// file dialogs' state, data, caches, QStandardPaths' test-mode ~/.qttest folders) is inside the
// temporary directory the test main() set up (isolatedhome.h). Built into each Qt test program.

#include "isolatedhome.h"
#include "qtprinters.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

#include <gtest/gtest.h>

namespace {

QString canonical(const QString& path) {
    // The folders need not exist yet: resolve the longest part that does.
    QFileInfo info(path);
    QString rest;
    while (!info.exists() && !info.filePath().isEmpty() && info.filePath() != QDir::rootPath()) {
        rest = QStringLiteral("/") + info.fileName() + rest;
        info = QFileInfo(info.path());
    }
    return info.canonicalFilePath() + rest;
}

bool isInside(const QString& path, const QString& directory) {
    const QString dir = canonical(directory);
    const QString file = canonical(path);
    return !dir.isEmpty() && (file == dir || file.startsWith(dir + QLatin1Char('/')));
}

} // namespace

TEST(HomeIsolation, EveryPlaceQtWritesToIsInTheTemporaryHome) {
    const gpuadvisor::testing::IsolatedHome& home = gpuadvisor::testing::isolatedHome();
    ASSERT_FALSE(home.root.empty()) << "the test main() did not call isolateHome()";
    const QString root = QString::fromStdString(home.root.string());
    const QString realHome = QString::fromStdString(home.realHome);
    ASSERT_NE(canonical(QDir::homePath()), canonical(realHome));
    EXPECT_TRUE(isInside(QDir::homePath(), root)) << QDir::homePath();

    QStringList written;
    for (const QStandardPaths::StandardLocation location :
         {QStandardPaths::HomeLocation, QStandardPaths::DesktopLocation, QStandardPaths::DocumentsLocation,
          QStandardPaths::FontsLocation, QStandardPaths::ApplicationsLocation, QStandardPaths::MusicLocation,
          QStandardPaths::MoviesLocation, QStandardPaths::PicturesLocation, QStandardPaths::DownloadLocation,
          QStandardPaths::AppLocalDataLocation, QStandardPaths::AppDataLocation,
          QStandardPaths::GenericDataLocation, QStandardPaths::CacheLocation,
          QStandardPaths::GenericCacheLocation, QStandardPaths::ConfigLocation,
          QStandardPaths::GenericConfigLocation, QStandardPaths::AppConfigLocation,
          QStandardPaths::RuntimeLocation}) {
        written << QStandardPaths::writableLocation(location);
    }
    // The app's settings, and Qt's own (QFileDialog keeps its last folder there).
    written << QSettings().fileName()
            << QSettings(QSettings::UserScope, QStringLiteral("QtProject")).fileName();
    for (const QString& path : written) {
        EXPECT_TRUE(isInside(path, root)) << path << " is outside " << root;
        if (!realHome.isEmpty() && !isInside(root, realHome)) {
            EXPECT_FALSE(isInside(path, realHome)) << path << " is under the real home " << realHome;
        }
    }
}
