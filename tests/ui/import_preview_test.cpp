// File > Update Prices from File or Address, as a user drives it: a real catalog, the real dialog
// under the offscreen platform, and a local HTTP server started by the test.

#include "gpuadvisor/db/catalog.h"
#include "gpuadvisor/text/catalogproblemtext.h"
#include "gpuadvisor/ui/catalog/importpreviewdialog.h"
#include "gpuadvisor/ui/shell/mainwindow.h"

#include "localhttpserver.h"
#include "qtprinters.h"
#include "shippedcatalogfile.h"
#include "tempdir.h"

#include <QAction>
#include <QApplication>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>

#include <gtest/gtest.h>

#include <sys/stat.h>

using namespace gpuadvisor;

namespace {

const QByteArray sheet = "gpu_name,condition,price_usd,observed_on,source\n"
                         "RTX 4090,used,1500,2026-11-20,Lab sheet\n"
                         "RTX 4080,new,999,2026-11-21,Lab sheet\n";

class ImportPreviewTest : public TempDirTest {
protected:
    void SetUp() override {
        TempDirTest::SetUp();
        catalog = std::make_unique<Catalog>(
            gpuadvisor::testing::copyShippedCatalog(path(QStringLiteral("catalog.sqlite"))));
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

// Issue 30: a bad cell on one line hid an unknown card on another from the list; every rejected
// row is listed, in line order, with its line, column and problem.
TEST_F(ImportPreviewTest, EveryRejectedRowIsListedUnknownCardsToo) {
    const QString file =
        writeFile(QStringLiteral("sheet.csv"), "gpu_name,condition,price_usd,observed_on,source\n"
                                               "RTX 4090,used,1500,2026-11-20,Lab sheet\n"
                                               "RTX 9999,used,1200,2026-11-20,Lab sheet\n"
                                               "RTX 4080,new,lots,2026-11-21,Lab sheet\n"
                                               "Voodoo 5 6000,new,80,2026-11-21,Lab sheet\n");
    previewAndWait(file);
    EXPECT_TRUE(status().contains(QStringLiteral("3 rejected"))) << status().toStdString();
    ASSERT_EQ(rows()->topLevelItemCount(), 3);
    const struct {
        const char* line;
        const char* column;
        const char* problem;
    } expected[] = {
        {"3", "gpu_name", "RTX 9999"}, {"4", "price_usd", "lots"}, {"5", "gpu_name", "Voodoo 5 6000"}};
    for (int index = 0; index < 3; ++index) {
        const QTreeWidgetItem* row = rows()->topLevelItem(index);
        EXPECT_EQ(row->text(0), QString::fromLatin1(expected[index].line)) << index;
        EXPECT_EQ(row->text(1), QStringLiteral("rejected")) << index;
        EXPECT_EQ(row->text(2), QString::fromLatin1(expected[index].column)) << index;
        EXPECT_TRUE(row->text(3).contains(QString::fromLatin1(expected[index].problem)))
            << index << ": " << row->text(3);
    }
    EXPECT_FALSE(applyButton()->isEnabled());
}

TEST_F(ImportPreviewTest, AFailedDownloadSaysWhatWentWrongAndWritesNothing) {
    server.route("/page", LocalHttpServer::ok("<html>prices</html>", "text/html"));
    const std::string before = catalog->exportCsvText(CatalogTable::Prices);
    previewAndWait(server.url(QStringLiteral("/missing.csv")).toString());
    EXPECT_TRUE(status().startsWith(QStringLiteral("The server answered without the file.\n")))
        << status().toStdString();
    EXPECT_TRUE(status().contains(QStringLiteral("answered HTTP 404"))) << status().toStdString();
    EXPECT_FALSE(applyButton()->isEnabled());
    previewAndWait(server.url(QStringLiteral("/page")).toString());
    EXPECT_TRUE(status().startsWith(QStringLiteral("What the address sent is not a catalog CSV file.")))
        << status().toStdString();
    EXPECT_EQ(rows()->topLevelItemCount(), 0);
    EXPECT_EQ(catalog->exportCsvText(CatalogTable::Prices), before);
}

// Issue 32, item 2. Before: File > Update Prices with /dev/zero aborted the whole app (it read
// until memory ran out) and a FIFO froze it. Both are refused by name at once.
TEST_F(ImportPreviewTest, ADeviceOrAFifoIsRefusedAtOnceWithoutReadingIt) {
    const QString fifo = path(QStringLiteral("prices.csv"));
    ASSERT_EQ(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    for (const QString& source : {QStringLiteral("/dev/zero"), fifo}) {
        previewAndWait(source);
        EXPECT_TRUE(status().startsWith(
            QStringLiteral("Not a file: a device, a pipe or a folder cannot be imported.")))
            << status().toStdString();
        EXPECT_TRUE(status().contains(source)) << status().toStdString();
        EXPECT_FALSE(applyButton()->isEnabled());
        EXPECT_EQ(rows()->topLevelItemCount(), 0);
    }
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

namespace {

/// A system-costs sheet of `rows` rows, each with a cell that is not a number.
QByteArray badCostRows(int rows) {
    QByteArray text = "gpu_count,base_cost_usd,base_watts,source\n";
    for (int i = 0; i < rows; ++i) {
        text += "1,lots,100,quote\n";
    }
    return text;
}

} // namespace

// Issue 20: a sheet of 10,000 bad rows lists the first hundred and counts the rest, in the
// user's digit grouping, rather than 10,000 rows of the same error.
TEST_F(ImportPreviewTest, TenThousandRejectedRowsListAHundredAndCountTheRest) {
    previewAndWait(writeFile(QStringLiteral("costs.csv"), badCostRows(10000)));
    const QLocale locale;
    EXPECT_TRUE(status().contains(locale.toString(10000) + QStringLiteral(" rejected.")))
        << status().toStdString();
    ASSERT_EQ(rows()->topLevelItemCount(), 101);
    EXPECT_EQ(rows()->topLevelItem(99)->text(0), QStringLiteral("101"));
    QTreeWidgetItem* more = rows()->topLevelItem(100);
    EXPECT_EQ(more->text(0), QStringLiteral("and %1 more problems").arg(locale.toString(9900)));
    EXPECT_TRUE(more->isFirstColumnSpanned());
    EXPECT_FALSE(applyButton()->isEnabled());
}

TEST(ImportProblemsText, ListsTheFirstTwentyThenCountsListedAndUnlistedOnes) {
    const std::vector<CsvImportError> errors(100, CsvImportError{7, "memory_gb", "'lots' is not a number"});
    const QStringList lines = text::importProblemsText(errors, 9900).split(QLatin1Char('\n'));
    ASSERT_EQ(lines.size(), 21);
    EXPECT_EQ(lines.front(), QStringLiteral("line 7, column memory_gb: 'lots' is not a number"));
    EXPECT_EQ(lines.back(), QStringLiteral("and %1 more problems").arg(QLocale().toString(9980)));
    EXPECT_EQ(
        text::importProblemsText({errors.begin(), errors.begin() + 3}, 0).split(QLatin1Char('\n')).size(), 3);
    EXPECT_EQ(text::moreProblemsText(1), QStringLiteral("and 1 more problem"));
}

// File > Import CSV in the main window: the message box says how many more there are.
TEST_F(ImportPreviewTest, TheMainWindowsImportCountsTheProblemsItDoesNotList) {
    const QString file = writeFile(QStringLiteral("costs.csv"), badCostRows(10000));
    MainWindow window(std::make_unique<Catalog>(
        gpuadvisor::testing::copyShippedCatalog(path(QStringLiteral("window.sqlite")))));
    window.show();
    const bool nativeDialogsOff = QCoreApplication::testAttribute(Qt::AA_DontUseNativeDialogs);
    QCoreApplication::setAttribute(Qt::AA_DontUseNativeDialogs, true);
    QString message;
    QTimer timer;
    QObject::connect(&timer, &QTimer::timeout, [&] {
        QWidget* modal = QApplication::activeModalWidget();
        if (auto* picker = qobject_cast<QFileDialog*>(modal); picker && picker->isVisible()) {
            if (auto* name = picker->findChild<QLineEdit*>(QStringLiteral("fileNameEdit"))) {
                name->setText(file);
            } else {
                picker->selectFile(file);
            }
            QMetaObject::invokeMethod(picker, "accept", Qt::QueuedConnection);
        } else if (auto* box = qobject_cast<QMessageBox*>(modal); box && box->isVisible()) {
            message = box->text();
            box->accept();
        }
    });
    timer.start(20);
    auto* import = window.findChild<QAction*>(QStringLiteral("importCsvAction"));
    ASSERT_NE(import, nullptr);
    import->trigger();
    QCoreApplication::setAttribute(Qt::AA_DontUseNativeDialogs, nativeDialogsOff);
    const QStringList lines = message.split(QLatin1Char('\n'));
    ASSERT_EQ(lines.size(), 21) << message.toStdString();
    EXPECT_EQ(lines.front(), QStringLiteral("line 2, column base_cost_usd: 'lots' is not a number"));
    EXPECT_EQ(lines.back(), QStringLiteral("and %1 more problems").arg(QLocale().toString(9980)));
}
