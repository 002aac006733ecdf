// Multi-GPU scaling on the shipped measurements (Lambda's 2/4/8-GPU PyTorch training rows): the
// shipped per-doubling shares are the fit, and the V100 systems the fit never sees (the older
// generation, carried by seed fact P10's overhead) come out near what was measured.

#include "gpuadvisor/core/model/scaling.h"
#include "gpuadvisor/core/model/scalingfit.h"

#include "shippedcatalogtest.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <vector>

using namespace gpuadvisor;

namespace {

class ShippedScaling : public ShippedCatalogTest {};

} // namespace

TEST_F(ShippedScaling, TheShippedSharesAreTheFitOnTheShippedMeasurements) {
    const ScalingParameters fitted =
        fitScaling(scalingObservations(*s_benchmarks), *s_gpus, ScalingParameters{});
    for (Interconnect link : {Interconnect::Pcie, Interconnect::Sxm}) {
        for (Workload workload : {Workload::Transformer, Workload::Cnn}) {
            const double shipped = shippedScalingParameters().of(link, workload);
            EXPECT_NEAR(shipped, fitted.of(link, workload), 5e-5)
                << toString(link) << " " << toString(workload);
            EXPECT_GT(shipped, 0.9) << "measured systems keep most of every doubling";
            EXPECT_LE(shipped, 1.0);
        }
    }
}

TEST_F(ShippedScaling, EightV100sComeOutWithinFivePercentOfTheirMeasurements) {
    // seed fact P10: the older generation's extra overhead. The fit uses Ampere and later only.
    const std::vector<ScalingObservation> observations = scalingObservations(*s_benchmarks);
    const Gpu& v100 = card("Tesla V100 SXM2 16GB");
    ASSERT_FALSE(scalingClassOf(v100).newer);
    for (Workload workload : {Workload::Transformer, Workload::Cnn}) {
        const double measured = measuredSpeedup(observations, v100.name, 8, workload);
        ASSERT_GT(measured, 0) << toString(workload);
        EXPECT_NEAR(multiGpuSpeedup(8, scalingClassOf(v100), workload) / measured, 1.0, 0.05)
            << toString(workload) << ": measured " << measured;
    }
}

TEST_F(ShippedScaling, EveryMeasuredSystemIsAnObservation) {
    const std::vector<ScalingObservation> observations = scalingObservations(*s_benchmarks);
    int multiGpuRows = 0;
    for (const BenchmarkResult& result : *s_benchmarks) {
        multiGpuRows +=
            result.gpuCount > 1 && result.task == BenchmarkTask::Training && result.workload ? 1 : 0;
    }
    EXPECT_EQ(static_cast<int>(observations.size()), multiGpuRows) << "every system card has a one-GPU run";
    for (int count : {2, 4, 8}) {
        EXPECT_GT(measuredSpeedup(observations, "H100 SXM", count, Workload::Transformer), 0) << count;
    }
}

TEST_F(ShippedScaling, CardsLeftOutOfTheFitAreEstimatedWithinThePromisedTypicalError) {
    const std::vector<ScalingValidationRow> rows =
        crossValidateScaling(scalingObservations(*s_benchmarks), *s_gpus, shippedScalingParameters());
    ASSERT_GE(rows.size(), 30u);
    std::vector<double> errors;
    for (const ScalingValidationRow& row : rows) {
        errors.push_back(std::abs(row.error()));
        EXPECT_LT(errors.back(), 0.15)
            << row.gpuName << " x" << row.gpuCount << " " << toString(row.workload);
    }
    std::sort(errors.begin(), errors.end());
    EXPECT_LE(errors[errors.size() / 2], typicalScalingError);
    // The figures docs/model.md and core/README.md quote: median 2.5 %, largest 11.7 %. Bounded
    // from below too: a fit that saw the card it predicts would quote a smaller, dishonest error.
    const std::size_t middle = errors.size() / 2;
    const double median = errors.size() % 2 == 1 ? errors[middle] : (errors[middle - 1] + errors[middle]) / 2;
    EXPECT_NEAR(median, 0.025, 0.0005);
    EXPECT_NEAR(errors.back(), 0.117, 0.0005);
}
