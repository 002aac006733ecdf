#pragma once

// A small Nelder-Mead simplex minimiser for the model's handful of calibrated constants.
// Infeasible points are expressed by the objective returning a large value.

#include <algorithm>
#include <cstddef>
#include <functional>
#include <numeric>
#include <vector>

namespace gpuadvisor::detail {

/// Minimises `objective` from `start` with initial steps `step` per coordinate; stops after
/// `maxEvaluations` or when the simplex's values differ by less than `tolerance`.
inline std::vector<double> nelderMead(const std::function<double(const std::vector<double>&)>& objective,
                                      std::vector<double> start, const std::vector<double>& step,
                                      int maxEvaluations = 4000, double tolerance = 1e-12) {
    const std::size_t n = start.size();
    std::vector<std::vector<double>> simplex(n + 1, start);
    for (std::size_t i = 0; i < n; ++i) {
        simplex[i + 1][i] += step[i];
    }
    std::vector<double> values(n + 1);
    for (std::size_t i = 0; i <= n; ++i) {
        values[i] = objective(simplex[i]);
    }
    int evaluations = static_cast<int>(n + 1);
    std::vector<std::size_t> order(n + 1);
    const auto along = [&](const std::vector<double>& from, const std::vector<double>& to, double t) {
        std::vector<double> point(n);
        for (std::size_t i = 0; i < n; ++i) {
            point[i] = from[i] + t * (to[i] - from[i]);
        }
        return point;
    };
    while (evaluations < maxEvaluations) {
        std::iota(order.begin(), order.end(), std::size_t{0});
        std::sort(order.begin(), order.end(),
                  [&](std::size_t a, std::size_t b) { return values[a] < values[b]; });
        const std::size_t best = order.front();
        const std::size_t worst = order.back();
        const std::size_t second = order[n - 1];
        if (values[worst] - values[best] < tolerance) {
            break;
        }
        std::vector<double> centroid(n, 0.0);
        for (std::size_t i = 0; i < n; ++i) {
            for (std::size_t k = 0; k < n; ++k) {
                centroid[k] += simplex[order[i]][k] / static_cast<double>(n);
            }
        }
        const std::vector<double> reflected = along(simplex[worst], centroid, 2.0);
        const double reflectedValue = objective(reflected);
        ++evaluations;
        if (reflectedValue < values[best]) {
            const std::vector<double> expanded = along(simplex[worst], centroid, 3.0);
            const double expandedValue = objective(expanded);
            ++evaluations;
            if (expandedValue < reflectedValue) {
                simplex[worst] = expanded;
                values[worst] = expandedValue;
            } else {
                simplex[worst] = reflected;
                values[worst] = reflectedValue;
            }
        } else if (reflectedValue < values[second]) {
            simplex[worst] = reflected;
            values[worst] = reflectedValue;
        } else {
            const std::vector<double> contracted = along(simplex[worst], centroid, 0.5);
            const double contractedValue = objective(contracted);
            ++evaluations;
            if (contractedValue < values[worst]) {
                simplex[worst] = contracted;
                values[worst] = contractedValue;
            } else {
                for (std::size_t i = 0; i <= n; ++i) {
                    if (i != best) {
                        simplex[i] = along(simplex[best], simplex[i], 0.5);
                        values[i] = objective(simplex[i]);
                        ++evaluations;
                    }
                }
            }
        }
    }
    const auto best = std::min_element(values.begin(), values.end()) - values.begin();
    return simplex[static_cast<std::size_t>(best)];
}

} // namespace gpuadvisor::detail
