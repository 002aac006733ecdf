#include "crossvalidatecommand.h"

#include "commandsupport.h"
#include "modelsupport.h"

#include "gpuadvisor/core/advice/guideclaims.h"
#include "gpuadvisor/core/catalog/csv.h"
#include "gpuadvisor/core/llm/llmcalibration.h"
#include "gpuadvisor/core/model/crossvalidation.h"
#include "gpuadvisor/core/model/scaling.h"
#include "gpuadvisor/core/model/scalingfit.h"
#include "gpuadvisor/db/llmdata.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cmath>

namespace gpuadvisor::cli::modelcmd {
namespace {

QString percent(double fraction) {
    return QStringLiteral("%1%2 %").arg(fraction >= 0 ? QStringLiteral("+") : QString(),
                                        fixed(fraction * 100, 1));
}

QString claimLabel(const GuideClaim& claim) {
    return QStringLiteral("%1 %2 / %3, %4 %5%6")
        .arg(text(claim.factId), text(claim.card), text(claim.reference), text(toString(claim.query.metric)),
             text(toString(claim.query.workload)),
             claim.query.equalBatch ? QStringLiteral(", equal batch") : QString());
}

/// Multi-GPU scaling: the fitted share kept per doubling, and each measured system against the
/// fit without its card (leave-one-card-out).
QString scalingReport(const std::vector<Gpu>& gpus, const std::vector<BenchmarkResult>& benchmarks) {
    const std::vector<ScalingObservation> observations = scalingObservations(benchmarks);
    const ScalingParameters fitted = fitScaling(observations, gpus, shippedScalingParameters());
    TextTable shares({QStringLiteral("Interconnect"), QStringLiteral("Workload"),
                      QStringLiteral("Per doubling"), QStringLiteral("2 GPUs"), QStringLiteral("4 GPUs"),
                      QStringLiteral("8 GPUs")},
                     {2, 3, 4, 5});
    for (Interconnect link : {Interconnect::Pcie, Interconnect::Sxm}) {
        for (Workload workload : allWorkloads) {
            const ScalingClass scaling{link, true};
            shares.addRow({text(toString(link)), text(toString(workload)),
                           fixed(fitted.of(link, workload), 4),
                           fixed(multiGpuSpeedup(2, scaling, workload, fitted), 2),
                           fixed(multiGpuSpeedup(4, scaling, workload, fitted), 2),
                           fixed(multiGpuSpeedup(8, scaling, workload, fitted), 2)});
        }
    }
    QString out =
        QStringLiteral(
            "\nMulti-GPU training scaling, fitted to the measured 2/4/8-GPU systems of Ampere and later\n"
            "cards (each card's median, then the median over cards). The guide's P10 has 8 A100s at\n"
            "%1x; Volta and Turing lose P10's 5 % (conv nets) or 7 % (Transformers) more.\n\n")
            .arg(fixed(guideEightGpuSpeedup, 2)) +
        shares.render();
    TextTable rows({QStringLiteral("Card"), QStringLiteral("Interconnect"), QStringLiteral("Workload"),
                    QStringLiteral("GPUs"), QStringLiteral("Measured"), QStringLiteral("Estimated"),
                    QStringLiteral("Error")},
                   {3, 4, 5, 6});
    std::vector<double> errors;
    for (const ScalingValidationRow& row :
         crossValidateScaling(observations, gpus, shippedScalingParameters())) {
        rows.addRow({text(row.gpuName),
                     text(toString(row.scaling.interconnect)) +
                         (row.scaling.newer ? QString() : QStringLiteral(" (older)")),
                     text(toString(row.workload)), QString::number(row.gpuCount), fixed(row.measured, 2),
                     fixed(row.estimated, 2), fixed(row.error() * 100, 1) + QStringLiteral(" %")});
        errors.push_back(std::abs(row.error()));
    }
    std::sort(errors.begin(), errors.end());
    const double medianError = errors.empty() ? 0
                               : errors.size() % 2
                                   ? errors[errors.size() / 2]
                                   : (errors[errors.size() / 2 - 1] + errors[errors.size() / 2]) / 2;
    out += QStringLiteral("\nEach measured system against the fit without its card (median over the\n"
                          "workload's models):\n\n") +
           rows.render() +
           QStringLiteral("\nMedian error %1 %, largest %2 %.\n")
               .arg(fixed(medianError * 100, 1), fixed(errors.empty() ? 0 : errors.back() * 100, 1));
    return out;
}

/// The LLM planner's decode and prefill estimates for each measured card, fitted without it,
/// against the first-order baseline; the summary is over the newest builds (what the estimates
/// describe), older builds are listed for the record.
QString llmReport(const std::vector<Gpu>& gpus, const std::vector<BenchmarkResult>& benchmarks) {
    const std::vector<LlmMeasurement> measurements = llmMeasurements(benchmarks);
    const LlmPresets presets = loadLlmPresets(QString());
    const std::vector<LlmValidationRow> rows = crossValidateLlm(measurements, gpus, presets.models);
    const LlmCalibration& shipped = shippedLlmCalibration();
    TextTable table({QStringLiteral("Card"), QStringLiteral("Model"), QStringLiteral("Weights"),
                     QStringLiteral("Test"), QStringLiteral("Flash attn."), QStringLiteral("Build"),
                     QStringLiteral("Measured"), QStringLiteral("Estimated"), QStringLiteral("Error"),
                     QStringLiteral("Baseline"), QStringLiteral("Error")},
                    {6, 7, 8, 9, 10});
    for (const LlmValidationRow& row : rows) {
        const LlmMeasurement& m = row.measurement;
        table.addRow({text(m.gpuName), text(m.modelKey), text(weightFormatInfo(m.weights).label),
                      QStringLiteral("%1%2")
                          .arg(m.test == LlmTest::Decode ? QStringLiteral("tg") : QStringLiteral("pp"))
                          .arg(m.tokens),
                      m.flashAttention ? QStringLiteral("on") : QStringLiteral("off"),
                      m.olderBuild ? QStringLiteral("older") : QStringLiteral("newest"),
                      fixed(m.tokensPerSecond, 1), fixed(row.estimated, 1), percent(row.error),
                      fixed(row.baseline, 1), percent(row.baselineError())});
    }
    TextTable summary({QStringLiteral("Newest builds"), QStringLiteral("Rows"),
                       QStringLiteral("Median error"), QStringLiteral("Largest error"),
                       QStringLiteral("Spearman"), QStringLiteral("Baseline median"),
                       QStringLiteral("Baseline largest"), QStringLiteral("Baseline Spearman")},
                      {1, 2, 3, 4, 5, 6, 7});
    for (const LlmTest test : {LlmTest::Decode, LlmTest::Prefill}) {
        const LlmErrorSummary errors = summarizeLlmValidation(rows, test, true);
        const LlmValidationRow* worst = largestError(rows, test, true);
        summary.addRow(
            {test == LlmTest::Decode ? QStringLiteral("Decode") : QStringLiteral("Prefill"),
             QString::number(errors.rows), fixed(errors.medianAbsError * 100, 1) + QStringLiteral(" %"),
             fixed(errors.largestAbsError * 100, 1) + QStringLiteral(" %") +
                 (worst ? QStringLiteral(" (%1)").arg(text(worst->measurement.gpuName)) : QString()),
             fixed(errors.spearman, 3), fixed(errors.baselineMedianAbsError * 100, 1) + QStringLiteral(" %"),
             fixed(errors.baselineLargestAbsError * 100, 1) + QStringLiteral(" %"),
             fixed(errors.baselineSpearman, 3)});
    }
    return QStringLiteral(
               "\nLLM speeds (llama.cpp, one GPU): each measurement against the planner fitted without its "
               "card,\nand against the first-order baseline (bandwidth for decode, datasheet tensor rate "
               "for prefill)\nscaled on the other cards. Estimates describe llama.cpp as of %1; rows of "
               "builds a year older\ncount a quarter in the fit and ran at %2 (decode) and %3 (prefill) of "
               "today's estimate.\nFlash attention on: x%4 decode, x%5 prefill. Prompts in quantised formats "
               "run "
               "at %6 TFLOPS\nper SM-GHz of sustained clock (the integer kernels), x%7 on Turing's 96 KB "
               "SMs.\n\n")
               .arg(text(formatIsoDate(shipped.newestMeasurement).substr(0, 7)),
                    fixed(shipped.olderBuildDecodeFactor, 2), fixed(shipped.olderBuildPrefillFactor, 2),
                    fixed(shipped.flashAttentionDecodeFactor, 3),
                    fixed(shipped.flashAttentionPrefillFactor, 3),
                    fixed(shipped.integerKernelTflopsPerSmGhz, 3),
                    fixed(std::pow(96.0 / 128.0, shipped.smallSharedMemoryExponent), 2)) +
           table.render() + QLatin1Char('\n') + summary.render();
}

int crossvalidate(Invocation& invocation) {
    const OutputFormat format = outputFormat(invocation, true);
    Catalog& catalog = invocation.catalog();
    const std::vector<Gpu> gpus = catalog.gpus();
    const std::vector<BenchmarkResult> benchmarks = catalog.benchmarks();
    const std::vector<CrossValidation> validations = crossValidate(gpus, benchmarks);

    if (format == OutputFormat::Csv) {
        QString out = QStringLiteral("workload,model,card,measured,unit,estimated,error,bandwidth_baseline,"
                                     "baseline_error\n");
        for (const CrossValidation& validation : validations) {
            for (const CrossValidationRow& row : validation.rows) {
                out += QStringList{text(toString(validation.workload)),
                                   text(validation.referenceModel),
                                   text(csvTextField(row.card)),
                                   precise(row.measured),
                                   text(csvTextField(validation.unit)),
                                   precise(row.estimated),
                                   precise(row.error()),
                                   precise(row.baseline),
                                   precise(row.baselineError())}
                           .join(QLatin1Char(',')) +
                       QLatin1Char('\n');
            }
        }
        printOut(out);
        return ExitSuccess;
    }
    if (format == OutputFormat::Json) {
        QJsonArray array;
        for (const CrossValidation& validation : validations) {
            QJsonObject object;
            object.insert(QStringLiteral("workload"), text(toString(validation.workload)));
            object.insert(QStringLiteral("model"), text(validation.referenceModel));
            QJsonArray rows;
            for (const CrossValidationRow& row : validation.rows) {
                rows.append(QJsonObject{{QStringLiteral("card"), text(row.card)},
                                        {QStringLiteral("measured"), row.measured},
                                        {QStringLiteral("estimated"), row.estimated},
                                        {QStringLiteral("bandwidth_baseline"), row.baseline}});
            }
            object.insert(QStringLiteral("rows"), rows);
            const auto summary = [](const ErrorSummary& errors) {
                return QJsonObject{{QStringLiteral("median_abs_error"), errors.medianAbsError},
                                   {QStringLiteral("largest_abs_error"), errors.largestAbsError},
                                   {QStringLiteral("spearman"), errors.spearman}};
            };
            object.insert(QStringLiteral("model_errors"), summary(validation.model));
            object.insert(QStringLiteral("baseline_errors"), summary(validation.baseline));
            array.append(object);
        }
        printOut(QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Indented)));
        return ExitSuccess;
    }
    QString out = QStringLiteral(
        "Leave-one-card-out cross-validation: each card is estimated by the model fitted without it, and\n"
        "by the bandwidth ratio (the guide's first-order estimate, P6); both are scaled on the other "
        "cards.\n");
    for (const CrossValidation& validation : validations) {
        TextTable table({QStringLiteral("Card"), QStringLiteral("Measured"), QStringLiteral("Estimated"),
                         QStringLiteral("Error"), QStringLiteral("Bandwidth ratio"), QStringLiteral("Error")},
                        {1, 2, 3, 4, 5});
        for (const CrossValidationRow& row : validation.rows) {
            table.addRow({text(row.card), fixed(row.measured, 1), fixed(row.estimated, 1),
                          percent(row.error()), fixed(row.baseline, 1), percent(row.baselineError())});
        }
        out += QStringLiteral("\n%1 training, %2 (%3, one GPU):\n\n")
                   .arg(text(toString(validation.workload)),
                        text(displayModelName(validation.referenceModel)), text(validation.unit)) +
               table.render();
        TextTable summary({QStringLiteral(""), QStringLiteral("Median error"),
                           QStringLiteral("Largest error"), QStringLiteral("Spearman")},
                          {1, 2, 3});
        summary.addRow({QStringLiteral("Model"),
                        fixed(validation.model.medianAbsError * 100, 1) + QStringLiteral(" %"),
                        fixed(validation.model.largestAbsError * 100, 1) + QStringLiteral(" %"),
                        fixed(validation.model.spearman, 3)});
        summary.addRow({QStringLiteral("Bandwidth ratio"),
                        fixed(validation.baseline.medianAbsError * 100, 1) + QStringLiteral(" %"),
                        fixed(validation.baseline.largestAbsError * 100, 1) + QStringLiteral(" %"),
                        fixed(validation.baseline.spearman, 3)});
        out += QLatin1Char('\n') + summary.render();
    }
    TextTable claims({QStringLiteral("Guide's figure"), QStringLiteral("Guide"), QStringLiteral("Model"),
                      QStringLiteral("Agrees")},
                     {1, 2});
    for (const GuideClaimCheck& check : checkGuideClaims(gpus)) {
        claims.addRow(
            {claimLabel(check.claim), fixed(check.claim.guideValue, 2),
             check.found ? fixed(check.model, 2) : QStringLiteral("-"),
             check.agrees()
                 ? QStringLiteral("yes")
                 : QStringLiteral("no (%1-%2)").arg(fixed(check.claim.low, 2), fixed(check.claim.high, 2))});
    }
    out += QStringLiteral("\nThe guide's own figures against the calibrated model:\n\n") + claims.render();

    TextTable perDollar({QStringLiteral("Guide's claim (C1 costs, prices of 2023-01-30)"),
                         QStringLiteral("Guide"), QStringLiteral("Model"),
                         QStringLiteral("Best in the model"), QStringLiteral("Agrees")},
                        {1, 2});
    for (const PerDollarClaimCheck& check :
         checkPerDollarClaims(gpus, catalog.prices(), catalog.systemBaseCosts())) {
        const QString subject =
            check.reference.empty()
                ? QStringLiteral("%1 best perf/$, %2").arg(text(check.card), text(toString(check.metric)))
                : QStringLiteral("%1 / %2 perf/$, %3")
                      .arg(text(check.card), text(check.reference), text(toString(check.metric)));
        perDollar.addRow({text(check.factId) + QLatin1Char(' ') + subject, fixed(check.guideValue, 2),
                          check.found ? fixed(check.model, 2) : QStringLiteral("-"), text(check.modelBest),
                          check.agrees()
                              ? QStringLiteral("yes")
                              : QStringLiteral("no (%1-%2)").arg(fixed(check.low, 2), fixed(check.high, 2))});
    }
    out += QStringLiteral(
               "\nThe guide's value-for-money claims (R1: the card's perf/$ over the best card's):\n\n") +
           perDollar.render();
    out += scalingReport(gpus, benchmarks);
    out += llmReport(gpus, benchmarks);
    printOut(out);
    return ExitSuccess;
}

} // namespace

Command crossvalidateCommand() {
    return {
        {QStringLiteral("crossvalidate")},
        {},
        QStringLiteral("Check the performance model on the catalog's measurements: each card estimated by "
                       "the model fitted without it, next to the bandwidth ratio."),
        [] { return QList<QCommandLineOption>{formatOption(QStringLiteral("table, csv or json"))}; },
        &crossvalidate};
}

} // namespace gpuadvisor::cli::modelcmd
