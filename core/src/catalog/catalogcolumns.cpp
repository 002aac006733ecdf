#include "catalog/catalogcolumns.h"

#include "catalog/textutil.h"
#include "gpuadvisor/core/catalog/gpufields.h"

#include <type_traits>
#include <utility>

namespace gpuadvisor::catalogcolumns {
namespace {

using namespace cell;

template <typename T> struct MemberOf;
template <typename Record, typename Field> struct MemberOf<Field Record::*> { using RecordType = Record; };

template <auto Member> Column<typename MemberOf<decltype(Member)>::RecordType> column(std::string_view name) {
    using Record = typename MemberOf<decltype(Member)>::RecordType;
    Column<Record> result{name, [](const Record& record) { return formatCell(record.*Member); },
                          [](std::string_view text, Record& record) {
                              return parseCell(text, record.*Member);
                          }};
    result.text = std::is_same_v<std::remove_cvref_t<decltype(std::declval<Record&>().*Member)>, std::string>;
    return result;
}

/// A text column read and written by the given functions.
template <typename Record>
Column<Record> textColumn(std::string_view name, std::string (*format)(const Record&),
                          CellError (*parse)(std::string_view, Record&)) {
    Column<Record> result{name, format, parse};
    result.text = true;
    return result;
}

template <auto Member>
Column<typename MemberOf<decltype(Member)>::RecordType> optionalColumn(std::string_view name) {
    auto result = column<Member>(name);
    result.optional = true;
    return result;
}

/// Which columns of a table hold text, in csvColumns() order.
template <typename Record> std::vector<bool> textFlagsOf(const std::vector<Column<Record>>& columns) {
    std::vector<bool> flags;
    for (const auto& column : columns) {
        flags.push_back(column.text);
    }
    return flags;
}

} // namespace

/// The card columns are the card field descriptions (gpufields.h).
const std::vector<Column<Gpu>>& gpuColumns() {
    static const std::vector<Column<Gpu>> columns = [] {
        std::vector<Column<Gpu>> result;
        for (const GpuField& field : gpuFields()) {
            result.push_back({field.name, field.format, field.parse});
            result.back().text = field.kind == GpuFieldKind::Text;
            // Files written before device kinds (schema 5) lack the column: read from slot_width.
            result.back().optional = field.name == "device_kind";
        }
        return result;
    }();
    return columns;
}

const std::vector<Column<PriceObservation>>& priceColumns() {
    static const std::vector<Column<PriceObservation>> columns{
        column<&PriceObservation::gpuName>("gpu_name"),
        column<&PriceObservation::condition>("condition"),
        // Empty for a price quoted in another currency: then it is quoted_price x usd_per_unit.
        {"price_usd", [](const PriceObservation& price) { return formatCell(price.priceUsd); },
         [](std::string_view text, PriceObservation& price) -> CellError {
             if (trimmed(text).empty()) {
                 price.priceUsd = 0;
                 return std::nullopt;
             }
             return parseCell(text, price.priceUsd);
         }},
        column<&PriceObservation::observedOn>("observed_on"),
        column<&PriceObservation::source>("source"),
        optionalColumn<&PriceObservation::currency>("currency"),
        optionalColumn<&PriceObservation::quotedPrice>("quoted_price"),
        optionalColumn<&PriceObservation::usdPerUnit>("usd_per_unit"),
    };
    return columns;
}

const std::vector<Column<CloudOffer>>& cloudOfferColumns() {
    static const std::vector<Column<CloudOffer>> columns{
        column<&CloudOffer::provider>("provider"),       column<&CloudOffer::instance>("instance"),
        column<&CloudOffer::gpuName>("gpu_name"),        column<&CloudOffer::gpuCount>("gpu_count"),
        column<&CloudOffer::usdPerHour>("usd_per_hour"), column<&CloudOffer::pricing>("pricing"),
        column<&CloudOffer::observedOn>("observed_on"),  column<&CloudOffer::source>("source"),
    };
    return columns;
}

const std::vector<Column<SystemBaseCost>>& systemBaseCostColumns() {
    static const std::vector<Column<SystemBaseCost>> columns{
        column<&SystemBaseCost::gpuCount>("gpu_count"),
        column<&SystemBaseCost::baseCostUsd>("base_cost_usd"),
        column<&SystemBaseCost::baseWatts>("base_watts"),
        column<&SystemBaseCost::source>("source"),
    };
    return columns;
}

const std::vector<Column<BenchmarkResult>>& benchmarkColumns() {
    static const std::vector<Column<BenchmarkResult>> columns{
        textColumn<BenchmarkResult>(
            "gpu_name", [](const BenchmarkResult& row) { return row.gpuName; },
            [](std::string_view text, BenchmarkResult& row) { return parseCardName(text, row.gpuName); }),
        column<&BenchmarkResult::gpuCount>("gpu_count"),
        column<&BenchmarkResult::system>("system"),
        column<&BenchmarkResult::model>("model"),
        column<&BenchmarkResult::workload>("workload"),
        column<&BenchmarkResult::task>("task"),
        textColumn<BenchmarkResult>(
            "precision", [](const BenchmarkResult& row) { return row.precision; },
            [](std::string_view text, BenchmarkResult& row) {
                return parseLowerCaseCell(text, row.precision);
            }),
        column<&BenchmarkResult::batchSize>("batch_size"),
        column<&BenchmarkResult::software>("software"),
        column<&BenchmarkResult::value>("value"),
        column<&BenchmarkResult::unit>("unit"),
        column<&BenchmarkResult::measuredOn>("measured_on"),
        column<&BenchmarkResult::source>("source"),
    };
    return columns;
}

const std::vector<bool>& textColumnFlags(CatalogTable table) {
    static const auto flags = perTable([](const auto& columns) { return textFlagsOf(columns); });
    return flags.of(table);
}

} // namespace gpuadvisor::catalogcolumns
