#pragma once

// Whether current deep-learning software runs on a card (software-support.md, facts S1-S7).
//
// The facts are data: resources/catalog/software_support.csv, one row an architecture, with the
// day from which the architecture is on its last toolkit line ("legacy") and the day from which no
// maintained toolkit or PyTorch wheel runs on it ("unsupported"), the last CUDA toolkit, the
// PyTorch wheel line and llama.cpp CUDA builds that still carry it, its BF16/FP8/FP4 tensor
// formats and the newest FlashAttention it runs. The file is compiled into the library, so a new
// toolkit release is an edit of that file, not of this code. Levels are as of a day: on the 2023
// guide's price day Pascal was current; in 2026 it is legacy.
//
// The rule the app applies everywhere (picks, rankings, "cheapest way", charts):
//   Unsupported  left out by default; shown greyed with the reason; a visible switch includes it.
//   Legacy       kept, with a "legacy software only" catch on every pick and row.
//   Current      kept; the features it lacks are named.

#include "gpuadvisor/core/catalog/date.h"
#include "gpuadvisor/core/catalog/enums.h"
#include "gpuadvisor/core/catalog/gpu.h"

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace gpuadvisor {

enum class SupportLevel { Current, Legacy, Unsupported };
std::string_view toString(SupportLevel level); ///< "current", "legacy", "unsupported"

/// Whether a feature is there, per the architecture's sources; Unknown where they are silent.
enum class Availability { No, Yes, Unknown };

/// What the software row of one architecture says (a row of software_support.csv).
struct ArchitectureSupport {
    Architecture architecture = Architecture::Ampere;
    std::string vendor;
    std::string computeCapability;       ///< As NVIDIA writes it: "8.9", "3.x (Tesla K80: 3.7)".
    std::optional<Date> legacyFrom;      ///< On its last toolkit line from this day.
    std::optional<Date> unsupportedFrom; ///< No maintained toolkit or PyTorch wheel from this day.
    /// The last CUDA toolkit that builds for it ("11.8"); empty while current toolkits do.
    std::string lastCudaToolkit;
    /// The PyTorch wheel line that still carries it: empty = the default wheels, "none" = no
    /// current wheel, else the wheel tag ("cu126").
    std::string pytorchWheels;
    /// The llama.cpp CUDA builds that run on it: empty = all current builds, "none" = none, else
    /// the CUDA major version the build must use ("12").
    std::string llamaCppCuda;
    Availability bf16 = Availability::No;
    Availability fp8 = Availability::No;
    Availability fp4 = Availability::No;
    /// The newest FlashAttention major version it runs (0 = none); nullopt when unknown.
    std::optional<int> flashAttention;
    std::vector<std::string> facts; ///< Fact ids, e.g. {"S2", "S3"}.
    std::string source;             ///< Where the facts were read.
    std::string stacks;             ///< The software stacks, e.g. "ROCm; HIP; Vulkan", "Metal; MPS; MLX".
    /// How PyTorch runs on it: "CUDA wheels", "ROCm wheels", "MPS (default macOS wheels)", "XPU
    /// wheels", "Gaudi bridge", or "none" (no maintained PyTorch build: no training).
    std::string pytorch;
    /// The llama.cpp GPU backends that run it ("CUDA", "Vulkan", "ROCm", "Metal", "SYCL"); empty
    /// when none does (no local inference with llama.cpp).
    std::vector<std::string> llamaCppBackends;

    /// Whether a maintained PyTorch build runs on it: what training needs.
    bool runsPyTorch() const;
    /// Whether a llama.cpp backend runs on it: what local LLM inference needs.
    bool runsLlamaCpp() const;

    /// The level on `day`: unsupported from unsupportedFrom, legacy from legacyFrom.
    SupportLevel levelOn(Date day) const;
};

/// The whole table, one row per architecture, every vendor's.
class SoftwareSupportTable {
public:
    SoftwareSupportTable() = default;
    explicit SoftwareSupportTable(std::vector<ArchitectureSupport> rows);

    /// The row of `architecture`, or nullptr when the table has none.
    const ArchitectureSupport* find(Architecture architecture) const;
    const std::vector<ArchitectureSupport>& rows() const { return m_rows; }

private:
    std::vector<ArchitectureSupport> m_rows;
};

struct SoftwareSupportCsvProblem {
    std::size_t line = 0;
    std::string column; ///< Empty for the whole line.
    std::string message;
};

struct SoftwareSupportCsvParse {
    SoftwareSupportTable table;
    std::vector<SoftwareSupportCsvProblem> problems; ///< Rows with a problem are left out.
};

/// Parses software_support.csv (header first; columns by name, so their order may change).
SoftwareSupportCsvParse parseSoftwareSupportCsv(std::string_view text);

/// The shipped table (resources/catalog/software_support.csv, compiled in), parsed once.
const SoftwareSupportTable& shippedSoftwareSupport();

/// A card's support on a day. A card whose architecture has no row is Current with no row: the
/// table says nothing against it.
struct CardSupport {
    Architecture architecture = Architecture::Ampere; ///< The card's.
    SupportLevel level = SupportLevel::Current;
    const ArchitectureSupport* row = nullptr; ///< Points into the table; nullptr without a row.

    bool unsupported() const { return level == SupportLevel::Unsupported; }
    bool legacy() const { return level == SupportLevel::Legacy; }
};

CardSupport cardSupport(const Gpu& gpu, Date day,
                        const SoftwareSupportTable& table = shippedSoftwareSupport());

/// Whether a pick, ranking or "cheapest way" may offer the card: everything but unsupported
/// cards, and those too when the user asked to include them.
bool isOffered(const Gpu& gpu, Date day, bool includeUnsupported,
               const SoftwareSupportTable& table = shippedSoftwareSupport());

/// The software a task needs: training and batch inference a maintained PyTorch build, local
/// language-model inference a llama.cpp backend.
enum class SoftwareNeed { PyTorch, LlamaCpp };

/// Whether the card's architecture runs what the task needs (ArchitectureSupport::runsPyTorch,
/// runsLlamaCpp). A card whose architecture has no row counts as running it.
bool runsSoftwareFor(const Gpu& gpu, SoftwareNeed need,
                     const SoftwareSupportTable& table = shippedSoftwareSupport());

} // namespace gpuadvisor
