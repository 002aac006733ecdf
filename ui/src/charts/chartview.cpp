#include "gpuadvisor/ui/charts/chartview.h"

#include "gpuadvisor/ui/charts/performancechart.h"

#include <QCursor>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QToolTip>

#include <algorithm>

namespace gpuadvisor {
namespace {

constexpr int pageStep = 10;  // bars that Page Up and Page Down move
constexpr int detailsGap = 4; // between the keyboard's bar and its details

} // namespace

ChartView::ChartView(PerformanceChart* chart, QWidget* parent)
    : QChartView(chart, parent)
    , m_chart(chart) {
    setRenderHint(QPainter::Antialiasing);
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleDescription(tr("Bar chart. Up and Down move between bars and show their details; Enter "
                                "or Space selects a bar for Compare."));

    // The keyboard's details: a label that looks like a tooltip but stays until the keyboard
    // moves on or the view loses the focus.
    m_details = new QLabel(viewport());
    m_details->setObjectName(QStringLiteral("chartBarDetails"));
    m_details->setTextFormat(Qt::RichText);
    m_details->setWordWrap(true);
    m_details->setForegroundRole(QPalette::ToolTipText);
    m_details->setBackgroundRole(QPalette::ToolTipBase);
    m_details->setAutoFillBackground(true);
    m_details->setFrameShape(QFrame::Box);
    m_details->setMargin(4);
    m_details->setAttribute(Qt::WA_TransparentForMouseEvents);
    m_details->hide();

    connect(chart, &PerformanceChart::barHovered, this, [this](int index, bool entered) {
        m_hovered = entered ? index : -1;
        if (entered) {
            m_details->hide(); // the mouse's tooltip takes over
            QToolTip::showText(QCursor::pos(), m_chart->toolTip(index), viewport(), {}, toolTipMilliseconds);
        } else {
            QToolTip::hideText();
        }
    });
}

bool ChartView::viewportEvent(QEvent* event) {
    // The scene answers a tooltip request (the pointer rests ~0.7 s) from its items' tooltips and
    // hides any other: over a bar, the bar's tooltip is shown again instead.
    if (event->type() == QEvent::ToolTip && m_hovered >= 0) {
        const auto* help = static_cast<QHelpEvent*>(event);
        QToolTip::showText(help->globalPos(), m_chart->toolTip(m_hovered), viewport(), {},
                           toolTipMilliseconds);
        return true;
    }
    return QChartView::viewportEvent(event);
}

void ChartView::keyPressEvent(QKeyEvent* event) {
    const int row = m_chart->keyboardRow();
    const int last = static_cast<int>(m_chart->data().bars.size()) - 1;
    if (last < 0) {
        QChartView::keyPressEvent(event);
        return;
    }
    switch (event->key()) {
    case Qt::Key_Up:
    case Qt::Key_Left:
        moveKeyboardRow(row < 0 ? 0 : row - 1);
        break;
    case Qt::Key_Down:
    case Qt::Key_Right:
        moveKeyboardRow(row < 0 ? 0 : row + 1);
        break;
    case Qt::Key_PageUp:
        moveKeyboardRow(row - pageStep);
        break;
    case Qt::Key_PageDown:
        moveKeyboardRow(row < 0 ? pageStep - 1 : row + pageStep);
        break;
    case Qt::Key_Home:
        moveKeyboardRow(0);
        break;
    case Qt::Key_End:
        moveKeyboardRow(last);
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        if (row < 0) {
            moveKeyboardRow(0);
        } else {
            m_chart->activateKeyboardRow(); // the page redraws the chart: the row follows its card
            moveKeyboardRow(m_chart->keyboardRow());
        }
        break;
    case Qt::Key_Escape:
        if (!m_details->isVisible()) {
            QChartView::keyPressEvent(event);
            return;
        }
        m_details->hide();
        break;
    default:
        QChartView::keyPressEvent(event);
        return;
    }
    event->accept();
}

void ChartView::focusInEvent(QFocusEvent* event) {
    QChartView::focusInEvent(event);
    // Reached with the keyboard: show where it is (a click selects a bar on its own).
    const bool byKeyboard = event->reason() == Qt::TabFocusReason ||
                            event->reason() == Qt::BacktabFocusReason ||
                            event->reason() == Qt::ShortcutFocusReason;
    if (byKeyboard && !m_chart->data().bars.empty()) {
        moveKeyboardRow(std::max(m_chart->keyboardRow(), 0));
    }
}

void ChartView::focusOutEvent(QFocusEvent* event) {
    QChartView::focusOutEvent(event);
    m_chart->setKeyboardRowVisible(false);
    m_details->hide();
}

void ChartView::resizeEvent(QResizeEvent* event) {
    QChartView::resizeEvent(event);
    if (m_details->isVisible()) {
        showDetails();
    }
}

void ChartView::moveKeyboardRow(int row) {
    m_chart->setKeyboardRow(row);
    m_chart->setKeyboardRowVisible(true);
    if (m_chart->keyboardRow() < 0) {
        m_details->hide();
        return;
    }
    QToolTip::hideText();
    emit keyboardRowShown(viewRect(m_chart->rowBand(m_chart->keyboardRow())));
    showDetails();
}

QRect ChartView::viewRect(const QRectF& chartRect) const {
    return mapFromScene(m_chart->mapRectToScene(chartRect)).boundingRect();
}

void ChartView::showDetails() {
    const int row = m_chart->keyboardRow();
    if (row < 0) {
        m_details->hide();
        return;
    }
    const QRect band = viewRect(m_chart->rowBand(row));
    // Under the bar where the visible part of the view has room, else above it; right of the
    // card labels, as wide as the visible part allows (at most 480 px).
    QRect visible = viewport()->visibleRegion().boundingRect();
    if (visible.isEmpty()) {
        visible = viewport()->rect();
    }
    const int left = std::clamp(static_cast<int>(m_chart->plotArea().left()) + 12, visible.left() + 4,
                                std::max(visible.left() + 4, visible.right() - 240));
    m_details->setText(m_chart->toolTip(row));
    const int width = std::clamp(visible.right() - left - 8, 200, 480);
    const int height = m_details->heightForWidth(width);
    m_details->resize(width, height);
    int top = band.bottom() + detailsGap;
    if (top + height > visible.bottom() && band.top() - detailsGap - height >= visible.top()) {
        top = band.top() - detailsGap - height;
    }
    top = std::clamp(top, visible.top(), std::max(visible.top(), visible.bottom() - height));
    m_details->move(left, top);
    m_details->show();
    m_details->raise();
}

} // namespace gpuadvisor
