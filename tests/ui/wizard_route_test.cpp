// The wizard's routing over every leaf of the flowchart (seed fact R13), table-driven and without
// clicking: which pages each walk shows, and that the progress never promises fewer pages than
// the walk still takes.

#include "gpuadvisor/ui/wizard/advisorwizard.h"
#include "wizard/wizardroute.h"

#include "flowpaths.h"

#include <gtest/gtest.h>

#include <map>
#include <set>
#include <string>
#include <vector>

using namespace gpuadvisor;
using namespace gpuadvisor::testing;

namespace {

using W = AdvisorWizard;

/// The pages each path of flowPaths() shows, in order: one page a question, one budget page for a
/// run of budget questions, then memory, the cluster page for organisations, and the result.
const std::map<std::string, std::vector<int>>& expectedPages() {
    static const std::vector<int> orgTail{W::MemoryPage, W::ClusterPage, W::ResultPage};
    static const std::vector<int> tail{W::MemoryPage, W::ResultPage};
    const auto path = [](std::vector<int> questions, const std::vector<int>& end) {
        questions.insert(questions.end(), end.begin(), end.end());
        return questions;
    };
    const std::vector<int> trainTransformers{W::OrganizationPage, W::TrainPage, W::TransformersPage,
                                             W::BudgetPage};
    const std::vector<int> runLlms{W::OrganizationPage, W::TrainPage, W::LlmsPage, W::BudgetPage};
    static const std::map<std::string, std::vector<int>> pages{
        {"OrgLlmAzure", path({W::OrganizationPage, W::LargeLlmsPage, W::RichPage}, orgTail)},
        {"OrgLlmAws",
         path({W::OrganizationPage, W::LargeLlmsPage, W::RichPage, W::MiddleBudgetPage}, orgTail)},
        {"OrgLlmDoSomethingElse",
         path({W::OrganizationPage, W::LargeLlmsPage, W::RichPage, W::MiddleBudgetPage}, orgTail)},
        {"OrgH100", path({W::OrganizationPage, W::LargeLlmsPage, W::RichPage}, orgTail)},
        {"OrgServerMix", path({W::OrganizationPage, W::LargeLlmsPage, W::RichPage}, orgTail)},
        {"TrainTransformersRtx4090", path(trainTransformers, tail)},
        {"TrainTransformersUsedRtx3090", path(trainTransformers, tail)},
        {"TrainTransformersUsedRtx3090Direct", path(trainTransformers, tail)},
        {"TrainTransformersGiveUp", path(trainTransformers, tail)},
        {"TrainOtherRtx4080", path(trainTransformers, tail)},
        {"TrainOtherRtx4070Ti", path(trainTransformers, tail)},
        {"TrainOtherUsedRtx2080Ti", path(trainTransformers, tail)},
        {"TrainOtherUsedRtx3060", path(trainTransformers, tail)},
        {"TrainOtherUsedRtx3060DirectOverBudget", path(trainTransformers, tail)},
        {"TrainOtherRent", path(path(trainTransformers, {W::SmallDatasetsPage}), tail)},
        {"TrainOtherReadGuide", path(path(trainTransformers, {W::SmallDatasetsPage}), tail)},
        {"TrainOtherReadGuideDirect", path(path(trainTransformers, {W::SmallDatasetsPage}), tail)},
        {"LlmRtx4090", path(runLlms, tail)},
        {"LlmRtx4090Direct", path(runLlms, tail)},
        {"LlmUsedRtx3090", path(runLlms, tail)},
        {"LlmRent", path(path(runLlms, {W::SmallDatasetsPage}), tail)},
        {"LlmReadGuide", path(path(runLlms, {W::SmallDatasetsPage}), tail)},
        {"InferenceRtx4070TiOr4080", path(runLlms, tail)},
        {"InferenceUsedRtx2080Ti", path(runLlms, tail)},
        {"InferenceUsedRtx2080TiDirect", path(runLlms, tail)},
        {"InferenceUsedRtx3060", path(runLlms, tail)},
        {"InferenceRent", path(path(runLlms, {W::SmallDatasetsPage}), tail)},
        {"InferenceReadGuide", path(path(runLlms, {W::SmallDatasetsPage}), tail)},
    };
    return pages;
}

class WizardRoute : public ::testing::TestWithParam<FlowPath> {};

} // namespace

TEST_P(WizardRoute, ShowsThePagesOfItsLeafAndNeverUnderstatesWhatIsLeft) {
    const FlowPath& path = GetParam();
    const FlowWalk walk = walkFlowchart(path.answers, guideBook(), guideDay);
    ASSERT_TRUE(walk.complete());
    ASSERT_EQ(walk.leaf, path.leaf);

    const auto expected = expectedPages().find(path.name);
    ASSERT_NE(expected, expectedPages().end()) << "no expected pages for " << path.name;
    const std::vector<int> pages = wizardroute::pagePath(walk);
    EXPECT_EQ(pages, expected->second);

    // The progress bar's "at most N more pages" holds on every page of the walk.
    for (std::size_t at = 0; at < pages.size(); ++at) {
        EXPECT_GE(wizardroute::maxPagesFrom(pages[at], walk), static_cast<int>(pages.size() - at))
            << "page " << pages[at];
    }
    EXPECT_EQ(wizardroute::maxPagesFrom(W::ResultPage, walk), 1);

    // The budget page decides exactly the budget questions of the walk.
    const std::vector<FlowNodeId> chain = wizardroute::budgetChain(walk);
    const bool budgetPage = std::find(pages.begin(), pages.end(), W::BudgetPage) != pages.end();
    EXPECT_EQ(!chain.empty(), budgetPage);
    for (const FlowStep& step : walk.steps) {
        if (step.question == FlowQuestion::WithinBudget) {
            EXPECT_NE(std::find(chain.begin(), chain.end(), step.node), chain.end()) << step.node;
        } else {
            EXPECT_EQ(wizardroute::nodeOnWalk(walk, step.question), step.node);
        }
    }
    EXPECT_EQ(wizardroute::organizationLeaf(*walk.leaf),
              std::find(pages.begin(), pages.end(), W::ClusterPage) != pages.end());
}

INSTANTIATE_TEST_SUITE_P(AllLeaves, WizardRoute, ::testing::ValuesIn(flowPaths()),
                         [](const ::testing::TestParamInfo<FlowPath>& testCase) {
                             return testCase.param.name;
                         });

TEST(WizardRouteTable, CoversEveryPathAndEveryLeaf) {
    std::set<FlowLeaf> leaves;
    for (const FlowPath& path : flowPaths()) {
        EXPECT_TRUE(expectedPages().count(path.name)) << path.name;
        leaves.insert(path.leaf);
    }
    EXPECT_EQ(leaves.size(), 23u); // seed fact R13
    EXPECT_EQ(expectedPages().size(), flowPaths().size());
}
