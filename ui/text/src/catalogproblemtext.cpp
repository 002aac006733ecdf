#include "gpuadvisor/text/catalogproblemtext.h"

#include <QCoreApplication>
#include <QDir>
#include <QLocale>

#include <algorithm>
#include <array>

namespace gpuadvisor::text {
namespace {

/// The translation context of every string here.
class CatalogProblem {
    Q_DECLARE_TR_FUNCTIONS(CatalogProblem)
};

} // namespace

QString readOnlyReasonText(ReadOnlyReason reason) {
    switch (reason) {
    case ReadOnlyReason::None:
        return {};
    case ReadOnlyReason::Requested:
        return CatalogProblem::tr("it was opened read-only");
    case ReadOnlyReason::FileNotWritable:
        return CatalogProblem::tr("the file is write-protected");
    case ReadOnlyReason::DirectoryNotWritable:
        return CatalogProblem::tr("its folder cannot be written");
    case ReadOnlyReason::NewerSchema:
        return CatalogProblem::tr("a newer version of GPU Advisor wrote it");
    }
    return {};
}

QString catalogErrorText(const CatalogError& error) {
    switch (error.kind()) {
    case CatalogErrorKind::DiskFull:
        return CatalogProblem::tr(
            "The disk is full, so nothing was saved and the catalog is as it was. Free some space "
            "and try again.");
    case CatalogErrorKind::Locked:
        return CatalogProblem::tr(
            "Another program (perhaps another GPU Advisor window) is using the catalog, so nothing "
            "was saved. Close it and try again.");
    case CatalogErrorKind::ReadOnly:
        return CatalogProblem::tr("The catalog is read-only, so nothing was saved.");
    case CatalogErrorKind::WriteFailed:
        return CatalogProblem::tr(
            "Writing the catalog failed, so nothing was saved and the catalog is as it was. The "
            "disk may be full or failing.");
    case CatalogErrorKind::Damaged:
        return CatalogProblem::tr("The catalog file is damaged.");
    case CatalogErrorKind::NotACatalog:
        return CatalogProblem::tr(
            "This file is a database of another program, not a GPU Advisor catalog. It was not "
            "changed.");
    case CatalogErrorKind::NewerSchema:
        return CatalogProblem::tr(
            "A newer version of GPU Advisor wrote this catalog. This version can show it but not "
            "change it.");
    case CatalogErrorKind::MissingDirectory:
    case CatalogErrorKind::Other:
        break;
    }
    return error.message();
}

QString recoveryText(const CatalogRecovery& recovery) {
    QString text = CatalogProblem::tr("The damaged file was kept as %1.")
                       .arg(QDir::toNativeSeparators(recovery.backupPath));
    text += QLatin1Char(' ');
    text += CatalogProblem::tr(
        "A fresh catalog was made from the shipped data, and %n row(s) that could still be read were "
        "copied into it",
        nullptr, static_cast<int>(recovery.salvagedRows()));
    text += QStringLiteral(" (%1).").arg(
        CatalogProblem::tr("cards %1, prices %2, cloud offers %3, system costs %4, saved builds %5")
            .arg(recovery.gpus)
            .arg(recovery.prices)
            .arg(recovery.cloudOffers)
            .arg(recovery.systemBaseCosts)
            .arg(recovery.builds));
    if (recovery.invalidRows > 0) {
        text += QLatin1Char(' ');
        text += CatalogProblem::tr("%n row(s) held invalid values and were left out.", nullptr,
                                   static_cast<int>(recovery.invalidRows));
    }
    if (!recovery.everythingRead) {
        text += QLatin1Char(' ');
        text += CatalogProblem::tr(
            "Some of the file could not be read; anything beyond the damage is only in the backup.");
    }
    return text;
}

QString shippedUpdateText(const ShippedUpdate& update) {
    // "prices: 46" rather than "46 price(s)": reads well in English without plural forms.
    const auto listed = [&update](std::size_t ShippedRowCounts::*count) {
        const std::array<std::pair<CatalogTable, QString>, 5> tables{{
            {CatalogTable::Gpus, CatalogProblem::tr("cards")},
            {CatalogTable::Prices, CatalogProblem::tr("prices")},
            {CatalogTable::CloudOffers, CatalogProblem::tr("cloud offers")},
            {CatalogTable::SystemBaseCosts, CatalogProblem::tr("system costs")},
            {CatalogTable::Benchmarks, CatalogProblem::tr("benchmark results")},
        }};
        QStringList parts;
        for (const auto& [table, words] : tables) {
            if (const std::size_t n = update.of(table).*count; n > 0) {
                parts << CatalogProblem::tr("%1 %2").arg(words).arg(n);
            }
        }
        return QLocale().createSeparatedList(parts);
    };
    QStringList sentences;
    const QString added = listed(&ShippedRowCounts::added);
    sentences << (added.isEmpty() ? CatalogProblem::tr("No new rows.")
                                  : CatalogProblem::tr("New: %1.").arg(added));
    if (const QString updated = listed(&ShippedRowCounts::updated); !updated.isEmpty()) {
        sentences << CatalogProblem::tr("Updated to this version's data: %1.").arg(updated);
    }
    if (const QString kept = listed(&ShippedRowCounts::keptUsers); !kept.isEmpty()) {
        sentences << CatalogProblem::tr("Rows you edited or added, kept as you left them: %1.").arg(kept);
    }
    if (const QString deleted = listed(&ShippedRowCounts::keptDeleted); !deleted.isEmpty()) {
        sentences << CatalogProblem::tr("Rows you deleted, left deleted: %1.").arg(deleted);
    }
    if (const QString skipped = listed(&ShippedRowCounts::skipped); !skipped.isEmpty()) {
        sentences
            << CatalogProblem::tr("Left out because you removed or renamed their card: %1.").arg(skipped);
    }
    if (!update.backupPath.empty()) {
        sentences << CatalogProblem::tr("The catalog as it was is kept as %1.")
                         .arg(QDir::toNativeSeparators(QString::fromStdString(update.backupPath)));
    }
    return sentences.join(
        QLatin1Char('\n')); // one line each: several counts in one paragraph are hard to read
}

QString moreProblemsText(std::size_t count) {
    if (count == 1) {
        return CatalogProblem::tr("and 1 more problem");
    }
    return CatalogProblem::tr("and %1 more problems").arg(QLocale().toString(static_cast<qulonglong>(count)));
}

QString importProblemsText(const std::vector<CsvImportError>& errors, std::size_t unlisted, int shown) {
    QStringList lines;
    const std::size_t listed = std::min(errors.size(), static_cast<std::size_t>(std::max(shown, 0)));
    for (std::size_t i = 0; i < listed; ++i) {
        lines << QString::fromStdString(errors[i].describe());
    }
    if (const std::size_t more = errors.size() - listed + unlisted; more > 0) {
        lines << moreProblemsText(more);
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace gpuadvisor::text
