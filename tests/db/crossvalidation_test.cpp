// The performance model against the shipped measurements: leave-one-card-out cross-validation
// (the table in docs/model.md, `gpu-advisor-cli crossvalidate`) and measured comparisons.

#include "gpuadvisor/core/model/crossvalidation.h"
#include "gpuadvisor/core/model/measured.h"
#include "gpuadvisor/core/model/performance.h"

#include "shippedcatalogtest.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

using namespace gpuadvisor;

namespace {

class ShippedCrossValidation : public ShippedCatalogTest {
protected:
    static void SetUpTestSuite() {
        ShippedCatalogTest::SetUpTestSuite();
        s_validations = new std::vector<CrossValidation>(crossValidate(*s_gpus, *s_benchmarks));
    }
    static void TearDownTestSuite() {
        delete s_validations;
        ShippedCatalogTest::TearDownTestSuite();
    }
    static inline std::vector<CrossValidation>* s_validations = nullptr;
};

} // namespace

TEST_F(ShippedCrossValidation, EveryMeasuredCardIsHeldOutOnce) {
    ASSERT_EQ(s_validations->size(), 2u);
    for (const CrossValidation& validation : *s_validations) {
        EXPECT_EQ(validation.rows.size(), 12u) << validation.referenceModel;
    }
}

TEST_F(ShippedCrossValidation, ErrorsOnUnseenCardsStayWithinWhatTheAppPromises) {
    // The app shows "typically within +-N %" from typicalEstimateError; the cross-validated median
    // must not exceed it, and no held-out card may be off by more than 30 %.
    for (const CrossValidation& validation : *s_validations) {
        const double promised = *typicalEstimateError(Metric::Training16, validation.workload);
        EXPECT_LE(validation.model.medianAbsError, promised) << validation.referenceModel;
        EXPECT_LE(validation.model.largestAbsError, 0.30) << validation.referenceModel;
    }
}

TEST_F(ShippedCrossValidation, ModelBeatsTheBandwidthRatioOnEveryWorkload) {
    // seed fact P6 is the baseline: the guide's first-order estimate.
    for (const CrossValidation& validation : *s_validations) {
        EXPECT_LT(validation.model.medianAbsError, validation.baseline.medianAbsError)
            << validation.referenceModel;
        EXPECT_LT(validation.model.largestAbsError, validation.baseline.largestAbsError)
            << validation.referenceModel;
        EXPECT_GE(validation.model.spearman, validation.baseline.spearman) << validation.referenceModel;
    }
}

TEST_F(ShippedCrossValidation, AHeldOutCardsOwnMeasurementNeverReachesItsEstimate) {
    // Leave-one-card-out means what it says: doubling the RTX 4090's measurements must leave its
    // cross-validated estimates (fit and scale come from the other cards) exactly as they were.
    std::vector<BenchmarkResult> changed = *s_benchmarks;
    for (BenchmarkResult& result : changed) {
        if (result.gpuName == "RTX 4090") {
            result.value *= 2;
        }
    }
    const std::vector<CrossValidation> again = crossValidate(*s_gpus, changed);
    for (std::size_t w = 0; w < again.size(); ++w) {
        for (std::size_t i = 0; i < again[w].rows.size(); ++i) {
            if (again[w].rows[i].card == "RTX 4090") {
                EXPECT_NEAR(again[w].rows[i].estimated, (*s_validations)[w].rows[i].estimated,
                            1e-9 * again[w].rows[i].estimated);
                EXPECT_NEAR(again[w].rows[i].baseline, (*s_validations)[w].rows[i].baseline, 1e-9);
                EXPECT_DOUBLE_EQ(again[w].rows[i].measured, 2 * (*s_validations)[w].rows[i].measured);
            }
        }
    }
}

TEST_F(ShippedCrossValidation, ShippedCalibrationIsTheFitOnEveryMeasurement) {
    // The constants in modelparameters.cpp are what fitModelParameters finds on the shipped data.
    const ModelParameters& shipped = shippedModelParameters();
    const auto transformer = calibrationPoints(*s_gpus, *s_benchmarks, shipped, Workload::Transformer);
    const auto cnn = calibrationPoints(*s_gpus, *s_benchmarks, shipped, Workload::Cnn);
    const ModelParameters fitted = fitModelParameters(transformer, cnn, shipped);
    EXPECT_NEAR(fitted.transformerTraining.bandwidth, shipped.transformerTraining.bandwidth, 0.01);
    EXPECT_NEAR(fitted.transformerTraining.matrix, shipped.transformerTraining.matrix, 0.01);
    EXPECT_NEAR(fitted.cnnTraining.bandwidth, shipped.cnnTraining.bandwidth, 0.01);
    EXPECT_NEAR(fitted.adaWattsPerSmGhz, shipped.adaWattsPerSmGhz, 0.05);
    for (std::size_t architecture = 0; architecture < architectureCount; ++architecture) {
        for (Workload workload : {Workload::Transformer, Workload::Cnn}) {
            const GenerationCalibration& fit = generationCalibrations(fitted, workload)[architecture];
            const GenerationCalibration& ship = generationCalibrations(shipped, workload)[architecture];
            EXPECT_NEAR(fit.factor, ship.factor, 0.002) << architecture;
            EXPECT_EQ(fit.measuredCards, ship.measuredCards) << architecture;
        }
    }
}

TEST_F(ShippedCrossValidation, AGenerationMovesHalfWayToItsOnlyMeasuredCard) {
    // The Quadro RTX 8000 is the only measured Turing card: with one card and a shrinkage of one
    // card, Turing's factor is the square root of what the card alone would need, relative to
    // the other cards' mean. Ada gets no factor (its level is fitted through the power threshold).
    const ModelParameters& shipped = shippedModelParameters();
    for (Workload workload : {Workload::Transformer, Workload::Cnn}) {
        const auto points = calibrationPoints(*s_gpus, *s_benchmarks, shipped, workload);
        ModelParameters uncalibrated = shipped;
        uncalibrated.transformerGenerations = {};
        uncalibrated.cnnGenerations = {};
        const PerformanceModel model(*points.front().gpu, {Metric::Training16, workload}, uncalibrated);
        double sum = 0;
        double turing = 0;
        for (const CalibrationPoint& point : points) {
            const double residual = std::log(point.measured / model.relative(*point.gpu));
            sum += residual;
            if (point.gpu->architecture == Architecture::Turing) {
                turing = residual;
            }
        }
        const double mean = sum / static_cast<double>(points.size());
        const auto& generations = generationCalibrations(shipped, workload);
        const GenerationCalibration& fitted = generations[static_cast<std::size_t>(Architecture::Turing)];
        EXPECT_EQ(fitted.measuredCards, 1);
        EXPECT_NEAR(fitted.factor, std::exp((turing - mean) / 2.0), 0.002) << toString(workload);
        EXPECT_EQ(generations[static_cast<std::size_t>(Architecture::Ada)].factor, 1.0);
        EXPECT_EQ(generations[static_cast<std::size_t>(Architecture::Pascal)].measuredCards, 0);
    }
}

TEST_F(ShippedCrossValidation, MeasuredComparisonIsTheRatioOfTheShippedRows) {
    const MeasuredPerformance measured(*s_benchmarks);
    const auto comparison =
        measured.primary(card("RTX 4090"), card("H100 SXM"), Metric::Training16, Workload::Transformer);
    ASSERT_TRUE(comparison);
    EXPECT_EQ(comparison->model, "bert_large_squad");
    double rtx4090 = 0;
    std::vector<double> h100;
    for (const BenchmarkResult& result : *s_benchmarks) {
        if (result.model == "bert_large_squad" && result.gpuCount == 1) {
            if (result.gpuName == "RTX 4090") {
                rtx4090 = result.value;
            } else if (result.gpuName == "H100 SXM") {
                h100.push_back(result.value);
            }
        }
    }
    ASSERT_FALSE(h100.empty());
    std::sort(h100.begin(), h100.end());
    const double median =
        h100.size() % 2 ? h100[h100.size() / 2] : (h100[h100.size() / 2 - 1] + h100[h100.size() / 2]) / 2;
    EXPECT_DOUBLE_EQ(comparison->relative, rtx4090 / median);
    EXPECT_EQ(comparison->cardBatch, 28);
    // A card nobody measured has no comparison, and neither does anything against it.
    EXPECT_FALSE(
        measured.primary(card("RTX 3080"), card("H100 SXM"), Metric::Training16, Workload::Transformer));
    EXPECT_FALSE(
        measured.primary(card("RTX 4090"), card("RTX 3080"), Metric::Training16, Workload::Transformer));
    // Training rows never stand in for inference.
    EXPECT_FALSE(
        measured.primary(card("RTX 4090"), card("H100 SXM"), Metric::Inference8, Workload::Transformer));
}

TEST(SpearmanCorrelation, RanksWithTies) {
    const std::vector<double> a{1, 2, 3, 4};
    const std::vector<double> same{10, 20, 30, 40};
    const std::vector<double> reversed{4, 3, 2, 1};
    EXPECT_DOUBLE_EQ(spearmanCorrelation(a, same), 1.0);
    EXPECT_DOUBLE_EQ(spearmanCorrelation(a, reversed), -1.0);
    const std::vector<double> tied{1, 1, 2, 2};
    EXPECT_NEAR(spearmanCorrelation(a, tied), 0.894427, 1e-6);
}
