#pragma once

// A catalog file holding exactly the shipped data, for tests about something other than making
// one (first runs, their messages and races make theirs with Catalog on a missing file).

#include "gpuadvisor/db/catalog.h"

#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace gpuadvisor::testing {

/// Writes at `path` (a missing file) the catalog that `Catalog(path)` would make from the shipped
/// data, and returns `path`. The program makes that catalog once, on first use, and copies it
/// after that: under the sanitizers, making it anew was about 40 % of a page test's time.
inline QString copyShippedCatalog(const QString& path) {
    static const QString madeOnce = [] {
        static QTemporaryDir directory; // removed when the program ends
        const QString file = directory.filePath(QStringLiteral("shipped.sqlite"));
        const Catalog made(file);
        EXPECT_TRUE(made.wasCreated()) << file.toStdString();
        return file;
    }();
    EXPECT_TRUE(QFile::copy(madeOnce, path)) << "cannot copy the shipped catalog to " << path.toStdString();
    return path;
}

} // namespace gpuadvisor::testing
