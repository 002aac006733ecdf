// Updating prices from a file or an address: the preview of what would change, applying it in one
// transaction (downloads: csvdownload_test.cpp).

#include "gpuadvisor/db/catalog.h"

#include "catalogfiletest.h"
#include "qtprinters.h"

#include <gtest/gtest.h>

using namespace gpuadvisor;

namespace {

/// A lab's price sheet: one new observation, one that changes a shipped price, one that repeats a
/// shipped price as it is.
const QByteArray labSheet = "gpu_name,condition,price_usd,observed_on,source\n"
                            "RTX 4090,used,1500,2026-11-20,Lab sheet\n"
                            "RTX 3090,used,555,2025-06-15,\"eBay used, mid-2025 (estimate)\"\n";

class PriceImportTest : public CatalogFileTest {
protected:
    /// The shipped RTX 3090 used price of 2025-06-15 as a CSV line (what the sheet repeats or changes).
    std::string shippedLine() {
        for (const PriceObservation& price : catalog().pricesFor("RTX 3090")) {
            if (price.condition == Condition::Used && formatIsoDate(price.observedOn) == "2025-06-15") {
                return catalogRowText(price);
            }
        }
        ADD_FAILURE() << "no shipped RTX 3090 used price of 2025-06-15";
        return {};
    }
};

} // namespace

TEST_F(PriceImportTest, ThePreviewSaysWhatIsNewChangedAndUnchangedAndWritesNothing) {
    const std::string shipped = shippedLine();
    // The export's line without the three empty quoted-price cells, which this sheet has no columns for.
    std::string unchanged = catalogRowText(catalog().pricesFor("GTX 1080 Ti").front());
    ASSERT_TRUE(unchanged.ends_with(",,,"));
    unchanged.resize(unchanged.size() - 3);
    const QByteArray sheet = labSheet + QByteArray::fromStdString(unchanged) + '\n';
    const std::string before = everything();
    const ImportPreview preview = catalog().previewImport(std::string_view(sheet.constData(), sheet.size()));
    EXPECT_EQ(everything(), before);
    ASSERT_TRUE(preview.rejected.empty());
    EXPECT_EQ(preview.table, CatalogTable::Prices);
    ASSERT_EQ(preview.rows.size(), 3u);
    EXPECT_EQ(preview.rows[0].change, ImportChange::New);
    EXPECT_EQ(preview.rows[0].line, 2u);
    EXPECT_EQ(preview.rows[0].label, "RTX 4090 / used / 2026-11-20 / Lab sheet");
    EXPECT_TRUE(preview.rows[0].before.empty());
    EXPECT_EQ(preview.rows[1].change, ImportChange::Changed);
    EXPECT_EQ(preview.rows[1].before, shipped);
    EXPECT_NE(preview.rows[1].after, shipped);
    EXPECT_EQ(preview.rows[2].change, ImportChange::Unchanged);
    EXPECT_EQ(preview.count(ImportChange::New), 1u);
    EXPECT_EQ(preview.count(ImportChange::Changed), 1u);
    EXPECT_EQ(preview.count(ImportChange::Unchanged), 1u);
    EXPECT_TRUE(preview.canApply());

    // Applying writes what the preview said, and a second preview finds nothing left to do.
    const ImportResult result = catalog().importCsvText(std::string_view(sheet.constData(), sheet.size()));
    ASSERT_TRUE(result.ok());
    const ImportPreview again = catalog().previewImport(std::string_view(sheet.constData(), sheet.size()));
    EXPECT_EQ(again.count(ImportChange::Unchanged), 3u);
    EXPECT_FALSE(again.canApply());
}

TEST_F(PriceImportTest, RejectedRowsAreListedWithLineAndColumnAndNothingCanBeApplied) {
    const QByteArray sheet = "gpu_name,condition,price_usd,observed_on,source\n"
                             "RTX 4090,used,1500,2026-11-20,Lab sheet\n"
                             "RTX 4090,used,-3,2026-11-21,Lab sheet\n"
                             "RTX 9999,new,999,2026-11-21,Lab sheet\n";
    const ImportPreview bad = catalog().previewImport(std::string_view(sheet.constData(), sheet.size()));
    ASSERT_FALSE(bad.rejected.empty());
    EXPECT_EQ(bad.rejected.front().line, 3u);
    EXPECT_EQ(bad.rejected.front().column, "price_usd");
    EXPECT_TRUE(bad.rows.empty());
    EXPECT_FALSE(bad.canApply());

    // Cells fine, card unknown: rejected on its line, with close names.
    const QByteArray unknown = "gpu_name,condition,price_usd,observed_on,source\n"
                               "RTX 4090,used,1500,2026-11-20,Lab sheet\n"
                               "RTX 409,new,999,2026-11-21,Lab sheet\n";
    const ImportPreview missing =
        catalog().previewImport(std::string_view(unknown.constData(), unknown.size()));
    ASSERT_EQ(missing.rejected.size(), 1u);
    EXPECT_EQ(missing.rejected[0].line, 3u);
    EXPECT_EQ(missing.rejected[0].column, "gpu_name");
    EXPECT_NE(missing.rejected[0].message.find("RTX 4090"), std::string::npos) << missing.rejected[0].message;
    EXPECT_FALSE(missing.canApply());
}

TEST_F(PriceImportTest, APriceInYuanIsStoredInDollarsWithTheQuoteKeptThroughExportAndImport) {
    const std::string sheet =
        "gpu_name,condition,price_usd,observed_on,source,currency,quoted_price,usd_per_unit\n"
        "RTX 4090,new,,2026-11-20,JD.com,CNY,12999,0.1381\n";
    ASSERT_TRUE(catalog().importCsvText(sheet).ok());
    reopen();
    const auto prices = catalog().pricesFor("RTX 4090");
    const auto stored = std::find_if(prices.begin(), prices.end(),
                                     [](const PriceObservation& price) { return price.source == "JD.com"; });
    ASSERT_NE(stored, prices.end());
    EXPECT_DOUBLE_EQ(stored->priceUsd, 1795.16);
    EXPECT_EQ(stored->currency, "CNY");
    EXPECT_EQ(stored->quotedPrice, 12999);
    EXPECT_EQ(stored->usdPerUnit, 0.1381);
    // The export carries the quote, and importing it again changes nothing.
    const std::string exported = catalog().exportCsvText(CatalogTable::Prices);
    EXPECT_NE(exported.find(",JD.com,CNY,12999,0.1381\n"), std::string::npos);
    const ImportPreview preview = catalog().previewImport(exported);
    EXPECT_TRUE(preview.rejected.empty());
    EXPECT_EQ(preview.count(ImportChange::Unchanged), preview.rows.size());
}
