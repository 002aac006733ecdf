#include "wizard/wizardresultpage.h"

#include "gpuadvisor/core/build/machineplan.h"
#include "gpuadvisor/text/catalogproblemtext.h"

#include <QBuffer>
#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QImage>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>
#include <QWizard>

namespace gpuadvisor {
namespace {

/// Width the content is laid out at when it is exported before the page was ever shown.
constexpr int unshownContentWidth = 720;
/// Space around the exported image, in device-independent pixels.
constexpr int exportMargin = 16;
/// Table cells up to this many characters are kept on one line.
constexpr qsizetype maximumUnwrappedCell = 24;

QLabel* wrappedLabel(const QString& text, const QString& objectName) {
    auto* label = new QLabel(text);
    label->setObjectName(objectName);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

/// Dark text on amber in any theme, so the warning stands out and stays readable.
QLabel* warningLabel(const QString& text, const QString& objectName) {
    QLabel* label = wrappedLabel(text, objectName);
    label->setStyleSheet(QStringLiteral("QLabel { background-color: #fff3cd; color: #4d3800; "
                                        "border: 1px solid #e6c35c; border-radius: 4px; padding: 6px; }"));
    return label;
}

/// The image on a background exportMargin wider on every side, so the export does not end at
/// the text.
QImage withMargin(const QImage& image, const QColor& background) {
    if (image.isNull()) {
        return image;
    }
    const int pixels = qRound(exportMargin * image.devicePixelRatio());
    QImage framed(image.size() + QSize(2 * pixels, 2 * pixels), QImage::Format_ARGB32_Premultiplied);
    framed.setDevicePixelRatio(image.devicePixelRatio());
    framed.fill(background);
    QPainter painter(&framed);
    painter.drawImage(QPointF(exportMargin, exportMargin), image);
    return framed;
}

QFont scaledBold(QFont font, double scale) {
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * scale);
    return font;
}

} // namespace

WizardResultPage::WizardResultPage(AdvisorState& state, QWidget* parent)
    : WizardPage(state, parent) {
    setObjectName(QStringLiteral("resultPage"));
    m_scroll = new QScrollArea;
    m_scroll->setObjectName(QStringLiteral("resultScroll"));
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setWidgetResizable(true);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    body()->addWidget(m_scroll, 1);

    m_compare = new QPushButton(tr("Open in &Compare"));
    m_compare->setObjectName(QStringLiteral("compareButton"));
    m_buildChecker = new QPushButton(tr("Open in Build C&hecker"));
    m_buildChecker->setObjectName(QStringLiteral("buildCheckerButton"));
    m_export = new QPushButton(tr("&Export…"));
    m_export->setObjectName(QStringLiteral("exportButton"));
    m_export->setToolTip(tr("Save the result as a PNG image or as text."));
    m_exported = new QLabel;
    m_exported->setObjectName(QStringLiteral("exportStatus"));
    m_exported->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_exported->setForegroundRole(QPalette::PlaceholderText);
    m_exported->hide();
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_compare);
    buttons->addWidget(m_buildChecker);
    buttons->addStretch(1);
    buttons->addWidget(m_exported);
    buttons->addWidget(m_export);
    body()->addLayout(buttons);

    connect(m_compare, &QPushButton::clicked, this, [this] {
        if (m_compareNames.size() >= 2) {
            emit compareRequested(m_compareNames);
        }
    });
    connect(m_buildChecker, &QPushButton::clicked, this, [this] {
        const BuildContext context = buildContext();
        if (!context.gpu.isEmpty()) {
            emit buildCheckerRequested(context);
        }
    });
    connect(m_export, &QPushButton::clicked, this, &WizardResultPage::exportRequested);
}

void WizardResultPage::initializePage() {
    rebuild();
}

void WizardResultPage::refresh() {
    rebuild();
}

void WizardResultPage::setBuildCheckerAvailable(bool available) {
    m_buildCheckerAvailable = available;
    m_buildChecker->setVisible(available);
}

void WizardResultPage::rebuild() {
    setHeading(QString(), QString());
    m_snapshot = state().snapshot;
    m_recommendation = state().recommend();
    const Gpu* reference = state().reference();
    ReportContext context;
    context.asOf = state().settings.asOf;
    context.stalePriceMonths = state().settings.stalePriceMonths;
    context.ownership = state().settings.ownership;
    context.referenceName = reference != nullptr ? QString::fromStdString(reference->name) : QString();
    context.hasCards = state().hasCards();
    context.chassis = state().organization() ? Chassis::Server : Chassis::Workstation;
    if (m_snapshot) {
        context.figureChecks = checkGuideClaims(m_snapshot->gpus);
        context.perDollarChecks =
            checkPerDollarClaims(m_snapshot->gpus, m_snapshot->prices(), m_snapshot->systemCosts);
    }
    m_report = buildReport(m_recommendation, state().answers, context);
    m_compareNames = compareCardNames(m_recommendation);

    m_content = new QWidget;
    m_content->setObjectName(QStringLiteral("resultContent"));
    auto* layout = new QVBoxLayout(m_content);
    layout->setContentsMargins(0, 0, 12, 8);
    layout->setSpacing(6);
    QLabel* title = wrappedLabel(m_report.title, QStringLiteral("resultTitle"));
    title->setFont(scaledBold(title->font(), 1.45));
    layout->addWidget(title);
    for (qsizetype index = 0; index < m_report.catches.size(); ++index) {
        layout->addWidget(warningLabel(m_report.catches[index], QStringLiteral("resultCatch%1").arg(index)));
    }
    layout->addWidget(wrappedLabel(m_report.reason, QStringLiteral("resultReason")));
    if (!m_report.leafReason.isEmpty()) {
        QLabel* leaf = wrappedLabel(tr("Why the guide says so: %1").arg(m_report.leafReason),
                                    QStringLiteral("resultLeafReason"));
        layout->addWidget(leaf);
    }
    QLabel* small =
        wrappedLabel(m_report.facts.isEmpty() ? m_report.context
                                              : m_report.facts + QStringLiteral(". ") + m_report.context,
                     QStringLiteral("resultContext"));
    small->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(small);
    if (!m_report.factNotes.isEmpty()) {
        QLabel* notes = wrappedLabel(m_report.factNotes, QStringLiteral("resultFactNotes"));
        notes->setForegroundRole(QPalette::PlaceholderText);
        layout->addWidget(notes);
    }
    for (const ReportSection& section : m_report.sections) {
        layout->addSpacing(8);
        layout->addWidget(sectionWidget(section));
    }
    layout->addStretch(1);
    m_scroll->setWidget(m_content); // deletes the previous content

    const BuildContext build = buildContext();
    const bool hasPick = !build.gpu.isEmpty();
    m_compare->setEnabled(m_compareNames.size() >= 2);
    m_compare->setToolTip(m_compareNames.size() >= 2
                              ? tr("Compare %1 side by side.").arg(m_compareNames.join(QStringLiteral(", ")))
                              : tr("There are not two cards to compare."));
    m_buildChecker->setEnabled(hasPick);
    const bool wholeComputer = build.machine && build.machine->holdsWholeComputer();
    m_buildChecker->setToolTip(
        hasPick && wholeComputer
            ? tr("Check the %1's outlet and software: a whole computer brings its own power supply, CPU "
                 "and cooling.")
                  .arg(build.gpu)
        : hasPick ? (build.server
                         ? tr("Check that %1 x %2 fit a server chassis, its power supply and a data-centre "
                              "circuit (R14, step 4).")
                         : tr("Check that %1 x %2 fit the case, the power supply and the cooling (R14, "
                              "step 4)."))
                        .arg(build.count)
                        .arg(build.gpu)
                  : tr("There is no pick to check."));
}

BuildContext WizardResultPage::buildContext() const {
    BuildContext context;
    int count = 1;
    const PickCandidate* cards = cardsToBuild(m_recommendation, &count);
    if (cards == nullptr) {
        return context;
    }
    context.gpu = QString::fromStdString(cards->gpu->name);
    context.count = std::max(count, 1);
    context.condition = cards->condition();
    context.server = state().organization();
    // The machine the result names for these cards, and the utilisation they were costed at.
    context.machine =
        planMachine(*cards->gpu, context.count, context.server ? Chassis::Server : Chassis::Workstation).spec;
    context.utilization = m_recommendation.ownership.utilization;
    return context;
}

QWidget* WizardResultPage::sectionWidget(const ReportSection& section) const {
    auto* widget = new QWidget;
    widget->setObjectName(QStringLiteral("section-") + section.key);
    auto* layout = new QVBoxLayout(widget);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    QLabel* title = wrappedLabel(section.title, section.key + QStringLiteral("Title"));
    title->setFont(scaledBold(title->font(), 1.1));
    layout->addWidget(title);
    if (!section.paragraphs.isEmpty()) {
        layout->addWidget(
            wrappedLabel(section.paragraphs.join(QLatin1Char('\n')), section.key + QStringLiteral("Text")));
    }
    if (!section.warning.isEmpty()) {
        layout->addWidget(warningLabel(section.warning, section.key + QStringLiteral("Warning")));
    }
    if (!section.table.empty()) {
        auto* table = new QLabel(tableHtml(section.table, section.key == QLatin1String("pick")));
        table->setObjectName(section.key + QStringLiteral("Table"));
        table->setTextFormat(Qt::RichText);
        table->setWordWrap(true);
        table->setTextInteractionFlags(Qt::TextSelectableByMouse);
        layout->addWidget(table);
    }
    if (!section.notes.isEmpty()) {
        QLabel* notes =
            wrappedLabel(section.notes.join(QLatin1Char(' ')), section.key + QStringLiteral("Notes"));
        notes->setForegroundRole(QPalette::PlaceholderText);
        layout->addWidget(notes);
    }
    return widget;
}

QString WizardResultPage::tableHtml(const ReportTable& table, bool firstRowBold) const {
    const QString headerColor = palette().color(QPalette::Window).darker(112).name();
    const QString alternateColor = palette().color(QPalette::AlternateBase).name();
    QString html = QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"4\">");
    html += QStringLiteral("<tr style=\"background-color:%1\">").arg(headerColor);
    for (const QString& heading : table.header) {
        html += QStringLiteral("<th align=\"left\">%1</th>").arg(heading.toHtmlEscaped());
    }
    html += QStringLiteral("</tr>");
    for (qsizetype row = 0; row < table.rows.size(); ++row) {
        html += row % 2 == 1 ? QStringLiteral("<tr style=\"background-color:%1\">").arg(alternateColor)
                             : QStringLiteral("<tr>");
        for (const QString& cell : table.rows[row]) {
            const QString escaped = cell.toHtmlEscaped();
            // Names, prices and numbers stay on one line; sentences wrap.
            html +=
                QStringLiteral("<td%1>%2</td>")
                    .arg(cell.size() <= maximumUnwrappedCell ? QStringLiteral(" style=\"white-space:nowrap\"")
                                                             : QString(),
                         row == 0 && firstRowBold ? QStringLiteral("<b>%1</b>").arg(escaped) : escaped);
        }
        html += QStringLiteral("</tr>");
    }
    return html + QStringLiteral("</table>");
}

bool WizardResultPage::exportTo(const QString& path, QString* error) {
    const auto fail = [error](const QString& message) {
        if (error != nullptr) {
            *error = message;
        }
        return false;
    };
    if (wizard() == nullptr || wizard()->currentPage() != this) {
        rebuild(); // not on screen: make sure it shows the current answers
    }
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix != QLatin1String("png") && suffix != QLatin1String("txt")) {
        return fail(
            tr("Cannot export to %1: choose a .png or .txt file.").arg(QDir::toNativeSeparators(path)));
    }
    QByteArray bytes;
    if (suffix == QLatin1String("png")) {
        if (!m_content->isVisible()) {
            // Never shown: lay the content out at a readable width first.
            m_content->ensurePolished();
            const int height = m_content->hasHeightForWidth() ? m_content->heightForWidth(unshownContentWidth)
                                                              : m_content->sizeHint().height();
            m_content->resize(unshownContentWidth, height);
        }
        const QImage image = withMargin(m_content->grab().toImage(), palette().color(QPalette::Window));
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        if (image.isNull() || !image.save(&buffer, "PNG")) {
            return fail(tr("Could not draw the result as an image."));
        }
    } else {
        bytes = m_report.toPlainText().toUtf8();
    }
    if (const auto failure = writeWholeFile(path, bytes)) {
        return fail(text::wholeFileErrorText(*failure, path));
    }
    const QString written = QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath());
    m_exported->setText(tr("Saved to %1").arg(QFileInfo(path).fileName()));
    m_exported->setToolTip(written);
    m_exported->show();
    return true;
}

} // namespace gpuadvisor
