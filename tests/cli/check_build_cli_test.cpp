// End-to-end tests of gpu-advisor-cli check-build: the build rules (seed facts B1-B13, P18, R7)
// as the real executable reports them, one finding a line, against a catalog made from the shipped
// data.

#include "clirunner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <gtest/gtest.h>

#include <optional>
#include <ostream>

namespace {

/// A machine whose supply, circuit and CPU are roomy (2000 W, 230 V / 16 A, 32 cores), so a case
/// isolates the rule it is about. Later flags override these (the parser keeps the last value).
QStringList roomy() {
    return args({"--psu-watts", "2000", "--mains-volts", "230", "--mains-amps", "16", "--cpu-cores", "32"});
}

/// Numbers are written in the locale's way ("1,700", "1.700", "1700"): `digits` with any one
/// separator between the thousands and the rest.
QString localNumberPattern(int value) {
    const QString digits = QString::number(value);
    if (digits.size() <= 3) {
        return digits;
    }
    return digits.left(digits.size() - 3) + QStringLiteral("\\D?") + digits.right(3);
}

class CheckBuildCliTest : public CliTest {
protected:
    RunResult check(QStringList arguments) {
        arguments.prepend(QStringLiteral("check-build"));
        return run(arguments);
    }

    /// check-build --format json; fails the test unless it exits with `exitCode` and a JSON object.
    QJsonObject checkJson(QStringList arguments, int exitCode) {
        arguments << QStringLiteral("--format") << QStringLiteral("json");
        const RunResult result = check(arguments);
        EXPECT_EQ(result.exitCode, exitCode) << result.err;
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(result.out.toUtf8(), &error);
        EXPECT_EQ(error.error, QJsonParseError::NoError) << error.errorString() << "\n" << result.out;
        return document.object();
    }

    /// check-build expecting exit status 2 and nothing on standard output; returns stderr.
    QString checkRefused(const QStringList& arguments) {
        const RunResult result = check(arguments);
        EXPECT_EQ(result.exitCode, 2) << result.out;
        EXPECT_TRUE(result.out.isEmpty()) << result.out;
        return result.err;
    }
};

/// The finding line of the table output with that code ("PROBLEM psu-capacity ..."), or an empty
/// string.
QString findingLine(const QString& out, const QString& code) {
    for (const QString& line : out.split(QLatin1Char('\n'))) {
        const QStringList words = line.split(QLatin1Char(' '));
        if (words.size() > 2 && words[1] == code) {
            return line;
        }
    }
    return {};
}

std::optional<QJsonObject> findingOf(const QJsonObject& root, const QString& code) {
    for (const auto& value : root.value(QStringLiteral("findings")).toArray()) {
        if (value.toObject().value(QStringLiteral("code")).toString() == code) {
            return value.toObject();
        }
    }
    return std::nullopt;
}

double valueOf(const QJsonObject& finding, const char* key) {
    return finding.value(QStringLiteral("values")).toObject().value(QString::fromUtf8(key)).toDouble(-1);
}

bool matches(const QString& text, const QString& pattern) {
    return text.contains(QRegularExpression(pattern));
}

} // namespace

// ---------------------------------------------------------------------------------------------
// The rules, one case each: the build, the finding code, the severity word the line starts with
// (nullptr: the line must not appear) and the seed fact it cites.

struct BuildCliCase {
    const char* name;
    QStringList arguments; ///< After roomy().
    const char* code;
    const char* severity;
    const char* fact;
};

/// gtest names the case on failure rather than dumping its bytes.
void PrintTo(const BuildCliCase& test, std::ostream* out) {
    *out << test.name;
}

class CheckBuildRule : public CheckBuildCliTest, public ::testing::WithParamInterface<BuildCliCase> {};

TEST_P(CheckBuildRule, LineGivesTheGuidesVerdict) {
    const BuildCliCase& test = GetParam();
    const RunResult result = check(roomy() + test.arguments);
    ASSERT_TRUE(result.exitCode == 0 || result.exitCode == 1) << result.err;
    const QString line = findingLine(result.out, QString::fromUtf8(test.code));
    if (test.severity == nullptr) {
        EXPECT_TRUE(line.isEmpty()) << line;
        return;
    }
    ASSERT_FALSE(line.isEmpty()) << test.code << " missing from:\n" << result.out;
    EXPECT_TRUE(line.startsWith(QString::fromUtf8(test.severity) + QLatin1Char(' '))) << line;
    EXPECT_TRUE(matches(
        line, QStringLiteral("\\[([A-Z0-9]+, )*%1(, [A-Z0-9]+)*\\]$").arg(QString::fromUtf8(test.fact))))
        << "should cite seed fact " << test.fact << ": " << line;
    // The exit status follows the worst line: 1 exactly when some line is a problem.
    EXPECT_EQ(result.exitCode,
              result.out.contains(QRegularExpression(QStringLiteral("(^|\\n)PROBLEM "))) ? 1 : 0);
}

const BuildCliCase buildCliCases[] = {
    // seed fact B1: 4x RTX 3090 on 1600 W is too tight; 4x RTX 3080 fits; 4x RTX 4090 does not.
    {"B1_4x3090_on_1600W", args({"--gpu", "RTX 3090:4", "--psu-watts", "1600"}), "psu-capacity", "PROBLEM",
     "B1"},
    {"B1_4x3090_on_1700W", args({"--gpu", "RTX 3090:4", "--psu-watts", "1700"}), "psu-capacity", "OK", "B1"},
    {"B1_4x3080_on_1600W", args({"--gpu", "RTX 3080:4", "--psu-watts", "1600"}), "psu-capacity", "OK", "B1"},
    {"B1_4x4090_on_1600W", args({"--gpu", "RTX 4090:4", "--psu-watts", "1600"}), "psu-capacity", "PROBLEM",
     "B1"},
    // seed fact B2: a US 120 V / 15 A outlet cannot feed a 4-GPU box continuously.
    {"B2_4x3080_on_120V_15A", args({"--gpu", "RTX 3080:4", "--mains-volts", "120", "--mains-amps", "15"}),
     "mains-capacity", "PROBLEM", "B2"},
    {"B2_1x3090_on_120V_15A", args({"--gpu", "RTX 3090", "--mains-volts", "120", "--mains-amps", "15"}),
     "mains-capacity", "OK", "B2"},
    // seed fact B3: power limits rescue a tight build, but not 8 RTX 4090s on one supply.
    {"B3_4x3090_limit_advised", args({"--gpu", "RTX 3090:4", "--psu-watts", "1600"}), "power-limit-advice",
     "WARNING", "B3"},
    {"B3_8x4090_beyond_limits", args({"--gpu", "RTX 4090:8", "--chassis", "server", "--slots", "8"}),
     "power-limit-advice", "PROBLEM", "B3"},
    {"B3_4x3080_no_limit_needed", args({"--gpu", "RTX 3080:4"}), "power-limit-advice", nullptr, "B3"},
    // seed fact P18: a limit the user set, and its small speed cost.
    {"P18_4x3090_at_300W", args({"--gpu", "RTX 3090:4:300"}), "power-limit-set", "OK", "P18"},
    // seed fact B4: 3-slot cards in a 4-GPU build need 2-slot variants, risers or water.
    {"B4_4x3090_stock", args({"--gpu", "RTX 3090:4"}), "slot-fit", "PROBLEM", "B4"},
    {"B4_4x3090_risers", args({"--gpu", "RTX 3090:4", "--risers", "yes"}), "slot-fit", "OK", "B4"},
    {"B4_4x3090_two_slot_variants", args({"--gpu", "RTX 3090:4", "--slot-width", "RTX 3090=2"}), "slot-fit",
     "OK", "B4"},
    {"B4_4x3090_water", args({"--gpu", "RTX 3090:4", "--cooler", "rtx 3090=water"}), "slot-fit", "OK", "B4"},
    {"B4_2x3090", args({"--gpu", "RTX 3090:2"}), "slot-fit", "OK", "B4"},
    // seed fact B5: stacked open-air cards overheat; blowers, water, risers or a gap fix it.
    {"B5_4x2080Ti_stacked", args({"--gpu", "RTX 2080 Ti:4"}), "stacked-cooling", "PROBLEM", "B5"},
    {"B5_2x3090_in_4_slots", args({"--gpu", "RTX 3090:2"}), "stacked-cooling", "OK", "B5"},
    {"B5_4x_blower", args({"--gpu", "RTX A5000:4"}), "stacked-cooling", nullptr, "B5"},
    {"B5_4x2080Ti_blower_override", args({"--gpu", "RTX 2080 Ti:4", "--cooler", "RTX 2080 Ti=blower"}),
     "stacked-cooling", nullptr, "B5"},
    {"B5_case_airflow_does_not_fix_stacking", args({"--gpu", "RTX 2080 Ti:4", "--case-airflow", "high"}),
     "case-airflow", "WARNING", "B5"},
    {"B5_passive_in_workstation", args({"--gpu", "A100 PCIe 80GB:2"}), "passive-cooling", "PROBLEM", "B5"},
    {"B5_passive_in_server", args({"--gpu", "A100 PCIe 80GB:2", "--chassis", "server"}), "passive-cooling",
     "OK", "B5"},
    // seed fact B6: the 12VHPWR seating checklist, for cards with that plug only.
    {"B6_4090", args({"--gpu", "RTX 4090"}), "connector-12vhpwr", "WARNING", "B6"},
    {"B6_3090", args({"--gpu", "RTX 3090"}), "connector-12vhpwr", nullptr, "B6"},
    // seed fact B7: x4 is fine for 2 GPUs, loses 5-10 % for 4; PCIe 4 matters only at 8 GPUs.
    {"B7_x4_two_gpus", args({"--gpu", "RTX A5000:2", "--lanes", "4"}), "pcie-lanes", "OK", "B7"},
    {"B7_x4_three_gpus", args({"--gpu", "RTX A5000:3", "--lanes", "4"}), "pcie-lanes", "WARNING", "B7"},
    {"B7_x8_three_gpus", args({"--gpu", "RTX A5000:3", "--lanes", "8"}), "pcie-lanes", "OK", "B7"},
    {"B7_x4_four_gpus", args({"--gpu", "RTX A5000:4", "--lanes", "4"}), "pcie-lanes", "WARNING", "B7"},
    {"B7_x1_risers", args({"--gpu", "RTX A5000:2", "--lanes", "1"}), "pcie-lanes", "PROBLEM", "B7"},
    {"B7_gen3_four_gpus", args({"--gpu", "RTX A5000:4", "--pcie-gen", "3"}), "pcie-generation", "OK", "B7"},
    {"B7_gen3_eight_gpus",
     args({"--gpu", "RTX A5000:8", "--pcie-gen", "3", "--chassis", "server", "--slots", "8", "--psu-watts",
           "3000"}),
     "pcie-generation", "WARNING", "B7"},
    // seed fact B8: NVLink bridges are not worth it in one box.
    {"B8_nvlink_pair", args({"--gpu", "RTX 3090:2"}), "nvlink", "OK", "B8"},
    // seed fact B9: mixed cards run at the slowest card's speed.
    {"B9_mixed", args({"--gpu", "RTX 3090", "--gpu", "RTX 3080"}), "mixed-cards", "WARNING", "B9"},
    {"B9_same_cards", args({"--gpu", "RTX 3090:2"}), "mixed-cards", nullptr, "B9"},
    // seed fact B10: two machines want 50 Gbit/s; 10 Gbit/s only for some conv nets.
    {"B10_10gbe", args({"--gpu", "RTX A5000:4", "--nodes", "2", "--network-gbps", "10"}), "network",
     "WARNING", "B10"},
    {"B10_1gbe", args({"--gpu", "RTX A5000:4", "--nodes", "2", "--network-gbps", "1"}), "network", "PROBLEM",
     "B10"},
    {"B10_edr_infiniband", args({"--gpu", "RTX A5000:4", "--nodes", "2", "--network-gbps", "100"}), "network",
     "OK", "B10"},
    {"B10_one_machine", args({"--gpu", "RTX A5000:4"}), "network", nullptr, "B10"},
    // seed fact B11: 4-8 CPU cores a GPU.
    {"B11_8_cores_4_gpus", args({"--gpu", "RTX A5000:4", "--cpu-cores", "8"}), "cpu-cores", "WARNING", "B11"},
    {"B11_32_cores_4_gpus", args({"--gpu", "RTX A5000:4"}), "cpu-cores", "OK", "B11"},
    // seed fact B12: no display on the training GPU; a workstation takes up to 4 GPUs.
    {"B12_display", args({"--gpu", "RTX 3090", "--display-gpu"}), "display-gpu", "WARNING", "B12"},
    {"B12_six_in_workstation", args({"--gpu", "RTX A5000:6", "--slots", "7"}), "workstation-gpus", "WARNING",
     "B12"},
    {"B12_six_in_server", args({"--gpu", "RTX A5000:6", "--slots", "7", "--chassis", "server"}),
     "workstation-gpus", nullptr, "B12"},
    // seed fact B13: host RAM at least the GPUs' memory.
    {"B13_64GB_for_96GB_of_GPUs", args({"--gpu", "RTX 3090:4", "--host-ram", "64"}), "host-ram", "WARNING",
     "B13"},
    {"B13_128GB_for_96GB_of_GPUs", args({"--gpu", "RTX 3090:4", "--host-ram", "128"}), "host-ram", "OK",
     "B13"},
    // seed fact R7: GeForce cards are barred from data centres.
    {"R7_geforce_in_data_centre", args({"--gpu", "RTX 3090:2", "--data-center"}), "licence", "PROBLEM", "R7"},
    {"R7_a100_in_data_centre", args({"--gpu", "A100 PCIe 80GB:2", "--data-center", "--chassis", "server"}),
     "licence", nullptr, "R7"},
};

INSTANTIATE_TEST_SUITE_P(SeedFacts, CheckBuildRule, ::testing::ValuesIn(buildCliCases),
                         [](const ::testing::TestParamInfo<BuildCliCase>& testCase) {
                             return std::string(testCase.param.name);
                         });

// ---------------------------------------------------------------------------------------------
// The guide's worked builds, with their numbers.

TEST_F(CheckBuildCliTest, FourRtx3090OnA1600WattSupplyIsAProblemThatWants1700Watts) {
    // seed fact B1: 4 x 350 W = 1400 W of GPUs; with the CPU and board a 1700 W+ supply.
    const QStringList build = args({"--gpu", "RTX 3090:4", "--psu-watts", "1600", "--mains-volts", "230",
                                    "--mains-amps", "16", "--risers", "yes"});
    const RunResult result = check(build);
    EXPECT_EQ(result.exitCode, 1) << result.err;
    const QString line = findingLine(result.out, QStringLiteral("psu-capacity"));
    EXPECT_TRUE(line.startsWith(QStringLiteral("PROBLEM psu-capacity "))) << result.out;
    EXPECT_TRUE(matches(line, QStringLiteral("GPUs %1 W").arg(localNumberPattern(1400)))) << line;
    EXPECT_TRUE(matches(line, QStringLiteral("Use a %1 W or larger supply").arg(localNumberPattern(1700))))
        << line;
    EXPECT_TRUE(line.endsWith(QStringLiteral("[B1]"))) << line;
    // Problems come first.
    EXPECT_TRUE(result.out.startsWith(QStringLiteral("PROBLEM "))) << result.out;

    const QJsonObject json = checkJson(build, 1);
    const auto psu = findingOf(json, QStringLiteral("psu-capacity"));
    ASSERT_TRUE(psu);
    EXPECT_EQ(psu->value(QStringLiteral("severity")).toString(), QStringLiteral("problem"));
    EXPECT_DOUBLE_EQ(valueOf(*psu, "gpu-draw"), 1400);
    EXPECT_DOUBLE_EQ(valueOf(*psu, "recommended-psu"), 1700);
    EXPECT_EQ(psu->value(QStringLiteral("facts")).toArray(), QJsonArray{QStringLiteral("B1")});
    EXPECT_EQ(json.value(QStringLiteral("worst")).toString(), QStringLiteral("problem"));
}

TEST_F(CheckBuildCliTest, FourRtx3080FitA1600WattSupply) {
    // seed facts B1, G2: the catalog's RTX 3080 draws 320 W, so 4 of them fit 1600 W.
    const RunResult show = run(args({"catalog", "list", "--format", "json"}));
    ASSERT_EQ(show.exitCode, 0) << show.err;
    bool found = false;
    for (const auto& card : QJsonDocument::fromJson(show.out.toUtf8()).array()) {
        if (card.toObject().value(QStringLiteral("name")).toString() == QStringLiteral("RTX 3080")) {
            EXPECT_EQ(card.toObject().value(QStringLiteral("board_power_w")).toInt(), 320);
            found = true;
        }
    }
    ASSERT_TRUE(found) << "the shipped catalog has no RTX 3080";

    const QStringList build =
        args({"--gpu", "RTX 3080:4", "--psu-watts", "1600", "--mains-volts", "230", "--mains-amps", "16"});
    const RunResult result = check(build);
    const QString line = findingLine(result.out, QStringLiteral("psu-capacity"));
    EXPECT_TRUE(line.startsWith(QStringLiteral("OK psu-capacity "))) << result.out;
    EXPECT_TRUE(matches(line, QStringLiteral("GPUs %1 W").arg(localNumberPattern(1280)))) << line;
    EXPECT_TRUE(line.endsWith(QStringLiteral("[B1]"))) << line;
    EXPECT_TRUE(findingLine(result.out, QStringLiteral("power-limit-advice")).isEmpty()) << result.out;
    const QJsonObject json = checkJson(build, result.exitCode);
    EXPECT_DOUBLE_EQ(valueOf(*findingOf(json, QStringLiteral("psu-capacity")), "headroom"), 70);
}

TEST_F(CheckBuildCliTest, FourRtx3080OnA1500WattSupplyAreAdvisedA1600WattOne) {
    // seed fact B1: 4 x 320 W + 150 W CPU + 100 W board = 1530 W; the advice rounds up to 1600 W
    // (to the nearest hundred it would be 1500 W, the supply that is too small).
    const QStringList build =
        args({"--gpu", "RTX 3080:4", "--psu-watts", "1500", "--mains-volts", "230", "--mains-amps", "16"});
    const RunResult result = check(build);
    EXPECT_EQ(result.exitCode, 1) << result.err;
    const QString line = findingLine(result.out, QStringLiteral("psu-capacity"));
    EXPECT_TRUE(line.startsWith(QStringLiteral("PROBLEM psu-capacity "))) << result.out;
    EXPECT_TRUE(matches(line, QStringLiteral("draws %1 W").arg(localNumberPattern(1530)))) << line;
    EXPECT_TRUE(matches(line, QStringLiteral("Use a %1 W or larger supply").arg(localNumberPattern(1600))))
        << line;
    EXPECT_DOUBLE_EQ(
        valueOf(*findingOf(checkJson(build, 1), QStringLiteral("psu-capacity")), "recommended-psu"), 1600);
}

TEST_F(CheckBuildCliTest, FourRtx4090DrawEighteenHundredWattsOfGpusAlone) {
    // seed fact B1
    const QStringList build = args({"--gpu", "RTX 4090:4", "--psu-watts", "1600"});
    const RunResult result = check(build);
    EXPECT_EQ(result.exitCode, 1);
    EXPECT_TRUE(matches(findingLine(result.out, QStringLiteral("psu-capacity")),
                        QStringLiteral("^PROBLEM .*GPUs %1 W alone").arg(localNumberPattern(1800))))
        << result.out;
    const QJsonObject json = checkJson(build, 1);
    EXPECT_DOUBLE_EQ(valueOf(*findingOf(json, QStringLiteral("psu-capacity")), "gpu-draw"), 1800);
    const QJsonObject power =
        json.value(QStringLiteral("summary")).toObject().value(QStringLiteral("power")).toObject();
    EXPECT_DOUBLE_EQ(power.value(QStringLiteral("gpu_w")).toDouble(), 1800);
}

TEST_F(CheckBuildCliTest, FourRtx3080OnTheDefaultUsOutletIsAMainsProblem) {
    // seed fact B2: without --mains-volts/--mains-amps the circuit is 120 V / 15 A: 1440 W continuous.
    const QStringList build = args({"--gpu", "RTX 3080:4", "--psu-watts", "1600"});
    const RunResult result = check(build);
    EXPECT_EQ(result.exitCode, 1);
    const QString line = findingLine(result.out, QStringLiteral("mains-capacity"));
    EXPECT_TRUE(line.startsWith(QStringLiteral("PROBLEM mains-capacity "))) << result.out;
    EXPECT_TRUE(matches(line, QStringLiteral("%1 W a 120 V / 15 A circuit").arg(localNumberPattern(1440))))
        << line;
    EXPECT_TRUE(line.endsWith(QStringLiteral("[B2]"))) << line;
    const auto mains = findingOf(checkJson(build, 1), QStringLiteral("mains-capacity"));
    ASSERT_TRUE(mains);
    EXPECT_DOUBLE_EQ(valueOf(*mains, "continuous"), 1440);
    EXPECT_DOUBLE_EQ(valueOf(*mains, "volts"), 120);
}

TEST_F(CheckBuildCliTest, TheAdvisedLimitOnAUsOutletPassesWhenApplied) {
    // seed facts B2, B3: 4x RTX 3090 on 120 V / 15 A. The advice aims 3 % under the outlet and
    // rounds down (255 W, once 269 W and still over); no bigger supply is proposed.
    const RunResult result = check(args({"--gpu", "RTX 3090:4", "--psu-watts", "1600", "--risers", "yes"}));
    EXPECT_EQ(result.exitCode, 1);
    const QString advice = findingLine(result.out, QStringLiteral("power-limit-advice"));
    EXPECT_TRUE(advice.startsWith(QStringLiteral("WARNING power-limit-advice "))) << result.out;
    EXPECT_TRUE(advice.contains(QStringLiteral("255 W for the RTX 3090"))) << advice;
    EXPECT_TRUE(advice.contains(QStringLiteral("3% under what the outlet carries"))) << advice;
    const QString psu = findingLine(result.out, QStringLiteral("psu-capacity"));
    EXPECT_TRUE(psu.contains(QStringLiteral("the outlet is the limit"))) << psu;
    EXPECT_FALSE(psu.contains(QStringLiteral("or larger supply"))) << psu;

    const RunResult applied =
        check(args({"--gpu", "RTX 3090:4:255", "--psu-watts", "1600", "--risers", "yes"}));
    EXPECT_TRUE(findingLine(applied.out, QStringLiteral("mains-capacity")).startsWith(QStringLiteral("OK ")))
        << applied.out;
    EXPECT_TRUE(findingLine(applied.out, QStringLiteral("psu-capacity")).startsWith(QStringLiteral("OK ")))
        << applied.out;
    EXPECT_TRUE(findingLine(applied.out, QStringLiteral("power-limit-advice")).isEmpty()) << applied.out;
}

TEST_F(CheckBuildCliTest, A300WattLimitOnFourRtx3090SavesTwoHundredWatts) {
    // seed facts P18, B3: 300 W instead of 350 W on each of 4 RTX 3090s: the GPUs draw 1200 W,
    // and the build fits the 1600 W supply it did not fit before.
    const QStringList build = args({"--gpu", "RTX 3090:4:300", "--psu-watts", "1600", "--mains-volts", "230",
                                    "--mains-amps", "16", "--risers", "yes"});
    const RunResult result = check(build);
    EXPECT_EQ(result.exitCode, 0) << result.out;
    const QString psu = findingLine(result.out, QStringLiteral("psu-capacity"));
    EXPECT_TRUE(psu.startsWith(QStringLiteral("OK "))) << psu;
    EXPECT_TRUE(matches(psu, QStringLiteral("GPUs %1 W").arg(localNumberPattern(1200)))) << psu;
    const QString set = findingLine(result.out, QStringLiteral("power-limit-set"));
    EXPECT_TRUE(matches(
        set, QStringLiteral("^OK power-limit-set The RTX 3090 is limited to 300 W of 350 W.*\\[P18\\]$")))
        << set;
    EXPECT_TRUE(result.out.contains(QStringLiteral("4x RTX 3090 (limited to 300 W of 350 W)"))) << result.out;

    const QJsonObject json = checkJson(build, 0);
    EXPECT_DOUBLE_EQ(valueOf(*findingOf(json, QStringLiteral("psu-capacity")), "gpu-draw"), 1200);
    const QJsonObject unlimited =
        checkJson(args({"--gpu", "RTX 3090:4", "--psu-watts", "1600", "--mains-volts", "230", "--mains-amps",
                        "16", "--risers", "yes"}),
                  1);
    const auto gpuWatts = [](const QJsonObject& root) {
        return root.value(QStringLiteral("summary"))
            .toObject()
            .value(QStringLiteral("power"))
            .toObject()
            .value(QStringLiteral("gpu_w"))
            .toDouble();
    };
    EXPECT_DOUBLE_EQ(gpuWatts(unlimited) - gpuWatts(json), 200);
    const QJsonObject group = json.value(QStringLiteral("summary"))
                                  .toObject()
                                  .value(QStringLiteral("gpus"))
                                  .toArray()
                                  .at(0)
                                  .toObject();
    EXPECT_EQ(group.value(QStringLiteral("count")).toInt(), 4);
    EXPECT_DOUBLE_EQ(group.value(QStringLiteral("power_limit_w")).toDouble(), 300);
}

TEST_F(CheckBuildCliTest, FourRtx3090NeedMoreSlotsUnlessOnRisers) {
    // seed fact B4
    const QStringList build =
        args({"--gpu", "RTX 3090:4", "--psu-watts", "2000", "--mains-volts", "230", "--mains-amps", "16"});
    const RunResult stock = check(build);
    EXPECT_EQ(stock.exitCode, 1);
    EXPECT_TRUE(matches(
        findingLine(stock.out, QStringLiteral("slot-fit")),
        QStringLiteral("^PROBLEM slot-fit .*2-slot variants, PCIe risers or water cooling\\. \\[B4\\]$")))
        << stock.out;
    const RunResult risers = check(build + args({"--risers", "yes"}));
    EXPECT_EQ(risers.exitCode, 0) << risers.out; // risers fix the stacking too (B5)
    EXPECT_TRUE(
        findingLine(risers.out, QStringLiteral("slot-fit")).startsWith(QStringLiteral("OK slot-fit ")))
        << risers.out;
}

TEST_F(CheckBuildCliTest, Rtx4090GetsThe12VhpwrChecklistAsAWarningAndExits0) {
    // seed fact B6: warnings alone do not fail the check.
    const RunResult result = check(args({"--gpu", "rtx 4090", "--psu-watts", "1000"}));
    EXPECT_EQ(result.exitCode, 0) << result.out;
    const QString line = findingLine(result.out, QStringLiteral("connector-12vhpwr"));
    EXPECT_TRUE(line.startsWith(QStringLiteral("WARNING connector-12vhpwr The RTX 4090 uses a 12VHPWR plug")))
        << line;
    EXPECT_TRUE(line.contains(QStringLiteral("push until it clicks"))) << line;
    EXPECT_TRUE(line.endsWith(QStringLiteral("[B6]"))) << line;
    EXPECT_EQ(checkJson(args({"--gpu", "rtx 4090", "--psu-watts", "1000"}), 0).value(QStringLiteral("worst")),
              QStringLiteral("warning"));
}

TEST_F(CheckBuildCliTest, TwoMachinesOn10GigabitEthernetGetANetworkWarning) {
    // seed fact B10
    const QStringList build = args({"--gpu", "RTX A5000:4", "--psu-watts", "1600", "--mains-volts", "230",
                                    "--mains-amps", "16", "--nodes", "2", "--network-gbps", "10"});
    const RunResult result = check(build);
    EXPECT_EQ(result.exitCode, 0) << result.out;
    const QString line = findingLine(result.out, QStringLiteral("network"));
    EXPECT_TRUE(line.startsWith(QStringLiteral("WARNING network 10 Gbit/s between the 2 machines"))) << line;
    EXPECT_TRUE(line.contains(QStringLiteral("50 Gbit/s"))) << line;
    EXPECT_TRUE(line.endsWith(QStringLiteral("[B10]"))) << line;
    EXPECT_TRUE(result.out.contains(QStringLiteral("Summary of one machine (of 2)"))) << result.out;
}

TEST_F(CheckBuildCliTest, MixedBuildNamesTheSlowestCard) {
    // seed fact B9
    const RunResult result = check(roomy() + args({"--gpu", "RTX 4090", "--gpu", "RTX 3090"}));
    EXPECT_TRUE(matches(findingLine(result.out, QStringLiteral("mixed-cards")),
                        QStringLiteral("^WARNING mixed-cards .*the RTX 3090, the slowest.*\\[B9\\]$")))
        << result.out;
    EXPECT_TRUE(result.out.contains(QStringLiteral("1x RTX 4090 + 1x RTX 3090"))) << result.out;
}

TEST_F(CheckBuildCliTest, MixedBuildsPowerLimitAdviceNamesACardItLowers) {
    // seed facts B3, P18: an RTX 3080 the user holds at 200 W and three RTX 4090s on 1600 W. One
    // share for every card, 77 % (1600 W x 0.97 - 250 W over 1670 W of boards): the example is an
    // RTX 4090 at 77 % of its 450 W, not the 3080's own 200 W.
    const RunResult result =
        check(roomy() + args({"--gpu", "RTX 3080:1:200", "--gpu", "RTX 4090:3", "--psu-watts", "1600",
                              "--risers", "yes", "--chassis", "server"}));
    const QString advice = findingLine(result.out, QStringLiteral("power-limit-advice"));
    EXPECT_TRUE(advice.startsWith(QStringLiteral("WARNING power-limit-advice "))) << result.out;
    EXPECT_TRUE(advice.contains(QStringLiteral("77% of its board power (346 W for the RTX 4090"))) << advice;
}

// ---------------------------------------------------------------------------------------------
// Output formats

TEST_F(CheckBuildCliTest, JsonHasTheTablesFindingsInTheSameOrder) {
    const QStringList build =
        args({"--gpu", "RTX 3090:3", "--gpu", "RTX 4090", "--psu-watts", "1600", "--host-ram", "64",
              "--display-gpu", "--nodes", "2", "--network-gbps", "10"});
    const RunResult table = check(build);
    ASSERT_EQ(table.exitCode, 1) << table.err;
    QStringList tableFindings;
    const QStringList lines = table.out.split(QLatin1Char('\n'));
    for (const QString& line : lines) {
        if (line.isEmpty()) {
            break; // the summary follows the blank line
        }
        const QStringList words = line.split(QLatin1Char(' '));
        tableFindings << words[0] + QLatin1Char(' ') + words[1];
    }
    ASSERT_GT(tableFindings.size(), 5);

    const QJsonObject json = checkJson(build, 1);
    QStringList jsonFindings;
    for (const auto& value : json.value(QStringLiteral("findings")).toArray()) {
        const QJsonObject finding = value.toObject();
        jsonFindings << finding.value(QStringLiteral("severity")).toString().toUpper() + QLatin1Char(' ') +
                            finding.value(QStringLiteral("code")).toString();
        EXPECT_FALSE(finding.value(QStringLiteral("message")).toString().isEmpty());
        EXPECT_TRUE(finding.value(QStringLiteral("values")).isObject());
        EXPECT_TRUE(finding.value(QStringLiteral("facts")).isArray());
        EXPECT_TRUE(finding.contains(QStringLiteral("subject")));
        // The message is the table's line after the severity and code.
        const QString line = findingLine(table.out, finding.value(QStringLiteral("code")).toString());
        EXPECT_TRUE(line.contains(finding.value(QStringLiteral("message")).toString())) << line;
    }
    EXPECT_EQ(jsonFindings, tableFindings);
    EXPECT_EQ(json.value(QStringLiteral("worst")).toString(), QStringLiteral("problem"));

    const QJsonObject summary = json.value(QStringLiteral("summary")).toObject();
    EXPECT_EQ(summary.value(QStringLiteral("gpu_count")).toInt(), 4);
    EXPECT_EQ(summary.value(QStringLiteral("nodes")).toInt(), 2);
    EXPECT_DOUBLE_EQ(summary.value(QStringLiteral("total_gpu_memory_gb")).toDouble(), 96);
    const QJsonObject throughput = summary.value(QStringLiteral("throughput")).toObject();
    EXPECT_EQ(throughput.value(QStringLiteral("reference")).toString(), QStringLiteral("H100 SXM"));
    EXPECT_EQ(throughput.value(QStringLiteral("metric")).toString(), QStringLiteral("training16"));
    EXPECT_GT(throughput.value(QStringLiteral("reference_cards")).toDouble(), 0);
}

TEST_F(CheckBuildCliTest, SummaryCountsMemoryThroughputAndCostOfOwnership) {
    // seed fact C1: cards at their 2023-01-30 prices, the 4-GPU system, 5 years of power at $0.175/kWh
    // and 15 % utilisation.
    const QStringList build = args({"--gpu", "RTX 3090:4", "--psu-watts", "1700", "--as-of", "2023-01-30"});
    const QJsonObject json = checkJson(build, 1);
    const QJsonObject summary = json.value(QStringLiteral("summary")).toObject();
    const QJsonObject cost = summary.value(QStringLiteral("cost")).toObject();
    EXPECT_DOUBLE_EQ(cost.value(QStringLiteral("cards_usd")).toDouble(), 4 * 1050);
    EXPECT_DOUBLE_EQ(cost.value(QStringLiteral("system_usd")).toDouble(), 3000);
    const double wallWatts =
        summary.value(QStringLiteral("power")).toObject().value(QStringLiteral("wall_w")).toDouble();
    EXPECT_NEAR(wallWatts, (1400 + 150 + 100) / 0.92, 1e-6);
    // Electricity as every page counts a card's cost of ownership: four 350 W cards and the
    // catalog's 4-GPU machine (350 W) while busy; the wall draw is for the PSU and outlet checks.
    EXPECT_NEAR(cost.value(QStringLiteral("electricity_usd")).toDouble(),
                (1400.0 + 350) / 1000 * 0.15 * 8760 * 0.175 * 5, 1e-6);
    EXPECT_NEAR(cost.value(QStringLiteral("total_usd")).toDouble(),
                4200 + 3000 + cost.value(QStringLiteral("electricity_usd")).toDouble(), 1e-6);
    EXPECT_EQ(cost.value(QStringLiteral("unpriced")).toArray().size(), 0);

    const RunResult table = check(build);
    EXPECT_TRUE(table.out.contains(QStringLiteral("\n\nSummary\n"))) << table.out;
    EXPECT_TRUE(matches(table.out, QStringLiteral("GPU memory +96 GB"))) << table.out;
    EXPECT_TRUE(matches(table.out, QStringLiteral("Throughput +[0-9.,]+x one H100 SXM in 16-bit training")))
        << table.out;
    EXPECT_TRUE(matches(table.out, QStringLiteral("cards \\$%1 \\+ system \\$%2")
                                       .arg(localNumberPattern(4200), localNumberPattern(3000))))
        << table.out;
    EXPECT_TRUE(table.out.contains(QStringLiteral("new prices as of 2023-01-30"))) << table.out;

    // Used prices: the RTX 4090 had none on that day, so it is named and left out.
    const RunResult used = check(
        args({"--gpu", "RTX 4090", "--psu-watts", "1000", "--condition", "used", "--as-of", "2023-01-30"}));
    EXPECT_TRUE(
        matches(used.out, QStringLiteral("Unpriced +RTX 4090: no used price on or before 2023-01-30")))
        << used.out;
}

// ---------------------------------------------------------------------------------------------
// Bad input: exit status 2, the flag named, nothing on standard output.

TEST_F(CheckBuildCliTest, BadInputNamesTheFlag) {
    const QStringList base = args({"--psu-watts", "1600"});
    struct Refusal {
        QStringList arguments;
        const char* expected;
    };
    const Refusal refusals[] = {
        {base + args({"--gpu", "RTX 9999"}), "--gpu 'RTX 9999': no card named 'RTX 9999'"},
        {base + args({"--gpu", "RTX 3090:0"}), "--gpu 'RTX 3090:0': COUNT 0 is outside 1-8"},
        {base + args({"--gpu", "RTX 3090:two"}), "--gpu 'RTX 3090:two': COUNT 'two' is not a whole number"},
        {base + args({"--gpu", "RTX 3090:4:abc"}), "--gpu 'RTX 3090:4:abc': LIMIT_W 'abc'"},
        // A colon with nothing after it is a typo, not a default: the value and the form are named.
        {base + args({"--gpu", "RTX 3090::"}), "--gpu 'RTX 3090::' has an empty COUNT; write "
                                               "NAME[:COUNT[:LIMIT_W]], e.g. --gpu \"RTX 3090:4:300\""},
        {base + args({"--gpu", "RTX 3090:"}), "--gpu 'RTX 3090:' has an empty COUNT; write NAME[:COUNT"},
        {base + args({"--gpu", "RTX 3090::300"}), "--gpu 'RTX 3090::300' has an empty COUNT"},
        {base + args({"--gpu", "RTX 3090:2: "}), "--gpu 'RTX 3090:2: ' has an empty LIMIT_W"},
        {base + args({"--gpu", ":2"}), "--gpu ':2' names no card; write NAME[:COUNT[:LIMIT_W]]"},
        {base + args({"--gpu", "RTX 3090:4:400"}), "board power of 350 W"},
        {base + args({"--gpu", "RTX 3090:5", "--gpu", "RTX 3080:4"}), "--gpu adds up to 9 GPUs"},
        {base + args({"--gpu", "RTX 3090", "--psu-efficiency", "150"}),
         "--psu-efficiency 150 is outside 50-100"},
        {base + args({"--gpu", "RTX 3090", "--nodes", "2"}), "--nodes 2 needs --network-gbps"},
        {args({"--gpu", "RTX 3090"}), "--psu-watts is required"},
        {base, "--gpu is required"},
        {args({"--gpu", "RTX 3090", "--psu-watts", "lots"}), "--psu-watts 'lots' is not a number"},
        {base + args({"--gpu", "RTX 3090", "--mains-volts", "230"}),
         "--mains-volts and --mains-amps go together"},
        {base + args({"--gpu", "RTX 3090", "--lanes", "5"}), "--lanes 5"},
        {base + args({"--gpu", "RTX 3090", "--risers", "maybe"}), "--risers 'maybe'"},
        {base + args({"--gpu", "RTX 3090", "--chassis", "rack"}), "--chassis 'rack'"},
        {base + args({"--gpu", "RTX 3090", "--cooler", "RTX 3090=ice"}), "--cooler 'RTX 3090=ice'"},
        {base + args({"--gpu", "RTX 3090", "--cooler", "RTX 4090=water"}), "the build has no RTX 4090"},
        {base + args({"--gpu", "RTX 3090", "--format", "csv"}), "--format 'csv'"},
    };
    for (const Refusal& refusal : refusals) {
        const QString err = checkRefused(refusal.arguments);
        EXPECT_TRUE(err.contains(QString::fromUtf8(refusal.expected)))
            << refusal.arguments.join(QLatin1Char(' ')) << "\n"
            << err;
    }
}

TEST_F(CheckBuildCliTest, NamesWithSpacesMatchInAnyCaseAndTyposGetSuggestions) {
    const RunResult result =
        check(args({"--gpu", "a100 pcie 80gb:2", "--psu-watts", "1600", "--chassis", "server"}));
    EXPECT_EQ(result.exitCode, 0) << result.err << result.out;
    EXPECT_TRUE(result.out.contains(QStringLiteral("2x A100 PCIe 80GB"))) << result.out;

    const QString err = checkRefused(args({"--gpu", "RTX 309:2", "--psu-watts", "1600"}));
    EXPECT_TRUE(err.contains(QStringLiteral("--gpu 'RTX 309:2': no card named 'RTX 309'"))) << err;
    EXPECT_TRUE(err.contains(QStringLiteral("did you mean"))) << err;
    EXPECT_TRUE(err.contains(QStringLiteral("RTX 3090"))) << err;
}

TEST_F(CheckBuildCliTest, HelpListsTheFlags) {
    const RunResult result = check(args({"--help"}));
    ASSERT_EQ(result.exitCode, 0) << result.err;
    for (const char* flag :
         {"--gpu",          "--psu-watts",   "--psu-efficiency", "--cpu-watts",   "--cpu-cores",
          "--other-watts",  "--slots",       "--slot-spacing",   "--lanes",       "--pcie-gen",
          "--risers",       "--mains-volts", "--mains-amps",     "--nodes",       "--network-gbps",
          "--chassis",      "--cooler",      "--display-gpu",    "--data-center", "--host-ram",
          "--case-airflow", "--format"}) {
        EXPECT_TRUE(result.out.contains(QString::fromUtf8(flag))) << flag;
    }
    EXPECT_TRUE(result.out.contains(QStringLiteral("NAME[:COUNT[:LIMIT_W]]"))) << result.out;
    const RunResult overview = run(args({"--help"}));
    EXPECT_TRUE(overview.out.contains(QStringLiteral("check-build"))) << overview.out;
}
