// The report as plain text, for the ".txt" export: headings underlined, tables in columns.

#include "wizard/reportsections.h"

#include <algorithm>

namespace gpuadvisor {
namespace {

/// Plain-text tables wider than this are written one record per row instead.
constexpr int plainTableWidth = 100;

QString rightTrimmed(QString text) {
    while (text.endsWith(QLatin1Char(' '))) {
        text.chop(1);
    }
    return text;
}

QStringList wrapTable(const ReportTable& table) {
    QList<int> widths;
    for (const QString& heading : table.header) {
        widths << static_cast<int>(heading.size());
    }
    for (const QStringList& row : table.rows) {
        for (int column = 0; column < row.size() && column < widths.size(); ++column) {
            widths[column] = std::max(widths[column], static_cast<int>(row[column].size()));
        }
    }
    int total = 0;
    for (const int width : widths) {
        total += width + 2;
    }
    QStringList lines;
    if (total <= plainTableWidth) {
        const auto line = [&widths](const QStringList& cells) {
            QString text;
            for (int column = 0; column < widths.size(); ++column) {
                text += cells.value(column).leftJustified(widths[column] + 2);
            }
            return rightTrimmed(text);
        };
        lines << line(table.header);
        QString rule;
        for (const int width : widths) {
            rule += QString(width, QLatin1Char('-')) + QStringLiteral("  ");
        }
        lines << rightTrimmed(rule);
        for (const QStringList& row : table.rows) {
            lines << line(row);
        }
        return lines;
    }
    // Too wide: one record a row, the first column as its label.
    for (const QStringList& row : table.rows) {
        bool numbered = false;
        row.value(0).toInt(&numbered);
        lines << (numbered ? row.value(0) + QLatin1Char('.') : row.value(0));
        for (int column = 1; column < table.header.size(); ++column) {
            lines << QStringLiteral("   %1: %2").arg(table.header[column], row.value(column));
        }
    }
    return lines;
}

} // namespace

QString RecommendationReport::toPlainText() const {
    QStringList lines;
    const QString heading = AdvisorReport::tr("GPU Advisor recommendation");
    lines << heading << QString(heading.size(), QLatin1Char('=')) << QString();
    lines << title << QString() << reason;
    for (const QString& line : catches) {
        lines << AdvisorReport::tr("Note: %1").arg(line);
    }
    if (!leafReason.isEmpty()) {
        lines << QString() << leafReason;
    }
    if (!facts.isEmpty()) {
        lines << facts;
    }
    if (!factNotes.isEmpty()) {
        lines << factNotes;
    }
    lines << context;
    for (const ReportSection& section : sections) {
        lines << QString() << section.title << QString(section.title.size(), QLatin1Char('-'));
        lines << section.paragraphs;
        if (!section.warning.isEmpty()) {
            lines << AdvisorReport::tr("Note: %1").arg(section.warning);
        }
        if (!section.table.empty()) {
            lines << wrapTable(section.table);
        }
        lines << section.notes;
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace gpuadvisor
