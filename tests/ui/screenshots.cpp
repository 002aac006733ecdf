// ui_screenshots DIR: saves a PNG of every page of the main window (offscreen), for the docs
// and for looking at the app as a user would. Not a test; run by hand or by docs/update.sh.

#include "gpuadvisor/core/advice/guideclaims.h"
#include "gpuadvisor/db/catalog.h"
#include "gpuadvisor/ui/build/buildpage.h"
#include "gpuadvisor/ui/catalog/gpudialog.h"
#include "gpuadvisor/ui/catalog/importpreviewdialog.h"
#include "gpuadvisor/ui/catalog/pricedialog.h"
#include "gpuadvisor/ui/charts/chartspage.h"
#include "gpuadvisor/ui/charts/chartview.h"
#include "gpuadvisor/ui/cloud/cloudpage.h"
#include "gpuadvisor/ui/compare/comparepage.h"
#include "gpuadvisor/ui/explainer/explainerpage.h"
#include "gpuadvisor/ui/llm/llmplannerpage.h"
#include "gpuadvisor/ui/shared/catalogsnapshot.h"
#include "gpuadvisor/ui/shell/catalogopener.h"
#include "gpuadvisor/ui/shell/languages.h"
#include "gpuadvisor/ui/shell/mainwindow.h"
#include "gpuadvisor/ui/shell/sourcesdialog.h"
#include "gpuadvisor/ui/shell/welcomedialog.h"
#include "gpuadvisor/ui/wizard/advisorwizard.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMessageBox>
#include <QPointer>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTimer>

#include <cstdio>
#include <map>

using namespace gpuadvisor;

namespace {

/// Opens `path` as the desktop app does and saves the message box it shows as `name`.png, then
/// closes the box (accepting it, or cancelling it when `cancel`).
bool saveOpeningMessage(const QDir& out, const QString& name, const QString& path, bool cancel) {
    bool saved = false;
    QTimer timer;
    QObject::connect(&timer, &QTimer::timeout, [&] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            box && box->isVisible()) {
            saved = box->grab().save(out.filePath(name + QStringLiteral(".png")));
            cancel ? box->reject() : box->accept();
        }
    });
    timer.start(50);
    openCatalogForUser(path, nullptr);
    return saved;
}

/// Saves the dialog the desktop app shows for a damaged catalog file, then cancels it.
bool saveDamagedCatalogDialog(const QDir& out, const QString& name, const QTemporaryDir& temporary) {
    const QString damaged = temporary.filePath(name + QStringLiteral(".sqlite"));
    QFile file(damaged);
    if (!file.open(QIODevice::WriteOnly) || file.write("not a database\n") < 0) {
        return false;
    }
    file.close();
    return saveOpeningMessage(out, name, damaged, true);
}

/// Saves what the desktop app says when it first opens a catalog an earlier version made (the
/// schema-3 test catalog with the user's edits), then closes it.
bool saveUpdatedCatalogDialog(const QDir& out, const QString& name, const QTemporaryDir& temporary) {
    const QString copy = temporary.filePath(name + QStringLiteral(".sqlite"));
    if (!QFile::copy(QStringLiteral(GPUADVISOR_TEST_DATA_DIR "/catalog-v3-with-user-edits.sqlite"), copy)) {
        return false;
    }
    return saveOpeningMessage(out, name, copy, false);
}

/// Saves the main window over a read-only copy of `catalog` (its catalog page).
bool saveReadOnlyWindow(const QDir& out, const QString& name, const QString& catalog) {
    MainWindow window(std::make_unique<Catalog>(catalog, CatalogAccess::ReadOnly));
    window.resize(1440, 900);
    window.show();
    window.findChild<QTabWidget*>(QStringLiteral("pages"))->setCurrentIndex(1);
    for (int round = 0; round < 3; ++round) {
        QApplication::processEvents();
    }
    return window.grab().save(out.filePath(name + QStringLiteral(".png")));
}

/// The software-support rows of Compare (facts S1-S7): a Kepler, a Pascal, a Turing and an Ada card
/// as of 2026-11-27.
bool saveSupportRows(const QDir& out, const QString& name,
                     const std::shared_ptr<const CatalogSnapshot>& snapshot, ChartSettings settings) {
    ComparePage page;
    settings.asOf = Date{std::chrono::year{2026}, std::chrono::month{11}, std::chrono::day{27}};
    page.setSnapshot(snapshot);
    page.setSettings(settings);
    page.setCards({QStringLiteral("Tesla K80"), QStringLiteral("GTX 1080 Ti"), QStringLiteral("RTX 2080 Ti"),
                   QStringLiteral("RTX 4090")});
    page.resize(1280, 720);
    page.show();
    for (int round = 0; round < 3; ++round) {
        QApplication::processEvents();
    }
    return page.grab().save(out.filePath(name + QStringLiteral(".png")));
}

/// The organisation persona of issue 30: training LLMs of 13B (260 GB in 16 bits) on 8-GPU nodes,
/// $150,000, busy 60 % of the time; the wizard's result page.
bool saveOrganisationResult(const QDir& out, const QString& name, AdvisorWizard* wizard) {
    AdvisorAnswers answers;
    answers.flow.organization = true;
    answers.flow.largeLlms = true;
    answers.flow.rich = false;
    answers.flow.middleBudget = true;
    answers.flow.budgetUsd = 150000;
    answers.flow.gpuCount = 8;
    answers.clusterGpus = 8;
    answers.clusterUtilization = 0.6;
    answers.memory.model = ModelMemoryQuery{13e9, Precision::Fp16, true};
    wizard->setAnswers(answers);
    for (int guard = 0; guard < 12 && wizard->currentId() != AdvisorWizard::ResultPage; ++guard) {
        wizard->next();
        QApplication::processEvents();
    }
    QApplication::processEvents();
    return wizard->currentId() == AdvisorWizard::ResultPage &&
           wizard->grab().save(out.filePath(name + QStringLiteral(".png")));
}

/// The LLM planner's worked example: Llama 3 70B in Q4_K_M (the rest as the page starts).
void showLlama70B(LlmPlannerPage& page) {
    auto* model = page.findChild<QComboBox*>(QStringLiteral("llmModelCombo"));
    auto* weights = page.findChild<QComboBox*>(QStringLiteral("llmWeightsCombo"));
    model->setCurrentIndex(model->findData(QStringLiteral("llama3-70b")));
    weights->setCurrentIndex(weights->findData(static_cast<int>(WeightFormat::Q4_K_M)));
}

/// Shows `widget` at `size`, lets word-wrapped labels settle and saves it as `name`.png.
bool saveWidget(QWidget& widget, const QDir& out, const QString& name, QSize size = {}) {
    if (size.isValid()) {
        widget.resize(size);
    }
    widget.show();
    for (int round = 0; round < 3; ++round) {
        QApplication::processEvents();
    }
    const QString path = out.filePath(name + QStringLiteral(".png"));
    const bool saved = widget.grab().save(path);
    if (!saved) {
        std::fprintf(stderr, "could not write %s\n", qPrintable(path));
    }
    return saved;
}

/// The compare page empty, with two and four cards, and per dollar; the build page with mixed
/// cards, a power limit and two machines in a data centre; the card and price dialogs refusing
/// a bad value.
bool saveEditingShots(const QDir& out, const std::shared_ptr<const CatalogSnapshot>& snapshot,
                      const ChartSettings& settings, Catalog& catalog) {
    ComparePage compare;
    compare.setSnapshot(snapshot);
    compare.setSettings(settings);
    bool saved = saveWidget(compare, out, QStringLiteral("compare-empty"), QSize(1400, 850));
    compare.setCards({QStringLiteral("RTX 4090"), QStringLiteral("RTX 3080")});
    saved = saved && saveWidget(compare, out, QStringLiteral("compare-two"));
    compare.setCards({QStringLiteral("RTX 4090"), QStringLiteral("RTX 3080"), QStringLiteral("RTX 3090"),
                      QStringLiteral("RTX 4070 Ti")});
    compare.findChild<QCheckBox*>(QStringLiteral("comparePerDollarCheck"))->setChecked(true);
    saved = saved && saveWidget(compare, out, QStringLiteral("compare-perdollar"));

    BuildPage build;
    build.setSnapshot(snapshot);
    build.setSettings(settings);
    build.setCatalog(&catalog);
    build.addGpu(QStringLiteral("RTX 6000 Ada"), 2);
    build.addGpu(QStringLiteral("H100 PCIe"), 2);
    build.findChild<QSpinBox*>(QStringLiteral("powerLimitSpin0"))->setValue(280);
    build.findChild<QSpinBox*>(QStringLiteral("nodesSpin"))->setValue(2);
    build.findChild<QCheckBox*>(QStringLiteral("dataCenterCheck"))->setChecked(true);
    build.findChild<QSpinBox*>(QStringLiteral("hostRamSpin"))->setValue(128);
    saved = saved && saveWidget(build, out, QStringLiteral("build-mixed"), QSize(1280, 800));

    const Gpu start = catalog.findGpu("RTX 4090").value();
    GpuDialog gpuDialog(catalog.gpuNames(), &start);
    qobject_cast<QLineEdit*>(gpuDialog.field(QStringLiteral("bandwidth_gbps")))
        ->setText(QStringLiteral("-3"));
    gpuDialog.validatedGpu();
    saved = saved && saveWidget(gpuDialog, out, QStringLiteral("catalog-add-card"));
    PriceDialog priceDialog({QStringLiteral("RTX 4090")}, QStringLiteral("RTX 4090"));
    priceDialog.validatedPrice();
    return saved && saveWidget(priceDialog, out, QStringLiteral("catalog-add-price"));
}

} // namespace

/// Issue 34's pictures: the charts with a vendor filter (NVIDIA, AMD and Apple, 24 GB and up), an
/// RTX 5090, a Mac Studio and a Radeon AI PRO R9700 compared, and Llama 3.1 70B planned on a Mac
/// Studio M3 Ultra with 256 GB; a Mac Studio in the build checker.
bool saveVendorShots(const QDir& out, const std::shared_ptr<const CatalogSnapshot>& snapshot,
                     const ChartSettings& base, const QString& suffix = {}) {
    ChartsPage charts;
    charts.setSnapshot(snapshot);
    ChartSettings settings = base;
    settings.perDollar = false;
    settings.metric = Metric::Training16;
    settings.minMemoryGb = 24;
    settings.vendors = {true, true, false, true}; // NVIDIA, AMD, Apple; no Intel
    charts.applySettings(settings);
    bool saved = saveWidget(charts, out, QStringLiteral("charts-vendors") + suffix, QSize(1400, 900));

    ComparePage compare;
    compare.setSnapshot(snapshot);
    compare.setSettings(base);
    compare.setCards({QStringLiteral("RTX 5090"), QStringLiteral("Mac Studio M3 Ultra 60C 96GB"),
                      QStringLiteral("Radeon AI PRO R9700")});
    saved = saveWidget(compare, out, QStringLiteral("compare-vendors") + suffix, QSize(1800, 1000)) && saved;

    LlmPlannerPage llm;
    llm.setSnapshot(snapshot);
    llm.setSettings(base);
    auto* model = llm.findChild<QComboBox*>(QStringLiteral("llmModelCombo"));
    model->setCurrentIndex(model->findData(QStringLiteral("llama3.1-70b")));
    auto* weights = llm.findChild<QComboBox*>(QStringLiteral("llmWeightsCombo"));
    weights->setCurrentIndex(weights->findData(static_cast<int>(WeightFormat::Q4_K_M)));
    auto* card = llm.findChild<QComboBox*>(QStringLiteral("llmBuildCardCombo"));
    card->setCurrentIndex(card->findText(QStringLiteral("Mac Studio M3 Ultra 60C 256GB")));
    saved = saveWidget(llm, out, QStringLiteral("llm-mac-studio") + suffix, QSize(1400, 900)) && saved;

    // A model bigger than the card (issue 35): gpt-oss-120b on one RTX 3090 with 128 GB of DDR5.
    model->setCurrentIndex(model->findData(QStringLiteral("gpt-oss-120b")));
    weights->setCurrentIndex(weights->findData(static_cast<int>(WeightFormat::Mxfp4)));
    llm.findChild<QSpinBox*>(QStringLiteral("llmRamSpin"))->setValue(128);
    auto* platform = llm.findChild<QComboBox*>(QStringLiteral("llmPlatformCombo"));
    platform->setCurrentIndex(platform->findData(QStringLiteral("ddr5-6000-2ch")));
    llm.findChild<QSpinBox*>(QStringLiteral("llmMaxGpusSpin"))->setValue(1);
    card->setCurrentIndex(card->findText(QStringLiteral("RTX 3090")));
    saved = saveWidget(llm, out, QStringLiteral("llm-offload") + suffix, QSize(1400, 900)) && saved;

    // A whole computer in the build checker: its outlet and software, not a supply or slots.
    BuildPage build;
    build.setSnapshot(snapshot);
    build.setSettings(base);
    build.addGpu(QStringLiteral("Mac Studio M2 Ultra 76C 192GB"), 1);
    return saveWidget(build, out, QStringLiteral("build-mac-studio") + suffix, QSize(1280, 800)) && saved;
}

int main(int argc, char* argv[]) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    QStandardPaths::setTestModeEnabled(true);
    QApplication application(argc, argv);
    if (argc != 2) {
        std::fprintf(stderr, "usage: ui_screenshots DIR\n");
        return 2;
    }
    const QDir out(QString::fromLocal8Bit(argv[1]));
    QTemporaryDir temporary;
    MainWindow window(std::make_unique<Catalog>(temporary.filePath(QStringLiteral("catalog.sqlite"))));
    window.resize(1440, 900);
    window.show();
    auto* tabs = window.findChild<QTabWidget*>(QStringLiteral("pages"));
    // The main window on each tab; the build, cloud, LLM and explainer pages are also shot alone below.
    const QStringList names{QStringLiteral("charts"),          QStringLiteral("catalog"),
                            QStringLiteral("compare"),         QStringLiteral("window-build"),
                            QStringLiteral("window-cloud"),    QStringLiteral("window-llm"),
                            QStringLiteral("window-explainer")};
    ChartSettings settings = window.chartsPage()->settings();
    settings.perDollar = true;
    settings.metric = Metric::Inference8;
    window.chartsPage()->applySettings(settings);
    window.chartsPage()->setSelectedCards(
        {QStringLiteral("RTX 4090"), QStringLiteral("RTX 4070 Ti"), QStringLiteral("RTX 3090")});
    window.compareCards(window.chartsPage()->selectedCards());
    showLlama70B(*window.llmPlannerPage());
    for (int index = 0; index < tabs->count(); ++index) {
        tabs->setCurrentIndex(index);
        // A page first shown gets its data then; the labels it fills lay out again in later rounds.
        for (int round = 0; round < 3; ++round) {
            QApplication::processEvents();
        }
        const QString path =
            out.filePath(QStringLiteral("%1.png").arg(names.value(index, QString::number(index))));
        if (!window.grab().save(path)) {
            std::fprintf(stderr, "could not write %s\n", qPrintable(path));
            return 1;
        }
    }
    // The smallest window the app is made for, 1024 x 700, on its busiest page: 4x RTX 3090 on a
    // US outlet (findings, the power bar and the summary, which scrolls).
    const auto saveSmallWindow = [&](const QString& name) {
        window.resize(1024, 700);
        window.buildPage()->setBuild(BuildSpec{});
        window.buildPage()->addGpu(QStringLiteral("RTX 3090"), 4);
        tabs->setCurrentWidget(window.buildPage());
        for (int round = 0; round < 3; ++round) {
            QApplication::processEvents();
        }
        const QString path = out.filePath(name + QStringLiteral(".png"));
        const bool saved = window.grab().save(path);
        window.resize(1440, 900);
        QApplication::processEvents();
        if (!saved) {
            std::fprintf(stderr, "could not write %s\n", qPrintable(path));
        }
        return saved;
    };
    if (!saveSmallWindow(QStringLiteral("window-1024x700"))) {
        return 1;
    }
    // Measured results next to the estimates: 16-bit training of Transformers against the H100 SXM,
    // cards with at least 24 GB (so the whole chart and its caption fit the window), and four
    // measured cards compared; then back to the chart above for the rest.
    const ChartSettings shown = window.chartsPage()->settings();
    const QStringList shownCards = window.chartsPage()->selectedCards();
    const auto saveMeasuredShots = [&](const QString& suffix) {
        ChartSettings measured = shown;
        measured.metric = Metric::Training16;
        measured.workload = Workload::Transformer;
        measured.perDollar = false;
        measured.gpuCount = 1;
        measured.minMemoryGb = 24;
        measured.referenceName = "H100 SXM";
        window.chartsPage()->applySettings(measured);
        const QStringList compared{QStringLiteral("RTX 4090"), QStringLiteral("RTX 3090"),
                                   QStringLiteral("A100 SXM4 80GB"), QStringLiteral("H100 PCIe")};
        window.chartsPage()->setSelectedCards(compared);
        window.compareCards(compared);
        bool saved = true;
        for (const auto& [index, name] : {std::pair{0, QStringLiteral("charts-measured")},
                                          std::pair{2, QStringLiteral("compare-measured")}}) {
            if (suffix.isEmpty() || index == 0) {
                tabs->setCurrentIndex(index);
                for (int round = 0; round < 3; ++round) {
                    QApplication::processEvents();
                }
                const QString path = out.filePath(name + suffix + QStringLiteral(".png"));
                if (!window.grab().save(path)) {
                    std::fprintf(stderr, "could not write %s\n", qPrintable(path));
                    saved = false;
                }
            }
        }
        window.chartsPage()->applySettings(shown);
        window.chartsPage()->setSelectedCards(shownCards);
        window.compareCards(shownCards);
        return saved;
    };
    if (!saveMeasuredShots(QString())) {
        return 1;
    }
    // The chart reached with the keyboard: Tab into it, two bars down, the bar's details beside it.
    {
        tabs->setCurrentIndex(0);
        QApplication::processEvents();
        auto* view = window.chartsPage()->findChild<ChartView*>(QStringLiteral("chartView"));
        window.activateWindow();
        view->setFocus(Qt::TabFocusReason);
        for (int step = 0; step < 2; ++step) {
            QKeyEvent down(QEvent::KeyPress, Qt::Key_Down, Qt::NoModifier);
            QApplication::sendEvent(view, &down);
        }
        for (int round = 0; round < 3; ++round) {
            QApplication::processEvents();
        }
        const QString path = out.filePath(QStringLiteral("charts-keyboard.png"));
        if (!window.grab().save(path)) {
            std::fprintf(stderr, "could not write %s\n", qPrintable(path));
            return 1;
        }
        view->clearFocus();
    }
    // The recommendation wizard for a student on $500 doing Kaggle, at the prices of 2026-11-24:
    // the guide says a used RTX 2080 Ti, today's prices say otherwise, and the result says one.
    AdvisorWizard* wizard = window.openAdvisor();
    ChartSettings asOfGuide = window.chartsPage()->settings();
    asOfGuide.asOf = Date{std::chrono::year{2026}, std::chrono::month{11}, std::chrono::day{24}};
    wizard->setSettings(asOfGuide);
    AdvisorAnswers answers;
    answers.flow.organization = false;
    answers.flow.train = true;
    answers.flow.transformers = false;
    answers.flow.budgetUsd = 500;
    answers.memory.useCase = UseCase::Kaggle;
    wizard->setAnswers(answers);
    const std::map<int, QString> wizardShots{{AdvisorWizard::BudgetPage, QStringLiteral("wizard-budget")},
                                             {AdvisorWizard::MemoryPage, QStringLiteral("wizard-memory")},
                                             {AdvisorWizard::ResultPage, QStringLiteral("wizard-result")}};
    for (int guard = 0; guard < 12; ++guard) {
        QApplication::processEvents();
        if (const auto shot = wizardShots.find(wizard->currentId()); shot != wizardShots.end()) {
            const QString path = out.filePath(shot->second + QStringLiteral(".png"));
            if (!wizard->grab().save(path)) {
                std::fprintf(stderr, "could not write %s\n", qPrintable(path));
                return 1;
            }
        }
        if (wizard->currentId() == AdvisorWizard::ResultPage) {
            break;
        }
        wizard->next();
    }
    // Nothing fits: 7B full fine-tuning in FP16 (about 140 GB) on $3,000, and its ways out.
    AdvisorAnswers fineTune;
    fineTune.flow.organization = false;
    fineTune.flow.train = true;
    fineTune.flow.transformers = true;
    fineTune.flow.budgetUsd = 3000;
    fineTune.memory.model = ModelMemoryQuery{7e9, Precision::Fp16, true};
    wizard->setAnswers(fineTune);
    for (int guard = 0; guard < 12 && wizard->currentId() != AdvisorWizard::ResultPage; ++guard) {
        wizard->next();
        QApplication::processEvents();
    }
    QApplication::processEvents();
    if (!wizard->grab().save(out.filePath(QStringLiteral("wizard-ways-out.png")))) {
        return 1;
    }
    // The cloud-vs-desktop, LLM planner and explainer pages on their own, at about the room a page
    // gets in a 1280x800 window (below the menu, toolbar and tabs).
    const auto snapshot = std::make_shared<const CatalogSnapshot>(CatalogSnapshot::load(window.catalog()));
    const auto savePage = [&out](QWidget& page, const QString& name) {
        page.resize(1280, 720);
        page.show();
        // Word-wrapped labels settle their height over a few rounds of layout requests.
        for (int round = 0; round < 3; ++round) {
            QApplication::processEvents();
        }
        const QString path = out.filePath(name + QStringLiteral(".png"));
        const bool saved = page.grab().save(path);
        if (!saved) {
            std::fprintf(stderr, "could not write %s\n", qPrintable(path));
        }
        return saved;
    };
    CloudPage cloudPage;
    cloudPage.setSnapshot(snapshot);
    cloudPage.setSettings(window.chartsPage()->settings());
    ExplainerPage explainerPage;
    explainerPage.setSnapshot(snapshot);
    LlmPlannerPage llmPage;
    llmPage.setSnapshot(snapshot);
    llmPage.setSettings(window.chartsPage()->settings());
    showLlama70B(llmPage);
    if (!savePage(cloudPage, QStringLiteral("cloud")) || !savePage(llmPage, QStringLiteral("llm")) ||
        !savePage(explainerPage, QStringLiteral("explainer")) ||
        !saveSupportRows(out, QStringLiteral("compare-support"), snapshot, window.chartsPage()->settings()) ||
        !saveOrganisationResult(out, QStringLiteral("wizard-organisation"), wizard)) {
        return 1;
    }
    if (!saveEditingShots(out, snapshot, window.chartsPage()->settings(), window.catalog()) ||
        !saveVendorShots(out, snapshot, window.chartsPage()->settings())) {
        return 1;
    }
    // The build checker with problems: 4x RTX 3090 on a 1600 W supply (seed facts B1, B4).
    BuildPage buildPage;
    buildPage.setSnapshot(snapshot);
    buildPage.setSettings(window.chartsPage()->settings());
    buildPage.setCatalog(&window.catalog());
    BuildSpec build;
    build.psuWatts = 1600;
    build.mains = Mains{230, 16};
    buildPage.setBuild(build);
    buildPage.addGpu(QStringLiteral("RTX 3090"), 4);
    if (!savePage(buildPage, QStringLiteral("build"))) {
        return 1;
    }
    // The same on a US outlet, priced used, with an RTX 4090 that has no used price (B2, B3),
    // then with the advised power limits applied.
    BuildPage usBuild;
    usBuild.setSnapshot(snapshot);
    ChartSettings usedPrices = window.chartsPage()->settings();
    usedPrices.condition = Condition::Used; // the purchase context prices the build
    usBuild.setSettings(usedPrices);
    usBuild.setCatalog(&window.catalog());
    build.mains = Mains{120, 15};
    build.risers = true;
    usBuild.setBuild(build);
    usBuild.addGpu(QStringLiteral("RTX 3090"), 3);
    usBuild.addGpu(QStringLiteral("RTX 4090"), 1);
    if (!savePage(usBuild, QStringLiteral("build-us-outlet"))) {
        return 1;
    }
    usBuild.applyAdvisedPowerLimits();
    if (!savePage(usBuild, QStringLiteral("build-us-outlet-limited"))) {
        return 1;
    }
    // The welcome of a first start, and Help > Sources.
    WelcomeDialog welcome;
    SourcesDialog sources;
    const CatalogSnapshot claimData = CatalogSnapshot::load(window.catalog());
    sources.setClaimChecks(checkGuideClaims(claimData.gpus),
                           checkPerDollarClaims(claimData.gpus, claimData.prices(), claimData.systemCosts));
    sources.setFilter(QStringLiteral("measured benchmarks")); // the guide's claims against measured data
    const auto saveDialog = [&out](QWidget& dialog, const QString& name) {
        dialog.show();
        for (int round = 0; round < 3; ++round) {
            QApplication::processEvents();
        }
        const QString path = out.filePath(name + QStringLiteral(".png"));
        const bool saved = dialog.grab().save(path);
        if (!saved) {
            std::fprintf(stderr, "could not write %s\n", qPrintable(path));
        }
        dialog.hide();
        return saved;
    };
    if (!saveDialog(welcome, QStringLiteral("welcome")) || !saveDialog(sources, QStringLiteral("sources"))) {
        return 1;
    }
    // File > Update Prices from File or Address, previewing a small sheet: one new price, one
    // changed (the catalog's RTX 3090 used price of 2025-06-15) and one in yuan.
    const QString sheet = temporary.filePath(QStringLiteral("lab-prices.csv"));
    {
        QFile file(sheet);
        if (!file.open(QIODevice::WriteOnly)) {
            return 1;
        }
        file.write("gpu_name,condition,price_usd,observed_on,source,currency,quoted_price,usd_per_unit\n"
                   "RTX 4090,used,1500,2026-11-20,Lab price sheet,,,\n"
                   "RTX 3090,used,640,2025-06-15,\"eBay used, mid-2025 (estimate)\",,,\n"
                   "RTX 5090,new,,2026-11-18,JD.com,CNY,16499,0.1381\n");
    }
    const auto savePreview = [&](const QString& name) {
        ImportPreviewDialog preview(window.catalog());
        preview.preview(sheet);
        return saveDialog(preview, name);
    };
    if (!savePreview(QStringLiteral("update-prices"))) {
        return 1;
    }
    // A catalog in trouble: the damaged-file dialog, and the window over a read-only catalog.
    if (!saveDamagedCatalogDialog(out, QStringLiteral("damaged-catalog"), temporary) ||
        !saveUpdatedCatalogDialog(out, QStringLiteral("updated-catalog"), temporary) ||
        !saveReadOnlyWindow(out, QStringLiteral("read-only"), window.catalog().path())) {
        std::fprintf(stderr, "could not write the catalog problem shots\n");
        return 1;
    }
    // The charts in Simplified Chinese, switched at run time as from Settings > Language.
    wizard->close();
    // The window builds its pages again: wait until the English charts page is gone (the new
    // one may take its address).
    const QPointer<ChartsPage> englishCharts = window.chartsPage();
    Languages::apply(QStringLiteral("zh_CN"));
    for (int guard = 0; guard < 100 && !englishCharts.isNull(); ++guard) {
        QApplication::processEvents();
    }
    tabs->setCurrentIndex(0);
    for (int round = 0; round < 3; ++round) {
        QApplication::processEvents();
    }
    const QString chinese = out.filePath(QStringLiteral("charts-zh_CN.png"));
    if (!englishCharts.isNull() || !window.grab().save(chinese)) {
        std::fprintf(stderr, "could not write %s\n", qPrintable(chinese));
        return 1;
    }
    if (!saveMeasuredShots(QStringLiteral("-zh_CN")) ||
        !saveSmallWindow(QStringLiteral("window-1024x700-zh_CN"))) {
        return 1;
    }
    // Every page that shows a price, in Chinese too (their old-price marks translated).
    window.chartsPage()->applySettings(settings);
    window.chartsPage()->setSelectedCards(
        {QStringLiteral("RTX 4090"), QStringLiteral("RTX 4070 Ti"), QStringLiteral("RTX 3090")});
    window.compareCards(window.chartsPage()->selectedCards());
    for (int index = 1; index <= 2; ++index) {
        tabs->setCurrentIndex(index);
        for (int round = 0; round < 3; ++round) {
            QApplication::processEvents();
        }
        const QString path = out.filePath(names.value(index) + QStringLiteral("-zh_CN.png"));
        if (!window.grab().save(path)) {
            std::fprintf(stderr, "could not write %s\n", qPrintable(path));
            return 1;
        }
    }
    // Pages are built again on a language switch (as the window does): new ones, in Chinese.
    BuildPage chineseBuild;
    chineseBuild.setSnapshot(snapshot);
    chineseBuild.setSettings(window.chartsPage()->settings());
    chineseBuild.setCatalog(&window.catalog());
    chineseBuild.setBuild(build);
    chineseBuild.addGpu(QStringLiteral("RTX 3090"), 4);
    CloudPage chineseCloud;
    chineseCloud.setSnapshot(snapshot);
    chineseCloud.setSettings(window.chartsPage()->settings());
    LlmPlannerPage chineseLlm;
    chineseLlm.setSnapshot(snapshot);
    chineseLlm.setSettings(window.chartsPage()->settings());
    showLlama70B(chineseLlm);
    if (!savePreview(QStringLiteral("update-prices-zh_CN")) ||
        !savePage(chineseBuild, QStringLiteral("build-zh_CN")) ||
        !savePage(chineseCloud, QStringLiteral("cloud-zh_CN")) ||
        !savePage(chineseLlm, QStringLiteral("llm-zh_CN")) ||
        !saveVendorShots(out, snapshot, window.chartsPage()->settings(), QStringLiteral("-zh_CN"))) {
        return 1;
    }
    AdvisorWizard* chineseWizard = window.openAdvisor();
    chineseWizard->setSettings(asOfGuide);
    chineseWizard->setAnswers(answers);
    for (int guard = 0; guard < 12 && chineseWizard->currentId() != AdvisorWizard::ResultPage; ++guard) {
        chineseWizard->next();
        QApplication::processEvents();
    }
    QApplication::processEvents();
    if (!chineseWizard->grab().save(out.filePath(QStringLiteral("wizard-result-zh_CN.png"))) ||
        !saveSupportRows(out, QStringLiteral("compare-support-zh_CN"), snapshot,
                         window.chartsPage()->settings()) ||
        !saveOrganisationResult(out, QStringLiteral("wizard-organisation-zh_CN"), chineseWizard)) {
        return 1;
    }
    // The two dialogs again: they follow the language change themselves.
    sources.setFilter(QStringLiteral("实测"));
    if (!saveDialog(welcome, QStringLiteral("welcome-zh_CN")) ||
        !saveDialog(sources, QStringLiteral("sources-zh_CN")) ||
        !saveDamagedCatalogDialog(out, QStringLiteral("damaged-catalog-zh_CN"), temporary) ||
        !saveUpdatedCatalogDialog(out, QStringLiteral("updated-catalog-zh_CN"), temporary) ||
        !saveReadOnlyWindow(out, QStringLiteral("read-only-zh_CN"), window.catalog().path())) {
        return 1;
    }
    return 0;
}
