// Catalog::previewImport: what an import would change, row by row, before anything is written.

#include "gpuadvisor/db/catalog.h"

#include "datelimits.h"
#include "rowwriter.h"
#include "sqlsupport.h"

#include <algorithm>

namespace gpuadvisor {
namespace {

template <typename Row>
void classify(const std::vector<Row>& rows, const std::vector<std::size_t>& lines,
              const std::map<std::string, std::string>& stored, ImportPreview& preview) {
    for (std::size_t i = 0; i < rows.size(); ++i) {
        ImportPreviewRow row;
        row.line = lines[i];
        row.label = catalogRowLabel(rows[i]);
        row.after = catalogRowText(rows[i]);
        if (const auto match = stored.find(catalogRowKey(rows[i])); match != stored.end()) {
            row.before = match->second;
            row.change = match->second == row.after ? ImportChange::Unchanged : ImportChange::Changed;
        }
        preview.rows.push_back(std::move(row));
    }
}

} // namespace

std::size_t ImportPreview::count(ImportChange change) const {
    return static_cast<std::size_t>(std::count_if(
        rows.begin(), rows.end(), [change](const ImportPreviewRow& row) { return row.change == change; }));
}

ImportPreview Catalog::previewImport(std::string_view text, std::optional<CatalogTable> expectedTable) const {
    ImportPreview preview;
    if (expectedTable) {
        preview.table = *expectedTable;
        if (const auto found = catalogCsvTable(text); found && *found != *expectedTable) {
            preview.rejected.push_back(rowwriter::wrongTable(*found, *expectedTable));
            return preview;
        }
    }
    const CatalogCsvParse parsed = parseCatalogCsv(text, latestAllowedDate());
    preview.table = parsed.content.table;
    const QSqlDatabase database = sql::connection(m_connectionName);
    // Every rejected row: a bad cell does not hide an unknown card on another line.
    rowwriter::allRowErrors(database, parsed, preview.rejected, preview.unlistedRejected);
    if (!preview.rejected.empty() || preview.unlistedRejected > 0) {
        return preview;
    }
    const auto stored =
        rowwriter::storedRowTexts(database, parsed.content.table, rowwriter::LaunchPrice::Derived);
    const CatalogCsvContent& content = parsed.content;
    switch (content.table) {
    case CatalogTable::Gpus:
        classify(content.gpus, content.lines, stored, preview);
        break;
    case CatalogTable::Prices:
        classify(content.prices, content.lines, stored, preview);
        break;
    case CatalogTable::CloudOffers:
        classify(content.cloudOffers, content.lines, stored, preview);
        break;
    case CatalogTable::SystemBaseCosts:
        classify(content.systemBaseCosts, content.lines, stored, preview);
        break;
    case CatalogTable::Benchmarks:
        classify(content.benchmarks, content.lines, stored, preview);
        break;
    }
    return preview;
}

} // namespace gpuadvisor
