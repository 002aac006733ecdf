#include "gpuadvisor/core/catalog/softwaresupport.h"

#include "gpuadvisor/core/catalog/csv.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <limits>
#include <stdexcept>

namespace gpuadvisor {
namespace detail {
extern const std::string_view shippedSoftwareSupportCsv; // generated from the CSV
} // namespace detail

namespace {

constexpr std::array<std::string_view, 17> columns{"architecture",
                                                   "vendor",
                                                   "compute_capability",
                                                   "legacy_from",
                                                   "unsupported_from",
                                                   "last_cuda",
                                                   "pytorch_wheels",
                                                   "llamacpp_cuda",
                                                   "bf16",
                                                   "fp8",
                                                   "fp4",
                                                   "flash_attention",
                                                   "facts",
                                                   "source",
                                                   "stacks",
                                                   "pytorch",
                                                   "llamacpp_backends"};
/// stacks, pytorch and llamacpp_backends came with other vendors' rows: a table without them
/// reads them as not stated.
constexpr std::size_t firstOptionalColumn = 14;

std::optional<Availability> parseAvailability(std::string_view text) {
    if (text == "yes") {
        return Availability::Yes;
    }
    if (text == "no") {
        return Availability::No;
    }
    if (text == "unknown") {
        return Availability::Unknown;
    }
    return std::nullopt;
}

std::vector<std::string> splitFacts(std::string_view text) {
    std::vector<std::string> facts;
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t end = std::min(text.find(' ', start), text.size());
        if (end > start) {
            facts.emplace_back(text.substr(start, end - start));
        }
        start = end + 1;
    }
    return facts;
}

/// The comma-separated items of a cell, trimmed, empty ones left out.
std::vector<std::string_view> splitList(std::string_view text) {
    std::vector<std::string_view> items;
    while (!text.empty()) {
        const std::size_t comma = text.find(',');
        std::string_view item = text.substr(0, comma);
        while (!item.empty() && item.front() == ' ') {
            item.remove_prefix(1);
        }
        while (!item.empty() && item.back() == ' ') {
            item.remove_suffix(1);
        }
        if (!item.empty()) {
            items.push_back(item);
        }
        text = comma == std::string_view::npos ? std::string_view() : text.substr(comma + 1);
    }
    return items;
}

/// Reads one data row into `row`; the problem of the first bad cell, if any.
std::optional<SoftwareSupportCsvProblem> readRow(const CsvRecord& record,
                                                 const std::array<std::size_t, columns.size()>& at,
                                                 ArchitectureSupport& row) {
    const auto cell = [&](std::size_t column) -> std::string_view {
        const std::size_t index = at[column];
        return index < record.fields.size() ? std::string_view(record.fields[index]) : std::string_view();
    };
    const auto problem = [&](std::size_t column, std::string message) {
        return SoftwareSupportCsvProblem{record.line, std::string(columns[column]), std::move(message)};
    };
    const std::optional<Architecture> architecture = parseArchitecture(cell(0));
    if (!architecture) {
        return problem(0, "unknown architecture \"" + std::string(cell(0)) + "\"; expected one of " +
                              std::string(allowedArchitectures()));
    }
    row.architecture = *architecture;
    row.vendor = cell(1);
    row.computeCapability = cell(2);
    for (const std::size_t column : {std::size_t{3}, std::size_t{4}}) {
        std::optional<Date>& day = column == 3 ? row.legacyFrom : row.unsupportedFrom;
        if (cell(column).empty()) {
            continue;
        }
        day = parseIsoDate(cell(column));
        if (!day) {
            return problem(column, "not a day in the form YYYY-MM-DD: \"" + std::string(cell(column)) + "\"");
        }
    }
    if (row.legacyFrom && row.unsupportedFrom && *row.unsupportedFrom < *row.legacyFrom) {
        return problem(4, "before legacy_from: a card is legacy before it is unsupported");
    }
    row.lastCudaToolkit = cell(5);
    row.pytorchWheels = cell(6);
    row.llamaCppCuda = cell(7);
    for (const std::size_t column : {std::size_t{8}, std::size_t{9}, std::size_t{10}}) {
        const std::optional<Availability> value = parseAvailability(cell(column));
        if (!value) {
            return problem(column, "expected yes, no or unknown, not \"" + std::string(cell(column)) + "\"");
        }
        (column == 8 ? row.bf16 : column == 9 ? row.fp8 : row.fp4) = *value;
    }
    const std::string_view flash = cell(11);
    if (flash == "none") {
        row.flashAttention = 0;
    } else if (flash != "unknown") {
        int version = 0;
        const auto [end, error] = std::from_chars(flash.data(), flash.data() + flash.size(), version);
        if (error != std::errc() || end != flash.data() + flash.size() || version < 1 || version > 9) {
            return problem(11, "expected a FlashAttention version (1-9), none or unknown, not \"" +
                                   std::string(flash) + "\"");
        }
        row.flashAttention = version;
    }
    row.facts = splitFacts(cell(12));
    row.source = cell(13);
    row.stacks = cell(14);
    row.pytorch = cell(15);
    for (const std::string_view backend : splitList(cell(16))) {
        if (backend != "none") {
            row.llamaCppBackends.emplace_back(backend);
        }
    }
    return std::nullopt;
}

} // namespace

std::string_view toString(SupportLevel level) {
    switch (level) {
    case SupportLevel::Current:
        return "current";
    case SupportLevel::Legacy:
        return "legacy";
    case SupportLevel::Unsupported:
        return "unsupported";
    }
    return "current";
}

bool ArchitectureSupport::runsPyTorch() const {
    return pytorch != "none";
}

bool ArchitectureSupport::runsLlamaCpp() const {
    return !llamaCppBackends.empty();
}

SupportLevel ArchitectureSupport::levelOn(Date day) const {
    if (unsupportedFrom && day >= *unsupportedFrom) {
        return SupportLevel::Unsupported;
    }
    if (legacyFrom && day >= *legacyFrom) {
        return SupportLevel::Legacy;
    }
    return SupportLevel::Current;
}

SoftwareSupportTable::SoftwareSupportTable(std::vector<ArchitectureSupport> rows)
    : m_rows(std::move(rows)) {}

const ArchitectureSupport* SoftwareSupportTable::find(Architecture architecture) const {
    const auto found = std::find_if(m_rows.begin(), m_rows.end(), [&](const ArchitectureSupport& row) {
        return row.architecture == architecture;
    });
    return found == m_rows.end() ? nullptr : &*found;
}

SoftwareSupportCsvParse parseSoftwareSupportCsv(std::string_view text) {
    SoftwareSupportCsvParse parse;
    CsvReader reader(text);
    CsvRecord record;
    if (!reader.next(record)) {
        parse.problems.push_back({1, {}, "no header row"});
        return parse;
    }
    std::array<std::size_t, columns.size()> at{};
    for (std::size_t column = 0; column < columns.size(); ++column) {
        const auto found = std::find(record.fields.begin(), record.fields.end(), columns[column]);
        if (found == record.fields.end() && column >= firstOptionalColumn) {
            at[column] = std::numeric_limits<std::size_t>::max(); // read as empty
            continue;
        }
        if (found == record.fields.end()) {
            parse.problems.push_back(
                {record.line, std::string(columns[column]), "column missing from the header"});
            return parse;
        }
        at[column] = static_cast<std::size_t>(found - record.fields.begin());
    }
    std::vector<ArchitectureSupport> rows;
    while (reader.next(record)) {
        ArchitectureSupport row;
        if (const auto problem = readRow(record, at, row)) {
            parse.problems.push_back(*problem);
            continue;
        }
        const bool seen = std::any_of(rows.begin(), rows.end(), [&](const ArchitectureSupport& earlier) {
            return earlier.architecture == row.architecture;
        });
        if (seen) {
            parse.problems.push_back(
                {record.line, "architecture", "a second row for " + std::string(toString(row.architecture))});
            continue;
        }
        rows.push_back(std::move(row));
    }
    if (reader.error()) {
        parse.problems.push_back({reader.error()->line, {}, reader.error()->message});
    }
    parse.table = SoftwareSupportTable(std::move(rows));
    return parse;
}

const SoftwareSupportTable& shippedSoftwareSupport() {
    static const SoftwareSupportTable table = [] {
        SoftwareSupportCsvParse parse = parseSoftwareSupportCsv(detail::shippedSoftwareSupportCsv);
        // The shipped file is checked by tests: a problem in it is a build defect, not user input.
        if (!parse.problems.empty()) {
            throw std::logic_error("shipped software_support.csv does not parse: " +
                                   parse.problems.front().message);
        }
        return std::move(parse.table);
    }();
    return table;
}

CardSupport cardSupport(const Gpu& gpu, Date day, const SoftwareSupportTable& table) {
    CardSupport support;
    support.architecture = gpu.architecture;
    support.row = table.find(gpu.architecture);
    if (support.row != nullptr) {
        support.level = support.row->levelOn(day);
    }
    return support;
}

bool isOffered(const Gpu& gpu, Date day, bool includeUnsupported, const SoftwareSupportTable& table) {
    return includeUnsupported || !cardSupport(gpu, day, table).unsupported();
}

bool runsSoftwareFor(const Gpu& gpu, SoftwareNeed need, const SoftwareSupportTable& table) {
    const ArchitectureSupport* row = table.find(gpu.architecture);
    if (row == nullptr) {
        return true;
    }
    return need == SoftwareNeed::LlamaCpp ? row->runsLlamaCpp() : row->runsPyTorch();
}

} // namespace gpuadvisor
