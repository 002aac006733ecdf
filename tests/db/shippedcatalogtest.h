#pragma once

// A test suite over the shipped catalog: created once per suite in a temporary file, its cards,
// prices and system costs kept in memory for the suite's tests.

#include "gpuadvisor/db/catalog.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

class ShippedCatalogTest : public ::testing::Test {
protected:
    static void SetUpTestSuite() {
        s_dir = new QTemporaryDir;
        gpuadvisor::Catalog catalog(s_dir->filePath(QStringLiteral("shipped.sqlite")));
        s_gpus = new std::vector<gpuadvisor::Gpu>(catalog.gpus());
        s_prices = new std::vector<gpuadvisor::PriceObservation>(catalog.prices());
        s_systems = new std::vector<gpuadvisor::SystemBaseCost>(catalog.systemBaseCosts());
        s_benchmarks = new std::vector<gpuadvisor::BenchmarkResult>(catalog.benchmarks());
    }
    static void TearDownTestSuite() {
        delete s_gpus;
        delete s_prices;
        delete s_systems;
        delete s_benchmarks;
        delete s_dir;
    }

    /// The shipped card with this exact name; a test failure if there is none.
    static const gpuadvisor::Gpu& card(const std::string& name) {
        const auto found = std::find_if(s_gpus->begin(), s_gpus->end(),
                                        [&](const gpuadvisor::Gpu& gpu) { return gpu.name == name; });
        if (found == s_gpus->end()) {
            ADD_FAILURE() << name << " is not in the catalog";
            static const gpuadvisor::Gpu none;
            return none;
        }
        return *found;
    }

    static inline QTemporaryDir* s_dir = nullptr;
    static inline std::vector<gpuadvisor::Gpu>* s_gpus = nullptr;
    static inline std::vector<gpuadvisor::PriceObservation>* s_prices = nullptr;
    static inline std::vector<gpuadvisor::SystemBaseCost>* s_systems = nullptr;
    static inline std::vector<gpuadvisor::BenchmarkResult>* s_benchmarks = nullptr;
};
