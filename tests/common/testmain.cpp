// main() for the Qt-based test programs: a QCoreApplication, settings and standard paths
// isolated from the user's own (QStandardPaths test mode).

#include <QCoreApplication>
#include <QStandardPaths>

#include <gtest/gtest.h>

int main(int argc, char* argv[]) {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication application(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("gpu-advisor-tests"));
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
