// Updating prices from a file or an address: the preview of what would change, applying it in one
// transaction, and every way a download can fail, against a local HTTP server started here.

#include "gpuadvisor/db/catalog.h"
#include "gpuadvisor/db/csvdownload.h"

#include "catalogfiletest.h"
#include "localhttpserver.h"
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

class CsvDownloadTest : public ::testing::Test {
protected:
    LocalHttpServer server;
    CsvDownloadLimits quick() const {
        CsvDownloadLimits limits;
        limits.timeoutMilliseconds = 500;
        return limits;
    }
};

TEST_F(CsvDownloadTest, ReadsACsvSheetAndFollowsARedirectOnTheSameServer) {
    server.route("/prices.csv", LocalHttpServer::ok(labSheet));
    server.route("/latest", LocalHttpServer::redirect(302, "/prices.csv"));
    const CsvDownloadResult direct = downloadCsv(server.url(QStringLiteral("/prices.csv")), quick());
    ASSERT_TRUE(direct.ok()) << direct.message.toStdString();
    EXPECT_EQ(direct.text, labSheet);
    const CsvDownloadResult redirected = downloadCsv(server.url(QStringLiteral("/latest")), quick());
    ASSERT_TRUE(redirected.ok()) << redirected.message.toStdString();
    EXPECT_EQ(redirected.text, labSheet);
    EXPECT_EQ(redirected.finalUrl.path(), QStringLiteral("/prices.csv"));
}

TEST_F(CsvDownloadTest, EveryFailureHasItsOwnProblemAndAMessageNamingTheAddress) {
    server.route("/slow", LocalHttpServer::Response{200, "OK", {}, {}, true});
    server.route(
        "/elsewhere",
        LocalHttpServer::redirect(
            302, server.url(QStringLiteral("/prices.csv"), QStringLiteral("localhost")).toEncoded()));
    server.route("/loop", LocalHttpServer::redirect(302, "/loop"));
    server.route("/page.html",
                 LocalHttpServer::ok("<!DOCTYPE html><html><body>Prices</body></html>", "text/html"));
    server.route("/notes.txt", LocalHttpServer::ok("just some notes\nnot a table\n", "text/plain"));
    LocalHttpServer::Response huge = LocalHttpServer::ok(labSheet);
    huge.headers.append(QPair<QByteArray, QByteArray>("Content-Length", "999999999"));
    server.route("/huge.csv", huge);
    server.route("/big.csv", LocalHttpServer::ok(labSheet + QByteArray(4000, '#')));

    struct Case {
        QUrl url;
        DownloadProblem problem;
        QString says;
    };
    const QList<Case> cases{
        {server.url(QStringLiteral("/slow")), DownloadProblem::Timeout,
         QStringLiteral("did not answer within 0.5 seconds")},
        {server.url(QStringLiteral("/missing.csv")), DownloadProblem::HttpError,
         QStringLiteral("answered HTTP 404 Not Found")},
        {server.url(QStringLiteral("/elsewhere")), DownloadProblem::RedirectToOtherHost,
         QStringLiteral("another server; it was not followed")},
        {server.url(QStringLiteral("/loop")), DownloadProblem::TooManyRedirects,
         QStringLiteral("redirected more than 5 times")},
        {server.url(QStringLiteral("/prices.csv"), QStringLiteral("127.0.0.1"), QStringLiteral("https")),
         DownloadProblem::Tls, QStringLiteral("the secure connection to")},
        {server.url(QStringLiteral("/page.html")), DownloadProblem::NotCsv,
         QStringLiteral("an HTML page, not a CSV file")},
        {server.url(QStringLiteral("/notes.txt")), DownloadProblem::NotCsv,
         QStringLiteral("is not the header of a catalog table")},
        {server.url(QStringLiteral("/huge.csv")), DownloadProblem::TooLarge,
         QStringLiteral("more than the 0.0 MB")},
        {QUrl(QStringLiteral("ftp://127.0.0.1/prices.csv")), DownloadProblem::BadAddress,
         QStringLiteral("is not an http:// or https:// address")},
    };
    for (const Case& test : cases) {
        CsvDownloadLimits limits = quick();
        if (test.problem == DownloadProblem::TooLarge) {
            limits.maximumBytes = 1000;
        }
        const CsvDownloadResult result = downloadCsv(test.url, limits);
        EXPECT_EQ(result.problem, test.problem)
            << test.url.toString().toStdString() << ": " << result.message.toStdString();
        EXPECT_TRUE(result.message.contains(test.says)) << result.message.toStdString();
        EXPECT_TRUE(result.text.isEmpty());
        if (test.problem != DownloadProblem::BadAddress) {
            EXPECT_TRUE(result.message.contains(QStringLiteral("127.0.0.1:%1").arg(server.port())))
                << result.message.toStdString();
        }
    }
    // A body larger than the limit without announcing it is refused too.
    CsvDownloadLimits small = quick();
    small.maximumBytes = 1000;
    const CsvDownloadResult big = downloadCsv(server.url(QStringLiteral("/big.csv")), small);
    EXPECT_EQ(big.problem, DownloadProblem::TooLarge) << big.message.toStdString();
}

// Issue 32: a server that sends no length closes the connection to end the body, as a dropped
// connection does. A body that stops inside its last line was cut ("1300.0" arriving as "13") and
// is refused; the whole sheet without a length, or a sheet whose length was announced although
// its last line has no line end, is read.
TEST_F(CsvDownloadTest, ABodyCutInsideItsLastLineIsRefusedAsCut) {
    LocalHttpServer::Response cut = LocalHttpServer::ok(labSheet.left(labSheet.size() - 12));
    cut.noLength = true;
    server.route("/cut.csv", cut);
    LocalHttpServer::Response whole = LocalHttpServer::ok(labSheet);
    whole.noLength = true;
    server.route("/whole.csv", whole);
    server.route("/announced.csv", LocalHttpServer::ok(labSheet.chopped(1)));

    const CsvDownloadResult result = downloadCsv(server.url(QStringLiteral("/cut.csv")), quick());
    EXPECT_EQ(result.problem, DownloadProblem::Cut) << result.message.toStdString();
    EXPECT_TRUE(result.text.isEmpty());
    EXPECT_TRUE(result.message.contains(QStringLiteral("was cut"))) << result.message.toStdString();
    EXPECT_TRUE(result.message.contains(QStringLiteral("127.0.0.1:%1").arg(server.port())));

    const CsvDownloadResult complete = downloadCsv(server.url(QStringLiteral("/whole.csv")), quick());
    ASSERT_TRUE(complete.ok()) << complete.message.toStdString();
    EXPECT_EQ(complete.text, labSheet);
    const CsvDownloadResult announced = downloadCsv(server.url(QStringLiteral("/announced.csv")), quick());
    ASSERT_TRUE(announced.ok()) << announced.message.toStdString();
    EXPECT_EQ(announced.text, labSheet.chopped(1));
}

TEST_F(CsvDownloadTest, OnlyHttpAndHttpsTextsAreAddresses) {
    EXPECT_TRUE(csvAddress(QStringLiteral("https://example.org/prices.csv")));
    EXPECT_TRUE(csvAddress(QStringLiteral("  HTTP://example.org/prices.csv ")));
    EXPECT_FALSE(csvAddress(QStringLiteral("prices.csv")));
    EXPECT_FALSE(csvAddress(QStringLiteral("/home/me/http-prices.csv")));
    EXPECT_FALSE(csvAddress(QStringLiteral("file:///tmp/prices.csv")));
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
