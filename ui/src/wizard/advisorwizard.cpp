#include "gpuadvisor/ui/wizard/advisorwizard.h"

#include "gpuadvisor/ui/shell/appsettings.h"

#include "gpuadvisor/db/llmdata.h"
#include "wizard/advisorstate.h"
#include "wizard/recommendationreport.h"
#include "wizard/wizardbudgetpage.h"
#include "wizard/wizardclusterpage.h"
#include "wizard/wizardmemorypage.h"
#include "wizard/wizardquestionpage.h"
#include "wizard/wizardresultpage.h"
#include "wizard/wizardroute.h"

#include "gpuadvisor/text/currency.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>

#include <algorithm>
#include <map>

namespace gpuadvisor {
namespace {

constexpr QSize defaultWizardSize{760, 620};
constexpr QSize minimumWizardSize{600, 480};

constexpr FlowQuestion askedQuestions[] = {
    FlowQuestion::Organization, FlowQuestion::LargeLlms,    FlowQuestion::Rich, FlowQuestion::MiddleBudget,
    FlowQuestion::Train,        FlowQuestion::Transformers, FlowQuestion::Llms, FlowQuestion::SmallDatasets,
};

} // namespace

struct AdvisorWizard::Private {
    AdvisorState state;
    std::map<int, WizardPage*> pages;
    WizardResultPage* result = nullptr;
};

AdvisorWizard::AdvisorWizard(std::shared_ptr<const CatalogSnapshot> snapshot, const ChartSettings& settings,
                             QWidget* parent)
    : QWizard(parent)
    , d(std::make_unique<Private>()) {
    setObjectName(QStringLiteral("advisorWizard"));
    setWindowTitle(tr("Recommend a GPU"));
    d->state.snapshot = std::move(snapshot);
    d->state.settings = settings;
    d->state.llmPresets = loadLlmPresets().models;
    // Until the user types a count, the pick weighs 1 to 4 cards where the work splits.
    d->state.answers.chooseGpuCount = true;

    const auto add = [this](int id, WizardPage* page) {
        d->pages[id] = page;
        setPage(id, page);
    };
    for (const FlowQuestion question : askedQuestions) {
        add(pageFor(question), new WizardQuestionPage(d->state, question));
    }
    add(BudgetPage, new WizardBudgetPage(d->state));
    add(MemoryPage, new WizardMemoryPage(d->state));
    add(ClusterPage, new WizardClusterPage(d->state));
    d->result = new WizardResultPage(d->state);
    add(ResultPage, d->result);
    setStartId(OrganizationPage);
    setOption(QWizard::NoBackButtonOnStartPage);

    connect(this, &QWizard::currentIdChanged, this, &AdvisorWizard::updateProgress);
    connect(d->result, &WizardResultPage::compareRequested, this, &AdvisorWizard::compareRequested);
    connect(d->result, &WizardResultPage::buildCheckerRequested, this, &AdvisorWizard::buildCheckerRequested);
    connect(d->result, &WizardResultPage::exportRequested, this, &AdvisorWizard::exportWithDialog);
    // Money on the current page follows the display currency (a page shows it anew when entered).
    connect(text::DisplayCurrencyNotifier::instance(), &text::DisplayCurrencyNotifier::changed, this, [this] {
        if (const auto page = d->pages.find(currentId()); page != d->pages.end()) {
            page->second->refresh();
        }
    });

    setMinimumSize(minimumWizardSize);
    resize(defaultWizardSize);
    restart(); // at the first question now, not only once shown
}

AdvisorWizard::~AdvisorWizard() = default;

int AdvisorWizard::pageFor(FlowQuestion question) {
    switch (question) {
    case FlowQuestion::Organization:
        return OrganizationPage;
    case FlowQuestion::LargeLlms:
        return LargeLlmsPage;
    case FlowQuestion::Rich:
        return RichPage;
    case FlowQuestion::MiddleBudget:
        return MiddleBudgetPage;
    case FlowQuestion::Train:
        return TrainPage;
    case FlowQuestion::Transformers:
        return TransformersPage;
    case FlowQuestion::Llms:
        return LlmsPage;
    case FlowQuestion::WithinBudget:
        return BudgetPage;
    case FlowQuestion::SmallDatasets:
        return SmallDatasetsPage;
    }
    return BudgetPage;
}

void AdvisorWizard::setSnapshot(std::shared_ptr<const CatalogSnapshot> snapshot) {
    d->state.snapshot = std::move(snapshot);
    if (const auto page = d->pages.find(currentId()); page != d->pages.end()) {
        page->second->refresh();
    }
    updateProgress();
}

void AdvisorWizard::setSettings(const ChartSettings& settings) {
    d->state.settings = settings;
    if (const auto page = d->pages.find(currentId()); page != d->pages.end()) {
        page->second->refresh();
    }
    updateProgress();
}

const AdvisorAnswers& AdvisorWizard::answers() const {
    return d->state.answers;
}

void AdvisorWizard::setAnswers(const AdvisorAnswers& answers) {
    d->state.answers = answers;
    restart();
}

Recommendation AdvisorWizard::recommendation() const {
    return d->state.recommend();
}

int AdvisorWizard::nextId() const {
    const int current = currentId();
    if (current == ResultPage || current < 0) {
        return -1;
    }
    const std::vector<int> path = wizardroute::pagePath(d->state.walk());
    if (const auto at = std::find(path.begin(), path.end(), current); at != path.end()) {
        // The path ends here while this page's question is unanswered: Next stays disabled.
        return std::next(at) != path.end() ? *std::next(at) : current;
    }
    // New prices or settings moved the path away from this page: its first page not yet seen.
    const QList<int> visited = visitedIds();
    const auto unseen =
        std::find_if(path.begin(), path.end(), [&visited](int page) { return !visited.contains(page); });
    return unseen != path.end() ? *unseen : current;
}

QString AdvisorWizard::progressText() const {
    const auto page = d->pages.find(currentId());
    return page != d->pages.end() ? page->second->progressText() : QString();
}

void AdvisorWizard::updateProgress() {
    const int current = currentId();
    const auto page = d->pages.find(current);
    if (page == d->pages.end()) {
        return;
    }
    const int step = static_cast<int>(visitedIds().size());
    const int remaining = wizardroute::maxPagesFrom(current, d->state.walk());
    // From the memory page on, the rest of the path no longer depends on any answer.
    const bool exact = current == MemoryPage || current == ClusterPage || current == ResultPage;
    page->second->setProgress(step, step - 1 + remaining, exact);
}

void AdvisorWizard::setBuildCheckerAvailable(bool available) {
    d->result->setBuildCheckerAvailable(available);
}

bool AdvisorWizard::buildCheckerAvailable() const {
    return d->result->buildCheckerAvailable();
}

QStringList AdvisorWizard::compareNames() const {
    return compareCardNames(d->state.recommend());
}

BuildContext AdvisorWizard::handOffContext() const {
    return d->result->buildContext();
}

bool AdvisorWizard::exportResult(const QString& path, QString* error) {
    return d->result->exportTo(path, error);
}

void AdvisorWizard::exportWithDialog() {
    const QString directory = settings::exportFolder();
    const QString pngFilter = tr("PNG image (*.png)");
    const QString textFilter = tr("Text file (*.txt)");
    QString selectedFilter;
    QString path = QFileDialog::getSaveFileName(
        this, tr("Export Recommendation"), QDir(directory).filePath(QStringLiteral("gpu-recommendation.png")),
        pngFilter + QStringLiteral(";;") + textFilter, &selectedFilter);
    if (path.isEmpty()) {
        return;
    }
    if (QFileInfo(path).suffix().isEmpty()) {
        path += selectedFilter == textFilter ? QStringLiteral(".txt") : QStringLiteral(".png");
    }
    settings::setValue(settings::lastExportFolder, QFileInfo(path).absolutePath());
    QString error;
    if (!exportResult(path, &error)) {
        QMessageBox::warning(this, tr("Export failed"), error);
    }
}

} // namespace gpuadvisor
