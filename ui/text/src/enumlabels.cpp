#include "gpuadvisor/text/enumlabels.h"

#include "gpuadvisor/text/fromstd.h"

#include <QCoreApplication>

namespace gpuadvisor::text {
namespace {

class EnumLabels {
    Q_DECLARE_TR_FUNCTIONS(EnumLabels)
};

} // namespace

QString metricLabel(Metric metric) {
    switch (metric) {
    case Metric::Inference8:
        return EnumLabels::tr("8-bit inference");
    case Metric::Inference16:
        return EnumLabels::tr("16-bit inference");
    case Metric::Training16:
        return EnumLabels::tr("16-bit training");
    }
    return {};
}

QString workloadLabel(Workload workload) {
    switch (workload) {
    case Workload::Transformer:
        return EnumLabels::tr("Transformers");
    case Workload::Cnn:
        return EnumLabels::tr("conv nets");
    }
    return {};
}

QString segmentLabel(Segment segment) {
    switch (segment) {
    case Segment::Consumer:
        return EnumLabels::tr("Consumer");
    case Segment::Workstation:
        return EnumLabels::tr("Workstation");
    case Segment::Datacenter:
        return EnumLabels::tr("Data centre");
    }
    return {};
}

QString deviceKindLabel(DeviceKind kind) {
    switch (kind) {
    case DeviceKind::Card:
        return EnumLabels::tr("Card");
    case DeviceKind::Module:
        return EnumLabels::tr("Module (SXM, OAM)");
    case DeviceKind::System:
        return EnumLabels::tr("Whole computer");
    }
    return {};
}

QString coolerLabel(Cooler cooler) {
    switch (cooler) {
    case Cooler::Blower:
        return EnumLabels::tr("Blower");
    case Cooler::OpenAir:
        return EnumLabels::tr("Open air");
    case Cooler::Passive:
        return EnumLabels::tr("Passive");
    case Cooler::Water:
        return EnumLabels::tr("Water");
    }
    return {};
}

QString architectureLabel(Architecture architecture) {
    return fromStd(toString(architecture)); // product names, the same in every language
}

QString factorLabel(FactorKind kind) {
    switch (kind) {
    case FactorKind::TensorCores:
        return EnumLabels::tr("Tensor cores");
    case FactorKind::MatrixThroughput:
        return EnumLabels::tr("Matrix throughput");
    case FactorKind::MemoryBandwidth:
        return EnumLabels::tr("Memory bandwidth");
    case FactorKind::EightBitData:
        return EnumLabels::tr("8-bit data");
    case FactorKind::L2Cache:
        return EnumLabels::tr("L2 cache");
    case FactorKind::SharedMemory:
        return EnumLabels::tr("Shared memory per SM");
    case FactorKind::SmThroughput:
        return EnumLabels::tr("SM count x clock");
    case FactorKind::TensorCoreGeneration:
        return EnumLabels::tr("Tensor-core generation");
    case FactorKind::AsyncCopy:
        return EnumLabels::tr("Asynchronous copy");
    case FactorKind::TensorMemoryAccelerator:
        return EnumLabels::tr("Tensor Memory Accelerator");
    case FactorKind::PowerBudget:
        return EnumLabels::tr("Power budget");
    case FactorKind::BatchSize:
        return EnumLabels::tr("Batch size that fits in memory");
    case FactorKind::GenerationCalibration:
        return EnumLabels::tr("Measured cards of its generation");
    }
    return {};
}

} // namespace gpuadvisor::text
