// Measured results next to the estimates, as a user meets them: marks on the charts page, the
// bar tooltip, the compare page's measured rows, chart exports, a benchmarks CSV imported through
// File > Import CSV, and the Chinese UI. Real widgets offscreen over a real SQLite catalog in a
// temporary folder; expected ratios come from Catalog::benchmarks(), not from literals.

#include "gpuadvisor/core/model/crossvalidation.h"
#include "gpuadvisor/db/catalog.h"
#include "gpuadvisor/ui/charts/chartexport.h"
#include "gpuadvisor/ui/charts/chartspage.h"
#include "gpuadvisor/ui/charts/performancechart.h"
#include "gpuadvisor/ui/compare/comparepage.h"
#include "gpuadvisor/ui/shell/languages.h"
#include "gpuadvisor/ui/shell/mainwindow.h"

#include "cardnames.h"
#include "pagetest.h"
#include "qtprinters.h"
#include "shippedcatalogfile.h"
#include "tempdir.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QFileDialog>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPointer>
#include <QSettings>
#include <QTableWidget>
#include <QTest>
#include <QTimer>

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <memory>

using namespace gpuadvisor;

namespace {

using gpuadvisor::testing::rtx3090;
using gpuadvisor::testing::rtx4090;

double median(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    const std::size_t middle = values.size() / 2;
    return values.size() % 2 ? values[middle] : (values[middle - 1] + values[middle]) / 2;
}

/// The median of a card's single-GPU rows of one model, task, precision and origin, as stored.
double measuredValue(const Catalog& catalog, const std::string& card, const std::string& model,
                     BenchmarkOrigin origin = BenchmarkOrigin::Shipped) {
    std::vector<double> values;
    for (const BenchmarkResult& row : catalog.benchmarks()) {
        if (row.gpuName == card && row.gpuCount == 1 && row.model == model &&
            row.task == BenchmarkTask::Training && row.origin == origin) {
            values.push_back(row.value);
        }
    }
    EXPECT_FALSE(values.empty()) << card << " " << model;
    return values.empty() ? 0.0 : median(values);
}

/// 16-bit training of Transformers against the H100 SXM, one GPU, performance (not per dollar).
ChartSettings trainingSettings() {
    ChartSettings settings;
    settings.metric = Metric::Training16;
    settings.workload = Workload::Transformer;
    settings.perDollar = false;
    settings.gpuCount = 1;
    settings.referenceName = "H100 SXM";
    return settings;
}

int rowOf(const ChartData& data, const QString& card) {
    for (std::size_t row = 0; row < data.bars.size(); ++row) {
        if (QString::fromStdString(data.bars[row].gpu->name) == card) {
            return static_cast<int>(row);
        }
    }
    ADD_FAILURE() << "no bar for " << card;
    return -1;
}

class MeasuredChartsTest : public PageTest<ChartsPage> {
protected:
    void SetUp() override {
        PageTest::SetUp();
        page.resize(1400, 900);
        page.applySettings(trainingSettings());
    }

    const ChartData& data() const { return page.chartData(); }
    PerformanceChart* chart() const { return page.chart(); }
    /// The shipped BERT-large ratio of a card against the H100 SXM, one GPU each.
    double bertRatio(const std::string& card) const {
        return measuredValue(*catalog, card, "bert_large_squad") /
               measuredValue(*catalog, "H100 SXM", "bert_large_squad");
    }
};

TEST_F(MeasuredChartsTest, MarksTheRtx4090AtTheShippedBertLargeRatio) {
    const int row = rowOf(data(), rtx4090);
    ASSERT_GE(row, 0);
    const ChartBar& bar = data().bars[static_cast<std::size_t>(row)];
    ASSERT_TRUE(bar.measuredValue.has_value());
    const double expected = bertRatio("RTX 4090");
    EXPECT_NEAR(*bar.measuredValue, expected, 1e-12);
    ASSERT_FALSE(bar.measured.empty());
    EXPECT_EQ(bar.measured.front().comparison.model, "bert_large_squad");
    EXPECT_EQ(bar.measured.front().sourceName, QStringLiteral("Lambda"));
    // The bar stays the model's estimate.
    EXPECT_NE(bar.relativePerformance, *bar.measuredValue);
    EXPECT_EQ(bar.value, bar.relativePerformance);
    EXPECT_EQ(
        chart()->measuredLabel(row),
        QStringLiteral("measured: BERT-large %1x, Lambda 2025").arg(QLocale().toString(expected, 'f', 2)));
    const QString percent =
        QString::number(std::lround(*typicalEstimateError(Metric::Training16, Workload::Transformer) * 100));
    EXPECT_TRUE(chart()->legendNote().contains(QStringLiteral("±%1 %").arg(percent)))
        << chart()->legendNote();
    EXPECT_TRUE(chart()->legendNote().contains(QStringLiteral("◆ measured"))) << chart()->legendNote();
}

TEST_F(MeasuredChartsTest, ACardWithoutMeasurementsHasNoMark) {
    ASSERT_TRUE(catalog->benchmarksFor("RTX 3070").empty());
    const int row = rowOf(data(), QStringLiteral("RTX 3070"));
    ASSERT_GE(row, 0);
    EXPECT_FALSE(data().bars[static_cast<std::size_t>(row)].measuredValue.has_value());
    EXPECT_TRUE(data().bars[static_cast<std::size_t>(row)].measured.empty());
    EXPECT_TRUE(chart()->measuredLabel(row).isEmpty());
    EXPECT_TRUE(chart()->measuredLabelRects().at(row).isNull());
}

TEST_F(MeasuredChartsTest, MarksDisappearWhenTheReferenceHasNoMeasurement) {
    ASSERT_TRUE(catalog->benchmarksFor("RTX 3070").empty());
    auto* reference = page.findChild<QComboBox*>(QStringLiteral("referenceCombo"));
    ASSERT_NE(reference, nullptr);
    reference->setCurrentIndex(reference->findText(QStringLiteral("RTX 3070")));
    ASSERT_EQ(page.settings().referenceName, "RTX 3070");
    for (std::size_t row = 0; row < data().bars.size(); ++row) {
        EXPECT_FALSE(data().bars[row].measuredValue.has_value()) << data().bars[row].gpu->name;
        EXPECT_TRUE(chart()->measuredLabel(static_cast<int>(row)).isEmpty());
    }
    EXPECT_TRUE(chart()->legendNote().contains(QStringLiteral("No measured results against the RTX 3070")))
        << chart()->legendNote();
    // Back to a measured reference: the marks come back.
    reference->setCurrentIndex(reference->findText(QStringLiteral("H100 SXM")));
    EXPECT_TRUE(data().bars[static_cast<std::size_t>(rowOf(data(), rtx4090))].measuredValue.has_value());
}

TEST_F(MeasuredChartsTest, TheReferenceCardItselfGetsNoMark) {
    const int row = rowOf(data(), QStringLiteral("H100 SXM"));
    ASSERT_GE(row, 0);
    EXPECT_FALSE(data().bars[static_cast<std::size_t>(row)].measuredValue.has_value());
}

TEST_F(MeasuredChartsTest, TheTooltipShowsTheEstimateAndEveryMeasurement) {
    const int row = rowOf(data(), rtx4090);
    const QString tip = chart()->toolTip(row);
    EXPECT_TRUE(tip.contains(QStringLiteral("estimate, typically within ±"))) << tip;
    EXPECT_TRUE(tip.contains(QStringLiteral("Measured, one GPU each against the H100 SXM"))) << tip;
    // Model, both values with the unit, batch per GPU, source, day and origin.
    EXPECT_TRUE(tip.contains(QStringLiteral("BERT-large"))) << tip;
    EXPECT_TRUE(tip.contains(
        QStringLiteral("RTX 4090: %1 sequences/s, batch")
            .arg(QLocale().toString(measuredValue(*catalog, "RTX 4090", "bert_large_squad"), 'f', 1))))
        << tip;
    EXPECT_TRUE(tip.contains(QStringLiteral("per GPU"))) << tip;
    EXPECT_TRUE(tip.contains(QStringLiteral("Lambda deeplearning-benchmark"))) << tip;
    EXPECT_TRUE(tip.contains(QStringLiteral("2025-12-17"))) << tip;
    EXPECT_TRUE(tip.contains(QStringLiteral("shipped with GPU Advisor"))) << tip;
    // Every measured Transformer model of the card, not only the marked one.
    EXPECT_GE(data().bars[static_cast<std::size_t>(row)].measured.size(), 2u);
    EXPECT_TRUE(tip.contains(QStringLiteral("BERT-base"))) << tip;

    // Inference is not checked against measurements: the estimate says so.
    ChartSettings inference = page.settings();
    inference.metric = Metric::Inference8;
    page.applySettings(inference);
    EXPECT_TRUE(chart()
                    ->toolTip(rowOf(data(), rtx4090))
                    .contains(QStringLiteral("estimate, not yet checked against measurements")));
    EXPECT_TRUE(chart()->legendNote().contains(QStringLiteral("not yet checked"))) << chart()->legendNote();
}

TEST_F(MeasuredChartsTest, PerDollarAndSeveralGpusShowNoMarksAndSaySo) {
    ChartSettings shown = page.settings();
    shown.perDollar = true;
    page.applySettings(shown);
    int row = rowOf(data(), rtx4090);
    EXPECT_FALSE(data().bars[static_cast<std::size_t>(row)].measuredValue.has_value());
    EXPECT_FALSE(data().bars[static_cast<std::size_t>(row)].measured.empty()); // still in the tooltip
    EXPECT_TRUE(chart()->legendNote().contains(QStringLiteral("not per dollar"))) << chart()->legendNote();

    shown.perDollar = false;
    shown.gpuCount = 2;
    page.applySettings(shown);
    row = rowOf(data(), rtx4090);
    EXPECT_FALSE(data().bars[static_cast<std::size_t>(row)].measuredValue.has_value());
    EXPECT_TRUE(chart()->legendNote().contains(QStringLiteral("1 GPU per machine only")))
        << chart()->legendNote();
    EXPECT_TRUE(chart()->toolTip(row).contains(QStringLiteral("Not marked"))) << chart()->toolTip(row);
}

TEST_F(MeasuredChartsTest, MeasuredLabelsNeitherOverlapNorLeaveTheChart) {
    // A wide window, a narrow one (labels go left of the bar, or shrink to the ratio), a tall one.
    for (const QSize size : {QSize(1400, 900), QSize(1000, 1700), QSize(1400, 2000)}) {
        page.resize(size);
        page.show();
        QApplication::processEvents();
        const QList<QRectF> cardLabels = chart()->labelRects();
        const QList<QRectF> marks = chart()->measuredLabelRects();
        const QRectF plot = chart()->plotArea();
        int shown = 0;
        for (int row = 0; row < marks.size(); ++row) {
            if (marks[row].isNull()) {
                continue;
            }
            ++shown;
            EXPECT_GE(marks[row].left(), plot.left()) << row;
            // The whole label (the rect is its full width) inside the plot: not cut.
            EXPECT_LE(marks[row].right(), plot.right() + 0.5) << row;
            for (int other = 0; other < cardLabels.size(); ++other) {
                EXPECT_FALSE(marks[row].intersects(cardLabels[other])) << row << " " << other;
            }
            for (int other = row + 1; other < marks.size(); ++other) {
                EXPECT_FALSE(!marks[other].isNull() && marks[row].intersects(marks[other]))
                    << row << " " << other;
            }
        }
        EXPECT_GE(shown, 10) << size.width() << "x" << size.height();
        EXPECT_FALSE(chart()->legendNoteRect().intersects(plot));
        EXPECT_LE(chart()->legendNoteRect().bottom(), chart()->size().height());
    }
}

TEST_F(MeasuredChartsTest, ExportsCarryTheMarksAndTheMeasuredColumns) {
    const QString csv = chartDataCsv(data());
    const QStringList lines = csv.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    ASSERT_FALSE(lines.isEmpty());
    EXPECT_TRUE(lines.first().endsWith(QStringLiteral(
        "total_cost_usd,measured_relative_performance,measured_model,measured_source,measured_on")))
        << lines.first();
    const QString rtx = *std::find_if(lines.begin(), lines.end(), [](const QString& line) {
        return line.startsWith(QStringLiteral("RTX 4090,"));
    });
    EXPECT_TRUE(rtx.contains(QString::number(bertRatio("RTX 4090"), 'g', 6) + QStringLiteral(",BERT-large,")))
        << rtx;
    EXPECT_TRUE(rtx.endsWith(QStringLiteral(",2025-12-17"))) << rtx;
    const QString unmeasured = *std::find_if(lines.begin(), lines.end(), [](const QString& line) {
        return line.startsWith(QStringLiteral("RTX 3080,"));
    });
    EXPECT_TRUE(unmeasured.endsWith(QStringLiteral(",,,,"))) << unmeasured;

    const QString svgFile = path(QStringLiteral("chart.svg"));
    ASSERT_EQ(exportChart(data(), svgFile, {QSize(1200, 1800), 96}), QString());
    const QString svg = QString::fromUtf8(readFile(QStringLiteral("chart.svg")));
    EXPECT_TRUE(svg.contains(QStringLiteral("measured: BERT-large"))) << "no measured label in the SVG";
    EXPECT_TRUE(svg.contains(QStringLiteral("Bars: estimated by the model")));

    // With two GPUs per machine a one-GPU measurement is not comparable: empty columns.
    ChartSettings shown = page.settings();
    shown.gpuCount = 2;
    page.applySettings(shown);
    const QStringList twoGpus = chartDataCsv(data()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    const QString rtxTwo = *std::find_if(twoGpus.begin(), twoGpus.end(), [](const QString& line) {
        return line.startsWith(QStringLiteral("RTX 4090,"));
    });
    EXPECT_TRUE(rtxTwo.endsWith(QStringLiteral(",,,,"))) << rtxTwo;
}

class MeasuredCompareTest : public PageTest<ComparePage> {
protected:
    void SetUp() override {
        PageTest::SetUp();
        page.setSettings(trainingSettings());
    }
    QTableWidgetItem* cell(const QString& key, int column) const {
        const int row = page.rowOf(key);
        EXPECT_GE(row, 0) << key;
        return row >= 0 ? page.table()->item(row, column) : nullptr;
    }
};

TEST_F(MeasuredCompareTest, ShowsTheMeasuredRowsBesideTheEstimates) {
    page.setCards({rtx4090, rtx3090, QStringLiteral("RTX 3080")});
    const double ratio4090 = measuredValue(*catalog, "RTX 4090", "bert_large_squad") /
                             measuredValue(*catalog, "H100 SXM", "bert_large_squad");
    const double ratio3090 = measuredValue(*catalog, "RTX 3090", "bert_large_squad") /
                             measuredValue(*catalog, "H100 SXM", "bert_large_squad");
    QTableWidgetItem* measured = cell(QStringLiteral("measured.training16"), 0);
    ASSERT_NE(measured, nullptr);
    EXPECT_EQ(measured->text(),
              QStringLiteral("%1\nBERT-large\nLambda 2025").arg(QLocale().toString(ratio4090, 'f', 3)));
    EXPECT_TRUE(measured->toolTip().contains(QStringLiteral("sequences/s"))) << measured->toolTip();
    EXPECT_TRUE(cell(QStringLiteral("measured.training16"), 1)
                    ->text()
                    .startsWith(QLocale().toString(ratio3090, 'f', 3)));
    EXPECT_EQ(cell(QStringLiteral("measured.training16"), 2)->text(), QStringLiteral("\u2014"));
    // Highlighting as in every other row: the higher measured ratio.
    EXPECT_EQ(ratio4090 > ratio3090, page.isMarkedBest(page.rowOf(QStringLiteral("measured.training16")), 0));
    EXPECT_FALSE(page.isMarkedBest(page.rowOf(QStringLiteral("measured.training16")), 2));
    // No shipped inference measurement against the H100 SXM: dashes, nothing marked.
    EXPECT_EQ(cell(QStringLiteral("measured.inference8"), 0)->text(), QStringLiteral("\u2014"));
    EXPECT_FALSE(page.isMarkedBest(page.rowOf(QStringLiteral("measured.inference8")), 0));
    // The estimated rows say what they are.
    const int estimated = page.rowOf(QStringLiteral("performance.training16"));
    EXPECT_TRUE(page.table()->verticalHeaderItem(estimated)->text().contains(QStringLiteral("typically ±")));
    EXPECT_TRUE(page.table()
                    ->verticalHeaderItem(page.rowOf(QStringLiteral("performance.inference8")))
                    ->text()
                    .contains(QStringLiteral("not yet checked")));
    EXPECT_LT(estimated, page.rowOf(QStringLiteral("measured.training16")));
}

/// A benchmarks CSV of the user's own run: RTX 4090 and H100 SXM on one model, one source.
QByteArray userBenchmarksCsv() {
    return "gpu_name,gpu_count,system,model,workload,task,precision,batch_size,software,value,unit,"
           "measured_on,source\n"
           "RTX 4090,1,My workstation,my_bert_finetune,transformer,training,bf16,32,PyTorch 2.3,120,"
           "sequences/s,2025-03-01,My lab notebook\n"
           "H100 SXM,1,Rented VM,my_bert_finetune,transformer,training,bf16,128,PyTorch 2.3,400,"
           "sequences/s,2025-03-02,My lab notebook\n";
}

/// The main window with settings of its own and English; back to English afterwards.
class MeasuredWindowTest : public TempDirTest {
protected:
    void SetUp() override {
        TempDirTest::SetUp();
        m_organization = QCoreApplication::organizationName();
        QCoreApplication::setOrganizationName(
            QStringLiteral("gpu-advisor-measured-test-%1").arg(QCoreApplication::applicationPid()));
        QSettings().clear();
        Languages::apply(QStringLiteral("en"));
        m_window = std::make_unique<MainWindow>(std::make_unique<Catalog>(
            gpuadvisor::testing::copyShippedCatalog(path(QStringLiteral("catalog.sqlite")))));
        m_window->resize(1440, 900);
        m_window->show();
        m_window->chartsPage()->applySettings(trainingSettings());
        QApplication::processEvents();
    }
    void TearDown() override {
        m_window.reset();
        Languages::apply(QStringLiteral("en"));
        QSettings settings;
        settings.clear();
        settings.sync();
        QFile::remove(settings.fileName());
        QCoreApplication::setOrganizationName(m_organization);
    }
    /// File > Import CSV, picking `file` in the file dialog as a user would.
    void importThroughTheMenu(const QString& file) {
        // Qt's own file dialog, whose file name a test can type, whatever the platform offers.
        const bool nativeDialogsOff = QCoreApplication::testAttribute(Qt::AA_DontUseNativeDialogs);
        QCoreApplication::setAttribute(Qt::AA_DontUseNativeDialogs, true);
        bool picked = false;
        QTimer timer;
        QObject::connect(&timer, &QTimer::timeout, [&] {
            QWidget* modal = QApplication::activeModalWidget();
            // Again on every tick while it is open.
            if (auto* dialog = qobject_cast<QFileDialog*>(modal); dialog && dialog->isVisible()) {
                picked = true;
                // Typed into the file name field, as a user would (offscreen, with the main window
                // shown, selectFile() alone left the dialog without a selection).
                auto* name = dialog->findChild<QLineEdit*>(QStringLiteral("fileNameEdit"));
                if (name != nullptr) {
                    name->setText(file);
                } else {
                    dialog->selectFile(file);
                }
                QMetaObject::invokeMethod(dialog, "accept", Qt::QueuedConnection);
            } else if (auto* box = qobject_cast<QMessageBox*>(modal); box && box->isVisible()) {
                ADD_FAILURE() << "message: " << box->text() << " " << box->informativeText()
                              << box->detailedText();
                box->reject();
            }
        });
        timer.start(20);
        auto* import = m_window->findChild<QAction*>(QStringLiteral("importCsvAction"));
        ASSERT_NE(import, nullptr);
        import->trigger();
        QCoreApplication::setAttribute(Qt::AA_DontUseNativeDialogs, nativeDialogsOff);
        EXPECT_TRUE(picked);
    }
    const ChartBar& bar(const QString& card) const {
        const ChartData& data = m_window->chartsPage()->chartData();
        return data.bars.at(static_cast<std::size_t>(rowOf(data, card)));
    }

    std::unique_ptr<MainWindow> m_window;
    QString m_organization;
};

TEST_F(MeasuredWindowTest, AnImportedBenchmarkCsvAddsAYourRunMark) {
    ASSERT_EQ(bar(rtx4090).measured.front().comparison.origin, BenchmarkOrigin::Shipped);
    importThroughTheMenu(writeFile(QStringLiteral("my-runs.csv"), userBenchmarksCsv()));

    // Stored as the user's, and the charts reloaded with it: the user's run comes first.
    const double expected =
        measuredValue(m_window->catalog(), "RTX 4090", "my_bert_finetune", BenchmarkOrigin::User) /
        measuredValue(m_window->catalog(), "H100 SXM", "my_bert_finetune", BenchmarkOrigin::User);
    const ChartBar& marked = bar(rtx4090);
    ASSERT_FALSE(marked.measured.empty());
    EXPECT_EQ(marked.measured.front().comparison.origin, BenchmarkOrigin::User);
    EXPECT_EQ(marked.measured.front().sourceName, QStringLiteral("your run"));
    ASSERT_TRUE(marked.measuredValue.has_value());
    EXPECT_NEAR(*marked.measuredValue, expected, 1e-12);
    PerformanceChart* chart = m_window->chartsPage()->chart();
    const int row = rowOf(m_window->chartsPage()->chartData(), rtx4090);
    EXPECT_EQ(chart->measuredLabel(row), QStringLiteral("measured: my_bert_finetune %1x, your run 2025")
                                             .arg(QLocale().toString(expected, 'f', 2)));
    const QString tip = chart->toolTip(row);
    EXPECT_TRUE(tip.contains(QStringLiteral("your own measurement"))) << tip;
    EXPECT_TRUE(tip.contains(QStringLiteral("My lab notebook"))) << tip;
    EXPECT_TRUE(tip.contains(QStringLiteral("Lambda deeplearning-benchmark"))) << tip; // shipped ones stay
    // The compare page follows the same catalog.
    m_window->compareCards({rtx4090, rtx3090});
    ComparePage* compare = m_window->comparePage();
    const QTableWidgetItem* cell =
        compare->table()->item(compare->rowOf(QStringLiteral("measured.training16")), 0);
    ASSERT_NE(cell, nullptr);
    EXPECT_TRUE(cell->text().contains(QStringLiteral("your run"))) << cell->text();
}

TEST_F(MeasuredWindowTest, TheChineseUiTranslatesTheMeasuredText) {
    // The window builds its pages again: the old charts page goes (the new one may take its
    // address).
    const QPointer<ChartsPage> before = m_window->chartsPage();
    auto* chinese = m_window->findChild<QAction*>(QStringLiteral("language_zh_CN"));
    ASSERT_NE(chinese, nullptr);
    chinese->trigger();
    ASSERT_TRUE(QTest::qWaitFor([&] { return before.isNull(); }, 5000));
    m_window->chartsPage()->applySettings(trainingSettings());

    PerformanceChart* chart = m_window->chartsPage()->chart();
    const int row = rowOf(m_window->chartsPage()->chartData(), rtx4090);
    const QString label = chart->measuredLabel(row);
    EXPECT_TRUE(label.startsWith(QStringLiteral("实测："))) << label;
    EXPECT_FALSE(label.contains(QStringLiteral("measured"))) << label;
    EXPECT_TRUE(chart->legendNote().startsWith(QStringLiteral("条形：模型估算值"))) << chart->legendNote();
    EXPECT_TRUE(chart->legendNote().contains(QStringLiteral("◆ 实测值"))) << chart->legendNote();
    const QString tip = chart->toolTip(row);
    EXPECT_TRUE(tip.contains(QStringLiteral("估算值"))) << tip;
    EXPECT_TRUE(tip.contains(QStringLiteral("GPU Advisor 自带"))) << tip;
    EXPECT_FALSE(tip.contains(QStringLiteral("estimate"))) << tip;

    m_window->compareCards({rtx4090, rtx3090});
    ComparePage* compare = m_window->comparePage();
    bool measuredSection = false;
    for (int index = 0; index < compare->table()->rowCount(); ++index) {
        const QString header = compare->table()->verticalHeaderItem(index)->text();
        measuredSection = measuredSection || header.startsWith(QStringLiteral("实测性能"));
        EXPECT_FALSE(header.contains(QStringLiteral("Measured")) ||
                     header.contains(QStringLiteral("Estimated")))
            << header;
    }
    EXPECT_TRUE(measuredSection);
}

} // namespace

// A card run at two batch sizes: the tooltip gives both ends (the reference's one batch as before),
// not the batch of whichever row was read last.
TEST(MeasuredDetails, RunsAtSeveralBatchSizesShowTheirRange) {
    MeasuredEntry entry;
    entry.comparison.model = "bert_large_squad";
    entry.comparison.precision = "fp16";
    entry.comparison.relative = 0.36;
    entry.comparison.cardValue = 145;
    entry.comparison.referenceValue = 400;
    entry.comparison.unit = "sequences/s";
    entry.comparison.cardBatch = 16;
    entry.comparison.cardBatchMax = 32;
    entry.comparison.referenceBatch = 32;
    entry.comparison.referenceBatchMax = 32;
    entry.comparison.source = "my own run";
    const QString html = measuredDetailsHtml({entry}, QStringLiteral("RTX 4090"), QStringLiteral("H100 SXM"));
    EXPECT_TRUE(html.contains(QStringLiteral("RTX 4090: 145 sequences/s, batch 16-32 per GPU (runs differ)")))
        << html;
    EXPECT_TRUE(html.contains(QStringLiteral("H100 SXM: 400 sequences/s, batch 32 per GPU"))) << html;
}
