#include "gpuadvisor/text/catalogproblemtext.h"

#include "gpuadvisor/core/catalog/gpufields.h"
#include "gpuadvisor/text/currency.h"
#include "gpuadvisor/text/fromstd.h"
#include "gpuadvisor/text/gpufieldtext.h"

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

/// A card field's value as OutsideChange holds it (CSV text), as the table shows it.
QString fieldValueText(const GpuField& field, const std::optional<std::string>& value) {
    Gpu gpu;
    if (!value || field.parse(*value, gpu)) {
        return value ? fromStd(*value) : CatalogProblem::tr("none");
    }
    const QString shown = gpuFieldDisplayText(field, gpu);
    return shown.isEmpty() ? CatalogProblem::tr("empty") : shown;
}

/// A price in US dollars as OutsideChange holds it, in the display currency.
QString priceValueText(const std::optional<std::string>& usd) {
    return usd ? money(QString::fromStdString(*usd).toDouble()) : CatalogProblem::tr("none");
}

} // namespace

QString outsideChangeText(const OutsideChange& change) {
    const QString card = fromStd(change.card);
    if (change.field.empty()) {
        return change.now
                   ? CatalogProblem::tr("Another program added a card named %1. Nothing was overwritten.")
                         .arg(fromStd(*change.now))
                   : CatalogProblem::tr("Another program removed or renamed %1 after it was shown here. "
                                        "Nothing was overwritten.")
                         .arg(card);
    }
    if (change.condition) {
        const QString condition =
            *change.condition == Condition::New ? CatalogProblem::tr("new") : CatalogProblem::tr("used");
        const QString seen = priceValueText(change.seen);
        const QString now = priceValueText(change.now);
        if (change.observedOn) {
            return CatalogProblem::tr(
                       "Another program changed the %1 price of %2 dated %3 after it was shown "
                       "here: it was %4 and is now %5. Nothing was overwritten.")
                .arg(condition, card, fromStd(formatIsoDate(*change.observedOn)), seen, now);
        }
        return CatalogProblem::tr("Another program changed the %1 price of %2 after it was shown here: it "
                                  "was %3 and is now %4. Nothing was overwritten.")
            .arg(condition, card, seen, now);
    }
    const GpuField* field = findGpuField(change.field);
    const auto value = [field](const std::optional<std::string>& text) {
        return field != nullptr ? fieldValueText(*field, text) : fromStd(text.value_or(std::string()));
    };
    return CatalogProblem::tr("Another program changed %1 of %2 after it was shown here: it was \"%3\" and "
                              "is now \"%4\". Nothing was overwritten.")
        .arg(gpuFieldLabel(change.field), card, value(change.seen), value(change.now));
}

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
    case CatalogErrorKind::ChangedElsewhere:
        if (error.outsideChange()) {
            return outsideChangeText(*error.outsideChange());
        }
        break;
    case CatalogErrorKind::MissingDirectory:
    case CatalogErrorKind::Other:
        break;
    }
    return error.message();
}

QString wholeFileErrorText(const WholeFileError& error, const QString& path) {
    const QString file = QDir::toNativeSeparators(path);
    switch (error.kind) {
    case WholeFileError::Kind::Create:
        return CatalogProblem::tr("Could not create %1: %2").arg(file, error.detail);
    case WholeFileError::Kind::DiskFull:
        return CatalogProblem::tr("Could not write %1: the disk is full. Nothing was written; a file "
                                  "that was there is unchanged. Free some space and try again.")
            .arg(file);
    case WholeFileError::Kind::Write:
        break;
    }
    return CatalogProblem::tr("Could not write %1: %2. Nothing was written; a file that was there is "
                              "unchanged.")
        .arg(file, error.detail);
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
