// Chart export: every format written atomically and readable by what opens it.

#include "gpuadvisor/db/catalog.h"
#include "gpuadvisor/ui/charts/chartexport.h"

#include "qtprinters.h"
#include "tempdir.h"

#include <QFileInfo>
#include <QImage>
#include <QSvgRenderer>
#include <QXmlStreamReader>

#include <gtest/gtest.h>

using namespace gpuadvisor;

namespace {

class ChartExportTest : public TempDirTest {
protected:
    void SetUp() override {
        TempDirTest::SetUp();
        Catalog catalog(path(QStringLiteral("catalog.sqlite")));
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

} // namespace
