#pragma once

// A card's software support (core/softwaresupport.h) in words, for every page and the CLI: the
// level's label, the short catch a pick or chart row carries, the one-sentence reason with its
// fact ids, and the support row of Compare, the catalog, `catalog show` and `explain`.

#include "gpuadvisor/core/catalog/softwaresupport.h"

#include <QString>
#include <QStringList>

namespace gpuadvisor::text {

/// "Current", "Legacy software only", "Unsupported by current software".
QString supportLevelLabel(SupportLevel level);

/// The catch a pick, bar or row carries: empty for a current card, "legacy software only", or
/// "current software no longer runs on it".
QString supportCatch(const CardSupport& support);

/// One sentence: why the card has its level, what it still runs or lacks, and the fact ids.
/// "No maintained CUDA toolkit or PyTorch wheel runs on Kepler cards (compute capability 3.x
/// (Tesla K80: 3.7)): the last CUDA toolkit for them is 11.8 (S1, S3)."
QString supportReason(const CardSupport& support);

/// The features: "BF16, FP8 · FlashAttention 2", "no BF16 · FlashAttention 1 only", ...
QString supportFeatures(const ArchitectureSupport& row);

/// The features for a narrow cell: the formats it has and FlashAttention's version, "BF16, FP8 ·
/// FA2", "none · no FA" (what it lacks is left to the row's label and the tooltip).
QString supportFeaturesShort(const ArchitectureSupport& row);

/// The support row, compact: "Current · CC 8.9 · BF16, FP8 · FlashAttention 2".
QString supportRow(const CardSupport& support);

/// The lines `catalog show` and `explain` print under "Software support".
QStringList supportDetails(const CardSupport& support);

/// The visible switch: "Include cards current software no longer supports".
QString includeUnsupportedLabel();

/// "Left out, as current software no longer supports them: GTX 580, Tesla K80" (shortNameList).
QString unsupportedLeftOut(const QStringList& names);

} // namespace gpuadvisor::text
