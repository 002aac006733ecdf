#pragma once

// A test with its own catalog file in a temporary directory, created from the shipped data.

#include "gpuadvisor/db/catalog.h"

#include "shippedcatalogfile.h"
#include "tempdir.h"

#include <memory>
#include <string>

class CatalogFileTest : public TempDirTest {
protected:
    void SetUp() override {
        TempDirTest::SetUp();
        m_catalog = std::make_unique<gpuadvisor::Catalog>(gpuadvisor::testing::copyShippedCatalog(file()));
    }
    void TearDown() override { m_catalog.reset(); }

    QString file() const { return path(QStringLiteral("catalog.sqlite")); }
    gpuadvisor::Catalog& catalog() { return *m_catalog; }
    /// Closes the catalog and opens the file again.
    void reopen() {
        m_catalog.reset();
        m_catalog = std::make_unique<gpuadvisor::Catalog>(file());
    }

    /// Every table as CSV: equal before and after means nothing was written.
    std::string everything() {
        std::string text;
        for (const auto table : gpuadvisor::allCatalogTables()) {
            text += catalog().exportCsvText(table);
        }
        return text;
    }

private:
    std::unique_ptr<gpuadvisor::Catalog> m_catalog;
};
