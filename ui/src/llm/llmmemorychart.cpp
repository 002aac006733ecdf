#include "llm/llmmemorychart.h"

#include "llm/llmtext.h"

#include <QBarCategoryAxis>
#include <QBarLegendMarker>
#include <QBarSet>
#include <QHorizontalStackedBarSeries>
#include <QLegend>
#include <QLegendMarker>
#include <QValueAxis>

#include <algorithm>

namespace gpuadvisor {
namespace {

/// Okabe-Ito colours for the parts; grey for the memory the build has.
QColor partColor(LlmMemoryChart::Part part) {
    switch (part) {
    case LlmMemoryChart::Weights:
        return QColor(0x00, 0x72, 0xb2);
    case LlmMemoryChart::KvCache:
        return QColor(0xe6, 0x9f, 0x00);
    case LlmMemoryChart::Activations:
        return QColor(0x00, 0x9e, 0x73);
    case LlmMemoryChart::Overhead:
        return QColor(0xcc, 0x79, 0xa7);
    case LlmMemoryChart::TrainingState:
        return QColor(0xd5, 0x5e, 0x00);
    case LlmMemoryChart::Available:
    case LlmMemoryChart::PartCount:
        break;
    }
    return QColor(0xb0, 0xb0, 0xb0);
}

// Bottom category first (Qt 6.4 draws it at the bottom): the memory needed goes on top.
constexpr int hasCategory = 0;
constexpr int needsCategory = 1;

} // namespace

LlmMemoryChart::LlmMemoryChart(QGraphicsItem* parent)
    : QChart(parent) {
    setAnimationOptions(QChart::NoAnimation);
    setLocalizeNumbers(true);
    setMargins(QMargins(4, 4, 4, 4));
    legend()->setAlignment(Qt::AlignRight);
    m_series = new QHorizontalStackedBarSeries;
    m_series->setBarWidth(0.7);
    for (int part = 0; part < PartCount; ++part) {
        auto* set = new QBarSet(QString());
        const QColor color = partColor(static_cast<Part>(part));
        set->setColor(color);
        set->setBorderColor(color.darker(130));
        set->append({0.0, 0.0});
        m_series->append(set);
        m_sets[static_cast<std::size_t>(part)] = set;
    }
    addSeries(m_series);
    m_categories = new QBarCategoryAxis;
    m_categories->setGridLineVisible(false);
    m_categories->setTruncateLabels(false);
    m_categories->append({tr("Has"), tr("Needs")});
    addAxis(m_categories, Qt::AlignLeft);
    m_series->attachAxis(m_categories);
    m_valueAxis = new QValueAxis;
    m_valueAxis->setLabelFormat(QStringLiteral("%.3g"));
    m_valueAxis->setTitleText(tr("GB"));
    addAxis(m_valueAxis, Qt::AlignBottom);
    m_series->attachAxis(m_valueAxis);
    clearPlan();
}

void LlmMemoryChart::setPlan(const LlmPlan& plan, const QString& availableLabel) {
    const LlmMemory& memory = plan.memory;
    const std::array<double, PartCount> values{memory.weightsGiB,       memory.kvCacheGiB,
                                               memory.activationsGiB,   memory.overheadGiB,
                                               memory.trainingStateGiB, plan.memoryAvailableGiB};
    const std::array<QString, PartCount> names{tr("Weights"),  tr("KV cache"),       tr("Activations"),
                                               tr("Overhead"), tr("Training state"), availableLabel};
    for (int part = 0; part < PartCount; ++part) {
        const auto index = static_cast<std::size_t>(part);
        QBarSet* set = m_sets[index];
        const bool available = part == Available;
        set->replace(hasCategory, available ? values[index] : 0.0);
        set->replace(needsCategory, available ? 0.0 : values[index]);
        // Names only: the legend beside a narrow plot has no room for numbers (the panel words them).
        set->setLabel(names[index]);
        // Training state is 0 for inference: no legend entry for what is not there.
        if (QLegendMarker* marker = markerOf(set)) {
            marker->setVisible(values[index] > 0);
        }
    }
    const double largest = std::max(memory.totalGiB(), plan.memoryAvailableGiB);
    m_valueAxis->setRange(0, largest > 0 ? largest * 1.05 : 1.0);
    m_valueAxis->applyNiceNumbers();
    m_valueAxis->setVisible(true);
    m_categories->setVisible(true);
    legend()->setVisible(true);
}

void LlmMemoryChart::clearPlan() {
    for (QBarSet* set : m_sets) {
        set->replace(hasCategory, 0.0);
        set->replace(needsCategory, 0.0);
    }
    m_valueAxis->setRange(0, 1);
    m_valueAxis->setVisible(false);
    m_categories->setVisible(false);
    legend()->setVisible(false);
}

qreal LlmMemoryChart::value(Part part) const {
    const QBarSet* set = m_sets[static_cast<std::size_t>(part)];
    return set->at(hasCategory) + set->at(needsCategory);
}

bool LlmMemoryChart::listsPart(Part part) const {
    const QLegendMarker* marker = markerOf(m_sets[static_cast<std::size_t>(part)]);
    return marker != nullptr && marker->isVisible();
}

QLegendMarker* LlmMemoryChart::markerOf(const QBarSet* set) const {
    for (QLegendMarker* marker : legend()->markers(m_series)) {
        if (auto* barMarker = qobject_cast<QBarLegendMarker*>(marker);
            barMarker && barMarker->barset() == set) {
            return marker;
        }
    }
    return nullptr;
}

} // namespace gpuadvisor
