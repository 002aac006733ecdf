// Makes the catalog every new catalog starts as (see db/CMakeLists.txt): run at build time, it
// builds one from the shipped files the way a program without the template does, and the
// programs carry the result as a Qt resource. Usage: gpuadvisor_make_shipped_catalog FILE

#include "gpuadvisor/db/catalog.h"

#include <QCoreApplication>
#include <QFile>
#include <QTemporaryDir>

#include <cstdio>

int main(int argc, char* argv[]) {
    // The record of checked files and any data go to a folder removed at the end, not to the
    // home of whoever builds.
    const QTemporaryDir scratch;
    qputenv("XDG_CACHE_HOME", QFile::encodeName(scratch.filePath(QStringLiteral("cache"))));
    qputenv("XDG_DATA_HOME", QFile::encodeName(scratch.filePath(QStringLiteral("data"))));
    QCoreApplication application(argc, argv);
    if (argc != 2) {
        std::fprintf(stderr, "usage: %s FILE\n", argv[0]);
        return 2;
    }
    const QString path = QString::fromLocal8Bit(argv[1]);
    if (QFile::exists(path) && !QFile::remove(path)) {
        std::fprintf(stderr, "%s: cannot replace %s\n", argv[0], argv[1]);
        return 1;
    }
    try {
        const gpuadvisor::Catalog catalog(path);
        if (!catalog.wasCreated()) {
            std::fprintf(stderr, "%s: %s was made by another program meanwhile\n", argv[0], argv[1]);
            return 1;
        }
    } catch (const gpuadvisor::CatalogError& error) {
        std::fprintf(stderr, "%s: %s\n", argv[0], error.message().toLocal8Bit().constData());
        return 1;
    }
    return 0;
}
