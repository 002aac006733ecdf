// gpu-advisor's command line, run as a user runs it: the real executable, headless.

#include "../cli/clirunner.h"
#include "smalldisk.h"

#include "gpuadvisor/db/catalog.h"
#include "gpuadvisor/ui/charts/chartexport.h"
#include "gpuadvisor/ui/shared/catalogsnapshot.h"

#include <QDir>

#include <QImage>
#include <QLocale>
#include <QTranslator>

#include <algorithm>
#include <utility>

using namespace Qt::StringLiterals;

namespace {

class GuiCliTest : public ProgramTest {
protected:
    QString program() const override { return QStringLiteral(GPUADVISOR_GUI_PATH); }
};

TEST_F(GuiCliTest, ExportsEachFormatWithNoDisplay) {
    for (const QString& name : {u"chart.png"_s, u"chart.svg"_s, u"chart.pdf"_s, u"chart.csv"_s}) {
        const RunResult result = run({u"--export-chart"_s, path(name), u"--metric"_s, u"inference8"_s,
                                      u"--per-dollar"_s, u"--width"_s, u"800"_s, u"--height"_s, u"1000"_s});
        EXPECT_EQ(result.exitCode, 0) << name.toStdString() << ": " << result.err.toStdString();
        EXPECT_GT(readFile(name).size(), 100) << name.toStdString();
    }
    EXPECT_EQ(QImage(path(u"chart.png"_s)).size(), QSize(800, 1000));
    EXPECT_TRUE(readFile(u"chart.pdf"_s).startsWith("%PDF"));
    EXPECT_TRUE(readFile(u"chart.csv"_s).startsWith("name,"));
}

// Issue 30: without --height the per-dollar chart of every card was 900 pixels high and cut its
// axis, legend and caption; it is now as tall as its bars need (chart_export_test checks the
// layout at that size). An asked height is kept.
TEST_F(GuiCliTest, TheDefaultHeightFollowsTheBarCount) {
    const RunResult result = run({u"--export-chart"_s, path(u"chart.png"_s), u"--per-dollar"_s});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    gpuadvisor::ChartSettings settings;
    settings.perDollar = true;
    const gpuadvisor::Catalog catalog(catalogPath());
    const gpuadvisor::ChartData data =
        gpuadvisor::computeChartData(gpuadvisor::CatalogSnapshot::load(catalog), settings);
    const QSize expected = gpuadvisor::defaultExportSize(data, 1200);
    EXPECT_GT(expected.height(), 900);
    EXPECT_EQ(QImage(path(u"chart.png"_s)).size(), expected);

    ASSERT_EQ(
        run({u"--export-chart"_s, path(u"asked.png"_s), u"--per-dollar"_s, u"--height"_s, u"900"_s}).exitCode,
        0);
    EXPECT_EQ(QImage(path(u"asked.png"_s)).size(), QSize(1200, 900));
}

// Issue 36: the headless export reads of the catalog only what a chart needs; it writes exactly the
// chart the Charts page exports from the whole catalog: pixel for pixel (bars, labels, measured
// marks, titles, captions) and number for number.
TEST_F(GuiCliTest, TheHeadlessExportIsTheChartOfTheWholeCatalog) {
    // Both processes in US English: the same words and number format ("$1,000").
    setEnvironment(u"LC_ALL"_s, u"en_US.UTF-8"_s);
    setEnvironment(u"LANGUAGE"_s, std::nullopt);
    struct DefaultLocale {
        QLocale previous;
        DefaultLocale() { QLocale::setDefault(QLocale(u"en_US"_s)); }
        ~DefaultLocale() { QLocale::setDefault(previous); }
    } usEnglish;

    ASSERT_EQ(run({u"--export-chart"_s, path(u"chart.png"_s)}).exitCode, 0); // makes the catalog
    ASSERT_EQ(run({u"--export-chart"_s, path(u"chart.csv"_s)}).exitCode, 0);
    ASSERT_EQ(run({u"--export-chart"_s, path(u"dollar.png"_s), u"--per-dollar"_s}).exitCode, 0);

    const gpuadvisor::Catalog catalog(catalogPath());
    const gpuadvisor::CatalogSnapshot snapshot = gpuadvisor::CatalogSnapshot::load(catalog);
    gpuadvisor::ChartSettings perDollar;
    perDollar.perDollar = true;
    for (const auto& [name, settings] :
         {std::pair{u"chart"_s, gpuadvisor::ChartSettings{}}, std::pair{u"dollar"_s, perDollar}}) {
        const gpuadvisor::ChartData data = gpuadvisor::computeChartData(snapshot, settings);
        ASSERT_FALSE(data.bars.empty());
        const QString expected = path(name + u"-expected.png"_s);
        ASSERT_EQ(gpuadvisor::exportChart(data, expected, {gpuadvisor::defaultExportSize(data, 1200), 96}),
                  QString());
        const QImage written(path(name + u".png"_s));
        ASSERT_FALSE(written.isNull()) << name.toStdString();
        EXPECT_TRUE(written.convertToFormat(QImage::Format_ARGB32) ==
                    QImage(expected).convertToFormat(QImage::Format_ARGB32))
            << name.toStdString();
        if (!settings.perDollar) {
            ASSERT_TRUE(std::any_of(data.bars.begin(), data.bars.end(), [](const gpuadvisor::ChartBar& bar) {
                return bar.measuredValue.has_value();
            }));
            EXPECT_EQ(readFile(u"chart.csv"_s), gpuadvisor::chartDataCsv(data).toUtf8());
        }
    }
}

TEST_F(GuiCliTest, OptionsShapeTheChart) {
    ASSERT_EQ(
        run({u"--export-chart"_s, path(u"big.csv"_s), u"--min-memory"_s, u"48"_s, u"--workload"_s, u"cnn"_s})
            .exitCode,
        0);
    const QStringList rows = QString::fromUtf8(readFile(u"big.csv"_s)).trimmed().split(u'\n').mid(1);
    ASSERT_FALSE(rows.isEmpty());
    for (const QString& row : rows) {
        // name,memory_gb,...: names here have no commas.
        EXPECT_GE(row.section(u',', 1, 1).toDouble(), 48) << row.toStdString();
    }
}

// Issue 32, item 5: a card name a spreadsheet would run as a formula is written escaped in the
// chart's CSV, as the catalog export writes it.
TEST_F(GuiCliTest, TheChartCsvEscapesNamesASpreadsheetWouldRun) {
    {
        gpuadvisor::Catalog catalog(catalogPath());
        gpuadvisor::Gpu card = *catalog.findGpu("RTX 4090");
        card.name = "=HYPERLINK(\"http://evil\")";
        catalog.upsertGpu(card);
    }
    ASSERT_EQ(run({u"--export-chart"_s, path(u"chart.csv"_s)}).exitCode, 0);
    const QString csv = QString::fromUtf8(readFile(u"chart.csv"_s));
    EXPECT_TRUE(csv.contains(u"\n\"'=HYPERLINK(\"\"http://evil\"\")\","_s)) << csv.left(400).toStdString();
    EXPECT_FALSE(csv.contains(u"\n=HYPERLINK"_s));
    EXPECT_FALSE(csv.contains(u"\n\"=HYPERLINK"_s));
}

TEST_F(GuiCliTest, BadOptionsExit2NamingTheOption) {
    const struct {
        QStringList arguments;
        QString named;
    } cases[] = {
        {{u"--export-chart"_s, path(u"c.gif"_s)}, u"--export-chart"_s},
        {{u"--export-chart"_s, path(u"c.png"_s), u"--metric"_s, u"fp4"_s}, u"--metric"_s},
        {{u"--export-chart"_s, path(u"c.png"_s), u"--workload"_s, u"rnn"_s}, u"--workload"_s},
        {{u"--export-chart"_s, path(u"c.png"_s), u"--width"_s, u"-5"_s}, u"--width"_s},
        {{u"--export-chart"_s, path(u"c.png"_s), u"--height"_s, u"abc"_s}, u"--height"_s},
        {{u"--export-chart"_s, path(u"c.png"_s), u"--min-memory"_s, u"nan"_s}, u"--min-memory"_s},
        {{u"--export-chart"_s, path(u"c.png"_s), u"--as-of"_s, u"2023-02-30"_s}, u"--as-of"_s},
        {{u"--export-chart"_s, path(u"c.png"_s), u"--reference"_s, u"Voodoo 2"_s}, u"--reference"_s},
        {{u"--export-chart"_s, path(u"c.png"_s), u"--no-such-flag"_s}, u"no-such-flag"_s},
    };
    for (const auto& [arguments, named] : cases) {
        const RunResult result = run(arguments);
        EXPECT_EQ(result.exitCode, 2) << arguments.join(u' ').toStdString();
        EXPECT_TRUE(result.err.contains(named)) << result.err.toStdString();
        EXPECT_FALSE(QFileInfo::exists(path(u"c.png"_s)));
    }
}

TEST_F(GuiCliTest, PrintsTheMenusInTheLanguageOfTheSystemLocale) {
    setEnvironment(u"LANG"_s, u"zh_CN.UTF-8"_s);
    for (const QString& name : {u"LANGUAGE"_s, u"LC_ALL"_s, u"LC_MESSAGES"_s}) {
        setEnvironment(name, std::nullopt);
    }
    setEnvironment(u"GPUADVISOR_NO_WELCOME"_s, u"1"_s);
    // What the menus say in Chinese: the app's embedded translation (also linked into this test).
    QTranslator chinese;
    ASSERT_TRUE(chinese.load(u"gpu-advisor_zh_CN"_s, u":/i18n"_s));
    QStringList expected;
    for (const char* source : {"&File", "&Edit", "&Tools", "&Settings", "&Help"}) {
        const QString translated = chinese.translate("gpuadvisor::MainWindow", source);
        expected << (translated.isEmpty() ? QString::fromLatin1(source) : translated);
    }
    ASSERT_NE(expected.value(0), u"&File"_s) << "the translation has no File menu";

    const RunResult result = run({u"--print-menus"_s});
    EXPECT_EQ(result.exitCode, 0) << result.err;
    EXPECT_EQ(result.out.trimmed().split(u'\n'), expected) << result.out;

    setEnvironment(u"LANG"_s, u"en_US.UTF-8"_s);
    const RunResult english = run({u"--print-menus"_s});
    EXPECT_EQ(english.exitCode, 0) << english.err;
    EXPECT_EQ(english.out.trimmed().split(u'\n'),
              (QStringList{u"&File"_s, u"&Edit"_s, u"&Tools"_s, u"&Settings"_s, u"&Help"_s}));
}

TEST_F(GuiCliTest, ADamagedCatalogIsReportedNotOverwritten) {
    const QByteArray garbage(4096, '\x5a');
    writeFile(u"catalog.sqlite"_s, garbage);
    const RunResult result = run({u"--export-chart"_s, path(u"c.png"_s)});
    EXPECT_EQ(result.exitCode, 1);
    EXPECT_FALSE(result.err.isEmpty());
    EXPECT_EQ(readFile(u"catalog.sqlite"_s), garbage);
    EXPECT_FALSE(QFileInfo::exists(path(u"c.png"_s)));
}

// No silent loss (issue 20, case 1): before, an SVG or CSV chart cut short by a full disk was
// reported as exported (exit 0) and replaced a good file.
TEST_F(GuiCliTest, AChartThatCannotBeWrittenWholeFailsAndKeepsTheOldFile) {
    ASSERT_EQ(run({u"--export-chart"_s, path(u"first.csv"_s)}).exitCode, 0); // creates the catalog
    for (const QString& name : {u"chart.svg"_s, u"chart.csv"_s, u"chart.png"_s, u"chart.pdf"_s}) {
        const QByteArray old("the user's good file\n");
        const QString target = writeFile(name, old);
        // 512 bytes: less than each of these files needs.
        setWrapper(shellWrapper(fileSizeLimit(512) + uR"("$0" "$@")"_s));
        const RunResult result = run({u"--export-chart"_s, target, u"--width"_s, u"1600"_s});
        setWrapper({});
        EXPECT_EQ(result.exitCode, 1) << name.toStdString();
        EXPECT_TRUE(result.err.contains(u"Could not write"_s)) << result.err.toStdString();
        EXPECT_TRUE(result.err.contains(name)) << result.err.toStdString();
        EXPECT_EQ(readFile(name), old) << name.toStdString();
    }
    EXPECT_EQ(QDir(path({})).entryList(QDir::Files | QDir::Hidden).size(), 6); // no temporary files left
}

TEST_F(GuiCliTest, APngOnAFullDiskSaysTheDiskIsFull) {
    SmallDisk disk(path(u"small"_s), 64);
    if (!disk.available()) {
        GTEST_SKIP() << "cannot mount a tmpfs here (needs root)";
    }
    disk.fill(4096);
    const RunResult result = run({u"--export-chart"_s, disk.filePath(u"chart.png"_s)});
    EXPECT_EQ(result.exitCode, 1);
    EXPECT_TRUE(result.err.contains(u"the disk is full"_s)) << result.err.toStdString();
    EXPECT_FALSE(QFile::exists(disk.filePath(u"chart.png"_s)));
}

} // namespace
