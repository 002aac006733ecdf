#include "llmcommand.h"

#include "commandsupport.h"
#include "llmoffloadoutput.h"
#include "llmworkload.h"
#include "supportoutput.h"

#include "gpuadvisor/core/advice/livepick.h"
#include "gpuadvisor/core/catalog/csv.h"
#include "gpuadvisor/core/catalog/namematch.h"
#include "gpuadvisor/core/cost/ranking.h"
#include "gpuadvisor/core/llm/llmcalibration.h"
#include "gpuadvisor/core/llm/llmcost.h"
#include "gpuadvisor/core/llm/llmplanner.h"
#include "gpuadvisor/db/llmdata.h"
#include "gpuadvisor/text/supporttext.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cmath>

namespace gpuadvisor::cli {
namespace {

QString optionalFixed(const std::optional<double>& value, int decimals) {
    return value ? fixed(*value, decimals) : QString();
}

/// One line of the answer: a build of `count` of a card (owned) or a cloud offer (rented).
struct LlmRow {
    Gpu gpu;
    int count = 1;
    LlmPlan plan;
    const PriceQuote* price = nullptr; ///< Owned: the card's price.
    const CloudOffer* offer = nullptr; ///< Rented.
    std::optional<double> usdPerMillionTokens{};
    std::optional<double> breakEvenTokensPerDay{}; ///< Rented rows, against the named card.
    const LlmMeasurement* measuredDecode = nullptr;
    const LlmMeasurement* measuredPrefill = nullptr;
};

std::optional<double> decodeRate(const LlmPlan& plan) {
    return plan.speed ? std::optional<double>(plan.speed->decodeTokensPerSecond) : std::nullopt;
}

/// Fitting rows first, fastest (or, with `byCost`, cheapest per token) first; then the rest by name.
void sortRows(std::vector<LlmRow>& rows, bool byCost) {
    std::stable_sort(rows.begin(), rows.end(), [&](const LlmRow& a, const LlmRow& b) {
        if (a.plan.fits != b.plan.fits) {
            return a.plan.fits;
        }
        if (!a.plan.fits) {
            return naturalLess(a.gpu.name, b.gpu.name);
        }
        if (byCost && a.usdPerMillionTokens.has_value() != b.usdPerMillionTokens.has_value()) {
            return a.usdPerMillionTokens.has_value();
        }
        if (byCost && a.usdPerMillionTokens && *a.usdPerMillionTokens != *b.usdPerMillionTokens) {
            return *a.usdPerMillionTokens < *b.usdPerMillionTokens;
        }
        return decodeRate(a.plan).value_or(0) > decodeRate(b.plan).value_or(0);
    });
}

QString describeModel(const LlmWorkload& workload) {
    const LlmModel& model = workload.model;
    QString parameters = QStringLiteral("%1B parameters").arg(fixed(model.parameters / 1e9, 2));
    if (model.isMixtureOfExperts()) {
        parameters += QStringLiteral(", %1B active").arg(fixed(model.activeParameters / 1e9, 1));
    }
    const QString origin = model.estimatedShape
                               ? QStringLiteral("custom size; layers and heads of %1, the nearest preset")
                                     .arg(text(model.source))
                               : QStringLiteral("source: %1").arg(text(model.source));
    const WeightFormatInfo& weights = weightFormatInfo(workload.weights);
    QString line = QStringLiteral("%1 (%2; %3)\n").arg(text(model.name), parameters, origin);
    if (workload.task == LlmTask::Inference) {
        line +=
            QStringLiteral("%1 weights (%2 bits a weight), %3 KV cache, %4-token context, %5-token prompt, "
                           "%6, split by %7 across GPUs, flash attention %8\n")
                .arg(text(weights.label), fixed(weights.bitsPerWeight, 2),
                     text(kvCacheFormatInfo(workload.kvCache).label))
                .arg(workload.contextTokens)
                .arg(workload.promptTokens)
                .arg(workload.sequences == 1
                         ? QStringLiteral("one sequence at a time")
                         : QStringLiteral("%1 concurrent sequences").arg(workload.sequences))
                .arg(text(toString(workload.split)),
                     workload.flashAttention ? QStringLiteral("on") : QStringLiteral("off"));
        if (const QString host = hostMemoryLine(workload.host); !host.isEmpty()) {
            line += workload.offload == LlmOffloadMode::Auto
                        ? QStringLiteral("Computer: %1; what the GPUs cannot hold spills into it\n").arg(host)
                        : QStringLiteral("Computer: %1; offload off\n").arg(host);
        }
    } else {
        line += QStringLiteral("Fine-tuning (%1), %2-token sequences, micro-batch of %3; memory only\n")
                    .arg(text(toString(workload.task)))
                    .arg(workload.contextTokens)
                    .arg(workload.sequences);
    }
    return line;
}

QString errorNote() {
    const LlmCalibration& calibration = shippedLlmCalibration();
    return QStringLiteral(
               "Speeds are estimates for llama.cpp as of %3 (the newest measurements fitted): typically "
               "within +-%1 % (decode) and +-%2 % (prefill) of llama.cpp measurements on cards left out of "
               "the fit; multi-GPU overheads are assumptions, not measured. Memory in GB as card makers "
               "count it (1 GB = 2^30 bytes).\n")
        .arg(std::lround(calibration.decodeTypicalError * 100))
        .arg(std::lround(calibration.prefillTypicalError * 100))
        .arg(text(formatIsoDate(calibration.newestMeasurement).substr(0, 7)));
}

QJsonValue optionalJson(const std::optional<double>& value) {
    return value ? QJsonValue(*value) : QJsonValue();
}

QJsonObject measuredJson(const LlmMeasurement& measurement) {
    return {{QStringLiteral("tokens_per_s"), measurement.tokensPerSecond},
            {QStringLiteral("test"),
             QStringLiteral("%1%2")
                 .arg(measurement.test == LlmTest::Decode ? QStringLiteral("tg") : QStringLiteral("pp"))
                 .arg(measurement.tokens)},
            {QStringLiteral("software"), text(measurement.software)},
            {QStringLiteral("source"), text(measurement.source)}};
}

QJsonObject rowJson(const LlmRow& row, const LlmWorkload& workload, Date asOf) {
    const LlmPlan& plan = row.plan;
    QJsonObject object{{QStringLiteral("name"), text(row.gpu.name)},
                       {QStringLiteral("count"), row.count},
                       {QStringLiteral("weights"), text(weightFormatInfo(workload.weights).key)},
                       {QStringLiteral("fits"), plan.fits},
                       {QStringLiteral("margin_gb"), plan.marginGiB},
                       {QStringLiteral("memory_needed_gb"), plan.memory.totalGiB()},
                       {QStringLiteral("memory_available_gb"), plan.memoryAvailableGiB},
                       {QStringLiteral("software_support"), text(toString(cardSupport(row.gpu, asOf).level))},
                       {QStringLiteral("vendor"), text(row.gpu.vendor)},
                       {QStringLiteral("device_kind"), text(toString(row.gpu.deviceKind))},
                       {QStringLiteral("backend"), text(plan.backend)}};
    object.insert(QStringLiteral("memory"),
                  QJsonObject{{QStringLiteral("weights_gb"), plan.memory.weightsGiB},
                              {QStringLiteral("kv_cache_gb"), plan.memory.kvCacheGiB},
                              {QStringLiteral("activations_gb"), plan.memory.activationsGiB},
                              {QStringLiteral("overhead_gb"), plan.memory.overheadGiB},
                              {QStringLiteral("training_state_gb"), plan.memory.trainingStateGiB}});
    if (plan.blocker == LlmBlocker::NeedsFp4TensorCores) {
        object.insert(QStringLiteral("blocker"), QStringLiteral("fp4 needs Blackwell tensor cores"));
    }
    const auto speed = [&](auto member) {
        return plan.speed && (*plan.speed).*member > 0 ? QJsonValue((*plan.speed).*member) : QJsonValue();
    };
    object.insert(QStringLiteral("decode_tokens_per_s"), speed(&LlmSpeed::decodeTokensPerSecond));
    object.insert(QStringLiteral("decode_tokens_per_s_per_sequence"),
                  speed(&LlmSpeed::decodePerSequenceTokensPerSecond));
    object.insert(QStringLiteral("prefill_tokens_per_s"), speed(&LlmSpeed::prefillTokensPerSecond));
    object.insert(QStringLiteral("time_to_first_token_s"), speed(&LlmSpeed::timeToFirstTokenSeconds));
    object.insert(QStringLiteral("usd_per_million_tokens"), optionalJson(row.usdPerMillionTokens));
    if (row.price) {
        object.insert(QStringLiteral("price"),
                      QJsonObject{{QStringLiteral("usd"), row.price->priceUsd},
                                  {QStringLiteral("condition"), text(toString(row.price->condition))},
                                  {QStringLiteral("observed_on"), text(formatIsoDate(row.price->observedOn))},
                                  {QStringLiteral("is_old"),
                                   isStalePrice(row.price->observedOn, asOf, defaultStalePriceMonths)},
                                  {QStringLiteral("source"), text(row.price->source)}});
    }
    if (row.offer) {
        object.insert(QStringLiteral("provider"), text(row.offer->provider));
        object.insert(QStringLiteral("instance"), text(row.offer->instance));
        object.insert(QStringLiteral("usd_per_hour"), row.offer->usdPerHour);
        object.insert(QStringLiteral("price_observed_on"), text(formatIsoDate(row.offer->observedOn)));
        object.insert(QStringLiteral("break_even_tokens_per_day"), optionalJson(row.breakEvenTokensPerDay));
    }
    QJsonArray measured;
    for (const LlmMeasurement* measurement : {row.measuredPrefill, row.measuredDecode}) {
        if (measurement) {
            measured.append(measuredJson(*measurement));
        }
    }
    object.insert(QStringLiteral("measured"), measured);
    object.insert(QStringLiteral("offload"),
                  plan.offload ? QJsonValue(offloadJson(row.gpu, row.count, workload, plan)) : QJsonValue());
    return object;
}

void printRows(const std::vector<LlmRow>& rows, const LlmWorkload& workload, OutputFormat format, bool cloud,
               Date asOf) {
    if (format == OutputFormat::Json) {
        QJsonArray array;
        for (const LlmRow& row : rows) {
            array.append(rowJson(row, workload, asOf));
        }
        const LlmModel& model = workload.model;
        QJsonObject root{
            {QStringLiteral("model"),
             QJsonObject{{QStringLiteral("key"), text(model.key)},
                         {QStringLiteral("name"), text(model.name)},
                         {QStringLiteral("parameters"), model.parameters},
                         {QStringLiteral("active_parameters"), model.activeParameters},
                         {QStringLiteral("estimated_shape"), model.estimatedShape},
                         {QStringLiteral("source"), text(model.source)}}},
            {QStringLiteral("task"), text(toString(workload.task))},
            {QStringLiteral("weights"), text(weightFormatInfo(workload.weights).key)},
            {QStringLiteral("kv_cache"), text(kvCacheFormatInfo(workload.kvCache).key)},
            {QStringLiteral("context"), workload.contextTokens},
            {QStringLiteral("prompt"), workload.promptTokens},
            {QStringLiteral("sequences"), workload.sequences},
            {QStringLiteral("split"), text(toString(workload.split))},
            {QStringLiteral("flash_attention"), workload.flashAttention},
            {QStringLiteral("host"),
             workload.host.known() ? QJsonValue(hostMemoryJson(workload.host)) : QJsonValue()},
            {QStringLiteral("llama_cpp_as_of"),
             text(formatIsoDate(shippedLlmCalibration().newestMeasurement).substr(0, 7))},
            {QStringLiteral("typical_error"),
             QJsonObject{{QStringLiteral("decode"), shippedLlmCalibration().decodeTypicalError},
                         {QStringLiteral("prefill"), shippedLlmCalibration().prefillTypicalError}}},
            {cloud ? QStringLiteral("offers") : QStringLiteral("cards"), array}};
        printOut(QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Indented)));
        return;
    }
    if (format == OutputFormat::Csv) {
        QString out = cloud ? QStringLiteral("provider,instance,") : QString();
        out +=
            QStringLiteral("name,count,weights,fits,memory_needed_gb,memory_available_gb,decode_tokens_per_s,"
                           "prefill_tokens_per_s,time_to_first_token_s,usd_per_million_tokens");
        out += cloud ? QStringLiteral(",usd_per_hour,price_observed_on,break_even_tokens_per_day")
                     : QStringLiteral(",measured_decode_tokens_per_s,measured_prefill_tokens_per_s");
        out += QStringLiteral(",software_support,offload_ram_gb\n");
        for (const LlmRow& row : rows) {
            QStringList cells;
            if (cloud) {
                cells << text(csvTextField(row.offer->provider)) << text(csvTextField(row.offer->instance));
            }
            const auto speed = [&](auto member) {
                return row.plan.speed && (*row.plan.speed).*member > 0
                           ? QString::number((*row.plan.speed).*member, 'g', 6)
                           : QString();
            };
            cells << text(csvTextField(row.gpu.name)) << QString::number(row.count)
                  << text(weightFormatInfo(workload.weights).key) << yesNo(row.plan.fits)
                  << fixed(row.plan.memory.totalGiB(), 2) << fixed(row.plan.memoryAvailableGiB, 2)
                  << speed(&LlmSpeed::decodeTokensPerSecond) << speed(&LlmSpeed::prefillTokensPerSecond)
                  << speed(&LlmSpeed::timeToFirstTokenSeconds) << optionalFixed(row.usdPerMillionTokens, 4);
            if (cloud) {
                cells << fixed(row.offer->usdPerHour, 2) << text(formatIsoDate(row.offer->observedOn))
                      << optionalFixed(row.breakEvenTokensPerDay, 0);
            } else {
                cells << (row.measuredDecode ? numberText(row.measuredDecode->tokensPerSecond) : QString())
                      << (row.measuredPrefill ? numberText(row.measuredPrefill->tokensPerSecond) : QString());
            }
            cells << text(toString(cardSupport(row.gpu, asOf).level))
                  << (row.plan.offloaded() ? fixed(row.plan.offload->ramHeldGiB, 2) : QString());
            out += cells.join(QLatin1Char(',')) + QLatin1Char('\n');
        }
        printOut(out);
        return;
    }
    QStringList header;
    if (cloud) {
        header << QStringLiteral("Offer");
    }
    header << QStringLiteral("Card") << QStringLiteral("Backend") << QStringLiteral("GPUs")
           << QStringLiteral("Fits") << QStringLiteral("Needs GB") << QStringLiteral("Has GB")
           << QStringLiteral("Decode tok/s") << QStringLiteral("Prefill tok/s")
           << QStringLiteral("First token s") << QStringLiteral("$/M tokens")
           << (cloud ? QStringLiteral("Price date") : QStringLiteral("Measured (llama.cpp)"))
           << QStringLiteral("Software");
    const int offset = cloud ? 1 : 0;
    TextTable table(header,
                    {offset + 2, offset + 4, offset + 5, offset + 6, offset + 7, offset + 8, offset + 9});
    for (const LlmRow& row : rows) {
        QStringList cells;
        if (cloud) {
            cells << QStringLiteral("%1 %2").arg(text(row.offer->provider), text(row.offer->instance));
        }
        const auto speed = [&](auto member, int decimals) {
            // 0 = not known (a device whose maker publishes no compute rate has no prefill estimate).
            return row.plan.speed && (*row.plan.speed).*member > 0
                       ? fixed((*row.plan.speed).*member, decimals)
                       : QStringLiteral("-");
        };
        // "offload": it runs with part of the model in the computer's RAM (the split follows the table).
        QString fits = row.plan.offloaded() ? QStringLiteral("offload") : yesNo(row.plan.fits);
        if (row.plan.blocker == LlmBlocker::NeedsFp4TensorCores) {
            fits = QStringLiteral("no (fp4 needs Blackwell)");
        }
        cells << text(row.gpu.name) << text(row.plan.backend) << QString::number(row.count) << fits
              << fixed(row.plan.memory.totalGiB(), 1) << fixed(row.plan.memoryAvailableGiB, 0)
              << speed(&LlmSpeed::decodeTokensPerSecond, 1) << speed(&LlmSpeed::prefillTokensPerSecond, 0)
              << speed(&LlmSpeed::timeToFirstTokenSeconds, 2)
              << (row.usdPerMillionTokens ? fixed(*row.usdPerMillionTokens, 2) : QStringLiteral("-"));
        if (cloud) {
            cells << priceDateCell(row.offer->observedOn, asOf);
        } else {
            QStringList measured;
            for (const LlmMeasurement* measurement : {row.measuredDecode, row.measuredPrefill}) {
                if (measurement) {
                    measured << QStringLiteral("%1%2 %3")
                                    .arg(measurement->test == LlmTest::Decode ? QStringLiteral("tg")
                                                                              : QStringLiteral("pp"))
                                    .arg(measurement->tokens)
                                    .arg(numberText(measurement->tokensPerSecond));
                }
            }
            cells << measured.join(QStringLiteral(", "));
        }
        cells << text::supportCatch(cardSupport(row.gpu, asOf));
        table.addRow(cells);
    }
    QString out = describeModel(workload) + errorNote();
    out +=
        cloud
            ? QStringLiteral("$/M tokens: the instance's hourly price over the tokens it makes in an hour.\n")
            : QStringLiteral(
                  "$/M tokens: cards, machine and electricity over the years of ownership, over the "
                  "tokens made while busy.\n");
    // Which llama.cpp each measurement ran, so "measured" never stands without its build.
    QStringList builds;
    for (const LlmRow& row : rows) {
        for (const LlmMeasurement* measurement : {row.measuredDecode, row.measuredPrefill}) {
            if (measurement) {
                builds << QStringLiteral("  %1 %2%3: %4 (%5)")
                              .arg(text(row.gpu.name), measurement->test == LlmTest::Decode
                                                           ? QStringLiteral("tg")
                                                           : QStringLiteral("pp"))
                              .arg(measurement->tokens)
                              .arg(text(measurement->software), text(formatIsoDate(measurement->measuredOn)));
            }
        }
    }
    out += QLatin1Char('\n') + table.render();
    if (!builds.isEmpty()) {
        out += QStringLiteral("\nMeasured with:\n") + builds.join(QLatin1Char('\n')) + QLatin1Char('\n');
    }
    printOut(out);
}

/// For one card, its split in full; for a list, how many cards run the model only by spilling.
QString offloadSummary(const std::vector<LlmRow>& rows, const LlmWorkload& workload, bool namedCard) {
    if (namedCard) {
        return rows.empty() ? QString()
                            : offloadText(rows.front().gpu, rows.front().count, workload, rows.front().plan);
    }
    const auto offloaded =
        std::count_if(rows.begin(), rows.end(), [](const LlmRow& row) { return row.plan.offloaded(); });
    return offloaded == 0
               ? QString()
               : QStringLiteral("\n%1 of the builds run it only with part of it in RAM (\"offload\"); "
                                "--gpu NAME shows the split and what helps most.\n")
                     .arg(offloaded);
}

int llm(Invocation& invocation) {
    const OutputFormat format = outputFormat(invocation, true);
    const LlmPresets presets = presetsFor(invocation);
    const LlmWorkload workload = workloadFor(invocation, presets);
    const std::optional<int> count = integerOption(invocation, QStringLiteral("count"), 1, maximumLlmGpus);
    const int maxCount =
        integerOption(invocation, QStringLiteral("max-count"), 1, maximumLlmGpus).value_or(maximumLlmGpus);
    const Condition condition = conditionOption(invocation);
    const Date asOf = asOfOption(invocation);
    const OwnershipAssumptions ownership = ownershipOptions(invocation);
    const bool cloud = invocation.parser().isSet(QStringLiteral("cloud"));

    Catalog& catalog = invocation.catalog();
    std::vector<Gpu> gpus;
    const bool namedCard = invocation.parser().isSet(QStringLiteral("gpu"));
    const bool withUnsupported = includeUnsupported(invocation);
    std::vector<const Gpu*> leftOut; // current software no longer runs on them
    if (namedCard) {
        gpus.push_back(requireGpu(catalog, invocation.parser().value(QStringLiteral("gpu"))));
        // A card asked for by name is planned, but the answer says what it will not run.
        if (const CardSupport support = cardSupport(gpus.front(), asOf); support.unsupported()) {
            printError(
                QStringLiteral("note: %1: %2\n").arg(text(gpus.front().name), text::supportReason(support)));
        }
    } else {
        gpus = catalog.gpus();
        const std::vector<std::string> vendors = vendorOption(invocation);
        std::erase_if(gpus, [&](const Gpu& gpu) { return !isOfVendor(gpu, vendors); });
        // Inference runs llama.cpp and training PyTorch: a device neither runs is not a plan.
        printError(leaveOutWithoutSoftware(gpus, workload.task == LlmTask::Inference, asOf));
    }
    const std::vector<Gpu> allGpus = namedCard ? catalog.gpus() : gpus;
    if (!namedCard && !withUnsupported) {
        std::erase_if(gpus, [&](const Gpu& gpu) { return cardSupport(gpu, asOf).unsupported(); });
        for (const Gpu& gpu : allGpus) {
            if (cardSupport(gpu, asOf).unsupported()) {
                leftOut.push_back(&gpu);
            }
        }
    }
    const PriceBook prices(catalog.pricesByCard());
    const std::vector<SystemBaseCost> systems = catalog.systemBaseCosts();
    const std::vector<BenchmarkResult> benchmarks = catalog.benchmarks();
    const std::vector<LlmMeasurement> measurements = llmMeasurements(benchmarks);

    const auto ownedRow = [&](const Gpu& gpu, int gpuCount) {
        LlmRow row{gpu, gpuCount, planLlm(workload, gpu, gpuCount)};
        row.price = prices.latest(gpu.name, condition, asOf);
        const std::optional<SystemBaseCost> system = systemBaseCostFor(systems, gpuCount);
        if (row.price && system && row.plan.speed) {
            row.usdPerMillionTokens = ownedUsdPerMillionTokens(
                ownershipCost(gpu, row.price->priceUsd, gpuCount, *system, ownership),
                row.plan.speed->decodeTokensPerSecond, ownership);
        }
        if (gpuCount == 1 && workload.task == LlmTask::Inference) {
            row.measuredDecode = matchingMeasurement(measurements, gpu, workload.model, workload.weights,
                                                     LlmTest::Decode, workload.flashAttention);
            row.measuredPrefill = matchingMeasurement(measurements, gpu, workload.model, workload.weights,
                                                      LlmTest::Prefill, workload.flashAttention);
        }
        return row;
    };

    std::vector<LlmRow> rows;
    const std::vector<CloudOffer> offers = cloud ? catalog.cloudOffers() : std::vector<CloudOffer>{};
    if (cloud) {
        std::optional<LlmRow> own;
        if (namedCard) {
            own = ownedRow(gpus.front(),
                           count.value_or(fewestGpusThatFit(workload, gpus.front(), maxCount).value_or(1)));
        }
        for (const CloudOffer* current : currentCloudOffers(offers, asOf)) {
            const CloudOffer& offer = *current;
            const auto gpu = std::find_if(allGpus.begin(), allGpus.end(), [&](const Gpu& g) {
                return normalizedName(g.name) == normalizedName(offer.gpuName);
            });
            if (gpu == allGpus.end() || (!withUnsupported && cardSupport(*gpu, asOf).unsupported())) {
                continue;
            }
            LlmRow row{*gpu, offer.gpuCount, planLlm(workload, *gpu, offer.gpuCount)};
            row.offer = &offer;
            if (row.plan.speed) {
                row.usdPerMillionTokens =
                    rentedUsdPerMillionTokens(offer.usdPerHour, row.plan.speed->decodeTokensPerSecond);
                const std::optional<SystemBaseCost> system =
                    own ? systemBaseCostFor(systems, own->count) : std::nullopt;
                if (own && own->plan.speed && own->price && system) {
                    const OwnershipCost cost =
                        ownershipCost(own->gpu, own->price->priceUsd, own->count, *system, ownership);
                    row.breakEvenTokensPerDay =
                        buyVersusRent(cost, own->plan.speed->decodeTokensPerSecond, ownership.kwhPriceUsd,
                                      ownership.years, offer.usdPerHour,
                                      row.plan.speed->decodeTokensPerSecond)
                            .breakEvenTokensPerDay;
                }
            }
            rows.push_back(row);
        }
        sortRows(rows, true);
        printRows(rows, workload, format, true, asOf);
        return presetsExitCode(presets);
    }
    for (const Gpu& gpu : gpus) {
        // A whole computer that cannot hold it is shown alone: more of them are no one machine.
        const int gpuCount = count.value_or(
            fewestGpusThatFit(workload, gpu, maxCount).value_or(gpu.isSystem() ? 1 : maxCount));
        rows.push_back(ownedRow(gpu, gpuCount));
    }
    sortRows(rows, false);
    printRows(rows, workload, format, false, asOf);
    if (format == OutputFormat::Table) {
        printOut(offloadSummary(rows, workload, namedCard));
    }
    if (const QString note = unsupportedNote(leftOut); !note.isEmpty()) {
        printError(QStringLiteral("note: ") + note);
    }
    return presetsExitCode(presets);
}

QList<QCommandLineOption> llmOptions() {
    QList<QCommandLineOption> options{
        valueOption(QStringLiteral("model"),
                    QStringLiteral("A model preset by key or name, e.g. llama3.1-70b."),
                    QStringLiteral("NAME")),
        valueOption(QStringLiteral("model-params"),
                    QStringLiteral(
                        "Or a model of this many parameters, e.g. 8.03B (shaped like the nearest preset)."),
                    QStringLiteral("COUNT")),
        valueOption(
            QStringLiteral("models"),
            QStringLiteral("Extra presets from this CSV file (default: llm-models.csv beside the catalog)."),
            QStringLiteral("FILE")),
        valueOption(QStringLiteral("weights"),
                    QStringLiteral("Weight format: %1 (default q4_k_m).").arg(text(allowedWeightFormats())),
                    QStringLiteral("FORMAT")),
        valueOption(QStringLiteral("kv-cache"),
                    QStringLiteral("KV cache format: %1 (default f16).").arg(text(allowedKvCacheFormats())),
                    QStringLiteral("FORMAT")),
        valueOption(QStringLiteral("context"),
                    QStringLiteral("Tokens of context per sequence (default 4096)."),
                    QStringLiteral("TOKENS")),
        valueOption(QStringLiteral("prompt"),
                    QStringLiteral("Prompt tokens for the time to first token (default: the context)."),
                    QStringLiteral("TOKENS")),
        valueOption(QStringLiteral("sequences"), QStringLiteral("Sequences served at once (default 1)."),
                    QStringLiteral("N")),
        valueOption(QStringLiteral("flash-attention"),
                    QStringLiteral("llama.cpp's flash attention (-fa): on (default, as llama.cpp's auto on "
                                   "CUDA) or off."),
                    QStringLiteral("on|off")),
        valueOption(QStringLiteral("task"),
                    QStringLiteral("inference (default), lora, qlora or full (fine-tuning: memory only)."),
                    QStringLiteral("TASK")),
        valueOption(QStringLiteral("lora-rank"),
                    QStringLiteral("Adapter rank for lora and qlora (default 16)."), QStringLiteral("R")),
        valueOption(
            QStringLiteral("split"),
            QStringLiteral("How several GPUs share the model: layer (llama.cpp, default) or tensor (vLLM)."),
            QStringLiteral("SPLIT")),
        valueOption(QStringLiteral("gpu"), QStringLiteral("Only this card."), QStringLiteral("NAME")),
        vendorOptionDefinition(),
        valueOption(QStringLiteral("backend"),
                    QStringLiteral("llama.cpp backend: CUDA, ROCm, Vulkan, Metal or SYCL (default: the "
                                   "device's usual one)."),
                    QStringLiteral("NAME")),
        valueOption(QStringLiteral("gpu-memory-share"),
                    QStringLiteral("Percent of a unified-memory system's memory its GPU may use (default 75, "
                                   "macOS's default wired limit)."),
                    QStringLiteral("PERCENT")),
        valueOption(QStringLiteral("count"),
                    QStringLiteral("Exactly this many of each card, 1-8 (default: the fewest that fit)."),
                    QStringLiteral("N")),
        valueOption(QStringLiteral("max-count"),
                    QStringLiteral("Try up to this many of each card, 1-8 (default 8)."),
                    QStringLiteral("N")),
        QCommandLineOption(
            QStringLiteral("cloud"),
            QStringLiteral("One row per cloud offer instead, with its $/M tokens; with --gpu, the "
                           "daily tokens above which buying that card is cheaper.")),
        valueOption(QStringLiteral("condition"), QStringLiteral("Card prices: new (default) or used."),
                    QStringLiteral("CONDITION")),
        valueOption(QStringLiteral("as-of"), QStringLiteral("Prices as of this day (default today)."),
                    QStringLiteral("YYYY-MM-DD")),
        formatOption(QStringLiteral("table, csv or json")),
        includeUnsupportedOption(),
    };
    options.append(offloadOptionDefinitions());
    options.append(ownershipOptionDefinitions());
    return options;
}

} // namespace

std::vector<Command> llmCommands() {
    return {
        {{QStringLiteral("llm")},
         {},
         QStringLiteral("Will a language model run on each card, how fast (decode, prefill, time to first "
                        "token) and at what cost per million tokens; or on each cloud offer (--cloud)."),
         &llmOptions,
         &llm}};
}

} // namespace gpuadvisor::cli
