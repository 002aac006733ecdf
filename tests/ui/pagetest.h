#pragma once

// The fixture every page test shares: a fresh shipped catalog in a temporary directory, its
// snapshot, chart settings with prices as of 2024-01-01, and the page under test (a real widget
// on the offscreen platform) already given both. Widgets are found by object name.

#include "gpuadvisor/db/catalog.h"
#include "gpuadvisor/ui/shared/catalogsnapshot.h"
#include "gpuadvisor/ui/shared/chartsettings.h"

#include "shippedcatalogfile.h"
#include "tempdir.h"

#include <gtest/gtest.h>

#include <memory>

template <typename Page> class PageTest : public TempDirTest {
protected:
    void SetUp() override {
        TempDirTest::SetUp();
        catalog = std::make_unique<gpuadvisor::Catalog>(
            gpuadvisor::testing::copyShippedCatalog(path(QStringLiteral("catalog.sqlite"))));
        snapshot =
            std::make_shared<const gpuadvisor::CatalogSnapshot>(gpuadvisor::CatalogSnapshot::load(*catalog));
        settings.asOf = gpuadvisor::Date{std::chrono::year{2024}, std::chrono::month{1}, std::chrono::day{1}};
        page.setSnapshot(snapshot);
        if constexpr (requires { page.setSettings(settings); }) {
            page.setSettings(settings);
        }
    }

    /// The page's child widget of that object name; a test failure if there is none.
    template <typename T> T* child(const char* name) const {
        T* found = page.template findChild<T*>(QString::fromLatin1(name));
        EXPECT_NE(found, nullptr) << name;
        return found;
    }

    /// The snapshot's card of that exact name; a test failure if there is none.
    const gpuadvisor::Gpu& gpu(const QString& name) const {
        const gpuadvisor::Gpu* found = snapshot->find(name.toStdString());
        EXPECT_NE(found, nullptr) << name.toStdString();
        static const gpuadvisor::Gpu none;
        return found != nullptr ? *found : none;
    }

    std::unique_ptr<gpuadvisor::Catalog> catalog;
    std::shared_ptr<const gpuadvisor::CatalogSnapshot> snapshot;
    gpuadvisor::ChartSettings settings;
    Page page; // last: goes first, before the snapshot it points into
};
