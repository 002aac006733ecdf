#pragma once

// The CSV columns of each catalog table, one entry per column bound to a struct member: the codec
// (catalogcsv.cpp) reads and writes files with them, catalogrows.cpp makes a row's text with them.

#include "catalog/cellcodec.h"
#include "gpuadvisor/core/catalog/benchmark.h"
#include "gpuadvisor/core/catalog/catalogcsv.h"
#include "gpuadvisor/core/catalog/catalogrecords.h"
#include "gpuadvisor/core/catalog/csv.h"
#include "gpuadvisor/core/catalog/gpu.h"

#include <string>
#include <string_view>
#include <vector>

namespace gpuadvisor::catalogcolumns {

using cell::CellError;

template <typename Record> struct Column {
    std::string_view name;
    std::string (*format)(const Record&);
    CellError (*parse)(std::string_view, Record&);
    /// A file may leave the column out; its cells are then read as empty.
    bool optional = false;
    /// Text (not a number, date or choice): escaped for spreadsheets in a file (csvTextField).
    bool text = false;
};

const std::vector<Column<Gpu>>& gpuColumns();
const std::vector<Column<PriceObservation>>& priceColumns();
const std::vector<Column<CloudOffer>>& cloudOfferColumns();
const std::vector<Column<SystemBaseCost>>& systemBaseCostColumns();
const std::vector<Column<BenchmarkResult>>& benchmarkColumns();

template <typename Record> std::vector<std::string_view> namesOf(const std::vector<Column<Record>>& columns) {
    std::vector<std::string_view> names;
    for (const auto& column : columns) {
        names.push_back(column.name);
    }
    return names;
}

/// One row as a CSV line without its line end; text cells escaped for spreadsheets.
template <typename Record>
std::string formatRow(const Record& row, const std::vector<Column<Record>>& columns) {
    std::string line;
    for (std::size_t c = 0; c < columns.size(); ++c) {
        if (c > 0) {
            line.push_back(',');
        }
        const std::string value = columns[c].format(row);
        line += columns[c].text ? csvTextField(value) : csvField(value);
    }
    return line;
}

/// One value per table, each made once from the table's columns (`make` takes any column list).
template <typename Value> struct PerTable {
    Value gpus, prices, offers, costs, benchmarks;

    const Value& of(CatalogTable table) const {
        switch (table) {
        case CatalogTable::Gpus:
            return gpus;
        case CatalogTable::Prices:
            return prices;
        case CatalogTable::CloudOffers:
            return offers;
        case CatalogTable::SystemBaseCosts:
            return costs;
        case CatalogTable::Benchmarks:
            return benchmarks;
        }
        return gpus;
    }
};

template <typename Make> auto perTable(Make make) {
    return PerTable<decltype(make(gpuColumns()))>{make(gpuColumns()), make(priceColumns()),
                                                  make(cloudOfferColumns()), make(systemBaseCostColumns()),
                                                  make(benchmarkColumns())};
}

/// Which columns of a table hold text, in csvColumns() order.
const std::vector<bool>& textColumnFlags(CatalogTable table);

} // namespace gpuadvisor::catalogcolumns
