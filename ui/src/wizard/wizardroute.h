#pragma once

// Which wizard pages a flowchart walk goes through, and how many pages a path can still take:
// the routing and the progress of the advisor wizard, as plain functions of the walk.

#include "gpuadvisor/core/advice/flowchart.h"

#include <optional>
#include <vector>

namespace gpuadvisor::wizardroute {

/// The page ids (AdvisorWizard::PageId) of the walk: one per question step, one budget page for a
/// run of budget questions, then the pending question's page; or, when the walk reached a leaf,
/// the memory page, the cluster page (organisations) and the result page.
std::vector<int> pagePath(const FlowWalk& walk);

/// The node a question page asks on this walk (answered or pending), if the walk reaches it.
std::optional<FlowNodeId> nodeOnWalk(const FlowWalk& walk, FlowQuestion question);

/// The budget questions the budget page decides: the walk's first budget question and the ones
/// its "no" answers lead to. Empty when the walk reaches no budget question.
std::vector<FlowNodeId> budgetChain(const FlowWalk& walk);

/// Whether a leaf is one of the organisation's (they get the cluster page).
bool organizationLeaf(FlowLeaf leaf);

/// The most pages from the page `pageId` to the result, that page and the result included,
/// over every way the remaining questions can be answered.
int maxPagesFrom(int pageId, const FlowWalk& walk);

} // namespace gpuadvisor::wizardroute
