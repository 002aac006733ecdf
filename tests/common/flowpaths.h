#pragma once

// Answer sets that walk the 2023 flowchart (seed fact R13) to each of its 23 leaves, at the
// guide's round prices on its publication day: shared by the flowchart's core tests and the
// wizard's routing tests, so both walk the same paths.

#include "gpuadvisor/core/advice/flowchart.h"
#include "testdate.h"

#include <initializer_list>
#include <map>
#include <optional>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

namespace gpuadvisor::testing {

inline const Date guideDay = day(2023, 1, 30);

inline PriceObservation price(std::string name, Condition condition, double usd, Date on = guideDay) {
    return {std::move(name), condition, usd, on, "test"};
}

/// The guide's cards at round prices on the guide's day.
inline std::vector<PriceObservation> guidePrices() {
    return {
        price("RTX 4090", Condition::New, 1600),    price("RTX 3090", Condition::Used, 800),
        price("RTX 3090 Ti", Condition::Used, 950), price("RTX 4080", Condition::New, 1200),
        price("RTX 4070 Ti", Condition::New, 800),  price("RTX 2080 Ti", Condition::Used, 450),
        price("RTX 3060", Condition::Used, 260),
    };
}

inline const PriceBook& guideBook() {
    static const PriceBook book(guidePrices());
    return book;
}

using Answer = std::pair<FlowQuestion, bool>;

inline FlowAnswers makeAnswers(std::initializer_list<Answer> given,
                               std::optional<double> budgetUsd = std::nullopt,
                               std::map<FlowNodeId, bool> budgetAnswers = {}) {
    FlowAnswers answers;
    for (const auto& [question, value] : given) {
        answers.setAnswer(question, value);
    }
    answers.budgetUsd = budgetUsd;
    answers.budgetAnswers = std::move(budgetAnswers);
    return answers;
}

using Q = FlowQuestion;
using L = FlowLeaf;

// Shorthands for the common prefixes.
inline const Answer org{Q::Organization, true};
inline const Answer individual{Q::Organization, false};
inline const Answer train{Q::Train, true};
inline const Answer noTrain{Q::Train, false};

struct FlowPath {
    std::string name; ///< Test name suffix.
    FlowAnswers answers;
    FlowLeaf leaf;
    std::size_t steps;
};

inline void PrintTo(const FlowPath& path, std::ostream* out) {
    *out << path.name;
}

inline std::vector<FlowPath> flowPaths() {
    return {
        // Organisations.
        {"OrgLlmAzure", makeAnswers({org, {Q::LargeLlms, true}, {Q::Rich, true}}), L::OrgLlmAzure, 3},
        {"OrgLlmAws", makeAnswers({org, {Q::LargeLlms, true}, {Q::Rich, false}, {Q::MiddleBudget, true}}),
         L::OrgLlmAws, 4},
        {"OrgLlmDoSomethingElse",
         makeAnswers({org, {Q::LargeLlms, true}, {Q::Rich, false}, {Q::MiddleBudget, false}}),
         L::OrgLlmDoSomethingElse, 4},
        {"OrgH100", makeAnswers({org, {Q::LargeLlms, false}, {Q::Rich, true}}), L::OrgH100, 3},
        {"OrgServerMix", makeAnswers({org, {Q::LargeLlms, false}, {Q::Rich, false}}), L::OrgServerMix, 3},
        // Individuals training Transformers: RTX 4090 $1,600 -> used RTX 3090 $800 -> give up.
        {"TrainTransformersRtx4090", makeAnswers({individual, train, {Q::Transformers, true}}, 2000),
         L::TrainTransformersRtx4090, 4},
        {"TrainTransformersUsedRtx3090", makeAnswers({individual, train, {Q::Transformers, true}}, 1000),
         L::TrainTransformersUsedRtx3090, 5},
        {"TrainTransformersUsedRtx3090Direct",
         makeAnswers({individual, train, {Q::Transformers, true}}, std::nullopt, {{7, false}, {8, true}}),
         L::TrainTransformersUsedRtx3090, 5},
        {"TrainTransformersGiveUp", makeAnswers({individual, train, {Q::Transformers, true}}, 500),
         L::TrainTransformersGiveUp, 5},
        // Individuals training other models: RTX 4080 $1,200 -> RTX 4070 Ti $800 -> used RTX 2080 Ti
        // $450 -> used RTX 3060 $260 -> small datasets?
        {"TrainOtherRtx4080", makeAnswers({individual, train, {Q::Transformers, false}}, 1500),
         L::TrainOtherRtx4080, 4},
        {"TrainOtherRtx4070Ti", makeAnswers({individual, train, {Q::Transformers, false}}, 1000),
         L::TrainOtherRtx4070Ti, 5},
        {"TrainOtherUsedRtx2080Ti", makeAnswers({individual, train, {Q::Transformers, false}}, 500),
         L::TrainOtherUsedRtx2080Ti, 6},
        {"TrainOtherUsedRtx3060", makeAnswers({individual, train, {Q::Transformers, false}}, 300),
         L::TrainOtherUsedRtx3060, 7},
        {"TrainOtherUsedRtx3060DirectOverBudget",
         makeAnswers({individual, train, {Q::Transformers, false}}, 100, {{12, true}}),
         L::TrainOtherUsedRtx3060, 7},
        {"TrainOtherRent",
         makeAnswers({individual, train, {Q::Transformers, false}, {Q::SmallDatasets, true}}, 100),
         L::TrainOtherRent, 8},
        {"TrainOtherReadGuide",
         makeAnswers({individual, train, {Q::Transformers, false}, {Q::SmallDatasets, false}}, 100),
         L::TrainOtherReadGuide, 8},
        {"TrainOtherReadGuideDirect",
         makeAnswers({individual, train, {Q::Transformers, false}, {Q::SmallDatasets, false}}, std::nullopt,
                     {{9, false}, {10, false}, {11, false}, {12, false}}),
         L::TrainOtherReadGuide, 8},
        // Individuals running LLMs: RTX 4090 -> used RTX 3090 -> small datasets?
        {"LlmRtx4090", makeAnswers({individual, noTrain, {Q::Llms, true}}, 2000), L::LlmRtx4090, 4},
        {"LlmRtx4090Direct", makeAnswers({individual, noTrain, {Q::Llms, true}}, std::nullopt, {{15, true}}),
         L::LlmRtx4090, 4},
        {"LlmUsedRtx3090", makeAnswers({individual, noTrain, {Q::Llms, true}}, 900), L::LlmUsedRtx3090, 5},
        {"LlmRent", makeAnswers({individual, noTrain, {Q::Llms, true}, {Q::SmallDatasets, true}}, 500),
         L::LlmRent, 6},
        {"LlmReadGuide", makeAnswers({individual, noTrain, {Q::Llms, true}, {Q::SmallDatasets, false}}, 500),
         L::LlmReadGuide, 6},
        // Individuals running other models: RTX 4070 Ti or RTX 4080 -> used RTX 2080 Ti -> used RTX
        // 3060 -> small datasets?
        {"InferenceRtx4070TiOr4080", makeAnswers({individual, noTrain, {Q::Llms, false}}, 900),
         L::InferenceRtx4070TiOr4080, 4},
        {"InferenceUsedRtx2080Ti", makeAnswers({individual, noTrain, {Q::Llms, false}}, 500),
         L::InferenceUsedRtx2080Ti, 5},
        {"InferenceUsedRtx2080TiDirect",
         makeAnswers({individual, noTrain, {Q::Llms, false}}, 100000, {{18, false}}),
         L::InferenceUsedRtx2080Ti, 5},
        {"InferenceUsedRtx3060", makeAnswers({individual, noTrain, {Q::Llms, false}}, 300),
         L::InferenceUsedRtx3060, 6},
        {"InferenceRent", makeAnswers({individual, noTrain, {Q::Llms, false}, {Q::SmallDatasets, true}}, 100),
         L::InferenceRent, 7},
        {"InferenceReadGuide",
         makeAnswers({individual, noTrain, {Q::Llms, false}, {Q::SmallDatasets, false}}, 100),
         L::InferenceReadGuide, 7},
    };
}

} // namespace gpuadvisor::testing
