// main() for the widget tests: the offscreen platform (no display needed, also when
// gtest_discover_tests runs the program at build time), a QApplication, HOME and the XDG
// directories in a temporary directory (isolatedhome.h) and standard paths in test mode, so
// settings, file dialogs' state and data stay away from the user's own.

#include "isolatedhome.h"

#include <QApplication>
#include <QStandardPaths>

#include <gtest/gtest.h>

int main(int argc, char* argv[]) {
    gpuadvisor::testing::isolateHome();
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    QStandardPaths::setTestModeEnabled(true);
    QApplication application(argc, argv);
    QApplication::setApplicationName(QStringLiteral("gpu-advisor-tests"));
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
