// gpu-advisor-cli llm with the computer's RAM (issue 35): the command prints the split, decode
// and prefill; the JSON split never exceeds either memory and agrees with the llama.cpp flag the
// text gives; bad RAM flags are refused by name.

#include "clirunner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>

namespace {

QStringList gptOss120bOn3090(std::initializer_list<const char*> more = {}) {
    QStringList arguments{
        QStringLiteral("llm"),          QStringLiteral("--model"), QStringLiteral("gpt-oss-120b"),
        QStringLiteral("--weights"),    QStringLiteral("mxfp4"),   QStringLiteral("--gpu"),
        QStringLiteral("RTX 3090"),     QStringLiteral("--count"), QStringLiteral("1"),
        QStringLiteral("--ram-gb"),     QStringLiteral("128"),     QStringLiteral("--platform"),
        QStringLiteral("ddr5-6000-2ch")};
    for (const char* argument : more) {
        arguments << QString::fromUtf8(argument);
    }
    return arguments;
}

} // namespace

// seed: issue 35's "done when" command.
TEST_F(CliTest, GptOss120bOnOneRtx3090With128GbOfDdr5PrintsTheSplitDecodeAndPrefill) {
    const RunResult table = run(gptOss120bOn3090());
    ASSERT_EQ(table.exitCode, 0) << table.err.toStdString();
    const RunResult json = run(gptOss120bOn3090({"--format", "json"}));
    ASSERT_EQ(json.exitCode, 0) << json.err.toStdString();
    const QJsonObject root = QJsonDocument::fromJson(json.out.toUtf8()).object();
    EXPECT_EQ(root[QStringLiteral("host")][QStringLiteral("bandwidth_gbps")].toDouble(),
              96.0); // 2 x 6000 x 8
    const QJsonObject card = root[QStringLiteral("cards")].toArray().first().toObject();
    EXPECT_TRUE(card[QStringLiteral("fits")].toBool());
    const QJsonObject offload = card[QStringLiteral("offload")].toObject();
    EXPECT_EQ(offload[QStringLiteral("moves")].toString(), QStringLiteral("experts"));
    EXPECT_EQ(offload[QStringLiteral("layers")].toInt(), 36);
    const int onGpu = offload[QStringLiteral("layers_on_gpu")].toInt();
    EXPECT_GT(onGpu, 0);
    EXPECT_LT(onGpu, 36);
    // Neither memory holds more than it has: 24 GB on the card, 128 - 8 GB of RAM usable.
    EXPECT_LE(offload[QStringLiteral("gpu_gb")].toDouble(), 24.0);
    EXPECT_LE(offload[QStringLiteral("ram_gb")].toDouble(), 120.0);
    EXPECT_DOUBLE_EQ(offload[QStringLiteral("ram_usable_gb")].toDouble(), 120.0);
    // 114.7B expert parameters at 4.25 bits are 56.7 GiB; the two memories hold them all.
    const double expertsGiB = 36 * 128 * 3.0 * 2880 * 2880 * 4.25 / 8 / (1024.0 * 1024 * 1024);
    EXPECT_NEAR(offload[QStringLiteral("ram_gb")].toDouble(), expertsGiB * (36 - onGpu) / 36, 0.01);
    const double decode = card[QStringLiteral("decode_tokens_per_s")].toDouble();
    const double prefill = card[QStringLiteral("prefill_tokens_per_s")].toDouble();
    EXPECT_GT(decode, 0);
    EXPECT_GT(prefill, 0);
    const QJsonArray range = offload[QStringLiteral("decode_tokens_per_s_range")].toArray();
    EXPECT_LT(range[0].toDouble(), decode);
    EXPECT_GT(range[1].toDouble(), decode);

    // The text says the same: the split, the speeds and llama.cpp's flag for the layers in RAM.
    const QString out = table.out;
    EXPECT_TRUE(out.contains(QStringLiteral("offload"))) << out.toStdString();
    EXPECT_TRUE(out.contains(QStringLiteral("the experts of %1 of 36 layers").arg(onGpu)))
        << out.toStdString();
    EXPECT_TRUE(out.contains(QStringLiteral("the experts of %1 of 36 layers").arg(36 - onGpu)));
    EXPECT_TRUE(out.contains(QStringLiteral("--n-cpu-moe %1").arg(36 - onGpu)));
    EXPECT_TRUE(out.contains(QStringLiteral("%1 tokens/s").arg(decode, 0, 'f', 1))) << out.toStdString();
    EXPECT_TRUE(out.contains(QStringLiteral("Prefill:")));
    EXPECT_TRUE(out.contains(QStringLiteral("%1 tokens/s").arg(prefill, 0, 'f', 0)));
    EXPECT_TRUE(out.contains(QStringLiteral("no shipped measurement checks")));
    // What helps most: each upgrade with its speed, the fastest first.
    const QJsonArray upgrades = offload[QStringLiteral("upgrades")].toArray();
    ASSERT_GE(upgrades.size(), 2);
    EXPECT_GE(upgrades[0].toObject()[QStringLiteral("decode_tokens_per_s")].toDouble(),
              upgrades[1].toObject()[QStringLiteral("decode_tokens_per_s")].toDouble());
    for (const QJsonValue& upgrade : upgrades) {
        EXPECT_GT(upgrade.toObject()[QStringLiteral("decode_tokens_per_s")].toDouble(), decode);
    }
    EXPECT_TRUE(out.contains(QStringLiteral("What helps most: ")));
    EXPECT_TRUE(out.contains(QStringLiteral("more RAM: no faster")));
}

TEST_F(CliTest, AModelThatFitsOnTheCardIsNotOffloadedAndOffloadNoneRefusesToSpill) {
    const RunResult small = run(args({"llm", "--model", "llama3.1-8b", "--gpu", "RTX 3090", "--ram-gb", "64",
                                      "--platform", "ddr4-3200-2ch", "--format", "json"}));
    ASSERT_EQ(small.exitCode, 0) << small.err.toStdString();
    const QJsonObject card = QJsonDocument::fromJson(small.out.toUtf8())
                                 .object()[QStringLiteral("cards")]
                                 .toArray()
                                 .first()
                                 .toObject();
    EXPECT_TRUE(card[QStringLiteral("fits")].toBool());
    EXPECT_TRUE(card[QStringLiteral("offload")].isNull());

    const RunResult none = run(gptOss120bOn3090({"--offload", "none", "--format", "json"}));
    ASSERT_EQ(none.exitCode, 0) << none.err.toStdString();
    const QJsonObject refused = QJsonDocument::fromJson(none.out.toUtf8())
                                    .object()[QStringLiteral("cards")]
                                    .toArray()
                                    .first()
                                    .toObject();
    EXPECT_FALSE(refused[QStringLiteral("fits")].toBool());
    EXPECT_TRUE(refused[QStringLiteral("offload")].isNull());
}

TEST_F(CliTest, TooLittleRamIsNamedWithWhatTheSplitWouldNeed) {
    const RunResult result =
        run(args({"llm", "--model", "qwen3-235b-a22b", "--weights", "q4_k_m", "--gpu", "RTX 3090", "--count",
                  "1", "--ram-gb", "64", "--platform", "ddr5-6000-2ch"}));
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    EXPECT_TRUE(result.out.contains(QStringLiteral("does not run: RAM would hold")))
        << result.out.toStdString();
    // The RAM that would make it run, with its speed.
    EXPECT_TRUE(
        result.out.contains(QRegularExpression(QStringLiteral("\\d+ GB of RAM: \\d+\\.\\d tokens/s"))))
        << result.out.toStdString();
}

TEST_F(CliTest, RamFlagsWithoutTheirPartnerOrUnknownArePointedOut) {
    struct Case {
        std::initializer_list<const char*> arguments;
        const char* says;
    };
    const Case cases[] = {
        {{"llm", "--model", "gpt-oss-120b", "--ram-gb", "128"}, "--ram-gb needs the RAM's speed"},
        {{"llm", "--model", "gpt-oss-120b", "--platform", "ddr5-6000-2ch"}, "need --ram-gb"},
        {{"llm", "--model", "gpt-oss-120b", "--ram-gb", "128", "--platform", "ddr6"}, "ddr5-6000-2ch"},
        {{"llm", "--model", "gpt-oss-120b", "--ram-gb", "0", "--ram-gbps", "90"}, "--ram-gb"},
        {{"llm", "--model", "gpt-oss-120b", "--ram-gb", "64", "--ram-gbps", "90", "--offload", "some"},
         "auto, none"},
        {{"llm", "--model", "gpt-oss-120b", "--ram-gb", "64", "--ram-gbps", "90", "--ram-share", "0"},
         "--ram-share"},
    };
    for (const Case& c : cases) {
        const RunResult result = run(args(c.arguments));
        EXPECT_EQ(result.exitCode, 2) << args(c.arguments).join(QLatin1Char(' ')).toStdString();
        EXPECT_TRUE(result.err.contains(QString::fromUtf8(c.says))) << result.err.toStdString();
        EXPECT_TRUE(result.out.isEmpty());
    }
}

TEST_F(CliTest, AListOfCardsCountsTheBuildsThatOnlyRunBySpilling) {
    const RunResult result =
        run(args({"llm", "--model", "gpt-oss-120b", "--weights", "mxfp4", "--max-count", "1", "--ram-gb",
                  "128", "--platform", "ddr5-6000-2ch", "--vendor", "NVIDIA"}));
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    const QRegularExpressionMatch note =
        QRegularExpression(QStringLiteral("(\\d+) of the builds run it only with part of it in RAM"))
            .match(result.out);
    ASSERT_TRUE(note.hasMatch()) << result.out.toStdString();
    EXPECT_EQ(note.captured(1).toInt(),
              result.out.count(QRegularExpression(QStringLiteral("\\s offload \\s"))));
}

// The wizard's language-model path through recommend: with the computer's RAM, a budget that buys
// no set of cards holding gpt-oss-120b still gets one GPU + RAM, and the answer says it spills.
TEST_F(CliTest, RecommendOffersOneGpuPlusRamWhenTheComputersRamIsGiven) {
    const auto pick = [this](std::initializer_list<const char*> extra) {
        QStringList arguments =
            args({"recommend", "--organization", "no", "--train", "no", "--llm", "yes", "--budget-usd",
                  "1500", "--as-of", "2026-11-24", "--llm-model", "gpt-oss-120b", "--weights", "mxfp4",
                  "--vendor", "nvidia", "--format", "json"});
        for (const char* argument : extra) {
            arguments << QString::fromUtf8(argument);
        }
        const RunResult result = run(arguments);
        EXPECT_EQ(result.exitCode, 0) << result.err.toStdString();
        return QJsonDocument::fromJson(result.out.toUtf8()).object();
    };
    const QJsonObject withoutRam = pick({});
    for (const QJsonValue& row : withoutRam[QStringLiteral("pick")].toArray()) {
        EXPECT_EQ(row.toObject()[QStringLiteral("offload_ram_gb")].toDouble(), 0.0);
    }
    const QJsonObject withRam = pick({"--ram-gb", "128", "--platform", "ddr5-6000-2ch"});
    const QJsonObject answer = withRam[QStringLiteral("answer")].toObject();
    ASSERT_EQ(answer[QStringLiteral("kind")].toString(), QStringLiteral("buy"))
        << answer[QStringLiteral("headline")].toString().toStdString();
    EXPECT_EQ(answer[QStringLiteral("gpu_count")].toInt(), 1);
    const QJsonObject first = withRam[QStringLiteral("pick")].toArray().first().toObject();
    EXPECT_GT(first[QStringLiteral("offload_ram_gb")].toDouble(), 0) << "one GPU + RAM";
    EXPECT_GT(first[QStringLiteral("tokens_per_second")].toDouble(), 0);
    const QJsonArray catches = answer[QStringLiteral("catches")].toArray();
    EXPECT_TRUE(std::any_of(catches.begin(), catches.end(), [](const QJsonValue& line) {
        return line.toString().contains(QStringLiteral("in the computer's RAM"));
    })) << QJsonDocument(catches).toJson().toStdString();
}
