// What makes a catalog row that row (its key), its text as a CSV line, its label for people,
// and the cells two versions of a row differ in.

#include "catalog/catalogcolumns.h"
#include "catalog/textutil.h"
#include "gpuadvisor/core/catalog/benchmarkkey.h"
#include "gpuadvisor/core/catalog/catalogcsv.h"
#include "gpuadvisor/core/catalog/csv.h"
#include "gpuadvisor/core/catalog/namematch.h"

namespace gpuadvisor {

using namespace catalogcolumns;

// Card names compare as the catalog matches them (normalizedName): ignoring case and spaces.
std::string catalogRowKey(const Gpu& gpu) {
    return normalizedName(gpu.name);
}
std::string catalogRowKey(const PriceObservation& price) {
    return normalizedName(price.gpuName) + '\x1f' + std::string(toString(price.condition)) + '\x1f' +
           formatIsoDate(price.observedOn) + '\x1f' + toLowerAscii(price.source);
}
std::string catalogRowKey(const CloudOffer& offer) {
    return toLowerAscii(offer.provider) + '\x1f' + toLowerAscii(offer.instance) + '\x1f' +
           normalizedName(offer.gpuName) + '\x1f' + std::string(toString(offer.pricing)) + '\x1f' +
           formatIsoDate(offer.observedOn);
}
std::string catalogRowKey(const SystemBaseCost& cost) {
    return std::to_string(cost.gpuCount);
}
std::string catalogRowKey(const BenchmarkResult& result) {
    return benchmarkKey(result);
}

std::string catalogRowText(const Gpu& gpu) {
    return formatRow(gpu, gpuColumns());
}
std::string catalogRowText(const PriceObservation& price) {
    return formatRow(price, priceColumns());
}
std::string catalogRowText(const CloudOffer& offer) {
    return formatRow(offer, cloudOfferColumns());
}
std::string catalogRowText(const SystemBaseCost& cost) {
    return formatRow(cost, systemBaseCostColumns());
}
std::string catalogRowText(const BenchmarkResult& result) {
    return formatRow(result, benchmarkColumns());
}

std::vector<CellChange> changedCells(CatalogTable table, std::string_view before, std::string_view after) {
    const auto fieldsOf = [](std::string_view line) {
        const CsvParseResult parsed = parseCsv(line);
        return parsed.records.empty() ? std::vector<std::string>() : parsed.records.front().fields;
    };
    const std::vector<std::string> old = fieldsOf(before);
    const std::vector<std::string> now = fieldsOf(after);
    const auto& columns = csvColumns(table);
    const auto& text = textColumnFlags(table);
    std::vector<CellChange> changes;
    for (std::size_t c = 0; c < columns.size(); ++c) {
        // Shown as the values are, not as escaped for spreadsheets.
        const auto value = [&](const std::vector<std::string>& fields) {
            const std::string cell = c < fields.size() ? fields[c] : std::string();
            return text[c] ? unescapeSpreadsheetText(cell) : cell;
        };
        const std::string a = value(old);
        const std::string b = value(now);
        if (a != b) {
            changes.push_back({columns[c], a, b});
        }
    }
    return changes;
}

std::string catalogRowLabel(const Gpu& gpu) {
    return gpu.name;
}
std::string catalogRowLabel(const PriceObservation& price) {
    return price.gpuName + " / " + std::string(toString(price.condition)) + " / " +
           formatIsoDate(price.observedOn) + " / " + price.source;
}
std::string catalogRowLabel(const CloudOffer& offer) {
    return offer.provider + " / " + offer.instance + " / " + offer.gpuName + " / " +
           std::string(toString(offer.pricing)) + " / " + formatIsoDate(offer.observedOn);
}
std::string catalogRowLabel(const SystemBaseCost& cost) {
    return std::to_string(cost.gpuCount) + (cost.gpuCount == 1 ? " GPU" : " GPUs");
}
std::string catalogRowLabel(const BenchmarkResult& result) {
    return result.gpuName + " x" + std::to_string(result.gpuCount) + " / " + result.model + " / " +
           std::string(toString(result.task)) + " " + result.precision + " / " +
           formatIsoDate(result.measuredOn);
}

} // namespace gpuadvisor
