#include "wizard/wizardroute.h"

#include "gpuadvisor/ui/wizard/advisorwizard.h"

#include <algorithm>

namespace gpuadvisor::wizardroute {
namespace {

const FlowNode& node(FlowNodeId id) {
    return flowchartNodes()[static_cast<std::size_t>(id)];
}

bool isBudgetNode(FlowNodeId id) {
    return node(id).question == FlowQuestion::WithinBudget;
}

/// Memory, cluster (organisations) and result.
int tailPages(bool organization) {
    return organization ? 3 : 2;
}

/// Pages from `target` to the result; a budget question right after another one shares its page.
int maxPagesFromTarget(const FlowTarget& target, bool afterBudgetQuestion) {
    if (const FlowLeaf* leaf = std::get_if<FlowLeaf>(&target)) {
        return tailPages(organizationLeaf(*leaf));
    }
    const FlowNode& at = node(std::get<FlowNodeId>(target));
    const bool budget = at.question == FlowQuestion::WithinBudget;
    const int own = budget && afterBudgetQuestion ? 0 : 1;
    return own + std::max(maxPagesFromTarget(at.yes, budget), maxPagesFromTarget(at.no, budget));
}

} // namespace

bool organizationLeaf(FlowLeaf leaf) {
    switch (leaf) {
    case FlowLeaf::OrgLlmAzure:
    case FlowLeaf::OrgLlmAws:
    case FlowLeaf::OrgLlmDoSomethingElse:
    case FlowLeaf::OrgH100:
    case FlowLeaf::OrgServerMix:
        return true;
    default:
        return false;
    }
}

std::vector<int> pagePath(const FlowWalk& walk) {
    std::vector<int> pages;
    const auto add = [&pages](int page) {
        // A run of budget questions is one page.
        if (pages.empty() || pages.back() != page) {
            pages.push_back(page);
        }
    };
    for (const FlowStep& step : walk.steps) {
        add(AdvisorWizard::pageFor(step.question));
    }
    if (walk.pending) {
        add(AdvisorWizard::pageFor(node(*walk.pending).question));
    } else if (walk.complete()) {
        add(AdvisorWizard::MemoryPage);
        if (organizationLeaf(*walk.leaf)) {
            add(AdvisorWizard::ClusterPage);
        }
        add(AdvisorWizard::ResultPage);
    }
    return pages;
}

std::optional<FlowNodeId> nodeOnWalk(const FlowWalk& walk, FlowQuestion question) {
    for (const FlowStep& step : walk.steps) {
        if (step.question == question) {
            return step.node;
        }
    }
    if (walk.pending && node(*walk.pending).question == question) {
        return walk.pending;
    }
    return std::nullopt;
}

std::vector<FlowNodeId> budgetChain(const FlowWalk& walk) {
    std::optional<FlowNodeId> first = nodeOnWalk(walk, FlowQuestion::WithinBudget);
    std::vector<FlowNodeId> chain;
    for (std::optional<FlowNodeId> at = first; at && isBudgetNode(*at);) {
        chain.push_back(*at);
        const FlowTarget& no = node(*at).no;
        at = std::holds_alternative<FlowNodeId>(no) ? std::optional<FlowNodeId>(std::get<FlowNodeId>(no))
                                                    : std::nullopt;
    }
    return chain;
}

int maxPagesFrom(int pageId, const FlowWalk& walk) {
    const bool organization = walk.leaf && organizationLeaf(*walk.leaf);
    switch (pageId) {
    case AdvisorWizard::ResultPage:
        return 1;
    case AdvisorWizard::ClusterPage:
        return 2;
    case AdvisorWizard::MemoryPage:
        return tailPages(organization);
    case AdvisorWizard::BudgetPage: {
        const std::vector<FlowNodeId> chain = budgetChain(walk);
        return chain.empty() ? tailPages(organization) : maxPagesFromTarget(chain.front(), false);
    }
    default:
        break;
    }
    const auto asks = [pageId](const FlowNode& at) {
        return AdvisorWizard::pageFor(at.question) == pageId;
    };
    const auto nodes = flowchartNodes();
    const auto first = std::find_if(nodes.begin(), nodes.end(), asks);
    if (first == nodes.end()) {
        return 1;
    }
    // The question as this walk asks it; a question the walk has not reached counts its deepest node.
    if (const std::optional<FlowNodeId> asked = nodeOnWalk(walk, first->question)) {
        return maxPagesFromTarget(*asked, false);
    }
    int deepest = 1;
    for (const FlowNode& at : nodes) {
        if (asks(at)) {
            deepest = std::max(deepest, maxPagesFromTarget(at.id, false));
        }
    }
    return deepest;
}

} // namespace gpuadvisor::wizardroute
