// File > Update Prices from File or Address, as a user drives it: a real catalog, the real dialog
// under the offscreen platform, and a local HTTP server started by the test.

#include "gpuadvisor/db/catalog.h"
#include "gpuadvisor/ui/catalog/importpreviewdialog.h"

#include "localhttpserver.h"
#include "qtprinters.h"
#include "tempdir.h"

#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTreeWidget>

#include <gtest/gtest.h>

using namespace gpuadvisor;

namespace {

const QByteArray sheet = "gpu_name,condition,price_usd,observed_on,source\n"
                         "RTX 4090,used,1500,2026-11-20,Lab sheet\n"
                         "RTX 4080,new,999,2026-11-21,Lab sheet\n";

class ImportPreviewTest : public TempDirTest {
protected:
    void SetUp() override {
        TempDirTest::SetUp();
        catalog = std::make_unique<Catalog>(path(QStringLiteral("catalog.sqlite")));
        dialog = std::make_unique<ImportPreviewDialog>(*catalog);
        CsvDownloadLimits limits;
        limits.timeoutMilliseconds = 2000;
        dialog->setDownloadLimits(limits);
    }
    /// Previews `source` and waits until the dialog shows the outcome.
    void previewAndWait(const QString& source) {
        QSignalSpy shown(dialog.get(), &ImportPreviewDialog::previewShown);
        dialog->preview(source);
        if (shown.isEmpty()) {
            ASSERT_TRUE(shown.wait(5000));
        }
    }
    QString status() const { return dialog->findChild<QLabel*>(QStringLiteral("importStatus"))->text(); }
    QPushButton* applyButton() const {
        return dialog->findChild<QPushButton*>(QStringLiteral("importApplyButton"));
    }
    QTreeWidget* rows() const { return dialog->findChild<QTreeWidget*>(QStringLiteral("importRows")); }

    LocalHttpServer server;
    std::unique_ptr<Catalog> catalog;
    std::unique_ptr<ImportPreviewDialog> dialog;
};

} // namespace

TEST_F(ImportPreviewTest, AnAddressIsPreviewedRowByRowThenAppliedInOneStep) {
    server.route("/prices.csv", LocalHttpServer::ok(sheet));
    const std::size_t before = catalog->prices().size();
    previewAndWait(server.url(QStringLiteral("/prices.csv")).toString());
    EXPECT_TRUE(
        status().contains(QStringLiteral("(prices table): 2 new, 0 changed, 0 unchanged, 0 rejected.")))
        << status().toStdString();
    ASSERT_EQ(rows()->topLevelItemCount(), 2);
    EXPECT_EQ(rows()->topLevelItem(0)->text(0), QStringLiteral("2"));
    EXPECT_EQ(rows()->topLevelItem(0)->text(1), QStringLiteral("new"));
    EXPECT_EQ(rows()->topLevelItem(0)->text(2), QStringLiteral("RTX 4090 / used / 2026-11-20 / Lab sheet"));
    EXPECT_EQ(catalog->prices().size(), before); // a preview writes nothing
    ASSERT_TRUE(applyButton()->isEnabled());
    applyButton()->click();
    EXPECT_EQ(dialog->result(), QDialog::Accepted);
    EXPECT_EQ(catalog->prices().size(), before + 2);
    EXPECT_EQ(dialog->summary(), QStringLiteral("prices: 2 new, 0 changed"));
}

TEST_F(ImportPreviewTest, RejectedRowsAreShownWithLineAndColumnAndCannotBeApplied) {
    const QString file =
        writeFile(QStringLiteral("sheet.csv"), "gpu_name,condition,price_usd,observed_on,source\n"
                                               "RTX 4090,used,1500,2026-11-20,Lab sheet\n"
                                               "RTX 4090,used,lots,2026-11-21,Lab sheet\n");
    previewAndWait(file);
    EXPECT_TRUE(status().contains(QStringLiteral("1 rejected"))) << status().toStdString();
    ASSERT_GE(rows()->topLevelItemCount(), 1);
    EXPECT_EQ(rows()->topLevelItem(0)->text(0), QStringLiteral("3"));
    EXPECT_EQ(rows()->topLevelItem(0)->text(1), QStringLiteral("rejected"));
    EXPECT_EQ(rows()->topLevelItem(0)->text(2), QStringLiteral("price_usd"));
    EXPECT_FALSE(applyButton()->isEnabled());
}

TEST_F(ImportPreviewTest, AFailedDownloadSaysWhatWentWrongAndWritesNothing) {
    server.route("/page", LocalHttpServer::ok("<html>prices</html>", "text/html"));
    const std::string before = catalog->exportCsvText(CatalogTable::Prices);
    previewAndWait(server.url(QStringLiteral("/missing.csv")).toString());
    EXPECT_TRUE(status().startsWith(QStringLiteral("The server refused the request.\n")))
        << status().toStdString();
    EXPECT_TRUE(status().contains(QStringLiteral("answered HTTP 404"))) << status().toStdString();
    EXPECT_FALSE(applyButton()->isEnabled());
    previewAndWait(server.url(QStringLiteral("/page")).toString());
    EXPECT_TRUE(status().startsWith(QStringLiteral("What the address sent is not a catalog CSV file.")))
        << status().toStdString();
    EXPECT_EQ(rows()->topLevelItemCount(), 0);
    EXPECT_EQ(catalog->exportCsvText(CatalogTable::Prices), before);
}

TEST_F(ImportPreviewTest, EnterPreviewsAgainAndNeverApplies) {
    server.route("/prices.csv", LocalHttpServer::ok(sheet));
    const std::size_t before = catalog->prices().size();
    dialog->show();
    auto* source = dialog->findChild<QLineEdit*>(QStringLiteral("importSourceEdit"));
    source->setText(server.url(QStringLiteral("/prices.csv")).toString());
    source->setFocus();
    for (int round = 0; round < 2; ++round) {
        QSignalSpy shown(dialog.get(), &ImportPreviewDialog::previewShown);
        QTest::keyClick(source, Qt::Key_Return);
        ASSERT_TRUE(shown.wait(5000));
        EXPECT_TRUE(applyButton()->isEnabled());
    }
    EXPECT_TRUE(dialog->isVisible());
    EXPECT_EQ(catalog->prices().size(), before);
}
