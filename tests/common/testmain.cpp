// main() for the Qt-based test programs: a QCoreApplication, with HOME and the XDG directories in
// a temporary directory (isolatedhome.h) and standard paths in test mode, so settings and data
// stay away from the user's own.

#include "isolatedhome.h"

#include <QCoreApplication>
#include <QStandardPaths>

#include <gtest/gtest.h>

int main(int argc, char* argv[]) {
    gpuadvisor::testing::isolateHome();
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication application(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("gpu-advisor-tests"));
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
