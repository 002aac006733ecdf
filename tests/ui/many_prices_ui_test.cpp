// Issue 32, item 10: the desktop app on a catalog with a daily price of every card (1.16 GB at
// start-up with 240,000 prices, 2.28 GB after reloads during imports). Its memory follows what it
// shows: the catalog read holds each price once, the price of a day is worked out only for the
// cards and days the pages show, and a reload (here after the real gpu-advisor-cli imported
// prices into the same file) leaves nothing of the read it replaces.

#include "gpuadvisor/core/catalog/catalogcsv.h"
#include "gpuadvisor/db/catalog.h"
#include "gpuadvisor/ui/shared/catalogsnapshot.h"
#include "gpuadvisor/ui/shell/mainwindow.h"

#include "../cli/clirunner.h"

#include <QApplication>
#include <QTabWidget>

#include <chrono>
#include <memory>
#include <string>
#include <vector>

using namespace gpuadvisor;

namespace {

constexpr int days = 60;

Date daysAgo(int count) {
    return Date{std::chrono::floor<std::chrono::days>(std::chrono::system_clock::now()) -
                std::chrono::days(count)};
}

class ManyPricesWindowTest : public ProgramTest {
protected:
    QString program() const override { return cliProgram(); }

    void SetUp() override {
        ProgramTest::SetUp();
        {
            Catalog catalog(catalogPath());
            std::vector<PriceObservation> prices;
            for (const Gpu& card : catalog.gpus()) {
                for (int day = 1; day <= days; ++day) {
                    for (const Condition condition : {Condition::New, Condition::Used}) {
                        const double usd =
                            card.launchPriceUsd.value_or(1000) * (condition == Condition::New ? 1 : 0.6);
                        prices.push_back({card.name, condition, usd + day, daysAgo(day),
                                          "Shop " + std::to_string(day % 3)});
                    }
                }
            }
            const ImportResult imported = catalog.importCsvText(formatCatalogCsv(prices));
            ASSERT_TRUE(imported.ok());
            cards = catalog.gpus().size();
            rows = catalog.prices().size();
        }
        window = std::make_unique<MainWindow>(std::make_unique<Catalog>(catalogPath()));
        window->resize(1200, 800);
        window->show();
        QApplication::processEvents();
    }
    void TearDown() override { window.reset(); }

    std::unique_ptr<MainWindow> window;
    std::size_t cards = 0;
    std::size_t rows = 0;
};

TEST_F(ManyPricesWindowTest, ThePagesQuoteOnlyThePricesTheyShow) {
    ASSERT_GE(rows, cards * days * 2);
    auto* pages = window->findChild<QTabWidget*>(QStringLiteral("pages"));
    ASSERT_NE(pages, nullptr);
    for (int page = 0; page < pages->count(); ++page) {
        pages->setCurrentIndex(page);
        QApplication::processEvents();
    }
    const std::shared_ptr<const CatalogSnapshot> snapshot = window->snapshot();
    ASSERT_NE(snapshot, nullptr);
    // Each price once.
    EXPECT_EQ(snapshot->prices().size(), rows);
    // At most every card's price new and used as of the one day in view (60 days of daily prices
    // made a quote of 30 prices for every day: 9,000 quotes here, 240,000 in the catalog).
    EXPECT_GT(snapshot->priceBook.quotesMade(), 0U);
    EXPECT_LE(snapshot->priceBook.quotesMade(), 2 * cards);
}

TEST_F(ManyPricesWindowTest, AReloadDuringImportsLeavesNothingOfTheReadItReplaces) {
    for (int import = 1; import <= 5; ++import) {
        const std::weak_ptr<const CatalogSnapshot> before = window->snapshot();
        ASSERT_FALSE(before.expired());
        const std::vector<PriceObservation> price{
            {"RTX 4090", Condition::New, 1700, daysAgo(0), "Reload shop " + std::to_string(import)}};
        writeFile(QStringLiteral("price.csv"), QByteArray::fromStdString(formatCatalogCsv(price)));
        const RunResult result =
            run({QStringLiteral("catalog"), QStringLiteral("import"), path(QStringLiteral("price.csv"))});
        ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
        ASSERT_TRUE(window->checkForOutsideChanges());
        QApplication::processEvents();
        EXPECT_TRUE(before.expired()) << "import " << import << ": the earlier catalog read is still held";
        EXPECT_EQ(window->snapshot()->prices().size(), rows + static_cast<std::size_t>(import));
    }
}

} // namespace
