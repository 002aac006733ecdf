#include "gpuadvisor/text/advisortext.h"

#include "gpuadvisor/text/fromstd.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace gpuadvisor::text {
namespace {

/// The translation context of every string here (lupdate reads AdvisorText::tr calls).
class AdvisorText {
    Q_DECLARE_TR_FUNCTIONS(AdvisorText)
};

/// Rounded down, so a share just under a threshold (0.7996 of the best) never reads as the
/// threshold itself (80 %).
QString percent(double share) {
    return QLocale().toString(std::floor(share * 100), 'f', 0) + QLatin1Char('%');
}

QString gigabytes(double gb) {
    return AdvisorText::tr("%1 GB").arg(QLocale().toString(gb, 'f', 1));
}

} // namespace

QString cardWithCondition(std::string_view gpu, Condition condition) {
    return condition == Condition::Used ? AdvisorText::tr("%1 (used)").arg(fromStd(gpu))
                                        : AdvisorText::tr("%1 (new)").arg(fromStd(gpu));
}

QString cardAlternatives(std::span<const GuideCard> cards) {
    QStringList names;
    for (const GuideCard& card : cards) {
        names << cardWithCondition(card.gpu, card.condition);
    }
    return names.join(AdvisorText::tr(" or "));
}

QString factList(std::span<const std::string_view> facts) {
    QStringList ids;
    for (const std::string_view fact : facts) {
        ids << fromStd(fact);
    }
    return ids.join(QStringLiteral(", "));
}

QString yesNo(bool value) {
    return value ? AdvisorText::tr("Yes") : AdvisorText::tr("No");
}

QString questionText(const FlowNode& node) {
    switch (node.question) {
    case FlowQuestion::Organization:
        return AdvisorText::tr("Are you buying for an organisation (a lab, a startup, a company)?");
    case FlowQuestion::LargeLlms:
        return AdvisorText::tr("Will you train large language models of 13 billion parameters or more?");
    case FlowQuestion::Rich:
        return AdvisorText::tr("Is money hardly a constraint?");
    case FlowQuestion::MiddleBudget:
        return AdvisorText::tr("Do you have a middle-sized budget?");
    case FlowQuestion::Train:
        return AdvisorText::tr("Do you plan to train models, not only run them?");
    case FlowQuestion::Transformers:
        return AdvisorText::tr("Will you mostly train Transformers?");
    case FlowQuestion::Llms:
        return AdvisorText::tr("Will you run large language models?");
    case FlowQuestion::WithinBudget:
        return AdvisorText::tr("Within your budget: %1?").arg(cardAlternatives(node.budgetCards));
    case FlowQuestion::SmallDatasets:
        return AdvisorText::tr("Are your datasets small, or can you stream them?");
    }
    return {};
}

QString questionHelp(FlowQuestion question) {
    switch (question) {
    case FlowQuestion::Organization:
        return AdvisorText::tr("Organisations buy servers for several people and must respect the "
                               "licence that keeps GeForce cards out of data centres (R7).");
    case FlowQuestion::LargeLlms:
        return AdvisorText::tr("Models this large need clusters of A100/H100-class GPUs for weeks.");
    case FlowQuestion::Rich:
        return AdvisorText::tr("Answer yes if the fastest hardware is affordable and speed matters more "
                               "than cost.");
    case FlowQuestion::MiddleBudget:
        return AdvisorText::tr("Enough to rent GPU clusters for the length of a project, though not to "
                               "buy one.");
    case FlowQuestion::Train:
        return AdvisorText::tr("Training (including fine-tuning) needs more memory and speed than "
                               "running a trained model.");
    case FlowQuestion::Transformers:
        return AdvisorText::tr("Transformers need 24 GB of GPU memory to work with comfortably (M1); "
                               "conv nets and smaller models need less.");
    case FlowQuestion::Llms:
        return AdvisorText::tr("Large language models need as much GPU memory as you can get.");
    case FlowQuestion::WithinBudget:
        return AdvisorText::tr("Answered from your budget and the catalog's newest price of the card "
                               "for all your GPUs.");
    case FlowQuestion::SmallDatasets:
        return AdvisorText::tr("Small or streamed data can be worked on in a rented cloud GPU without "
                               "long uploads (R13).");
    }
    return {};
}

QString stepReason(const FlowStep& step, const PriceAgeRule& priceAge) {
    if (step.source == AnswerSource::User || !step.budget) {
        return step.answer ? AdvisorText::tr("Yes, as you answered.")
                           : AdvisorText::tr("No, as you answered.");
    }
    const BudgetCheck& check = *step.budget;
    const QString card = cardWithCondition(check.gpu, check.condition);
    const QString date = priceDateInList(check.priceDate, priceAge);
    // Over the budget by less than the rounding: to the cent, never "$500, over your budget of $500".
    const int decimals = !step.answer && money(check.totalUsd()) == money(check.budgetUsd) ? 2 : -1;
    const QString total = money(check.totalUsd(), decimals);
    const QString budget = money(check.budgetUsd, decimals);
    if (check.gpuCount == 1) { // the card's price is the total
        return step.answer ? AdvisorText::tr("Yes: %1 at %2 (price of %3), within your budget of %4.")
                                 .arg(card, total, date, budget)
                           : AdvisorText::tr("No: %1 at %2 (price of %3), over your budget of %4.")
                                 .arg(card, total, date, budget);
    }
    const QString each =
        decimals == 2 ? money(check.unitPriceUsd, 2) : moneyEach(check.unitPriceUsd, check.gpuCount);
    if (step.answer) {
        return AdvisorText::tr("Yes: %1 x %2 at %3 (price of %4) is %5, within your budget of %6.")
            .arg(check.gpuCount)
            .arg(card, each, date, total, budget);
    }
    return AdvisorText::tr("No: %1 x %2 at %3 (price of %4) is %5, over your budget of %6.")
        .arg(check.gpuCount)
        .arg(card, each, date, total, budget);
}

QString leafTitle(FlowLeaf leaf) {
    switch (leaf) {
    case FlowLeaf::OrgLlmAzure:
        return AdvisorText::tr("Rent A100/H100 clusters on Azure");
    case FlowLeaf::OrgLlmAws:
        return AdvisorText::tr("Rent A100/H100 clusters on AWS");
    case FlowLeaf::OrgLlmDoSomethingElse:
        return AdvisorText::tr("Do something other than training 13B+ models");
    case FlowLeaf::OrgH100:
        return AdvisorText::tr("Buy H100 SXM servers");
    case FlowLeaf::OrgServerMix:
        return AdvisorText::tr("Buy a mix of RTX 6000 Ada (or L40) and H100 servers");
    case FlowLeaf::TrainTransformersRtx4090:
    case FlowLeaf::LlmRtx4090:
        return AdvisorText::tr("Buy an RTX 4090");
    case FlowLeaf::TrainTransformersUsedRtx3090:
    case FlowLeaf::LlmUsedRtx3090:
        return AdvisorText::tr("Buy a used RTX 3090 or RTX 3090 Ti");
    case FlowLeaf::TrainTransformersGiveUp:
        return AdvisorText::tr("Do not buy a GPU for Transformers yet");
    case FlowLeaf::TrainOtherRtx4080:
        return AdvisorText::tr("Buy an RTX 4080");
    case FlowLeaf::TrainOtherRtx4070Ti:
        return AdvisorText::tr("Buy an RTX 4070 Ti");
    case FlowLeaf::TrainOtherUsedRtx2080Ti:
    case FlowLeaf::InferenceUsedRtx2080Ti:
        return AdvisorText::tr("Buy a used RTX 2080 Ti");
    case FlowLeaf::TrainOtherUsedRtx3060:
    case FlowLeaf::InferenceUsedRtx3060:
        return AdvisorText::tr("Buy a used RTX 3060");
    case FlowLeaf::TrainOtherRent:
    case FlowLeaf::LlmRent:
    case FlowLeaf::InferenceRent:
        return AdvisorText::tr("Rent GPUs by the hour (vast.ai, Lambda)");
    case FlowLeaf::TrainOtherReadGuide:
    case FlowLeaf::LlmReadGuide:
    case FlowLeaf::InferenceReadGuide:
        return AdvisorText::tr("No simple answer: work through the four steps");
    case FlowLeaf::InferenceRtx4070TiOr4080:
        return AdvisorText::tr("Buy an RTX 4070 Ti or an RTX 4080");
    }
    return {};
}

QString leafReason(FlowLeaf leaf) {
    switch (leaf) {
    case FlowLeaf::OrgLlmAzure:
        return AdvisorText::tr("Training models of 13B parameters or more takes hundreds of A100/H100-class "
                               "GPUs for weeks. With a large budget, renting them on Azure is quicker than "
                               "building and running such a cluster, and it scales down when the run ends "
                               "(C6).");
    case FlowLeaf::OrgLlmAws:
        return AdvisorText::tr(
            "With a middle-sized budget, rent A100/H100 instances on AWS for the length of "
            "each run and pay nothing between runs (C6).");
    case FlowLeaf::OrgLlmDoSomethingElse:
        return AdvisorText::tr("Training 13B+ models from scratch does not fit a small budget. Fine-tune an "
                               "existing open model, or look at TPUs and shared clusters, which are cost-"
                               "effective at scale (R12).");
    case FlowLeaf::OrgH100:
        return AdvisorText::tr("When money is no obstacle, H100 SXM servers are the fastest per GPU and, at "
                               "their speed, still cost-effective (R2).");
    case FlowLeaf::OrgServerMix:
        return AdvisorText::tr(
            "For academic and startup servers, RTX 6000 Ada cards give the most per dollar "
            "with 48 GB each; L40 is an alternative on a good deal. Make two thirds to "
            "four fifths of the GPUs these, and the rest H100 for the largest jobs (R2). "
            "GeForce cards are not licensed for data centres (R7).");
    case FlowLeaf::TrainTransformersRtx4090:
        return AdvisorText::tr("Transformers want 24 GB of memory (M1). The RTX 4090 is the fastest 24 GB "
                               "consumer card, and your budget covers it.");
    case FlowLeaf::TrainTransformersUsedRtx3090:
        return AdvisorText::tr("Transformers want 24 GB of memory (M1). A used RTX 3090 or 3090 Ti has it "
                               "for about half the price of an RTX 4090; used cards are the guide's advice "
                               "for a tight budget (C8).");
    case FlowLeaf::TrainTransformersGiveUp:
        return AdvisorText::tr("Below the price of a used 24 GB card, most Transformers will not fit in "
                               "memory (M1). Save for one, or rent a GPU for a while to learn what your "
                               "models really need (M4).");
    case FlowLeaf::TrainOtherRtx4080:
        return AdvisorText::tr("For conv nets and smaller models, the RTX 4080 trains fast and has 16 GB; "
                               "your budget covers it.");
    case FlowLeaf::TrainOtherRtx4070Ti:
        return AdvisorText::tr("The RTX 4070 Ti is among the best-value new cards (R1). Its 12 GB suit most "
                               "models that are not large Transformers.");
    case FlowLeaf::TrainOtherUsedRtx2080Ti:
    case FlowLeaf::InferenceUsedRtx2080Ti:
        return AdvisorText::tr("A used RTX 2080 Ti has tensor cores and 11 GB for little money; used cards "
                               "stretch a small budget furthest (C8).");
    case FlowLeaf::TrainOtherUsedRtx3060:
    case FlowLeaf::InferenceUsedRtx3060:
        return AdvisorText::tr("A used RTX 3060 has 12 GB and tensor cores: the cheapest card that is still "
                               "worth learning and prototyping on (C8).");
    case FlowLeaf::TrainOtherRent:
    case FlowLeaf::LlmRent:
    case FlowLeaf::InferenceRent:
        return AdvisorText::tr("No card worth buying fits the budget, but your data is small or streams, so "
                               "renting a GPU on vast.ai or Lambda by the hour works well. It also measures "
                               "how much memory you need (M4). Past a year of steady use, a desktop is "
                               "cheaper (C6).");
    case FlowLeaf::TrainOtherReadGuide:
    case FlowLeaf::LlmReadGuide:
    case FlowLeaf::InferenceReadGuide:
        return AdvisorText::tr("Large datasets on a budget below a used RTX 3060 have no simple answer. Work "
                               "through the four steps below, and weigh a cheap card for prototyping against "
                               "rented GPUs for the full runs (R14).");
    case FlowLeaf::LlmRtx4090:
        return AdvisorText::tr("Language models need as much memory as you can get. The RTX 4090 has 24 GB "
                               "and the fastest 8-bit inference of the consumer cards (P13).");
    case FlowLeaf::LlmUsedRtx3090:
        return AdvisorText::tr("A used RTX 3090 or 3090 Ti gives language models the same 24 GB as an RTX "
                               "4090 for much less (M1, C8).");
    case FlowLeaf::InferenceRtx4070TiOr4080:
        return AdvisorText::tr("For running models other than LLMs, the RTX 4070 Ti has the best inference "
                               "performance per dollar (R1); the RTX 4080 adds speed and 16 GB of memory.");
    }
    return {};
}

QString useCaseLabel(UseCase useCase) {
    switch (useCase) {
    case UseCase::Learning:
        return AdvisorText::tr("Learning deep learning");
    case UseCase::Kaggle:
        return AdvisorText::tr("Kaggle competitions");
    case UseCase::Prototyping:
        return AdvisorText::tr("Prototyping models");
    case UseCase::ComputerVision:
        return AdvisorText::tr("Computer-vision applications");
    case UseCase::PretrainedTransformers:
        return AdvisorText::tr("Using pretrained Transformers or training small ones");
    case UseCase::ImageGeneration:
        return AdvisorText::tr("Image generation (Stable Diffusion and the like)");
    case UseCase::Transformers:
        return AdvisorText::tr("Working with Transformers");
    case UseCase::Research:
        return AdvisorText::tr("Research: training large Transformers or conv nets");
    case UseCase::LargeImages:
        return AdvisorText::tr("Medical imaging, very large images, GANs, style transfer");
    }
    return {};
}

QString precisionLabel(Precision precision) {
    switch (precision) {
    case Precision::Fp32:
        return AdvisorText::tr("FP32 (4 bytes a parameter)");
    case Precision::Fp16:
        return AdvisorText::tr("FP16 / BF16 (2 bytes)");
    case Precision::Int8:
        return AdvisorText::tr("8-bit (1 byte)");
    case Precision::Int4:
        return AdvisorText::tr("4-bit (half a byte)");
    }
    return {};
}

QString memoryBreakdown(const ModelMemoryEstimate& estimate) {
    QStringList parts{AdvisorText::tr("weights %1").arg(gigabytes(estimate.weightsGb))};
    if (estimate.gradientsGb > 0) {
        parts << AdvisorText::tr("gradients %1").arg(gigabytes(estimate.gradientsGb));
    }
    if (estimate.optimizerGb > 0) {
        parts << AdvisorText::tr("optimizer state %1").arg(gigabytes(estimate.optimizerGb));
    }
    parts << AdvisorText::tr("activations and headroom %1").arg(gigabytes(estimate.headroomGb));
    return AdvisorText::tr("%1 = %2").arg(parts.join(QStringLiteral(" + ")), gigabytes(estimate.totalGb()));
}

QString llmWorkloadText(const LlmWorkload& workload) {
    const QString model = fromStd(workload.model.name);
    const QString context =
        AdvisorText::tr("%1-token context").arg(QLocale().toString(workload.contextTokens));
    switch (workload.task) {
    case LlmTask::Inference: {
        QString text = AdvisorText::tr("%1 in %2, %3")
                           .arg(model, fromStd(weightFormatInfo(workload.weights).label), context);
        if (workload.sequences > 1) {
            text += AdvisorText::tr(", %1 users at once").arg(QLocale().toString(workload.sequences));
        }
        if (workload.host.known() && workload.offload == LlmOffloadMode::Auto) {
            // Builds may keep part of it in the computer's RAM (one GPU + RAM).
            text += AdvisorText::tr(", spilling into %1 GB of RAM at %2 GB/s where the cards fall short")
                        .arg(QLocale().toString(workload.host.ramGb, 'f', 0),
                             QLocale().toString(workload.host.bandwidthGBps, 'f', 0));
        }
        return text;
    }
    case LlmTask::LoRA:
        return AdvisorText::tr("LoRA fine-tuning of %1, %2").arg(model, context);
    case LlmTask::QLoRA:
        return AdvisorText::tr("QLoRA fine-tuning of %1, %2").arg(model, context);
    case LlmTask::FullFineTuning:
        return AdvisorText::tr("full fine-tuning of %1, %2").arg(model, context);
    }
    return model;
}

QString llmMemoryBreakdown(const LlmMemory& memory) {
    QStringList parts{AdvisorText::tr("weights %1").arg(gigabytes(memory.weightsGiB))};
    if (memory.kvCacheGiB > 0) {
        parts << AdvisorText::tr("KV cache %1").arg(gigabytes(memory.kvCacheGiB));
    }
    if (memory.trainingStateGiB > 0) {
        parts << AdvisorText::tr("gradients, optimizer and adapters %1")
                     .arg(gigabytes(memory.trainingStateGiB));
    }
    parts << AdvisorText::tr("activations %1").arg(gigabytes(memory.activationsGiB))
          << AdvisorText::tr("runtime %1").arg(gigabytes(memory.overheadGiB));
    return AdvisorText::tr("%1 = %2").arg(parts.join(QStringLiteral(" + ")), gigabytes(memory.totalGiB()));
}

QString verdictText(const GuideAssessment& assessment) {
    switch (assessment.verdict) {
    case GuideVerdict::GoodDeal:
        return AdvisorText::tr("Good deal: %1 of the best performance per dollar")
            .arg(percent(assessment.shareOfBest));
    case GuideVerdict::PoorDeal:
        return AdvisorText::tr("Poor deal at these prices: %1 of the best performance per dollar")
            .arg(percent(assessment.shareOfBest));
    case GuideVerdict::TooLittleMemory:
        return AdvisorText::tr("Too little memory for your need");
    case GuideVerdict::OverBudget:
        return AdvisorText::tr("Over your budget");
    case GuideVerdict::Excluded:
        return AdvisorText::tr("Left out by your choices (segment or used cards)");
    case GuideVerdict::Unsupported:
        return AdvisorText::tr("Current software no longer runs on it");
    case GuideVerdict::NoPrice:
        return AdvisorText::tr("No price in the catalog by the chosen day");
    case GuideVerdict::NotInCatalog:
        return AdvisorText::tr("Not in the catalog");
    }
    return {};
}

QString guidePickWarning(std::span<const GuideAssessment> guide) {
    if (guide.empty()) {
        return {};
    }
    const GuideAssessment* bestGuide = nullptr;
    for (const GuideAssessment& assessment : guide) {
        if (assessment.verdict == GuideVerdict::GoodDeal) {
            return {};
        }
        if (assessment.verdict == GuideVerdict::PoorDeal &&
            (bestGuide == nullptr || assessment.shareOfBest > bestGuide->shareOfBest)) {
            bestGuide = &assessment;
        }
    }
    if (bestGuide != nullptr) {
        return AdvisorText::tr("At these prices the guide's pick, %1, gives only %2 of the best performance "
                               "per dollar that meets your needs; the live pick is the better buy.")
            .arg(cardWithCondition(bestGuide->card.gpu, bestGuide->card.condition),
                 percent(bestGuide->shareOfBest));
    }
    return AdvisorText::tr("None of the guide's cards qualifies with your memory need, budget and choices; "
                           "the live pick shows what does.");
}

QString trainingScaleLabel(TrainingScale scale) {
    switch (scale) {
    case TrainingScale::SmallDatasets:
        return AdvisorText::tr("Small datasets such as Pascal VOC: 1 GPU");
    case TrainingScale::TwoRuns:
        return AdvisorText::tr("Two runs at once, or bigger batches: 2 GPUs");
    case TrainingScale::MediumDatasets:
        return AdvisorText::tr("Medium datasets such as MS COCO: 4 GPUs");
    case TrainingScale::ReproducePapers:
        return AdvisorText::tr("Reproducing papers: 8 GPUs");
    }
    return {};
}

QString clusterAdviceText(const ClusterAdvice& advice, const ClusterCardNames& cards) {
    QString tier;
    switch (advice.tier) {
    case ClusterTier::Small:
        tier = advice.consumerCardsAllowed
                   ? AdvisorText::tr("Under 128 GPUs: 8-GPU nodes of GeForce cards if you can cool them, "
                                     "otherwise of workstation or data-centre cards (R5).")
                   : AdvisorText::tr("Under 128 GPUs without GeForce cards: 8-GPU nodes of workstation or "
                                     "data-centre cards (R5).");
        break;
    case ClusterTier::Large:
        tier = AdvisorText::tr("128 GPUs or more: 8-GPU nodes of data-centre cards (R5).");
        break;
    case ClusterTier::SuperPod:
        tier = AdvisorText::tr("256 GPUs or more: a DGX SuperPOD (R5).");
        break;
    case ClusterTier::A100Pod:
        tier =
            AdvisorText::tr("512 GPUs or more: a DGX SuperPOD of the current data-centre generation (R5).");
        break;
    case ClusterTier::Frontier:
        tier = AdvisorText::tr("1024 GPUs or more: only TPU pods and DGX SuperPODs compete (R5, R12).");
        break;
    }
    QString fleet;
    switch (advice.fleet) {
    case ServerFleet::Few:
        fleet = AdvisorText::tr("Servers of 8 GPUs: %1. Workstations or a few servers are enough.");
        break;
    case ServerFleet::Lab:
        fleet = advice.consumerCardsAllowed
                    ? AdvisorText::tr(
                          "Servers of 8 GPUs: %1. Labs and small firms do well with RTX-class cards in "
                          "4-8 GPU Supermicro or ASUS chassis (R10).")
                    : AdvisorText::tr(
                          "Servers of 8 GPUs: %1. Labs and small firms do well with 4-8 GPU Supermicro "
                          "or ASUS chassis, here with workstation or data-centre cards (R10, R7).");
        break;
    case ServerFleet::Large:
        fleet = AdvisorText::tr("Servers of 8 GPUs: %1. At this size, data-centre cards or the cloud (R10).");
        break;
    }
    fleet = fleet.arg(advice.servers);
    QString today;
    const bool geforce = advice.consumerCardsAllowed && advice.tier == ClusterTier::Small;
    if (geforce && !cards.consumer.isEmpty() && !cards.server.isEmpty()) {
        today = AdvisorText::tr("Best value for such nodes at today's new prices: %1 among GeForce cards, %2 "
                                "among workstation and data-centre cards.")
                    .arg(cards.consumer, cards.server);
    } else if (!cards.server.isEmpty()) {
        today = AdvisorText::tr("Best value for such nodes at today's new prices: %1.").arg(cards.server);
    }
    return today.isEmpty() ? tier + QLatin1Char(' ') + fleet
                           : tier + QLatin1Char(' ') + today + QLatin1Char(' ') + fleet;
}

ClusterCardNames clusterCardNames(const ClusterCards& cards) {
    ClusterCardNames names;
    if (cards.consumer) {
        names.consumer = fromStd(cards.consumer->gpu->name);
    }
    if (cards.server) {
        names.server = fromStd(cards.server->gpu->name);
    }
    return names;
}

QStringList fourStepMethod() {
    return {
        AdvisorText::tr("1. Decide what you want to do: the answers above."),
        AdvisorText::tr("2. Work out the memory that needs: the memory estimate (M1-M3)."),
        AdvisorText::tr("3. Among cards with that memory, take the best performance per dollar: the live "
                        "pick (R3)."),
        AdvisorText::tr(
            "4. Check the build: does the card fit the case, is the power supply enough, can it be "
            "cooled (R14, B1-B5)."),
    };
}

QString noCandidateReason(const LivePick& pick) {
    QStringList parts;
    if (pick.tooLittleMemory > 0) {
        parts << AdvisorText::tr("cards with too little memory: %1").arg(pick.tooLittleMemory);
    }
    if (pick.overBudget > 0) {
        parts << AdvisorText::tr("prices over your budget: %1").arg(pick.overBudget);
    }
    if (pick.unpriced > 0) {
        parts << AdvisorText::tr("cards without a price by the chosen day: %1").arg(pick.unpriced);
    }
    if (parts.isEmpty()) {
        return AdvisorText::tr("No card in the catalog meets your needs.");
    }
    return AdvisorText::tr("No card in the catalog meets your needs (%1).")
        .arg(parts.join(QStringLiteral("; ")));
}

} // namespace gpuadvisor::text
