// The File menu through the main window, as a user works it: each action triggered from the menu
// bar, its dialogs answered (Qt's own file dialog, the table list, the export size), and what it
// did checked in the real catalog file and on the pages: Import CSV (every bad line listed and
// nothing written; a good file written, the undo stack reset and the pages reloaded), Export
// Catalog CSV, Export Chart, Open Catalog.

#include "gpuadvisor/core/catalog/catalogcsv.h"
#include "gpuadvisor/db/catalog.h"
#include "gpuadvisor/ui/catalog/catalogpage.h"
#include "gpuadvisor/ui/catalog/gputablemodel.h"
#include "gpuadvisor/ui/charts/chartspage.h"
#include "gpuadvisor/ui/charts/exportdialog.h"
#include "gpuadvisor/ui/shell/languages.h"
#include "gpuadvisor/ui/shell/mainwindow.h"

#include "modalscript.h"
#include "qtprinters.h"
#include "rawsqlite.h"
#include "tempdir.h"

#include <QAction>
#include <QImage>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QSpinBox>
#include <QStatusBar>
#include <QSvgRenderer>
#include <QTableView>
#include <QUndoStack>
#include <QXmlStreamReader>

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <set>

using namespace gpuadvisor;

namespace {

/// A cards CSV of `count` copies of `model` named "Imported card 1", "Imported card 2", ...; the
/// data rows in `bad` (1 = the first, on line 2) say "lots" for their memory.
QByteArray cardsCsv(const Gpu& model, int count, const std::set<int>& bad = {}) {
    std::vector<Gpu> cards;
    for (int i = 1; i <= count; ++i) {
        Gpu card = model;
        card.name = "Imported card " + std::to_string(i);
        cards.push_back(card);
    }
    QStringList lines = QString::fromStdString(formatCatalogCsv(cards)).split(QLatin1Char('\n'));
    const qsizetype memory = lines.front().split(QLatin1Char(',')).indexOf(QStringLiteral("memory_gb"));
    EXPECT_GE(memory, 0) << lines.front();
    for (const int row : bad) {
        QString& line = lines[row];
        EXPECT_FALSE(line.contains(QLatin1Char('"'))) << "a quoted field would shift the columns: " << line;
        QStringList fields = line.split(QLatin1Char(','));
        fields[memory] = QStringLiteral("lots");
        line = fields.join(QLatin1Char(','));
    }
    return lines.join(QLatin1Char('\n')).toUtf8();
}

class FileMenuTest : public TempDirTest {
protected:
    void SetUp() override {
        TempDirTest::SetUp();
        // Settings of its own (the export size is remembered), in English.
        m_organization = QCoreApplication::organizationName();
        QCoreApplication::setOrganizationName(QStringLiteral("gpu-advisor-file-menu-test"));
        QSettings().clear();
        Languages::apply(QStringLiteral("en"));
        window = std::make_unique<MainWindow>(std::make_unique<Catalog>(catalogPath()));
        window->resize(1280, 860);
        window->show();
        QApplication::processEvents();
    }
    void TearDown() override {
        window.reset();
        QSettings().clear();
        QCoreApplication::setOrganizationName(m_organization);
    }

    QString catalogPath() const { return path(QStringLiteral("catalog.sqlite")); }

    /// The File menu's action named `objectName`, found in the window's menu bar.
    QAction* fileAction(const char* objectName) const {
        for (QAction* menu : window->menuBar()->actions()) {
            if (menu->menu() == nullptr || menu->text().remove(QLatin1Char('&')) != QStringLiteral("File")) {
                continue;
            }
            for (QAction* action : menu->menu()->actions()) {
                if (action->objectName() == QLatin1String(objectName)) {
                    return action;
                }
            }
        }
        ADD_FAILURE() << "no " << objectName << " in the File menu";
        return nullptr;
    }

    /// Triggers the File menu's action with `steps` answering its dialogs; the script afterwards.
    std::unique_ptr<ModalScript> trigger(const char* objectName, std::deque<ModalScript::Step> steps) {
        auto script = std::make_unique<ModalScript>(std::move(steps));
        if (QAction* action = fileAction(objectName)) {
            EXPECT_TRUE(action->isEnabled()) << objectName;
            action->trigger();
        }
        QApplication::processEvents();
        EXPECT_TRUE(script->finished()) << objectName << ": a dialog did not open";
        return script;
    }

    /// The card names the catalog page's table lists.
    QStringList catalogPageCards() const {
        QStringList names;
        const auto* table = window->catalogPage()->findChild<QTableView*>(QStringLiteral("catalogTable"));
        EXPECT_NE(table, nullptr);
        if (table != nullptr) {
            for (int row = 0; row < table->model()->rowCount(); ++row) {
                names << table->model()->index(row, 0).data(GpuTableModel::CardNameRole).toString();
            }
        }
        return names;
    }

    /// A card the user adds on the catalog page: one step on the undo stack.
    void editTheCatalog() {
        Gpu card = *window->catalog().findGpu("RTX 4090");
        card.name = "My own card";
        ASSERT_EQ(window->catalogPage()->addGpu(card), QString());
        ASSERT_EQ(window->undoStack()->count(), 1);
    }

    Gpu rtx4090() const { return window->catalog().findGpu("RTX 4090").value(); }

    /// What the message boxes said, for a failure message.
    static QString said(const ModalScript& script) {
        QStringList texts;
        for (const ModalScript::Message& message : script.messages) {
            texts << message.title + QStringLiteral(": ") + message.text;
        }
        return texts.join(QLatin1Char('\n'));
    }

    std::unique_ptr<MainWindow> window;

private:
    QString m_organization;
};

} // namespace

TEST_F(FileMenuTest, ImportWithBadLinesListsEveryOneAndWritesNothing) {
    editTheCatalog();
    const std::string before = window->catalog().exportCsvText(CatalogTable::Gpus);
    // Five rows; the 2nd, 4th and 5th (lines 3, 5 and 6) are bad.
    const QString file = writeFile(QStringLiteral("cards.csv"), cardsCsv(rtx4090(), 5, {2, 4, 5}));
    const auto script =
        trigger("importCsvAction", {ModalScript::pickFile(file),
                                    ModalScript::readMessage(QStringLiteral("importErrorsMessage"))});
    ASSERT_EQ(script->messages.size(), 1u);
    const ModalScript::Message& message = script->messages.front();
    EXPECT_EQ(message.title, QStringLiteral("Nothing was imported"));
    for (const char* line :
         {"line 3, column memory_gb", "line 5, column memory_gb", "line 6, column memory_gb"}) {
        EXPECT_TRUE(message.text.contains(QString::fromLatin1(line)))
            << line << " missing from: " << message.text;
    }
    EXPECT_EQ(message.text.count(QStringLiteral("line ")), 3) << message.text;
    // Nothing written, not even the good rows; the user's own edit can still be undone.
    EXPECT_EQ(window->catalog().exportCsvText(CatalogTable::Gpus), before);
    EXPECT_FALSE(window->catalog().findGpu("Imported card 1"));
    {
        RawConnection raw(catalogPath());
        EXPECT_EQ(
            raw.exec(QStringLiteral("SELECT COUNT(*) FROM gpus WHERE name LIKE 'Imported card%'")).toInt(),
            0);
    }
    EXPECT_EQ(window->undoStack()->count(), 1);
    EXPECT_FALSE(catalogPageCards().contains(QStringLiteral("Imported card 1")));
}

TEST_F(FileMenuTest, ImportWithManyBadLinesKeepsEveryOneUnderTheDetails) {
    // 25 bad rows: the message shows the first 20 and says how many more; the details hold all.
    std::set<int> bad;
    for (int row = 1; row <= 25; ++row) {
        bad.insert(row);
    }
    const QString file = writeFile(QStringLiteral("cards.csv"), cardsCsv(rtx4090(), 25, bad));
    const auto script =
        trigger("importCsvAction", {ModalScript::pickFile(file),
                                    ModalScript::readMessage(QStringLiteral("importErrorsMessage"))});
    ASSERT_EQ(script->messages.size(), 1u);
    const ModalScript::Message& message = script->messages.front();
    EXPECT_EQ(message.text.count(QStringLiteral("line ")), 20) << message.text;
    EXPECT_TRUE(message.text.endsWith(QStringLiteral("and 5 more problems"))) << message.text;
    for (int line = 2; line <= 26; ++line) {
        EXPECT_TRUE(message.detailedText.contains(QStringLiteral("line %1, column memory_gb").arg(line)))
            << line << " missing from the details: " << message.detailedText;
    }
    EXPECT_FALSE(window->catalog().findGpu("Imported card 1"));
}

TEST_F(FileMenuTest, AGoodImportIsWrittenResetsUndoAndReloadsThePages) {
    editTheCatalog();
    EXPECT_TRUE(window->findChild<QAction*>(QStringLiteral("undoAction"))->isEnabled());
    // One new card and the RTX 4090 with twice its bandwidth.
    Gpu faster = rtx4090();
    faster.bandwidthGBps = 2016;
    Gpu added = rtx4090();
    added.name = "Imported card 1";
    const QString file =
        writeFile(QStringLiteral("cards.csv"), QByteArray::fromStdString(formatCatalogCsv({added, faster})));
    const auto script = trigger("importCsvAction", {ModalScript::pickFile(file)});
    EXPECT_TRUE(script->messages.empty()) << said(*script);

    // Written to the file.
    {
        RawConnection raw(catalogPath());
        EXPECT_EQ(
            raw.exec(QStringLiteral("SELECT COUNT(*) FROM gpus WHERE name = 'Imported card 1'")).toInt(), 1);
        EXPECT_DOUBLE_EQ(
            raw.exec(QStringLiteral("SELECT bandwidth_gbps FROM gpus WHERE name = 'RTX 4090'")).toDouble(),
            2016);
    }
    // An import cannot be undone, and no step may undo an edit it replaced.
    EXPECT_EQ(window->undoStack()->count(), 0);
    EXPECT_FALSE(window->findChild<QAction*>(QStringLiteral("undoAction"))->isEnabled());
    EXPECT_TRUE(window->statusBar()->currentMessage().contains(QStringLiteral("1 new, 1 updated")))
        << window->statusBar()->currentMessage();
    // The pages show the new catalog.
    EXPECT_TRUE(catalogPageCards().contains(QStringLiteral("Imported card 1")));
    const ChartData& chart = window->chartsPage()->chartData();
    const auto bar = std::find_if(chart.bars.begin(), chart.bars.end(),
                                  [](const ChartBar& b) { return b.gpu->name == "RTX 4090"; });
    ASSERT_NE(bar, chart.bars.end());
    EXPECT_DOUBLE_EQ(bar->gpu->bandwidthGBps, 2016);
}

TEST_F(FileMenuTest, ExportCatalogCsvWritesTheCatalogsOwnExportOfTheChosenTable) {
    const QString file = path(QStringLiteral("prices.csv"));
    trigger("exportCatalogCsvAction",
            {ModalScript::chooseItem(QStringLiteral("Prices")), ModalScript::pickFile(file)});
    const QByteArray written = readFile(QStringLiteral("prices.csv"));
    ASSERT_FALSE(written.isEmpty());
    EXPECT_EQ(written, QByteArray::fromStdString(window->catalog().exportCsvText(CatalogTable::Prices)));
    EXPECT_TRUE(written.startsWith("gpu_name,")) << written.left(80).toStdString();
}

TEST_F(FileMenuTest, ExportChartWritesTheChartsPageAsAnImageAndAsSvg) {
    const ChartData& chart = window->chartsPage()->chartData();
    ASSERT_GE(chart.bars.size(), 3u);
    const auto exportSize = [](int width, int height) {
        return ModalScript::accept<ExportDialog>([width, height](ExportDialog& dialog) {
            dialog.findChild<QSpinBox*>(QStringLiteral("exportWidthSpin"))->setValue(width);
            dialog.findChild<QSpinBox*>(QStringLiteral("exportHeightSpin"))->setValue(height);
        });
    };

    const QString png = path(QStringLiteral("chart.png"));
    trigger("exportChartAction", {ModalScript::pickFile(png), exportSize(900, 700)});
    const QImage image(png);
    ASSERT_FALSE(image.isNull()) << "no PNG at " << png;
    EXPECT_EQ(image.size(), QSize(900, 700));
    EXPECT_TRUE(window->statusBar()->currentMessage().contains(QStringLiteral("chart.png")));

    const QString svg = path(QStringLiteral("chart.svg"));
    trigger("exportChartAction", {ModalScript::pickFile(svg), exportSize(1000, 1400)});
    const QByteArray drawing = readFile(QStringLiteral("chart.svg"));
    QXmlStreamReader reader(drawing);
    while (!reader.atEnd()) {
        reader.readNext();
    }
    EXPECT_FALSE(reader.hasError()) << reader.errorString();
    EXPECT_TRUE(QSvgRenderer(drawing).isValid());
    // The Charts page's chart: its top cards are in the drawing.
    for (std::size_t i = 0; i < 3; ++i) {
        EXPECT_TRUE(drawing.contains(QByteArray::fromStdString(chart.bars[i].gpu->name)))
            << chart.bars[i].gpu->name;
    }
}

TEST_F(FileMenuTest, OpenCatalogSwitchesToTheChosenFileAndTheTitleSaysSo) {
    const QString other = path(QStringLiteral("other.sqlite"));
    {
        Catalog catalog(other);
        Gpu card = rtx4090();
        card.name = "Card of the other catalog";
        catalog.upsertGpu(card);
    }
    editTheCatalog();
    EXPECT_TRUE(window->windowTitle().contains(QStringLiteral("catalog.sqlite"))) << window->windowTitle();

    trigger("openCatalogAction", {ModalScript::pickFile(other)});
    EXPECT_EQ(window->catalog().path(), other);
    EXPECT_TRUE(window->windowTitle().contains(QStringLiteral("other.sqlite"))) << window->windowTitle();
    EXPECT_FALSE(window->windowTitle().contains(QStringLiteral("catalog.sqlite"))) << window->windowTitle();
    const QStringList cards = catalogPageCards();
    EXPECT_TRUE(cards.contains(QStringLiteral("Card of the other catalog")));
    EXPECT_FALSE(cards.contains(QStringLiteral("My own card")));
    // The edit belonged to the other file: nothing left to undo.
    EXPECT_EQ(window->undoStack()->count(), 0);
    // The first file keeps the edit.
    RawConnection first(catalogPath());
    EXPECT_EQ(first.exec(QStringLiteral("SELECT COUNT(*) FROM gpus WHERE name = 'My own card'")).toInt(), 1);
}
