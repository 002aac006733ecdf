#pragma once

// The shipped catalog (resources/catalog/*.csv) parsed once, for the core benchmarks.

#include "gpuadvisor/core/catalog/catalogcsv.h"
#include "gpuadvisor/core/llm/llmmodel.h"

#include <fstream>
#include <sstream>
#include <string>

namespace gpuadvisor::bench {

inline const Date farFuture{std::chrono::year{9999}, std::chrono::December, std::chrono::day{31}};

struct ShippedCatalog {
    std::vector<Gpu> gpus;
    std::vector<PriceObservation> prices;
    std::vector<SystemBaseCost> systems;
    std::vector<CloudOffer> cloudOffers;
};

inline CatalogCsvContent shippedTable(const char* file) {
    std::ifstream input(std::string(GPUADVISOR_SHIPPED_CATALOG_DIR "/") + file);
    std::stringstream text;
    text << input.rdbuf();
    return parseCatalogCsv(text.str(), farFuture).content;
}

inline const ShippedCatalog& shippedCatalog() {
    static const ShippedCatalog catalog{shippedTable("gpus.csv").gpus, shippedTable("prices.csv").prices,
                                        shippedTable("system_costs.csv").systemBaseCosts,
                                        shippedTable("cloud_offers.csv").cloudOffers};
    return catalog;
}

#ifdef GPUADVISOR_SHIPPED_LLM_DIR
/// The shipped language-model presets (resources/llm/llm-models.csv), parsed once.
inline const std::vector<LlmModel>& shippedLlmPresets() {
    static const std::vector<LlmModel> models = [] {
        std::ifstream input(GPUADVISOR_SHIPPED_LLM_DIR "/llm-models.csv");
        std::stringstream text;
        text << input.rdbuf();
        return parseLlmModelsCsv(text.str()).models;
    }();
    return models;
}
#endif

} // namespace gpuadvisor::bench
