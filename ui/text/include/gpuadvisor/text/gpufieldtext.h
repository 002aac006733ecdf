#pragma once

// The words of each catalog card field (core/gpufields.h) in the user's language (context
// "GpuFieldText"): a label for forms and messages, a compact header for the table, a tooltip where
// the label needs one, and the labels of a choice's values. One entry per field in
// gpufieldtext.cpp; a test checks that every field of gpuFields() has one.

#include "gpuadvisor/core/catalog/gpufields.h"
#include "gpuadvisor/core/catalog/validation.h"

#include <QString>

#include <string_view>
#include <vector>

namespace gpuadvisor::text {

/// "Memory (GB)": the field's name with its unit. Also the price fields a problem may name
/// ("price_usd" -> "Price (EUR)" in the display currency, "observed_on", "source", "gpu_name");
/// any other name comes back as it is.
QString gpuFieldLabel(std::string_view field);

/// "Memory\n(GB)": the label broken into short lines, so that table columns stay narrow.
QString gpuFieldHeader(std::string_view field);

/// What the field holds where its label does not say (empty when it does).
QString gpuFieldToolTip(std::string_view field);

/// A value as a table shows it: the number to the field's decimals in the user's locale, a
/// choice's label, "—" for an empty optional number; slot_width 0 reads "0 (SXM)".
QString gpuFieldDisplayText(const GpuField& field, const Gpu& gpu);

/// The label of a Choice field's value at `index` ("Data centre" for segment 2).
QString gpuChoiceLabel(const GpuField& field, int index);

/// Problems in one line, each led by its field's label:
/// "Bandwidth (GB/s): bandwidth_gbps -5 is outside 50-20000 GB/s; ...".
QString describeFieldProblems(const std::vector<FieldProblem>& problems);

} // namespace gpuadvisor::text
