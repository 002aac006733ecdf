#pragma once

// The llm command's offload part (issue 35): the computer's RAM from --ram-gb, --ram-gbps or
// --platform, and the split, speeds and upgrades of a plan that spills into it.

#include "cliapplication.h"

#include "gpuadvisor/core/catalog/gpu.h"
#include "gpuadvisor/core/llm/llmplanner.h"

#include <QCommandLineOption>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace gpuadvisor::cli {

QList<QCommandLineOption> offloadOptionDefinitions();

/// Reads --ram-gb, --ram-gbps, --platform, --ram-share, --pcie-gen, --pcie-lanes and --offload into
/// `workload`. UsageError when RAM is given without its speed or a speed without the RAM.
void readHostMemory(const Invocation& invocation, LlmWorkload& workload);

/// "128 GB of DDR5-6000, 2 channels (96 GB/s; ...)", or empty when no RAM was given.
QString hostMemoryLine(const HostMemory& host);

/// For a plan with an offload (placed, or short of a memory): the split, the decode and prefill
/// arithmetic with the basis of its error, the llama.cpp flag that makes the split, and what helps
/// most. Empty without an offload.
QString offloadText(const Gpu& gpu, int count, const LlmWorkload& workload, const LlmPlan& plan);

/// The same as JSON (null-free: call only for a plan with an offload).
QJsonObject offloadJson(const Gpu& gpu, int count, const LlmWorkload& workload, const LlmPlan& plan);
QJsonObject hostMemoryJson(const HostMemory& host);

} // namespace gpuadvisor::cli
