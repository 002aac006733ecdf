#pragma once

// The LLM planner's model presets: the shipped ones (a Qt resource from resources/llm/) and the
// user's own, a file in the same columns beside the catalog (gpu-advisor/llm-models.csv) or named
// on the command line. The measurements it is calibrated on are catalog benchmark rows.

#include "gpuadvisor/core/llm/llmmodel.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace gpuadvisor {

struct LlmPresets {
    std::vector<LlmModel> models; ///< Shipped presets, then the user's.
    int userModels = 0;           ///< Presets read from the user's file.
    /// Problems with the user's file, each naming the file, line and column; its good rows are
    /// still used. Empty when the file is fine or absent. At most maximumListedLlmModelProblems
    /// (and the file's own problem, when it cannot be read at all).
    QStringList problems;
    std::size_t unlistedProblems = 0; ///< Problems beyond those listed.
};

/// The largest presets file read (about 40,000 rows).
inline constexpr qint64 maximumLlmModelsFileBytes = 8 * 1024 * 1024;

/// Where the user's presets are looked for: llm-models.csv beside the catalog at `catalogPath`.
QString userLlmModelsPathBeside(const QString& catalogPath);
/// The same beside the default catalog.
QString defaultUserLlmModelsPath();

/// The shipped presets plus those in `userModelsFile` (none when empty or absent). A user row
/// whose key or name is a shipped preset's replaces that preset. Linear in the rows; a file that
/// is not a regular file or is larger than maximumLlmModelsFileBytes is a problem, not read.
LlmPresets loadLlmPresets(const QString& userModelsFile = defaultUserLlmModelsPath());

} // namespace gpuadvisor
