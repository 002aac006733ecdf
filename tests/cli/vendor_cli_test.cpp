// End-to-end tests of the vendor work (issue 34) through gpu-advisor-cli: rank --vendor, the
// devices the performance model cannot rate, and the LLM planner on unified-memory systems.

#include "clirunner.h"

#include "gpuadvisor/core/llm/llmcalibration.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

namespace {

QJsonObject jsonOf(const RunResult& result) {
    return QJsonDocument::fromJson(result.out.toUtf8()).object();
}

QStringList namesIn(const QJsonArray& array) {
    QStringList names;
    for (const QJsonValue& value : array) {
        names << (value.isObject() ? value.toObject().value(QStringLiteral("name")).toString()
                                   : value.toString());
    }
    return names;
}

} // namespace

TEST_F(CliTest, RankVendorKeepsOnlyTheNamedVendorsAndSaysWhatRestsOnSpecificationsAlone) {
    const RunResult result =
        run(args({"rank", "--metric", "training16", "--vendor", "AMD,apple", "--format", "json"}));
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const QJsonObject ranking = jsonOf(result);
    const QJsonArray cards = ranking.value(QStringLiteral("cards")).toArray();
    ASSERT_GT(cards.size(), 10);
    for (const QJsonValue& card : cards) {
        const QString vendor = card.toObject().value(QStringLiteral("vendor")).toString();
        EXPECT_TRUE(vendor == QStringLiteral("AMD") || vendor == QStringLiteral("Apple"))
            << card.toObject().value(QStringLiteral("name")).toString().toStdString();
    }
    const QStringList names = namesIn(cards);
    EXPECT_TRUE(names.contains(QStringLiteral("RX 7900 XTX")));
    EXPECT_TRUE(names.contains(QStringLiteral("Mac Studio M3 Ultra 60C 96GB")));
    EXPECT_FALSE(names.contains(QStringLiteral("RTX 4090")));
    // Apple publishes no FP32 rate for the M2 Ultra: listed apart, never ranked at 0.
    EXPECT_TRUE(namesIn(ranking.value(QStringLiteral("left_out_unrated")).toArray())
                    .contains(QStringLiteral("Mac Studio M2 Ultra 76C 192GB")));
    EXPECT_FALSE(names.contains(QStringLiteral("Mac Studio M2 Ultra 76C 192GB")));
    // No shipped training measurement covers AMD or Apple: the answer says so.
    const QStringList specOnly =
        namesIn(ranking.value(QStringLiteral("vendors_without_measurements")).toArray());
    EXPECT_TRUE(specOnly.contains(QStringLiteral("AMD")));
    EXPECT_TRUE(specOnly.contains(QStringLiteral("Apple")));

    const RunResult table = run(args({"rank", "--metric", "training16", "--vendor", "amd"}));
    ASSERT_EQ(table.exitCode, 0) << table.err;
    EXPECT_TRUE(table.out.contains(QStringLiteral("AMD: estimates from specifications only")));
}

TEST_F(CliTest, RankWithoutAnyCheckedEstimateSaysSoOnceNotVendorByVendor) {
    // No shipped measurement checks inference16 for any vendor: one line says the estimates are
    // unchecked. The vendors' note, which qualifies a typical error, would name NVIDIA too.
    const RunResult inference = run(args({"rank", "--metric", "inference16"}));
    ASSERT_EQ(inference.exitCode, 0) << inference.err;
    EXPECT_TRUE(inference.out.contains(QStringLiteral("Estimates for inference16 are not yet checked")))
        << inference.out.toStdString();
    EXPECT_FALSE(inference.out.contains(QStringLiteral("specifications only")))
        << inference.out.toStdString();
    // The JSON keeps the fact itself: no typical error. Which vendors' estimates rest on the
    // datasheet alone does not change with the metric (the model is fitted on 16-bit training
    // runs), as on the charts.
    const QJsonObject json = jsonOf(run(args({"rank", "--metric", "inference16", "--format", "json"})));
    EXPECT_FALSE(json.contains(QStringLiteral("typical_estimate_error")));
    const QJsonObject trainingJson =
        jsonOf(run(args({"rank", "--metric", "training16", "--format", "json"})));
    EXPECT_EQ(namesIn(json.value(QStringLiteral("vendors_without_measurements")).toArray()),
              namesIn(trainingJson.value(QStringLiteral("vendors_without_measurements")).toArray()));
    EXPECT_FALSE(namesIn(json.value(QStringLiteral("vendors_without_measurements")).toArray())
                     .contains(QStringLiteral("NVIDIA")));

    // Training16 has a typical error, checked on NVIDIA cards only: the note names the others.
    const RunResult training = run(args({"rank", "--metric", "training16"}));
    ASSERT_EQ(training.exitCode, 0) << training.err;
    EXPECT_TRUE(training.out.contains(QStringLiteral("Estimates are typically within")));
    EXPECT_TRUE(
        training.out.contains(QStringLiteral("AMD, Apple, Intel: estimates from specifications only")))
        << training.out.toStdString();
    // With the figure the desktop app's charts and wizard state for such estimates.
    const gpuadvisor::SpecificationOnlySpread spread = gpuadvisor::specificationOnlySpread();
    EXPECT_TRUE(training.out.contains(
        QStringLiteral(
            "may be off by about +-%1 % (other vendors' measured compute-bound speeds ran %2x to %3x")
            .arg(std::lround(spread.error() * 100))
            .arg(spread.lowest, 0, 'f', 2)
            .arg(spread.highest, 0, 'f', 2)))
        << training.out.toStdString();
}

// A vendor's estimates count as checked where the charts, the comparison and the advisor count
// them so (vendorsMeasuring): a 16-bit training run of the workload, at any GPU count. Before,
// `rank` counted any training row of any workload or precision, and a user's one CNN run of an
// AMD card gave every AMD card a +-5 % Transformer estimate that the charts called +-45 %.
TEST_F(CliTest, RankCountsAVendorAsMeasuredForTheWorkloadsAndPrecisionItsRunsTrain) {
    const QByteArray header = "gpu_name,gpu_count,system,model,workload,task,precision,batch_size,software,"
                              "value,unit,measured_on,source\n";
    const auto import = [&](const char* name, const QByteArray& row) {
        const RunResult result = run({QStringLiteral("benchmarks"), QStringLiteral("import"),
                                      writeFile(QString::fromLatin1(name), header + row)});
        ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    };
    const auto ranking = [&](const char* workload) {
        return jsonOf(
            run(args({"rank", "--metric", "training16", "--workload", workload, "--format", "json"})));
    };
    const auto amdIsSpecOnly = [](const QJsonObject& json) {
        return namesIn(json.value(QStringLiteral("vendors_without_measurements")).toArray())
            .contains(QStringLiteral("AMD"));
    };
    const auto errorOf = [](const QJsonObject& json, const QString& card) {
        for (const QJsonValue& value : json.value(QStringLiteral("cards")).toArray()) {
            if (value.toObject().value(QStringLiteral("name")).toString() == card) {
                return value.toObject().value(QStringLiteral("typical_estimate_error"));
            }
        }
        return QJsonValue(QJsonValue::Undefined);
    };
    const QString card = QStringLiteral("RX 7900 XTX");
    // 8-bit training and inference runs check no 16-bit training estimate.
    import("int8.csv", "RX 7900 XTX,1,my box,resnet50,cnn,training,int8,64,ROCm 6.2,1500,images/s,"
                       "2026-10-01,my own run\n"
                       "RX 7900 XTX,1,my box,resnet50,cnn,inference,fp16,64,ROCm 6.2,3000,images/s,"
                       "2026-10-01,my own run\n");
    EXPECT_TRUE(amdIsSpecOnly(ranking("cnn")));
    // A 16-bit CNN training run: AMD's CNN estimates are checked, its Transformer ones are not.
    import("cnn.csv", "RX 7900 XTX,1,my box,resnet50,cnn,training,fp16,64,ROCm 6.2,900,images/s,"
                      "2026-10-01,my own run\n");
    const QJsonObject cnn = ranking("cnn");
    EXPECT_FALSE(amdIsSpecOnly(cnn));
    EXPECT_EQ(errorOf(cnn, card), cnn.value(QStringLiteral("typical_estimate_error")));
    EXPECT_TRUE(errorOf(cnn, card).isDouble());
    const QJsonObject transformer = ranking("transformer");
    EXPECT_TRUE(amdIsSpecOnly(transformer));
    EXPECT_TRUE(errorOf(transformer, card).isUndefined())
        << "an AMD Transformer estimate given a typical error";
    // The note says which runs would check them: the user's own count as the shipped ones do.
    const RunResult table = run(args({"rank", "--metric", "training16", "--workload", "transformer"}));
    EXPECT_TRUE(table.out.contains(QStringLiteral(
        "AMD, Apple, Intel: estimates from specifications only; no 16-bit transformer training run on "
        "these vendors' devices, shipped or imported, checks them")))
        << table.out.toStdString();
    // A run on two cards of the workload checks it too, as on the charts.
    import("pair.csv", "RX 7900 XTX,2,my box,bert_base,transformer,training,fp16,32,ROCm 6.2,400,"
                       "sequences/s,2026-10-01,my own run\n");
    EXPECT_FALSE(amdIsSpecOnly(ranking("transformer")));
}

TEST_F(CliTest, RankRefusesAnUnknownVendorNamingTheKnownOnes) {
    const RunResult result = run(args({"rank", "--vendor", "nvidia,ibm"}));
    EXPECT_NE(result.exitCode, 0);
    EXPECT_TRUE(result.err.contains(QStringLiteral("'ibm'"))) << result.err.toStdString();
    EXPECT_TRUE(result.err.contains(QStringLiteral("nvidia, amd, intel, apple"))) << result.err.toStdString();
    EXPECT_TRUE(result.out.isEmpty());
}

TEST_F(CliTest, LlmPlansASeventyBModelOnAMacStudioAndARyzenAiMaxBoxWithSpeedsAndCosts) {
    const RunResult result =
        run(args({"llm", "--model", "Llama 3.1 70B", "--weights", "q4_k_m", "--format", "json"}));
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const QJsonArray rows = jsonOf(result).value(QStringLiteral("cards")).toArray();
    const auto rowOf = [&](const QString& name) {
        for (const QJsonValue& row : rows) {
            if (row.toObject().value(QStringLiteral("name")).toString() == name) {
                return row.toObject();
            }
        }
        return QJsonObject();
    };
    const QJsonObject mac = rowOf(QStringLiteral("Mac Studio M3 Ultra 80C 512GB"));
    ASSERT_FALSE(mac.isEmpty()) << result.out.left(400).toStdString();
    EXPECT_TRUE(mac.value(QStringLiteral("fits")).toBool());
    EXPECT_EQ(mac.value(QStringLiteral("count")).toInt(), 1);
    EXPECT_EQ(mac.value(QStringLiteral("backend")).toString(), QStringLiteral("Metal"));
    EXPECT_EQ(mac.value(QStringLiteral("device_kind")).toString(), QStringLiteral("system"));
    // The GPU may use three quarters of the 512 GB (macOS's default wired limit).
    EXPECT_NEAR(mac.value(QStringLiteral("memory_available_gb")).toDouble(), 384, 0.5);
    EXPECT_GT(mac.value(QStringLiteral("decode_tokens_per_s")).toDouble(), 5);
    EXPECT_TRUE(mac.value(QStringLiteral("usd_per_million_tokens")).isDouble());

    const QJsonObject strix = rowOf(QStringLiteral("Framework Desktop Ryzen AI Max+ 395 128GB"));
    ASSERT_FALSE(strix.isEmpty());
    EXPECT_TRUE(strix.value(QStringLiteral("fits")).toBool());
    EXPECT_EQ(strix.value(QStringLiteral("count")).toInt(), 1);
    EXPECT_EQ(strix.value(QStringLiteral("backend")).toString(), QStringLiteral("Vulkan"));
    EXPECT_NEAR(strix.value(QStringLiteral("memory_available_gb")).toDouble(), 96, 0.5);
    // 256 GB/s over about 40 GiB of weights: a few tokens a second, slower than the Mac's 819 GB/s.
    const double strixDecode = strix.value(QStringLiteral("decode_tokens_per_s")).toDouble();
    EXPECT_GT(strixDecode, 2);
    EXPECT_LT(strixDecode, mac.value(QStringLiteral("decode_tokens_per_s")).toDouble());
    EXPECT_TRUE(strix.value(QStringLiteral("usd_per_million_tokens")).isDouble());

    // llama.cpp has no Gaudi backend: not a plan, and the note says why.
    EXPECT_TRUE(rowOf(QStringLiteral("Gaudi 3")).isEmpty());
    EXPECT_TRUE(result.err.contains(QStringLiteral("llama.cpp does not run on them: Gaudi 3")))
        << result.err.toStdString();
}

TEST_F(CliTest, LlmTakesTheSharedMemoryShareOfAUnifiedMemorySystem) {
    const auto available = [&](const char* share) {
        QStringList arguments = args({"llm", "--model", "Llama 3.1 70B", "--weights", "q4_k_m", "--gpu",
                                      "Mac Studio M3 Ultra 60C 96GB", "--format", "json"});
        if (share) {
            arguments << QStringLiteral("--gpu-memory-share") << QString::fromLatin1(share);
        }
        const RunResult result = run(arguments);
        EXPECT_EQ(result.exitCode, 0) << result.err.toStdString();
        const QJsonObject row = QJsonDocument::fromJson(result.out.toUtf8())
                                    .object()
                                    .value(QStringLiteral("cards"))
                                    .toArray()
                                    .first()
                                    .toObject();
        return std::pair{row.value(QStringLiteral("memory_available_gb")).toDouble(),
                         row.value(QStringLiteral("count")).toInt()};
    };
    EXPECT_NEAR(available(nullptr).first, 72, 0.5); // 96 GB x 0.75
    EXPECT_NEAR(available("90").first, 86.4, 0.5);  // after raising the wired limit
    const RunResult refused = run(args({"llm", "--model", "Llama 3.1 70B", "--gpu-memory-share", "150"}));
    EXPECT_NE(refused.exitCode, 0);
    EXPECT_TRUE(refused.err.contains(QStringLiteral("--gpu-memory-share"))) << refused.err.toStdString();
}

namespace {

class VendorRecommendTest : public CliTest {
protected:
    /// An individual training Transformers on $1,000 today, the pick as JSON.
    QJsonObject trainingPick(const QStringList& extra) {
        QStringList arguments =
            args({"recommend", "--organization", "no", "--train", "yes", "--transformers", "yes",
                  "--budget-usd", "1000", "--as-of", "2026-11-27", "--format", "json"});
        arguments << extra;
        const RunResult result = run(arguments);
        EXPECT_EQ(result.exitCode, 0) << result.err;
        return jsonOf(result);
    }
};

QJsonObject buyOf(const QJsonObject& pick) {
    return pick.value(QStringLiteral("answer")).toObject().value(QStringLiteral("buy")).toObject();
}

} // namespace

TEST_F(VendorRecommendTest, RestsTheTrainingPickOnAMeasuredVendorAndSaysWhatRatesBetterOnPaper) {
    // No shipped training measurement covers AMD, Intel or Apple: their devices may rate better per
    // dollar on their datasheets, but the pick is a measured vendor's card.
    const QJsonObject pick = trainingPick({});
    const QJsonObject buy = buyOf(pick);
    EXPECT_EQ(buy.value(QStringLiteral("vendor")).toString(), QStringLiteral("NVIDIA"));
    EXPECT_FALSE(buy.value(QStringLiteral("specification_only")).toBool());
    const int ahead = pick.value(QStringLiteral("specification_only_ahead")).toInt();
    ASSERT_GT(ahead, 0) << "the premise: some device rates better on paper";

    // Asked to, the app ranks datasheet estimates with the rest: another vendor leads, marked.
    const QJsonObject allowed = buyOf(trainingPick({QStringLiteral("--spec-only")}));
    EXPECT_NE(allowed.value(QStringLiteral("vendor")).toString(), QStringLiteral("NVIDIA"));
    EXPECT_TRUE(allowed.value(QStringLiteral("specification_only")).toBool());

    // The table says why, with the stated error.
    QStringList arguments = args({"recommend", "--organization", "no", "--train", "yes", "--transformers",
                                  "yes", "--budget-usd", "1000", "--as-of", "2026-11-27"});
    const RunResult table = run(arguments);
    ASSERT_EQ(table.exitCode, 0) << table.err;
    EXPECT_TRUE(table.out.contains(QStringLiteral("On their datasheets alone"))) << table.out;
    EXPECT_TRUE(table.out.contains(QStringLiteral("--spec-only"))) << table.out;
}

TEST_F(VendorRecommendTest, WithAVendorPicksFromItAndMarksADatasheetOnlyEstimate) {
    const QJsonObject pick = trainingPick({QStringLiteral("--vendor"), QStringLiteral("amd")});
    const QJsonObject buy = buyOf(pick);
    EXPECT_EQ(buy.value(QStringLiteral("vendor")).toString(), QStringLiteral("AMD"));
    EXPECT_TRUE(buy.value(QStringLiteral("specification_only")).toBool());
    EXPECT_GT(
        pick.value(QStringLiteral("left_out")).toObject().value(QStringLiteral("other_vendors")).toInt(), 0);
    const QJsonArray catches =
        pick.value(QStringLiteral("answer")).toObject().value(QStringLiteral("catches")).toArray();
    const bool said = std::any_of(catches.begin(), catches.end(), [](const QJsonValue& line) {
        return line.toString().startsWith(QStringLiteral("Estimate from specifications"));
    });
    EXPECT_TRUE(said);
}

TEST_F(CliTest, CheckBuildSaysWhichGpusItRatesFromDatasheetsAlone) {
    // The build checker knows AMD cards' power and slots; their training throughput is an estimate
    // from the datasheet, and the summary says whose.
    const RunResult mixed = run(args({"check-build", "--gpu", "RX 7900 XTX:1", "--gpu", "RTX 3090:1",
                                      "--psu-watts", "1200", "--format", "json"}));
    ASSERT_NE(mixed.exitCode, 2) << mixed.err;
    const QJsonObject throughput = jsonOf(mixed)
                                       .value(QStringLiteral("summary"))
                                       .toObject()
                                       .value(QStringLiteral("throughput"))
                                       .toObject();
    EXPECT_EQ(throughput.value(QStringLiteral("specification_only_vendors")).toArray(),
              QJsonArray{QStringLiteral("AMD")});
    const RunResult nvidia =
        run(args({"check-build", "--gpu", "RTX 3090:2", "--psu-watts", "1200", "--format", "json"}));
    ASSERT_NE(nvidia.exitCode, 2) << nvidia.err;
    EXPECT_TRUE(jsonOf(nvidia)
                    .value(QStringLiteral("summary"))
                    .toObject()
                    .value(QStringLiteral("throughput"))
                    .toObject()
                    .value(QStringLiteral("specification_only_vendors"))
                    .toArray()
                    .isEmpty());
    const RunResult table = run(args({"check-build", "--gpu", "RX 7900 XTX:2", "--psu-watts", "1200"}));
    EXPECT_TRUE(table.out.contains(QStringLiteral("AMD GPUs rated from their datasheets alone")))
        << table.out;
}

TEST_F(CliTest, CheckBuildOfAWholeComputerChecksItsOutletAndNeedsNoSupply) {
    // A Mac Studio brings its own supply: no --psu-watts, no PSU, slot or SXM findings, and its
    // price is the whole machine (no system base cost added).
    const RunResult mac = run(args({"check-build", "--gpu", "Mac Studio M2 Ultra 76C 192GB", "--condition",
                                    "used", "--format", "json"}));
    ASSERT_EQ(mac.exitCode, 0) << mac.err << mac.out.toStdString();
    const QJsonObject root = jsonOf(mac);
    QStringList codes;
    for (const QJsonValue& finding : root.value(QStringLiteral("findings")).toArray()) {
        codes << finding.toObject().value(QStringLiteral("code")).toString();
    }
    EXPECT_TRUE(codes.contains(QStringLiteral("whole-computer")))
        << codes.join(QLatin1Char(' ')).toStdString();
    EXPECT_TRUE(codes.contains(QStringLiteral("system-outlet")));
    for (const char* absent : {"psu-capacity", "sxm-module", "slot-fit", "cpu-cores", "pcie-lanes"}) {
        EXPECT_FALSE(codes.contains(QLatin1String(absent))) << absent;
    }
    const QJsonObject summary = root.value(QStringLiteral("summary")).toObject();
    EXPECT_TRUE(summary.value(QStringLiteral("whole_computer")).toBool());
    EXPECT_TRUE(summary.value(QStringLiteral("power")).toObject().value(QStringLiteral("psu_w")).isNull());
    // Apple's figure for this configuration: 295 W at the wall.
    EXPECT_DOUBLE_EQ(
        summary.value(QStringLiteral("power")).toObject().value(QStringLiteral("total_w")).toDouble(), 295);
    // Apple publishes no FP32 rate for the M2 Ultra: its throughput is unknown, never 0.
    EXPECT_TRUE(summary.value(QStringLiteral("throughput"))
                    .toObject()
                    .value(QStringLiteral("reference_cards"))
                    .isNull());
    const QJsonObject cost = summary.value(QStringLiteral("cost")).toObject();
    EXPECT_DOUBLE_EQ(cost.value(QStringLiteral("system_usd")).toDouble(-1), 0);
    EXPECT_GT(cost.value(QStringLiteral("cards_usd")).toDouble(), 0);

    const RunResult table = run(args({"check-build", "--gpu", "Mac Studio M2 Ultra 76C 192GB"}));
    ASSERT_EQ(table.exitCode, 0) << table.err;
    EXPECT_TRUE(table.out.contains(QStringLiteral("whole computer with its own power supply"))) << table.out;
    EXPECT_TRUE(table.out.contains(QStringLiteral("fits in the memory its GPU may use"))) << table.out;
    // The LLM lines state the Metal backend's error, not CUDA's.
    EXPECT_TRUE(table.out.contains(QStringLiteral("for its Metal backend"))) << table.out;
    EXPECT_FALSE(table.out.contains(QStringLiteral("supply;"))) << table.out;
    EXPECT_TRUE(table.out.contains(QStringLiteral("not rated"))) << table.out;
    EXPECT_FALSE(table.out.contains(QStringLiteral("0x one"))) << table.out;

    // Two of them are two machines: a problem, exit status 1.
    const RunResult two = run(args({"check-build", "--gpu", "Mac Studio M2 Ultra 76C 192GB:2"}));
    EXPECT_EQ(two.exitCode, 1) << two.err;
    EXPECT_TRUE(two.out.contains(QStringLiteral("PROBLEM whole-computer"))) << two.out;

    // A card still needs its supply's rating, and the message says why.
    const RunResult card = run(args({"check-build", "--gpu", "RTX 3090"}));
    EXPECT_EQ(card.exitCode, 2);
    EXPECT_TRUE(card.err.contains(QStringLiteral("--psu-watts is required"))) << card.err.toStdString();
}

TEST_F(CliTest, ALanguageModelPickOnAMacSaysWhatItsPromptSpeedIs) {
    // At $2,500 for Llama 3.1 70B the pick is a used Mac Studio M2 Ultra, whose prompt speed is
    // unknown (Apple publishes no FP32 figure for it): the answer says so instead of hiding it.
    const RunResult result =
        run(args({"recommend", "--organization", "no", "--train", "no", "--llm", "yes", "--llm-model",
                  "llama3.1-70b", "--weights", "q4_k_m", "--budget-usd", "2500", "--as-of", "2026-11-28"}));
    ASSERT_EQ(result.exitCode, 0) << result.err;
    ASSERT_TRUE(result.out.contains(QStringLiteral("Buy Mac Studio M2 Ultra 76C 192GB (used)")))
        << result.out;
    EXPECT_TRUE(result.out.contains(QStringLiteral("prompt speed is unknown"))) << result.out;
}
