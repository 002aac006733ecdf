#pragma once

// The guide's worked example of why tensor cores and asynchronous copies matter (seed facts
// P3, P4): the cycles one SM spends on a 32x32 matrix-multiply tile, from memory and instruction
// latencies. The explainer page lets the user edit the latencies and recomputes.

namespace gpuadvisor {

/// Latencies in clock cycles.
struct MatmulLatencies {
    double globalMemory = 200; ///< Loading the tile from global memory (the example's figure).
    double sharedMemory = 34;  ///< One shared-memory access.
    double ffma = 4;           ///< One fused multiply-add instruction.
    double tensorCore = 1;     ///< One tensor-core matrix multiply.
};

/// The 2023 guide's Ampere latencies for the example (P4): 200 / 34 / 4 / 1.
MatmulLatencies ampereLatencies();
/// The 2020 guide's latencies (P3): 200 / 20 / 4 / 1.
MatmulLatencies edition2020Latencies();

/// Shared-memory reads and FFMA rounds one warp needs without tensor cores (P4: 8 of each).
inline constexpr int ffmaRounds = 8; // P4

struct MatmulCycles {
    double withoutTensorCores = 0; ///< global + 8 x shared + 8 x FFMA (504 on Ampere).
    double withTensorCores = 0;    ///< global + shared + tensor core (235).
    /// With asynchronous copies (Ampere) or the TMA (Hopper), the next tile's load overlaps the
    /// current tile's work, so it waits only global - shared - tensor core: 165 + 34 + 1 = 200.
    double withAsyncCopy = 0;
    double tensorCoreSpeedup() const { return withoutTensorCores / withTensorCores; }
    double asyncSpeedup() const { return withTensorCores / withAsyncCopy; }
};

/// The three totals; negative latencies count as 0, and the overlapped load is at least 0.
MatmulCycles matmulCycles(const MatmulLatencies& latencies);

} // namespace gpuadvisor
