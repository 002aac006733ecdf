#include "gpuadvisor/core/model/matmulcycles.h"

#include <algorithm>

namespace gpuadvisor {

MatmulLatencies ampereLatencies() {
    return MatmulLatencies{200, 34, 4, 1}; // P4
}

MatmulLatencies edition2020Latencies() {
    return MatmulLatencies{200, 20, 4, 1}; // P3
}

MatmulCycles matmulCycles(const MatmulLatencies& latencies) {
    const double global = std::max(latencies.globalMemory, 0.0);
    const double shared = std::max(latencies.sharedMemory, 0.0);
    const double ffma = std::max(latencies.ffma, 0.0);
    const double tensor = std::max(latencies.tensorCore, 0.0);
    MatmulCycles cycles;
    cycles.withoutTensorCores = global + ffmaRounds * shared + ffmaRounds * ffma;
    cycles.withTensorCores = global + shared + tensor;
    const double overlappedLoad = std::max(global - shared - tensor, 0.0);
    cycles.withAsyncCopy = overlappedLoad + shared + tensor;
    return cycles;
}

} // namespace gpuadvisor
