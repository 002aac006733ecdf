#include "gpuadvisor/text/buildtext.h"

#include "gpuadvisor/text/advisortext.h"
#include "gpuadvisor/text/currency.h"
#include "gpuadvisor/text/supporttext.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace gpuadvisor::text {
namespace {

/// The translation context of every string here.
class BuildText {
    Q_DECLARE_TR_FUNCTIONS(BuildText)
};

/// A finding's value, formatted with `decimals` digits in the current locale.
QString number(const Finding& finding, std::string_view key, int decimals = 0) {
    return QLocale().toString(finding.value(key).value_or(0), 'f', decimals);
}

QString subject(const Finding& finding) {
    return QString::fromStdString(finding.subject);
}

/// Circuits below 200 V can move to 230 V; on 230 V the way out is a second circuit.
bool lowVoltage(const Finding& f) {
    return f.value("volts").value_or(0) < 200;
}

QString psuMessage(const Finding& f) {
    if (f.severity == Severity::Ok) {
        return BuildText::tr("The build draws %1 W (GPUs %2 W) from a %3 W power supply, leaving %4 W.")
            .arg(number(f, "total-draw"), number(f, "gpu-draw"), number(f, "psu"), number(f, "headroom"));
    }
    if (f.value("outlet-limited").value_or(0) > 0) {
        // A bigger supply would pull the same load through an outlet that cannot carry it (B2).
        const QString remedy =
            lowVoltage(f) ? BuildText::tr("Set power limits, use fewer cards, or use a 230 V circuit.")
                          : BuildText::tr("Set power limits, use fewer cards, or split the load over two "
                                          "circuits.");
        return BuildText::tr(
                   "The build draws %1 W (GPUs %2 W alone) but the power supply gives %3 W. A bigger supply "
                   "would not help: through this outlet a supply can deliver at most %4 W, so the outlet "
                   "is the limit. %5")
            .arg(number(f, "total-draw"), number(f, "gpu-draw"), number(f, "psu"), number(f, "outlet-dc"),
                 remedy);
    }
    return BuildText::tr(
               "The build draws %1 W (GPUs %2 W alone) but the power supply gives %3 W. Use a %4 W or "
               "larger supply, or set power limits.")
        .arg(number(f, "total-draw"), number(f, "gpu-draw"), number(f, "psu"), number(f, "recommended-psu"));
}

QString mainsMessage(const Finding& f) {
    const QString circuit = BuildText::tr("%1 V / %2 A").arg(number(f, "volts"), number(f, "amps"));
    if (f.severity == Severity::Ok) {
        return BuildText::tr("At the wall it draws %1 W (at %2% efficiency); a %3 circuit carries %4 W "
                             "continuously.")
            .arg(number(f, "wall-draw"), number(f, "efficiency"), circuit, number(f, "continuous"));
    }
    // Low-voltage mains can move to a 230 V or 20 A circuit; on 230 V the way out is a second circuit.
    const QString remedy = lowVoltage(f)
                               ? BuildText::tr("Use a 230 V or 20 A circuit, two circuits, or power limits.")
                               : BuildText::tr("Split the load over two circuits, or set power limits.");
    return BuildText::tr(
               "At the wall it draws %1 W (at %2% efficiency), more than the %3 W a %4 circuit carries "
               "continuously. %5")
        .arg(number(f, "wall-draw"), number(f, "efficiency"), number(f, "continuous"), circuit, remedy);
}

QString wholeComputerMessage(const Finding& f) {
    if (f.severity == Severity::Ok) {
        return BuildText::tr(
                   "The %1 is a whole computer with its own power supply, CPU and cooling: the supply, "
                   "slot, cooling and PCIe checks do not apply, and its price covers the whole machine.")
            .arg(subject(f));
    }
    return BuildText::tr(
               "The %1 is a whole computer: it runs alone, with no other GPU beside it, and two of them "
               "are two machines. Check it on its own (this build holds %2 devices).")
        .arg(subject(f), number(f, "devices"));
}

QString systemOutletMessage(const Finding& f) {
    const QString circuit = BuildText::tr("%1 V / %2 A").arg(number(f, "volts"), number(f, "amps"));
    if (!f.value("system-power")) {
        return BuildText::tr(
                   "The catalog has no power figure for the %1; a %2 circuit carries %3 W continuously, "
                   "so compare the maker's figure with that.")
            .arg(subject(f), circuit, number(f, "continuous"));
    }
    if (f.severity == Severity::Ok) {
        return BuildText::tr("The %1's power figure is %2 W; a %3 circuit carries %4 W continuously.")
            .arg(subject(f), number(f, "system-power"), circuit, number(f, "continuous"));
    }
    return BuildText::tr(
               "By their power figures the build draws %1 W, more than the %2 W a %3 circuit carries "
               "continuously.")
        .arg(number(f, "system-power"), number(f, "continuous"), circuit);
}

QString powerLimitAdvice(const Finding& f) {
    const bool outlet = f.value("outlet-limited").value_or(0) > 0;
    if (f.severity == Severity::Problem) {
        QString remedy = BuildText::tr("Use a bigger supply or fewer cards.");
        if (outlet) {
            remedy = lowVoltage(f)
                         ? BuildText::tr("The outlet is the limit: use fewer cards or a 230 V circuit.")
                         : BuildText::tr("The outlet is the limit: use fewer cards or a second circuit.");
        }
        return BuildText::tr(
                   "Power limits cannot save this build: the cards would have to run at %1% of their "
                   "board power, and drivers go no lower than about %2%. %3")
            .arg(number(f, "limit-share"), number(f, "minimum-share"), remedy);
    }
    const QString advice =
        outlet ? BuildText::tr("Limit each card to %1% of its board power (%2 W for the %3, nvidia-smi -pl): "
                               "the build then stays %4% under what the outlet carries.")
               : BuildText::tr("Limit each card to %1% of its board power (%2 W for the %3, nvidia-smi -pl): "
                               "the build then stays %4% under the power supply's rating.");
    return advice.arg(number(f, "limit-share"), number(f, "limit"), subject(f), number(f, "margin")) +
           QLatin1Char(' ') +
           BuildText::tr("That saves %1 W and costs about %2% speed.")
               .arg(number(f, "saved"), number(f, "speed-cost", 1));
}

QString slotMessage(const Finding& f) {
    if (f.severity == Severity::Ok) {
        return f.value("risers").value_or(0) > 0
                   ? BuildText::tr("Risers take the cards off the board, so the slots are not a limit.")
                   : BuildText::tr("The cards fit: they need %1 of the board's %2 full-length x16 slots.")
                         .arg(number(f, "slots-needed"), number(f, "x16-slots"));
    }
    return BuildText::tr(
               "Cards up to %3 slots wide, in x16 slots %4 apart, need a motherboard with %1 full-length "
               "PCIe x16 slots (the long graphics-card slots); this one has %2. Use 2-slot variants, PCIe "
               "risers or water cooling.")
        .arg(number(f, "slots-needed"), number(f, "x16-slots"), number(f, "widest"), number(f, "spacing"));
}

QString stackedMessage(const Finding& f) {
    switch (f.severity) {
    case Severity::Ok:
        return BuildText::tr("Leave a free slot below each open-air card: the gap lowers temperatures by "
                             "%1-%2 C.")
            .arg(number(f, "gap-gain-min"), number(f, "gap-gain-max"));
    case Severity::Warning:
    case Severity::Problem:
        return BuildText::tr(
                   "%1 open-air cards sit with no gap between them; they will pass %2 C and throttle. "
                   "Use blower or water-cooled cards, or risers.")
            .arg(number(f, "open-air"), number(f, "throttle"));
    }
    return {};
}

} // namespace

QString severityLabel(Severity severity) {
    switch (severity) {
    case Severity::Ok:
        return BuildText::tr("OK");
    case Severity::Warning:
        return BuildText::tr("Warning");
    case Severity::Problem:
        return BuildText::tr("Problem");
    }
    return {};
}

QString findingTitle(FindingCode code) {
    switch (code) {
    case FindingCode::PsuCapacity:
        return BuildText::tr("Power supply");
    case FindingCode::MainsCapacity:
        return BuildText::tr("Outlet");
    case FindingCode::PowerLimitAdvice:
        return BuildText::tr("Power limit");
    case FindingCode::PowerLimitSet:
        return BuildText::tr("Power limit set");
    case FindingCode::SlotFit:
        return BuildText::tr("Slots");
    case FindingCode::SxmModule:
        return BuildText::tr("SXM modules");
    case FindingCode::StackedCooling:
        return BuildText::tr("Cooling");
    case FindingCode::PassiveCooling:
        return BuildText::tr("Passive cooling");
    case FindingCode::CaseAirflow:
        return BuildText::tr("Case airflow");
    case FindingCode::Connector12Vhpwr:
        return BuildText::tr("12VHPWR connector");
    case FindingCode::PcieLanes:
        return BuildText::tr("PCIe lanes");
    case FindingCode::PcieGeneration:
        return BuildText::tr("PCIe generation");
    case FindingCode::NvLink:
        return BuildText::tr("NVLink");
    case FindingCode::MixedCards:
        return BuildText::tr("Mixed cards");
    case FindingCode::Network:
        return BuildText::tr("Network");
    case FindingCode::CpuCores:
        return BuildText::tr("CPU");
    case FindingCode::DisplayGpu:
        return BuildText::tr("Display");
    case FindingCode::WorkstationGpus:
        return BuildText::tr("Workstation size");
    case FindingCode::HostRam:
        return BuildText::tr("Host memory");
    case FindingCode::Licence:
        return BuildText::tr("Licence");
    case FindingCode::Software:
        return BuildText::tr("Software support");
    case FindingCode::WholeComputer:
        return BuildText::tr("Whole computer");
    case FindingCode::SystemOutlet:
        return BuildText::tr("Outlet");
    }
    return {};
}

namespace {

/// "Current software no longer runs on the Tesla K80: ...", with the support table's reason.
QString softwareMessage(const Finding& f) {
    CardSupport support;
    support.level = static_cast<SupportLevel>(static_cast<int>(f.value("level").value_or(0)));
    support.architecture = static_cast<Architecture>(static_cast<int>(f.value("architecture").value_or(0)));
    support.row = shippedSoftwareSupport().find(support.architecture);
    const QString reason = supportReason(support);
    return (support.unsupported()
                ? BuildText::tr("Current CUDA, PyTorch and llama.cpp builds no longer run on the %1. %2")
                : BuildText::tr("The %1 runs only older CUDA, PyTorch and llama.cpp releases. %2"))
        .arg(subject(f), reason);
}

} // namespace

QString findingMessage(const Finding& f) {
    switch (f.code) {
    case FindingCode::PsuCapacity:
        return psuMessage(f);
    case FindingCode::MainsCapacity:
        return mainsMessage(f);
    case FindingCode::PowerLimitAdvice:
        return powerLimitAdvice(f);
    case FindingCode::PowerLimitSet:
        return BuildText::tr("The %1 is limited to %2 W of %3 W: about %4% slower, and cooler.")
            .arg(subject(f), number(f, "limit"), number(f, "board-power"), number(f, "speed-cost", 1));
    case FindingCode::SlotFit:
        return slotMessage(f);
    case FindingCode::SxmModule:
        return f.severity == Severity::Ok
                   ? BuildText::tr("SXM modules sit on the server's HGX/DGX baseboard.")
                   : BuildText::tr(
                         "%1 SXM module(s) need an HGX/DGX server baseboard; a workstation cannot take "
                         "them.")
                         .arg(number(f, "modules"));
    case FindingCode::StackedCooling:
        return stackedMessage(f);
    case FindingCode::PassiveCooling:
        return f.severity == Severity::Ok
                   ? BuildText::tr("Passive cards rely on the server's fans, which this chassis has.")
                   : BuildText::tr(
                         "Passive data-centre cards have no fans; in a workstation they pass %1 C and "
                         "throttle. Use a server chassis or cards with fans.")
                         .arg(number(f, "throttle"));
    case FindingCode::CaseAirflow:
        return BuildText::tr(
                   "A better case lowers temperatures by only %1-%2 C: it does not fix stacked cards.")
            .arg(number(f, "case-gain-min"), number(f, "case-gain-max"));
    case FindingCode::Connector12Vhpwr:
        return BuildText::tr(
                   "The %1 uses a 12VHPWR plug, which melts when not fully seated (about %2% of users): "
                   "clean the contacts, push until it clicks, do the wiggle test, and check there is "
                   "no gap.")
            .arg(subject(f), number(f, "failure-rate", 1));
    case FindingCode::PcieLanes:
        if (f.severity == Severity::Problem) {
            return BuildText::tr("x%1 lanes per GPU starve training; use x8 or at least x4.")
                .arg(number(f, "lanes"));
        }
        if (f.severity == Severity::Warning) {
            return BuildText::tr(
                       "With x%1 lanes, %2 GPUs lose about %3-%4% when training together; x8 per GPU is "
                       "better.")
                .arg(number(f, "lanes"), number(f, "gpus"), number(f, "loss-min"), number(f, "loss-max"));
        }
        return BuildText::tr("x%1 lanes per GPU are enough for a build of this size.")
            .arg(number(f, "lanes"));
    case FindingCode::PcieGeneration:
        return f.severity == Severity::Ok
                   ? BuildText::tr("PCIe %1 is fine: PCIe 4 or 5 matters only from 8 GPUs (a 4-GPU box gains "
                                   "%2-%3%).")
                         .arg(number(f, "generation"), number(f, "gain-min"), number(f, "gain-max"))
                   : BuildText::tr(
                         "With %1 GPUs on PCIe %2, PCIe 4 or 5 would help the GPUs exchange gradients.")
                         .arg(number(f, "gpus"), number(f, "generation"));
    case FindingCode::NvLink:
        return BuildText::tr("NVLink bridges are not worth buying: they pay off only from about %1 GPUs.")
            .arg(number(f, "useful-from"));
    case FindingCode::MixedCards:
        return f.subject.empty()
                   ? BuildText::tr(
                         "Mixed cards work, but training across them runs at the slowest card's speed.")
                   : BuildText::tr(
                         "Mixed cards work, but training across them runs at the speed of the %1, the "
                         "slowest (%2% of the fastest).")
                         .arg(subject(f), number(f, "slowest-share"));
    case FindingCode::Network:
        if (f.severity == Severity::Ok) {
            return BuildText::tr("%1 Gbit/s between machines is enough for multi-node training.")
                .arg(number(f, "network"));
        }
        return BuildText::tr(
                   "%1 Gbit/s between the %2 machines is too slow: use %3 Gbit/s or more (used EDR "
                   "InfiniBand, two cards and a cable for about %4). 10 Gbit/s suits only some conv "
                   "nets and DeepSpeed-style training.")
            .arg(number(f, "network"), number(f, "nodes"), number(f, "wanted"),
                 money(f.value("infiniband-cost").value_or(0)));
    case FindingCode::CpuCores:
        return f.severity == Severity::Ok
                   ? BuildText::tr("%1 CPU cores give %2 per GPU; data loading wants %3-%4.")
                         .arg(number(f, "cores"), number(f, "cores-per-gpu", 1), number(f, "wanted-min"),
                              number(f, "wanted-max"))
                   : BuildText::tr(
                         "%1 CPU cores give only %2 per GPU; data loading wants %3-%4. With 4-8 GPUs a "
                         "fast single thread matters too.")
                         .arg(number(f, "cores"), number(f, "cores-per-gpu", 1), number(f, "wanted-min"),
                              number(f, "wanted-max"));
    case FindingCode::DisplayGpu:
        return BuildText::tr(
                   "The %1 also drives the display, which takes about %2 GB of its memory; use the CPU's "
                   "graphics or a cheap second card.")
            .arg(subject(f), number(f, "display-memory"));
    case FindingCode::WorkstationGpus:
        return BuildText::tr("%1 GPUs are more than a workstation handles well (up to %2: heat and power); a "
                             "server chassis takes 8.")
            .arg(number(f, "gpus"), number(f, "limit"));
    case FindingCode::HostRam:
        return f.severity == Severity::Ok
                   ? BuildText::tr("%1 GB of host RAM covers the GPUs' %2 GB.")
                         .arg(number(f, "host-ram"), number(f, "gpu-memory"))
                   : BuildText::tr(
                         "%1 GB of host RAM is less than the GPUs' %2 GB; jobs that stage data in RAM "
                         "will be killed. Match it at least.")
                         .arg(number(f, "host-ram"), number(f, "gpu-memory"));
    case FindingCode::Licence:
        return BuildText::tr(
                   "The %1 is a GeForce card: its driver licence bars data-centre use (universities can "
                   "ask for an exemption).")
            .arg(subject(f));
    case FindingCode::Software:
        return softwareMessage(f);
    case FindingCode::WholeComputer:
        return wholeComputerMessage(f);
    case FindingCode::SystemOutlet:
        return systemOutletMessage(f);
    }
    return {};
}

QString buildLlmLine(const BuildLlmCapacity& capacity) {
    const QString workload = llmWorkloadText(capacity.workload);
    if (capacity.plan.blocker == LlmBlocker::NeedsFp4TensorCores) {
        return BuildText::tr("%1: FP4 weights need Blackwell tensor cores.").arg(workload);
    }
    if (!capacity.gpusUsed) {
        const QString shortBy = QLocale().toString(-capacity.plan.marginGiB, 'f', 1);
        if (capacity.wholeComputer) {
            return BuildText::tr("%1: does not fit in the memory its GPU may use, %2 GB short.")
                .arg(workload, shortBy);
        }
        return capacity.buildGpus == 1
                   ? BuildText::tr("%1: does not fit on your GPU, %2 GB short.").arg(workload, shortBy)
                   : BuildText::tr("%1: does not fit on your %2 GPUs, %3 GB short.")
                         .arg(workload)
                         .arg(capacity.buildGpus)
                         .arg(shortBy);
    }
    const QString speed = capacity.plan.speed
                              ? QLocale().toString(capacity.plan.speed->decodeTokensPerSecond, 'f', 0)
                              : QStringLiteral("?");
    if (capacity.wholeComputer) {
        return BuildText::tr("%1: fits in the memory its GPU may use, about %2 tokens/s.")
            .arg(workload, speed);
    }
    if (*capacity.gpusUsed == capacity.buildGpus && capacity.buildGpus == 1) {
        return BuildText::tr("%1: fits on your GPU, about %2 tokens/s.").arg(workload, speed);
    }
    return BuildText::tr("%1: fits on %2 of your %3 GPUs, about %4 tokens/s.")
        .arg(workload)
        .arg(*capacity.gpusUsed)
        .arg(capacity.buildGpus)
        .arg(speed);
}

QString buildLlmNote(std::string_view backend) {
    return BuildText::tr("Generated tokens per second for one user, largest cards first, layers split across "
                         "GPUs as llama.cpp does; estimates of the LLM planner for its %2 backend, typically "
                         "within ±%1 % on one device (multi-GPU overheads are assumptions).")
        .arg(std::lround(shippedLlmCalibration().typicalError(true, backend) * 100))
        .arg(backend.empty() ? QStringLiteral("CUDA")
                             : QString::fromUtf8(backend.data(), std::ssize(backend)));
}

} // namespace gpuadvisor::text
