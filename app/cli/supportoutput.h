#pragma once

// A card's software support (core/softwaresupport.h) as the commands print it: the section of
// `catalog show` and `explain`, its JSON, the --include-unsupported switch, and the line that
// names the cards a ranking or pick left out for it.

#include "cliapplication.h"

#include "gpuadvisor/core/catalog/date.h"
#include "gpuadvisor/core/catalog/gpu.h"

#include <QJsonObject>
#include <QStringList>

#include <span>
#include <vector>

namespace gpuadvisor::cli {

/// "Software support (as of 2026-11-27)" and its lines, each indented, ending in a newline.
QString softwareSupportSection(const Gpu& gpu, Date day);

/// {"level": "legacy", "compute_capability": "6.x", "last_cuda": "12.9", ...}.
QJsonObject softwareSupportJson(const Gpu& gpu, Date day);

/// --include-unsupported: rank and pick cards current software no longer runs on too.
QCommandLineOption includeUnsupportedOption();
bool includeUnsupported(const Invocation& invocation);

/// "Left out, as current software no longer supports them: Tesla K80 (--include-unsupported
/// includes them).\n"; empty for no cards.
QString unsupportedNote(std::span<const Gpu* const> cards);

/// Removes from `gpus` the devices the software of the task does not run on (llama.cpp for
/// inference, PyTorch for training; softwaresupport.h), those unsupported altogether aside, and
/// returns the note naming them ("note: left out, as llama.cpp does not run on them: Gaudi 3\n"),
/// empty when none is.
QString leaveOutWithoutSoftware(std::vector<Gpu>& gpus, bool inference, Date day);

} // namespace gpuadvisor::cli
