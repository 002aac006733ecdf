// The catalog and the CLI on 100,000 cards (issue 20): opening the catalog and reading every
// card, a price import of 1,000 unknown and of 1,000 known card names, and the CLI's rank and
// catalog list (CSV, JSON) run in process as gpu-advisor-cli runs them, output to /dev/null.
// The catalog is made once per run (bigcatalog.h); tests/bench/README.md has the numbers and
// big_catalog_rss.sh the peak memory of the real executables.

#include "bigcatalog.h"

#include "benchmarkcommands.h"
#include "build/buildcommand.h"
#include "catalogcommands.h"
#include "cliapplication.h"
#include "llmcommand.h"
#include "model/modelcommands.h"
#include "recommend/recommendcommand.h"

#include "gpuadvisor/db/catalog.h"

#include <QCoreApplication>
#include <QStandardPaths>

#include <benchmark/benchmark.h>

#include <cstdio>
#include <optional>

#include <fcntl.h>
#include <unistd.h>

using namespace gpuadvisor;

namespace {

/// Sends standard output and error to /dev/null while it lives (the benchmark's own report is
/// written after).
class Silenced {
public:
    Silenced() {
        std::fflush(stdout);
        std::fflush(stderr);
        m_out = ::dup(STDOUT_FILENO);
        m_err = ::dup(STDERR_FILENO);
        const int devNull = ::open("/dev/null", O_WRONLY);
        ::dup2(devNull, STDOUT_FILENO);
        ::dup2(devNull, STDERR_FILENO);
        ::close(devNull);
    }
    ~Silenced() {
        std::fflush(stdout);
        std::fflush(stderr);
        ::dup2(m_out, STDOUT_FILENO);
        ::dup2(m_err, STDERR_FILENO);
        ::close(m_out);
        ::close(m_err);
    }
    Silenced(const Silenced&) = delete;
    Silenced& operator=(const Silenced&) = delete;

private:
    int m_out = -1;
    int m_err = -1;
};

const std::vector<cli::Command>& commands() {
    static const std::vector<cli::Command> all = [] {
        std::vector<cli::Command> result = cli::catalogCommands();
        for (auto* group : {&cli::modelCommands, &cli::recommendCommands, &cli::buildCommands,
                            &cli::llmCommands, &cli::benchmarkCommands}) {
            for (auto& command : (*group)()) {
                result.push_back(std::move(command));
            }
        }
        return result;
    }();
    return all;
}

/// Runs gpu-advisor-cli --catalog <big catalog> `arguments` in process, silenced.
int runCli(std::initializer_list<const char*> arguments) {
    QStringList list{QStringLiteral("gpu-advisor-cli"), QStringLiteral("--catalog"),
                     bench::bigCatalog().catalog};
    for (const char* argument : arguments) {
        list << QString::fromUtf8(argument);
    }
    const Silenced silenced;
    return cli::runCli(list, commands());
}

void bigOpenAndReadAllCards(benchmark::State& state) {
    const QString file = bench::bigCatalog().catalog;
    for (auto _ : state) {
        Catalog catalog(file);
        const std::vector<Gpu> gpus = catalog.gpus();
        benchmark::DoNotOptimize(gpus.data());
        state.counters["cards"] = static_cast<double>(gpus.size());
    }
}
BENCHMARK(bigOpenAndReadAllCards)->Unit(benchmark::kMillisecond);

void bigImportUnknownPrices(benchmark::State& state) {
    Catalog catalog(bench::bigCatalog().catalog);
    for (auto _ : state) {
        const ImportResult result = catalog.importCsvFile(bench::bigCatalog().unknownPrices);
        if (result.errorCount() != 1000) {
            state.SkipWithError("the import of unknown cards did not report 1,000 errors");
        }
    }
}
BENCHMARK(bigImportUnknownPrices)->Unit(benchmark::kMillisecond);

void bigImportKnownPrices(benchmark::State& state) {
    Catalog catalog(bench::bigCatalog().catalog);
    for (auto _ : state) {
        const ImportResult result = catalog.importCsvFile(bench::bigCatalog().knownPrices);
        if (!result.ok()) {
            state.SkipWithError("the import of known cards failed");
        }
    }
}
BENCHMARK(bigImportKnownPrices)->Unit(benchmark::kMillisecond);

/// What the catalog editor writes for one edit: a card's specs, then a price of it.
void bigEditOneCardAndPrice(benchmark::State& state) {
    Catalog catalog(bench::bigCatalog().catalog);
    std::optional<Gpu> card = catalog.findGpu("RTX 3090 X000042");
    if (!card) {
        state.SkipWithError("no card RTX 3090 X000042");
        return;
    }
    PriceObservation price;
    price.gpuName = card->name;
    price.priceUsd = 1234;
    price.observedOn = Date{std::chrono::year{2024}, std::chrono::March, std::chrono::day{1}};
    price.source = "bench edit";
    for (auto _ : state) {
        card->boardPowerWatts = card->boardPowerWatts == 350 ? 351 : 350;
        catalog.upsertGpu(*card);
        catalog.addPrice(price);
    }
}
BENCHMARK(bigEditOneCardAndPrice)->Unit(benchmark::kMillisecond);

void bigExportGpusCsv(benchmark::State& state) {
    Catalog catalog(bench::bigCatalog().catalog);
    for (auto _ : state) {
        benchmark::DoNotOptimize(catalog.exportCsvText(CatalogTable::Gpus).size());
    }
}
BENCHMARK(bigExportGpusCsv)->Unit(benchmark::kMillisecond);

void cliStatus(benchmark::State& state, int status, int expected) {
    if (status != expected) {
        state.SkipWithError("unexpected exit status");
    }
}

void bigCliRank(benchmark::State& state) {
    for (auto _ : state) {
        cliStatus(state, runCli({"rank", "--metric", "training16"}), 0);
    }
}
BENCHMARK(bigCliRank)->Unit(benchmark::kMillisecond);

void bigCliRankPerDollar(benchmark::State& state) {
    for (auto _ : state) {
        cliStatus(state, runCli({"rank", "--metric", "training16", "--per-dollar"}), 0);
    }
}
BENCHMARK(bigCliRankPerDollar)->Unit(benchmark::kMillisecond);

void bigCliListJson(benchmark::State& state) {
    for (auto _ : state) {
        cliStatus(state, runCli({"catalog", "list", "--format", "json"}), 0);
    }
}
BENCHMARK(bigCliListJson)->Unit(benchmark::kMillisecond);

void bigCliListCsv(benchmark::State& state) {
    for (auto _ : state) {
        cliStatus(state, runCli({"catalog", "list", "--format", "csv"}), 0);
    }
}
BENCHMARK(bigCliListCsv)->Unit(benchmark::kMillisecond);

void bigCliImportUnknownPrices(benchmark::State& state) {
    const QByteArray file = bench::bigCatalog().unknownPrices.toLocal8Bit();
    for (auto _ : state) {
        cliStatus(state, runCli({"catalog", "import", file.constData()}), 2);
    }
}
BENCHMARK(bigCliImportUnknownPrices)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char** argv) {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication application(argc, argv);
    return bench::runBigCatalogBenchmarks(argc, argv);
}
