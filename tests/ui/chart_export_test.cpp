// Chart export: every format written atomically and readable by what opens it.

#include "gpuadvisor/core/cost/ranking.h"
#include "gpuadvisor/db/catalog.h"
#include "gpuadvisor/ui/charts/chartassumptions.h"
#include "gpuadvisor/ui/charts/chartexport.h"
#include "gpuadvisor/ui/charts/performancechart.h"

#include "charts/offscreenchart.h"

#include "qtprinters.h"
#include "shippedcatalogfile.h"
#include "tempdir.h"

#include <QApplication>
#include <QFileInfo>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QImage>
#include <QLegend>
#include <QPainter>
#include <QSvgRenderer>
#include <QXmlStreamReader>

#include <gtest/gtest.h>

#include <set>

using namespace gpuadvisor;

namespace {

class ChartExportTest : public TempDirTest {
protected:
    void SetUp() override {
        TempDirTest::SetUp();
        Catalog catalog(gpuadvisor::testing::copyShippedCatalog(path(QStringLiteral("catalog.sqlite"))));
        m_snapshot = CatalogSnapshot::load(catalog);
        ChartSettings settings;
        settings.perDollar = true;
        m_data = computeChartData(m_snapshot, settings);
    }

    CatalogSnapshot m_snapshot;
    ChartData m_data;
};

TEST_F(ChartExportTest, PngDecodesAtTheAskedSizeAndResolution) {
    const QString file = path(QStringLiteral("chart.png"));
    ASSERT_EQ(exportChart(m_data, file, {QSize(900, 700), 144}), QString());
    const QImage image(file);
    ASSERT_FALSE(image.isNull());
    EXPECT_EQ(image.size(), QSize(900, 700));
    EXPECT_NEAR(image.dotsPerMeterX() / 39.37, 144, 1);
    // Not blank: bars in several colours.
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 7) {
        for (int x = 0; x < image.width(); x += 7) {
            colours.insert(image.pixel(x, y));
        }
    }
    EXPECT_GT(colours.size(), 6);
}

TEST_F(ChartExportTest, SvgParsesAndCarriesTheCardNames) {
    const QString file = path(QStringLiteral("chart.svg"));
    ASSERT_EQ(exportChart(m_data, file, {QSize(1000, 1400), 96}), QString());
    const QByteArray svg = readFile(QStringLiteral("chart.svg"));
    QXmlStreamReader reader(svg);
    while (!reader.atEnd()) {
        reader.readNext();
    }
    EXPECT_FALSE(reader.hasError()) << reader.errorString().toStdString();
    EXPECT_TRUE(QSvgRenderer(svg).isValid());
    EXPECT_TRUE(svg.contains("RTX 4090"));
    EXPECT_TRUE(svg.contains("width=\""));
}

TEST_F(ChartExportTest, PdfIsAPdf) {
    const QString file = path(QStringLiteral("chart.pdf"));
    ASSERT_EQ(exportChart(m_data, file, {QSize(1200, 900), 150}), QString());
    const QByteArray pdf = readFile(QStringLiteral("chart.pdf"));
    EXPECT_TRUE(pdf.startsWith("%PDF"));
    EXPECT_TRUE(pdf.trimmed().endsWith("%%EOF"));
}

TEST_F(ChartExportTest, CsvHoldsOneRowPerBarBestFirst) {
    const QString file = path(QStringLiteral("chart.csv"));
    ASSERT_EQ(exportChart(m_data, file, {}), QString());
    const QStringList lines =
        QString::fromUtf8(readFile(QStringLiteral("chart.csv"))).trimmed().split(QLatin1Char('\n'));
    ASSERT_EQ(lines.size(), static_cast<qsizetype>(m_data.bars.size()) + 1);
    EXPECT_TRUE(
        lines.first().startsWith(QStringLiteral("name,memory_gb,architecture,relative_performance,value")));
    EXPECT_TRUE(lines[1].startsWith(QString::fromStdString(m_data.bars.front().gpu->name)));
}

TEST_F(ChartExportTest, UnknownTypeIsRefusedAndNothingIsWritten) {
    const QString file = path(QStringLiteral("chart.gif"));
    const QString error = exportChart(m_data, file, {});
    EXPECT_TRUE(error.contains(QStringLiteral(".png"))) << error.toStdString();
    EXPECT_FALSE(QFileInfo::exists(file));
}

TEST_F(ChartExportTest, UnwritablePlaceLeavesNoFileAndSaysWhere) {
    const QString file = path(QStringLiteral("no-such-directory/chart.png"));
    const QString error = exportChart(m_data, file, {});
    EXPECT_TRUE(error.contains(QStringLiteral("no-such-directory"))) << error.toStdString();
    EXPECT_FALSE(QFileInfo::exists(file));
}

TEST_F(ChartExportTest, AnExistingFileIsReplacedWhole) {
    const QString file = writeFile(QStringLiteral("chart.csv"), QByteArray(100000, 'x'));
    ASSERT_EQ(exportChart(m_data, file, {}), QString());
    EXPECT_FALSE(readFile(QStringLiteral("chart.csv")).contains("xxxx"));
}

/// The settings of a per-dollar chart with every assumption away from its default.
ChartSettings unusualPerDollar() {
    ChartSettings settings;
    settings.perDollar = true;
    settings.minMemoryGb = 24;
    settings.condition = Condition::Used;
    settings.asOf = Date{std::chrono::year{2024}, std::chrono::month{3}, std::chrono::day{1}};
    settings.ownership.years = 3;
    settings.ownership.kwhPriceUsd = 0.25;
    settings.ownership.utilization = 0.35;
    return settings;
}

TEST_F(ChartExportTest, AssumptionsLineNamesWhatAPerDollarChartAssumes) {
    const ChartData data = computeChartData(m_snapshot, unusualPerDollar());
    EXPECT_TRUE(data.assumptions.startsWith(QStringLiteral("Assumptions: "))) << data.assumptions;
    for (const char* part :
         {"at least 24 GB of memory", "used prices as of 2024-03-01", "years of ownership: 3",
          "electricity: $0.25/kWh", "utilisation: 35 %", "GPUs per machine: 1"}) {
        EXPECT_TRUE(data.assumptions.contains(QString::fromUtf8(part))) << part << " in " << data.assumptions;
    }
}

TEST_F(ChartExportTest, PerformanceChartAssumesOnlyItsFilters) {
    ChartSettings settings = unusualPerDollar();
    settings.perDollar = false;
    settings.segments = {true, true, false};
    settings.search = QStringLiteral("RTX");
    const ChartData data = computeChartData(m_snapshot, settings);
    EXPECT_TRUE(data.assumptions.contains(QStringLiteral("at least 24 GB of memory"))) << data.assumptions;
    EXPECT_TRUE(data.assumptions.contains(QStringLiteral("segments: Consumer, Workstation")))
        << data.assumptions;
    EXPECT_TRUE(data.assumptions.contains(QStringLiteral("names containing “RTX”"))) << data.assumptions;
    for (const char* priceDependent : {"prices", "ownership", "kWh", "utilisation"}) {
        EXPECT_FALSE(data.assumptions.contains(QString::fromUtf8(priceDependent)))
            << priceDependent << " in " << data.assumptions;
    }
    settings.minMemoryGb = 0;
    EXPECT_TRUE(
        computeChartData(m_snapshot, settings).assumptions.contains(QStringLiteral("any memory size")));
}

TEST_F(ChartExportTest, ExportedChartsCarryTheAssumptionsUnderTheTitle) {
    const ChartData data = computeChartData(m_snapshot, unusualPerDollar());
    ASSERT_EQ(exportChart(data, path(QStringLiteral("chart.svg")), {QSize(1200, 900), 96}), QString());
    const QString svg = QString::fromUtf8(readFile(QStringLiteral("chart.svg")));
    // The title once, drawn above the line of assumptions.
    const qsizetype title = svg.indexOf(data.title.toHtmlEscaped());
    const qsizetype assumptions = svg.indexOf(QStringLiteral("used prices as of 2024-03-01"));
    ASSERT_GE(title, 0) << "no title in the SVG";
    ASSERT_GE(assumptions, 0) << "no assumptions in the SVG";
    EXPECT_LT(title, assumptions);
    for (const char* part :
         {"Assumptions:", "at least 24 GB of memory", "years of ownership: 3", "utilisation: 35"}) {
        EXPECT_TRUE(svg.contains(QString::fromUtf8(part))) << part;
    }

    // PNG and PDF draw the same scene: the band under the title holds the line (dark pixels
    // there, which a chart without assumptions leaves white).
    ChartData without = data;
    without.assumptions.clear();
    const QImage with = renderChartImage(data, QSize(1200, 900));
    const QImage plain = renderChartImage(without, QSize(1200, 900));
    EXPECT_NE(with, plain);
}

// The window's caption sends the reader to the bars' tooltips for the measurements a per-dollar or
// several-GPU chart does not mark; an exported picture cannot be hovered, so its caption says only
// where the marks are.
TEST_F(ChartExportTest, AnExportedCaptionDoesNotAskToHoverABar) {
    ChartSettings severalGpus;
    severalGpus.gpuCount = 2;
    const std::pair<ChartData, const char*> charts[] = {
        {m_data, "Measured results (◆) are marked on the performance chart, not per dollar."},
        {computeChartData(m_snapshot, severalGpus),
         "Measured results (◆) are marked with 1 GPU per machine only."}};
    for (const auto& [data, sentence] : charts) {
        EXPECT_TRUE(data.legendNote.contains(QStringLiteral("hover a bar"))) << data.legendNote;
        EXPECT_TRUE(data.printedLegendNote.endsWith(QString::fromUtf8(sentence))) << data.printedLegendNote;
        EXPECT_FALSE(data.printedLegendNote.contains(QStringLiteral("hover"), Qt::CaseInsensitive));
        // The printed caption is the window's up to that sentence.
        EXPECT_TRUE(data.legendNote.startsWith(data.printedLegendNote.chopped(1)));

        ASSERT_EQ(exportChart(data, path(QStringLiteral("chart.svg")), {QSize(1200, 2400), 96}), QString());
        const QString svg = QString::fromUtf8(readFile(QStringLiteral("chart.svg")));
        EXPECT_TRUE(svg.contains(QStringLiteral("Measured results"))) << sentence;
        EXPECT_FALSE(svg.contains(QStringLiteral("hover"), Qt::CaseInsensitive)) << sentence;
    }
}

TEST_F(ChartExportTest, SvgIsExactlyTheChartWithAnOpaqueBackgroundToTheEdge) {
    const QSize size(1000, 700);
    ASSERT_EQ(exportChart(m_data, path(QStringLiteral("chart.svg")), {size, 96}), QString());
    const QByteArray svg = readFile(QStringLiteral("chart.svg"));
    QXmlStreamReader reader(svg);
    while (reader.readNextStartElement() && reader.name() != QLatin1String("svg")) {
    }
    ASSERT_EQ(reader.name(), QLatin1String("svg"));
    EXPECT_EQ(reader.attributes().value(QLatin1String("viewBox")).toString(), QStringLiteral("0 0 1000 700"));
    // Width and height in millimetres at 96 dpi: the same size.
    const auto millimetres = [&](const char* name) {
        QString value = reader.attributes().value(QLatin1String(name)).toString();
        EXPECT_TRUE(value.endsWith(QStringLiteral("mm"))) << value;
        value.chop(2);
        return value.toDouble();
    };
    EXPECT_NEAR(millimetres("width"), 1000 / 96.0 * 25.4, 0.5);
    EXPECT_NEAR(millimetres("height"), 700 / 96.0 * 25.4, 0.5);

    // Drawn over transparency, every pixel along the edges is opaque: no transparent border.
    QSvgRenderer renderer(svg);
    ASSERT_TRUE(renderer.isValid());
    EXPECT_EQ(renderer.viewBox(), QRect(QPoint(0, 0), size));
    QImage image(size, QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        renderer.render(&painter);
    }
    for (int x = 0; x < size.width(); ++x) {
        ASSERT_EQ(qAlpha(image.pixel(x, 0)), 255) << x;
        ASSERT_EQ(qAlpha(image.pixel(x, size.height() - 1)), 255) << x;
    }
    for (int y = 0; y < size.height(); ++y) {
        ASSERT_EQ(qAlpha(image.pixel(0, y)), 255) << y;
        ASSERT_EQ(qAlpha(image.pixel(size.width() - 1, y)), 255) << y;
    }
}

TEST_F(ChartExportTest, PngIsOpaqueToTheEdge) {
    const QImage image = renderChartImage(m_data, QSize(800, 600));
    for (const QPoint corner : {QPoint(0, 0), QPoint(799, 0), QPoint(0, 599), QPoint(799, 599)}) {
        EXPECT_EQ(qAlpha(image.pixel(corner)), 255) << corner.x() << "," << corner.y();
    }
}

// Issue 36: the picture is opaque, so the file is written without an alpha channel (a quarter less
// to encode); it holds exactly the pixels the chart draws.
TEST_F(ChartExportTest, PngFileHoldsExactlyTheDrawnPicture) {
    const QSize size(900, 1400);
    const QString file = path(QStringLiteral("chart.png"));
    ASSERT_EQ(exportChart(m_data, file, {size, 96}), QString());
    const QImage written(file);
    ASSERT_EQ(written.size(), size);
    EXPECT_FALSE(written.hasAlphaChannel());
    const QImage drawn = renderChartImage(m_data, size);
    EXPECT_TRUE(written.convertToFormat(QImage::Format_ARGB32) ==
                drawn.convertToFormat(QImage::Format_ARGB32));
}

TEST_F(ChartExportTest, LegendWrapsInsteadOfCuttingNames) {
    // Every card: ten architectures. Qt's own legend cut them to "Fer..." or dropped the names in a
    // narrow export; the chart's legend wraps between entries, above the caption.
    ChartSettings everyCard;
    everyCard.includeUnsupported = true; // Fermi and Kepler too
    const ChartData data = computeChartData(m_snapshot, everyCard);
    // One entry per NVIDIA generation and per other vendor's product line.
    std::set<QString> shown;
    for (const ChartBar& bar : data.bars) {
        shown.insert(legendGroupLabel(bar.gpu->architecture));
    }
    ASSERT_GE(shown.size(), 13u);
    for (const int width : {1200, 700, 400}) {
        PerformanceChart chart;
        chart.setData(data);
        chart.resize(width, 1500);
        QApplication::processEvents(); // Qt Charts lays out on a posted event
        EXPECT_FALSE(chart.legend()->isVisible());
        ASSERT_EQ(chart.legendEntries().size(), static_cast<qsizetype>(shown.size()));
        for (const auto& [name, colour] : chart.legendEntries()) {
            EXPECT_TRUE(chart.legendText().contains(name)) << name << " at " << width;
        }
        const QRectF legend = chart.legendRect();
        EXPECT_GE(legend.left(), 0) << width;
        EXPECT_LE(legend.right(), width) << width;
        EXPECT_GT(legend.top(), chart.plotArea().bottom()) << width;
        EXPECT_LE(legend.bottom(), chart.legendNoteRect().top() + 0.5) << width;
    }
}

/// Where the scene draws each text of exactly `text` (Qt Charts draws axis labels and titles as
/// text items), in scene coordinates.
QList<QRectF> textRects(const QGraphicsScene& scene, const QString& text) {
    QList<QRectF> rects;
    for (const QGraphicsItem* item : scene.items()) {
        if (!item->isVisible()) {
            continue;
        }
        QString shown;
        if (const auto* rich = dynamic_cast<const QGraphicsTextItem*>(item)) {
            shown = rich->toPlainText();
        } else if (const auto* simple = dynamic_cast<const QGraphicsSimpleTextItem*>(item)) {
            shown = simple->text();
        }
        if (shown == text) {
            rects << item->sceneBoundingRect();
        }
    }
    return rects;
}

// Issue 30: `gpu-advisor --export-chart FILE --per-dollar` at its default size cut the value axis,
// the legend and the caption that explains the marks (75 bars in 900 pixels: the chart kept its
// taller minimum height and ran off the picture). The default height now follows the bar count,
// and the chart always takes exactly the room under the heading.
TEST_F(ChartExportTest, TheDefaultPerDollarExportKeepsTheAxisLegendAndCaptionInside) {
    ASSERT_GE(m_data.bars.size(), 60u) << "the shipped catalog's cards";
    const QSize size = defaultExportSize(m_data, ChartExportOptions{}.size.width());
    EXPECT_EQ(size.width(), ChartExportOptions{}.size.width());
    EXPECT_GE(size.height(), PerformanceChart::comfortableHeight(static_cast<int>(m_data.bars.size())));
    EXPECT_LE(size.height(), maximumExportSide);
    // Also at the old default size and at a small one the user asked for: nothing runs off.
    for (const QSize asked : {size, ChartExportOptions{}.size, QSize(800, 600)}) {
        auto* chart = new PerformanceChart;
        chart->setData(m_data);
        const OffscreenChart offscreen(chart, asked, m_data.assumptions);
        const QRectF picture = offscreen.scene().sceneRect();
        ASSERT_EQ(picture, QRectF(QPointF(0, 0), QSizeF(asked)));
        const auto inside = [&picture](const QRectF& rect) {
            return rect.isValid() && picture.contains(rect);
        };
        const std::string at = std::to_string(asked.width()) + "x" + std::to_string(asked.height());
        EXPECT_TRUE(picture.contains(chart->sceneBoundingRect())) << at;
        const QRectF plot = chart->mapRectToScene(chart->plotArea());
        EXPECT_TRUE(inside(plot)) << at;
        // The legend and under it the caption that explains the marks (ChartData::legendNote).
        ASSERT_FALSE(m_data.legendNote.isEmpty());
        EXPECT_EQ(chart->legendNote(), m_data.legendNote);
        const QRectF legend = chart->mapRectToScene(chart->legendRect());
        const QRectF note = chart->mapRectToScene(chart->legendNoteRect());
        EXPECT_TRUE(inside(legend)) << at;
        EXPECT_TRUE(inside(note)) << at;
        EXPECT_GT(legend.top(), plot.bottom()) << at;
        EXPECT_LE(legend.bottom(), note.top() + 0.5) << at;
        // The value axis: its title and its first and last labels, between the plot and the legend.
        QStringList axisTexts{m_data.valueTitle, PerformanceChart::axisLabel(0),
                              PerformanceChart::axisLabel(chart->axisEnd())};
        for (const QString& text : axisTexts) {
            const QList<QRectF> rects = textRects(offscreen.scene(), text);
            ASSERT_FALSE(rects.isEmpty()) << text.toStdString() << " at " << at;
            for (const QRectF& rect : rects) {
                EXPECT_TRUE(inside(rect)) << text.toStdString() << " at " << at;
                EXPECT_GE(rect.top(), plot.bottom() - 1) << text.toStdString() << " at " << at;
                EXPECT_LE(rect.bottom(), legend.top() + 1) << text.toStdString() << " at " << at;
            }
        }
    }
    // At the default size every card label has its comfortable size.
    auto* chart = new PerformanceChart;
    chart->setData(m_data);
    const OffscreenChart offscreen(chart, size, m_data.assumptions);
    EXPECT_GE(chart->labelPixelSize(), 12);
}

// `gpu-advisor-cli rank` without --metric ranks by the metric the charts open with.
TEST(ChartDefaults, TheChartsAndRankShareTheDefaultMetric) {
    EXPECT_EQ(ChartSettings{}.metric, defaultChartMetric);
}

} // namespace
