#include "explaincommand.h"

#include "commandsupport.h"
#include "modelsupport.h"
#include "supportoutput.h"

#include "gpuadvisor/core/catalog/namematch.h"
#include "gpuadvisor/core/model/crossvalidation.h"
#include "gpuadvisor/text/enumlabels.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace gpuadvisor::cli::modelcmd {
namespace {

/// An input as the user reads it: yes/no for flags, a number with its unit otherwise.
QString inputText(FactorKind kind, double value) {
    switch (kind) {
    case FactorKind::TensorCores:
    case FactorKind::EightBitData:
    case FactorKind::AsyncCopy:
    case FactorKind::TensorMemoryAccelerator:
        return value != 0 ? QStringLiteral("yes") : QStringLiteral("no");
    case FactorKind::TensorCoreGeneration:
        return value != 0 ? QStringLiteral("gen %1").arg(value) : QStringLiteral("none");
    case FactorKind::GenerationCalibration:
        return value != 0 ? QStringLiteral("%1 measured").arg(value) : QStringLiteral("none");
    default:
        break;
    }
    const int decimals = value >= 100 ? 0 : (value >= 10 ? 1 : 2);
    return fixed(value, decimals) + QLatin1Char(' ') + text(inputUnit(kind));
}

/// A batch per GPU as the table shows it: "32", or "32-128" where the runs differ.
QString batchText(int smallest, int largest) {
    return largest > smallest && smallest > 0 ? QStringLiteral("%1-%2").arg(smallest).arg(largest)
                                              : QString::number(smallest);
}

int explain(Invocation& invocation) {
    const OutputFormat format = outputFormat(invocation, false);
    const PerformanceQuery query = performanceQuery(invocation);
    Catalog& catalog = invocation.catalog();
    const Gpu card = requireGpu(catalog, invocation.operands().front());
    const Gpu reference = requireGpu(catalog, invocation.parser().value(QStringLiteral("reference")));
    const PerformanceModel model(reference, query);
    const PerformanceExplanation explanation = model.explain(card);
    // Only the two cards' rows: a comparison needs nothing else (issue 36).
    std::vector<BenchmarkResult> rows = catalog.benchmarksFor(card.name);
    if (normalizedName(card.name) != normalizedName(reference.name)) {
        std::vector<BenchmarkResult> referenceRows = catalog.benchmarksFor(reference.name);
        rows.insert(rows.end(), std::make_move_iterator(referenceRows.begin()),
                    std::make_move_iterator(referenceRows.end()));
    }
    const MeasuredPerformance measuredIndex(std::move(rows));
    const std::vector<MeasuredComparison> measured =
        measuredIndex.compare(card, reference, query.metric, query.workload);

    if (format == OutputFormat::Json) {
        QJsonArray factors;
        for (const auto& factor : explanation.factors) {
            QJsonObject object;
            object.insert(QStringLiteral("factor"), text(toString(factor.kind)));
            object.insert(QStringLiteral("value"), factor.value);
            object.insert(QStringLiteral("card_input"), factor.cardInput);
            object.insert(QStringLiteral("reference_input"), factor.referenceInput);
            object.insert(QStringLiteral("unit"), text(inputUnit(factor.kind)));
            object.insert(QStringLiteral("facts"), text(factIds(factor.kind)));
            factors.append(object);
        }
        QJsonObject root;
        root.insert(QStringLiteral("name"), text(card.name));
        root.insert(QStringLiteral("reference"), text(reference.name));
        root.insert(QStringLiteral("metric"), text(toString(query.metric)));
        root.insert(QStringLiteral("workload"), text(toString(query.workload)));
        root.insert(QStringLiteral("relative_performance"), explanation.relative);
        root.insert(QStringLiteral("factors"), factors);
        if (const auto error = typicalEstimateError(query.metric, query.workload)) {
            root.insert(QStringLiteral("typical_estimate_error"), *error);
        }
        QJsonArray measuredArray;
        for (const MeasuredComparison& comparison : measured) {
            QJsonObject object;
            object.insert(QStringLiteral("model"), text(comparison.model));
            object.insert(QStringLiteral("relative_performance"), comparison.relative);
            object.insert(QStringLiteral("card_value"), comparison.cardValue);
            object.insert(QStringLiteral("reference_value"), comparison.referenceValue);
            object.insert(QStringLiteral("unit"), text(comparison.unit));
            object.insert(QStringLiteral("card_batch"), comparison.cardBatch);
            object.insert(QStringLiteral("card_batch_max"), comparison.cardBatchMax);
            object.insert(QStringLiteral("reference_batch"), comparison.referenceBatch);
            object.insert(QStringLiteral("reference_batch_max"), comparison.referenceBatchMax);
            object.insert(QStringLiteral("source"), text(comparison.source));
            object.insert(QStringLiteral("measured_on"), text(formatIsoDate(comparison.measuredOn)));
            object.insert(QStringLiteral("origin"), text(toString(comparison.origin)));
            measuredArray.append(object);
        }
        root.insert(QStringLiteral("measured_relative_performance"),
                    measured.empty() ? QJsonValue() : QJsonValue(measured.front().relative));
        root.insert(QStringLiteral("measured"), measuredArray);
        root.insert(QStringLiteral("software_support"), softwareSupportJson(card, todayUtc()));
        printOut(QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Indented)));
        return ExitSuccess;
    }
    TextTable table({QStringLiteral("Factor"), text(card.name), text(reference.name), QStringLiteral("x"),
                     QStringLiteral("Seed facts")},
                    {1, 2, 3});
    for (const auto& factor : explanation.factors) {
        table.addRow({text::factorLabel(factor.kind), inputText(factor.kind, factor.cardInput),
                      inputText(factor.kind, factor.referenceInput), fixed(factor.value, 3),
                      text(factIds(factor.kind))});
    }
    table.addRow(
        {QStringLiteral("Product"), QString(), QString(), fixed(explanation.relative, 3), QString()});
    QString measuredText;
    if (measured.empty()) {
        measuredText =
            QStringLiteral("\nMeasured: none of the catalog's benchmarks measures both cards for this "
                           "metric and workload.\n");
    } else {
        TextTable measuredTable({QStringLiteral("Measured"), text(card.name), text(reference.name),
                                 QStringLiteral("x"), QStringLiteral("Batch/GPU"), QStringLiteral("Source")},
                                {1, 2, 3});
        for (const MeasuredComparison& comparison : measured) {
            measuredTable.addRow(
                {text(displayModelName(comparison.model)),
                 QStringLiteral("%1 %2").arg(numberText(comparison.cardValue), text(comparison.unit)),
                 numberText(comparison.referenceValue), fixed(comparison.relative, 3),
                 QStringLiteral("%1 / %2").arg(
                     batchText(comparison.cardBatch, comparison.cardBatchMax),
                     batchText(comparison.referenceBatch, comparison.referenceBatchMax)),
                 measuredLabel(comparison)});
        }
        measuredText = QLatin1Char('\n') + measuredTable.render();
    }
    printOut(QStringLiteral("%1 relative to %2, %3, %4: %5 (estimated)\n\n")
                 .arg(text(card.name), text(reference.name), text(toString(query.metric)),
                      text(toString(query.workload)), fixed(explanation.relative, 3)) +
             table.render() + measuredText + QLatin1Char('\n') + typicalErrorNote(query) + QLatin1Char('\n') +
             softwareSupportSection(card, todayUtc()));
    return ExitSuccess;
}

} // namespace

Command explainCommand() {
    return {{QStringLiteral("explain")},
            {QStringLiteral("NAME")},
            QStringLiteral("Show the factors whose product is a card's relative performance."),
            [] { return modelOptions() << formatOption(QStringLiteral("table or json")); },
            &explain};
}

} // namespace gpuadvisor::cli::modelcmd
