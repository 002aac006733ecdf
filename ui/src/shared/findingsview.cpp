#include "shared/findingsview.h"

#include "gpuadvisor/text/buildtext.h"
#include "gpuadvisor/text/fromstd.h"

#include <QApplication>
#include <QPainter>
#include <QResizeEvent>
#include <QScrollBar>
#include <QStyledItemDelegate>

#include <algorithm>

namespace gpuadvisor {
namespace {

constexpr int padding = 8;
constexpr int stripeWidth = 5;
constexpr int iconSize = 20;
constexpr int rowSpacing = 2;

using text::fromStd;

QStyle::StandardPixmap severityIcon(Severity severity) {
    switch (severity) {
    case Severity::Problem:
        return QStyle::SP_MessageBoxCritical;
    case Severity::Warning:
        return QStyle::SP_MessageBoxWarning;
    case Severity::Ok:
        return QStyle::SP_MessageBoxInformation;
    }
    return QStyle::SP_MessageBoxInformation;
}

/// Paints a finding: stripe, icon, "Title  Severity" and the facts on the first line, the
/// message wrapped below.
class FindingDelegate : public QStyledItemDelegate {
public:
    explicit FindingDelegate(QListView* view)
        : QStyledItemDelegate(view)
        , m_view(view) {}

    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override {
        painter->save();
        const auto severity = static_cast<Severity>(index.data(FindingsView::SeverityRole).toInt());
        const QColor color = FindingsView::severityColor(severity);
        const QRect rect = option.rect;
        painter->fillRect(rect, FindingsView::severityTint(severity));
        painter->fillRect(QRect(rect.left(), rect.top(), stripeWidth, rect.height()), color);
        if (option.state & QStyle::State_Selected) {
            painter->setPen(QPen(option.palette.color(QPalette::Highlight), 2));
            painter->drawRect(rect.adjusted(1, 1, -1, -1));
        }

        const QIcon icon = index.data(Qt::DecorationRole).value<QIcon>();
        const int iconLeft = rect.left() + stripeWidth + padding;
        icon.paint(painter, QRect(iconLeft, rect.top() + padding, iconSize, iconSize));

        const QRect text = textRect(rect);
        const QFont bold = boldFont(option.font);
        const QFontMetrics boldMetrics(bold);
        const QFontMetrics metrics(option.font);
        const QString title = index.data(Qt::DisplayRole).toString();
        const QString severityText = text::severityLabel(severity);
        const QString facts = index.data(FindingsView::FactsRole).toString();
        const int titleHeight = std::max(boldMetrics.height(), iconSize);

        // Facts at the right in grey; title and severity take what is left.
        QFont small = option.font;
        small.setPointSizeF(option.font.pointSizeF() * 0.9);
        const QFontMetrics smallMetrics(small);
        const int factsWidth = facts.isEmpty() ? 0 : smallMetrics.horizontalAdvance(facts) + padding;
        if (!facts.isEmpty()) {
            painter->setFont(small);
            painter->setPen(option.palette.color(QPalette::PlaceholderText));
            painter->drawText(QRect(text.right() - factsWidth, text.top(), factsWidth, titleHeight),
                              Qt::AlignRight | Qt::AlignVCenter, facts);
        }
        painter->setFont(bold);
        painter->setPen(option.palette.color(QPalette::Text));
        const int titleRoom = std::max(0, text.width() - factsWidth);
        const QString shownTitle = boldMetrics.elidedText(title, Qt::ElideRight, titleRoom);
        painter->drawText(QRect(text.left(), text.top(), titleRoom, titleHeight),
                          Qt::AlignLeft | Qt::AlignVCenter, shownTitle);
        const int severityLeft = text.left() + boldMetrics.horizontalAdvance(shownTitle) + 2 * padding;
        const int severityRoom = text.left() + titleRoom - severityLeft;
        if (severityRoom > 0) {
            painter->setPen(color);
            painter->drawText(QRect(severityLeft, text.top(), severityRoom, titleHeight),
                              Qt::AlignLeft | Qt::AlignVCenter,
                              boldMetrics.elidedText(severityText, Qt::ElideRight, severityRoom));
        }

        painter->setFont(option.font);
        painter->setPen(option.palette.color(QPalette::Text));
        const QRect message(text.left(), text.top() + titleHeight + 2, text.width(),
                            text.height() - titleHeight - 2);
        painter->drawText(message, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
                          index.data(FindingsView::MessageRole).toString());
        painter->restore();
    }

    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override {
        const int width = std::max(200, m_view->viewport()->width() - 2 * rowSpacing);
        const QRect text = textRect(QRect(0, 0, width, 1000));
        const QFontMetrics metrics(option.font);
        const QRect message = metrics.boundingRect(QRect(0, 0, text.width(), 100000),
                                                   Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
                                                   index.data(FindingsView::MessageRole).toString());
        const int titleHeight = std::max(QFontMetrics(boldFont(option.font)).height(), iconSize);
        return {width, padding + titleHeight + 2 + message.height() + padding};
    }

private:
    static QFont boldFont(QFont font) {
        font.setBold(true);
        return font;
    }
    static QRect textRect(const QRect& row) {
        const int left = row.left() + stripeWidth + padding + iconSize + padding;
        return QRect(left, row.top() + padding, row.right() - padding - left, row.height() - 2 * padding);
    }

    QListView* m_view;
};

} // namespace

FindingsView::FindingsView(QWidget* parent)
    : QListWidget(parent) {
    setObjectName(QStringLiteral("findingsList"));
    setItemDelegate(new FindingDelegate(this));
    setSelectionMode(QAbstractItemView::SingleSelection);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setResizeMode(QListView::Adjust);
    setUniformItemSizes(false);
    setSpacing(rowSpacing);
    setWordWrap(true);
    setAccessibleName(tr("Findings"));
}

QColor FindingsView::severityColor(Severity severity) {
    switch (severity) {
    case Severity::Problem:
        return {0xc6, 0x28, 0x28};
    case Severity::Warning:
        return {0xa8, 0x5f, 0x00};
    case Severity::Ok:
        return {0x2e, 0x7d, 0x32};
    }
    return {};
}

QColor FindingsView::severityTint(Severity severity) {
    switch (severity) {
    case Severity::Problem:
        return {0xfd, 0xec, 0xea};
    case Severity::Warning:
        return {0xff, 0xf4, 0xdf};
    case Severity::Ok:
        return {0xef, 0xf7, 0xef};
    }
    return {};
}

void FindingsView::setPlaceholderText(const QString& text) {
    m_placeholder = text;
    viewport()->update();
}

void FindingsView::setFindings(const std::vector<Finding>& findings) {
    const int scroll = verticalScrollBar()->value();
    clear();
    for (const Finding& finding : findings) {
        const QString title = text::findingTitle(finding.code);
        const QString message = text::findingMessage(finding);
        const QString severity = text::severityLabel(finding.severity);
        QStringList facts;
        for (std::string_view fact : finding.facts) {
            facts << fromStd(fact);
        }
        auto* item = new QListWidgetItem(title, this);
        item->setIcon(style()->standardIcon(severityIcon(finding.severity)));
        item->setData(MessageRole, message);
        item->setData(SeverityRole, static_cast<int>(finding.severity));
        item->setData(CodeRole, fromStd(toString(finding.code)));
        item->setData(FactsRole, facts.join(QStringLiteral(", ")));
        item->setData(Qt::AccessibleTextRole, tr("%1: %2. %3").arg(severity, title, message));
        QString tip = QStringLiteral("<p><b>%1</b> (%2)</p><p>%3</p>")
                          .arg(title.toHtmlEscaped(), severity.toHtmlEscaped(), message.toHtmlEscaped());
        if (!facts.isEmpty()) {
            tip +=
                QStringLiteral("<p>") +
                tr("From the guide's seed facts %1.").arg(facts.join(QStringLiteral(", "))).toHtmlEscaped() +
                QStringLiteral("</p>");
        }
        item->setToolTip(tip);
    }
    verticalScrollBar()->setValue(scroll);
}

void FindingsView::paintEvent(QPaintEvent* event) {
    QListWidget::paintEvent(event);
    if (count() > 0 || m_placeholder.isEmpty()) {
        return;
    }
    QPainter painter(viewport());
    painter.setPen(palette().color(QPalette::PlaceholderText));
    painter.drawText(viewport()->rect().adjusted(12, 12, -12, -12),
                     Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, m_placeholder);
}

void FindingsView::resizeEvent(QResizeEvent* event) {
    QListWidget::resizeEvent(event);
    if (event->size().width() != event->oldSize().width()) {
        // Rows wrap their message to the width: lay them out again.
        doItemsLayout();
    }
}

} // namespace gpuadvisor
