#include "llm/llmbuildpanel.h"

#include "llm/llmmemorychart.h"
#include "llm/llmoffloadtext.h"
#include "llm/llmtext.h"

#include "gpuadvisor/text/fromstd.h"
#include "gpuadvisor/text/numbers.h"

#include <QChartView>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

namespace gpuadvisor {
namespace {

constexpr int memoryChartHeight = 170;

QLabel* valueLabel(const QString& name) {
    auto* label = new QLabel;
    label->setObjectName(name);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

LlmBuildPanel::LlmBuildPanel(QWidget* parent)
    : QWidget(parent) {
    m_memoryChart = new LlmMemoryChart;
    m_memoryView = new QChartView(m_memoryChart);
    m_memoryView->setObjectName(QStringLiteral("llmMemoryChartView"));
    m_memoryView->setRenderHint(QPainter::Antialiasing);
    m_memoryView->setFixedHeight(memoryChartHeight);
    m_memoryView->setMinimumWidth(240);

    m_fit = valueLabel(QStringLiteral("llmFitLabel"));
    QFont bold = m_fit->font();
    bold.setBold(true);
    m_fit->setFont(bold);
    m_parts = valueLabel(QStringLiteral("llmMemoryPartsLabel"));
    m_offload = valueLabel(QStringLiteral("llmOffloadLabel"));

    m_speeds = new QWidget;
    auto* speedForm = new QFormLayout(m_speeds);
    speedForm->setContentsMargins(0, 0, 0, 0);
    speedForm->setRowWrapPolicy(QFormLayout::WrapLongRows);
    m_decode = valueLabel(QStringLiteral("llmDecodeLabel"));
    m_decodePerUser = valueLabel(QStringLiteral("llmDecodePerUserLabel"));
    m_prefill = valueLabel(QStringLiteral("llmPrefillLabel"));
    m_firstToken = valueLabel(QStringLiteral("llmFirstTokenLabel"));
    m_firstTokenLabel = new QLabel;
    speedForm->addRow(tr("Decode, all users:"), m_decode);
    speedForm->addRow(tr("Decode, per user:"), m_decodePerUser);
    speedForm->addRow(tr("Prefill:"), m_prefill);
    speedForm->addRow(m_firstTokenLabel, m_firstToken);
    m_speedNote = valueLabel(QStringLiteral("llmSpeedNote"));
    m_speedNote->setStyleSheet(QStringLiteral("color: #555;"));

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_memoryView);
    layout->addWidget(m_fit);
    layout->addWidget(m_parts);
    layout->addWidget(m_offload);
    layout->addWidget(m_speeds);
    layout->addWidget(m_speedNote);
}

void LlmBuildPanel::showNothing(const QString& reason) {
    m_memoryChart->clearPlan();
    m_memoryView->hide();
    m_fit->setText(reason);
    m_parts->clear();
    m_offload->hide();
    m_speeds->hide();
    m_speedNote->clear();
}

void LlmBuildPanel::showBuild(const Build& build) {
    const LlmPlan& plan = build.plan;
    m_memoryView->show();
    m_memoryChart->setPlan(
        plan, tr("%1 × %2 GB").arg(build.count).arg(text::trimmedNumber(build.gpu->memoryGb, 1)));
    const QString needs = llmtext::gigabytes(plan.memory.totalGiB());
    QString has = llmtext::gigabytes(plan.memoryAvailableGiB);
    if (build.gpu->isSystem()) {
        // Unified memory: the GPU gets a share of it (macOS: about three quarters by default).
        has = tr("%1 the GPU may use (%2 % of %3 unified memory)")
                  .arg(has)
                  .arg(std::lround(build.workload.unifiedMemoryGpuShare * 100))
                  .arg(llmtext::gigabytes(build.gpu->memoryGb * build.count));
    }
    if (plan.blocker == LlmBlocker::NeedsFp4TensorCores) {
        m_fit->setText(tr("Cannot run: FP4 weights need FP4 tensor cores (Blackwell), which the %1 lacks.")
                           .arg(text::fromStd(build.gpu->name)));
    } else if (plan.offloaded()) {
        m_fit->setText(tr("Runs with part of it in RAM: needs %1, the GPUs hold %2 of their %3.")
                           .arg(needs, llmtext::gigabytes(plan.offload->gpuHeldGiB), has));
    } else if (plan.fits) {
        m_fit->setText(
            tr("Fits, %1 spare: needs %2 of %3.").arg(llmtext::gigabytes(plan.marginGiB), needs, has));
    } else {
        m_fit->setText(
            tr("Short by %1: needs %2, has %3.").arg(llmtext::gigabytes(-plan.marginGiB), needs, has));
    }
    const LlmMemory& memory = plan.memory;
    QStringList parts{tr("weights %1").arg(llmtext::gigabytes(memory.weightsGiB))};
    if (memory.kvCacheGiB > 0) { // fine-tuning keeps no KV cache
        parts << tr("KV cache %1").arg(llmtext::gigabytes(memory.kvCacheGiB));
    }
    parts << tr("activations %1").arg(llmtext::gigabytes(memory.activationsGiB))
          << tr("overhead %1").arg(llmtext::gigabytes(memory.overheadGiB));
    if (memory.trainingStateGiB > 0) {
        parts << tr("training state %1").arg(llmtext::gigabytes(memory.trainingStateGiB));
    }
    m_parts->setText(tr("Needs %1: %2.").arg(needs, parts.join(tr(", "))));
    m_offload->setVisible(plan.offload.has_value());
    if (plan.offload) {
        const LlmOffload& offload = *plan.offload;
        QString split = offload.fits() ? llmtext::offloadSplit(offload) : llmtext::offloadLimit(offload);
        const std::vector<LlmUpgrade> upgrades = offloadUpgrades(build.workload, *build.gpu, build.count);
        if (const QString helps =
                llmtext::offloadUpgrades(upgrades, *build.gpu, offload, build.workload.host);
            !helps.isEmpty()) {
            split += QLatin1Char('\n') + helps;
        }
        if (offload.fits()) {
            // The catalog's machine costs are of a desktop with ordinary RAM (system_costs.csv).
            split +=
                QLatin1Char('\n') + tr("Costs per token count the cards and the machine, not the %1 of RAM "
                                       "this needs.")
                                        .arg(llmtext::gigabytes(build.workload.host.ramGb));
        }
        m_offload->setText(split);
        m_offload->setToolTip(
            tr("Computer: %1. The GPUs keep what every token reads; the rest waits in RAM and "
               "the CPU reads it, at a share of the RAM's bandwidth that is an assumption.")
                .arg(llmtext::hostMemory(build.workload.host)));
    }
    m_fit->setToolTip(tr("Memory in GB as card makers count it (1 GB = 2^30 bytes). Several GPUs split the "
                         "model by %1; each also keeps its own overhead.")
                          .arg(build.workload.split == MultiGpuSplit::Layers ? tr("layers") : tr("tensors")));
    showSpeed(build);
}

void LlmBuildPanel::showSpeed(const Build& build) {
    if (!build.plan.speed) {
        m_speeds->hide();
        m_speedNote->setText(build.workload.task == LlmTask::Inference
                                 ? tr("No speed: the model does not fit on this build.")
                                 : tr("Fine-tuning is planned for memory only: no speed estimate."));
        return;
    }
    m_speeds->show();
    const LlmSpeed& speed = *build.plan.speed;
    const auto withMeasured = [](QLabel* label, const QString& estimate, const LlmMeasurement* measured) {
        label->setText(measured != nullptr ? estimate + QLatin1Char('\n') + llmtext::measuredNote(*measured)
                                           : estimate);
        label->setToolTip(measured != nullptr ? text::fromStd(measured->source) : QString());
    };
    const QString decodeNote = build.plan.offloaded()
                                   ? llmtext::offloadDecodeNote(*build.plan.offload, build.plan.backend)
                                   : llmtext::estimateNote(LlmTest::Decode, build.plan.backend);
    withMeasured(m_decode,
                 tr("%1 (%2)").arg(llmtext::tokensPerSecond(speed.decodeTokensPerSecond), decodeNote),
                 build.measuredDecode);
    const int users = build.workload.sequences;
    m_decodePerUser->setText(
        users == 1 ? tr("%1 (one user)").arg(llmtext::tokensPerSecond(speed.decodePerSequenceTokensPerSecond))
                   : tr("%1 (each of %2 users)")
                         .arg(llmtext::tokensPerSecond(speed.decodePerSequenceTokensPerSecond))
                         .arg(QLocale().toString(users)));
    // A device whose maker publishes no compute rate has no prefill estimate (0): said, not shown as 0.
    withMeasured(m_prefill,
                 speed.prefillTokensPerSecond > 0
                     ? tr("%1 (%2)").arg(llmtext::tokensPerSecond(speed.prefillTokensPerSecond),
                                         llmtext::estimateNote(LlmTest::Prefill, build.plan.backend))
                     : tr("not known: its maker publishes no compute rate"),
                 build.measuredPrefill);
    const int prompt =
        build.workload.promptTokens > 0 ? build.workload.promptTokens : build.workload.contextTokens;
    m_firstTokenLabel->setText(tr("First token, %1-token prompt:").arg(QLocale().toString(prompt)));
    m_firstToken->setText(speed.timeToFirstTokenSeconds > 0 ? llmtext::duration(speed.timeToFirstTokenSeconds)
                                                            : tr("not known"));
    QString note =
        speed.prefill.integerKernels
            ? tr("Decode is one token for every user per step, bound by memory bandwidth; prefill reads the "
                 "prompt with llama.cpp's integer kernels, bound by the SMs (count x clock), not the "
                 "datasheet "
                 "tensor rate.")
            : tr("Decode is one token for every user per step, bound by memory bandwidth; prefill reads "
                 "the prompt, bound by tensor throughput.");
    if (build.plan.offloaded()) {
        note += QLatin1Char(' ') + tr("The weights in RAM cross PCIe (%1 GB/s) once per %2 prompt tokens: "
                                      "that bounds prefill.")
                                       .arg(QLocale().toString(build.plan.offload->pcieGBps, 'f', 0))
                                       .arg(llmMicroBatchTokens);
    }
    if (build.count > 1) {
        // The shipped llama.cpp measurements are of one GPU: none speaks for a build of several.
        note += QLatin1Char(' ') + tr("Multi-GPU overheads are assumptions, not measured.");
    }
    m_speedNote->setText(note);
}

} // namespace gpuadvisor
