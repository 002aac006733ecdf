#pragma once

// Every number of the performance model, named, with the seed fact it comes from or the
// measurement it was calibrated on. core/README.md explains how each was set.

#include "gpuadvisor/core/catalog/enums.h"

namespace gpuadvisor::model {

// --- Cycle example of the 2023 guide (seed fact P4), Ampere latencies (P3) ---
inline constexpr double globalMemoryCycles = 200;    // P4: one sequential global-to-shared load
inline constexpr double sharedMemoryCycles = 34;     // P3: L1 / shared memory on Ampere
inline constexpr double ffmaCycles = 4;              // P3
inline constexpr double tensorCoreCycles = 1;        // P3
inline constexpr double asyncCopyGlobalCycles = 165; // P4: global load overlapped by async copy / TMA
/// 32x32 matmul: 200 + 8x34 + 8x4 = 504 cycles on CUDA cores, 200 + 34 + 1 = 235 with tensor
/// cores, 165 + 34 + 1 = 200 with asynchronous copies or the TMA (seed fact P4).
inline constexpr double cyclesWithoutTensorCores =
    globalMemoryCycles + 8 * sharedMemoryCycles + 8 * ffmaCycles;
inline constexpr double cyclesWithTensorCores = globalMemoryCycles + sharedMemoryCycles + tensorCoreCycles;
inline constexpr double cyclesWithAsyncCopy = asyncCopyGlobalCycles + sharedMemoryCycles + tensorCoreCycles;

/// A card without tensor cores runs P4's matmul tile 504 / 235 = 2.14x slower (P1: such cards
/// are far behind their bandwidth peers; R8). The tile is not the whole training step: the
/// element-wise and memory-bound rest gains nothing from tensor cores, and measured training
/// puts a GTX 1080 Ti at about 0.42 of a V100 and 0.76 of its bandwidth peer, the RTX 2080. So
/// the model applies (235 / 504)^0.15 = 0.89 on top of the card's lower bandwidth and clock.
/// (0.2 until the generation calibration raised Volta by 5 % on Lambda's V100: the published
/// Pascal shares are relative to a V100, so this was re-set to keep the GTX 1080 Ti near them.)
inline constexpr double missingTensorCoreExponent = 0.15; // P4, calibrated on measured Pascal
double missingTensorCoreFactor();

// --- The 2020 guide's bandwidth estimate (seed facts P6, P7) ---
inline constexpr double largerSharedMemoryGainLow = 0.02;  // P7: +2-5 % from larger shared memory
inline constexpr double largerSharedMemoryGainHigh = 0.05; // P7
inline constexpr double newerTensorCoreGainLow = 0.01;     // P7: +1-3 % from better tensor cores
inline constexpr double newerTensorCoreGainHigh = 0.03;    // P7

// --- Factors of the relative performance model ---
/// Shared memory per SM: performance scales with (KB / 128)^this. Set so that A100 (192 KB)
/// over V100 (128 KB) gains 3.5 %, the middle of P7's 2-5 %.
inline constexpr double sharedMemoryExponent = 0.0848; // P7
/// Each tensor-core generation after the first adds 1 %: Volta to Ampere is +2 %, the middle of
/// P7's 1-3 %.
inline constexpr double tensorCoreGenerationGain = 0.01; // P7
/// Asynchronous global-to-shared copies (Ampere and later, P21). P4's latency example gives
/// 235/200 = 1.175 for one tile; measured speed-ups of Ampere over Volta and Turing (P11, P12)
/// leave room for 4 % end to end, so that is what the model applies.
inline constexpr double asyncCopyFactor = 1.04; // P4, P21, calibrated on P11, P12
/// The Tensor Memory Accelerator (Hopper and later, not Ada: P21) saves the index arithmetic
/// that weighs most on 8-bit matmuls (seed 001); the model applies P4's full 235/200 to 8-bit
/// inference on those cards.
inline constexpr double tmaEightBitFactor = cyclesWithTensorCores / cyclesWithAsyncCopy; // P4, P21
/// 8-bit inputs halve the bytes a matmul moves (seed 001, with P14): double effective DRAM
/// bandwidth on cards that run the metric on 8-bit tensor cores (FP8, or INT8 on Turing and
/// Ampere: TensorRT-style batch inference).
inline constexpr double eightBitBandwidthGain = 2.0; // P14
/// Inference moves this share of the bandwidth weight to the matrix rate: without a backward
/// pass, larger batches keep the tensor cores busier (P9).
inline constexpr double inferenceMatrixShift = 0.5;

// --- Memory and batch size in training (P10, and Lambda's measured batch sizes) ---
/// BERT-large (sequence length 384, mixed precision): Lambda's batch sizes are 16 on a 16 GB
/// card, 28 on 24 GB, 48 on 40 GB, 64 on 48 GB and 112 on 80 GB, i.e. 4 GB fixed and 0.714 GB
/// a sequence.
inline constexpr double bertLargeFixedGb = 4.0;
inline constexpr double bertLargeGbPerSequence = 0.714;
/// ResNet-50 (224 px): 256 images on 16 GB, 448 on 24 GB, 1280 on 80 GB; about 17.5 a GB.
inline constexpr double resnet50FixedGb = 0.0;
inline constexpr double resnet50GbPerImage = 1.0 / 17.5;
/// P10: doubling the batch gives +13.5 % (Transformers) and +13.6 % (conv nets). With throughput
/// ~ b / (b + b0), a doubling at batch b gains 2 (b + b0) / (2 b + b0), which is 1.135 at
/// b0 = 0.312 b: at V100's 16 BERT-large sequences b0 = 5; at a typical 128 images b0 = 40.
inline constexpr double transformerHalfThroughputBatch = 5.0; // P10
inline constexpr double cnnHalfThroughputBatch = 40.0;        // P10

// --- Board power per SM-GHz at which a generation holds its rated clocks (P18 below it) ---
/// Ampere: the A10 (150 W, 72 SMs at 1.69 GHz) trains at the speed its clocks imply, so no
/// Ampere card with at least its 1.23 W per SM-GHz is slowed.
inline constexpr double ampereWattsPerSmGhz = 1.23;
/// Hopper: the H100 PCIe (350 W, 114 SMs at 1.75 GHz) holds its rated clock.
inline constexpr double hopperWattsPerSmGhz = 1.75;
/// Ada outside training: its flagship, the RTX 4090 (450 W, 128 SMs at 2.52 GHz), at its rated
/// clock. The fitted Ada level (ModelParameters::adaWattsPerSmGhz) comes from PyTorch training
/// runs only, where Ada cards fall well short of their clocks; nothing measured shows that for
/// inference, and there it put the RTX 4090 at 0.24 of an H100 SXM in 8-bit against the guide's
/// 0.33 (P13) and every Ada card a third low against public TensorRT runs (issue 31).
inline constexpr double adaInferenceWattsPerSmGhz = 1.39;
/// Generation calibration (ModelParameters::transformerGenerations): a generation's factor is
/// the sum of its measured cards' log errors over (cards + this), so one measured card moves its
/// generation half-way to that card and further cards move it closer. Chosen by the
/// leave-one-card-out errors (core/README.md).
inline constexpr double generationShrinkageCards = 1.0;

/// 2:4 structured sparsity doubles matrix throughput on Ampere and later (P15), when the user
/// asks for it; it never applies to general sparse matrices.
inline constexpr double structuredSparsityGain = 2.0; // P15

/// L2 cache (P8, P9): at most l2MaxHitShare of DRAM traffic is served from the L2, reached once
/// the L2 holds a training step's layer working set; a smaller L2 serves that share times L2 /
/// working set. P9 says BERT-large's layers fit in Ada's L2, so the working set is Ada's 72 MB:
/// Hopper's 50 MB serves 0.42 of the traffic, an A100's 40 MB 0.33 and 6 MB 0.05. (Fitting the
/// working set too does not generalise: with two measured Ada cards, the leave-one-card-out
/// errors grow.) Absorbed traffic runs at the L2's bandwidth, l2GBpsPerSmGhz x SM count x
/// clock. A 4090 then reaches about 1.5x its DRAM bandwidth, the low end of P9's 1.5-2.0x.
inline constexpr double l2MaxHitShare = 0.6;   // P9
inline constexpr double l2WorkingSetMb = 72.0; // P9
inline constexpr double l2GBpsPerSmGhz = 7.1;  // P9, calibrated

/// Power-limit curve (P18): speed scales with (limit / stock)^this, so 50 W below a 250 W
/// RTX 2080 Ti's stock (0.8x) costs 7 %: ln(0.93) / ln(0.8).
inline constexpr double powerLimitSlowdownReferenceRatio = 200.0 / 250.0; // P18
inline constexpr double powerLimitSlowdownAtReference = 0.07;             // P18
double powerLimitExponent();

/// Watts one SM draws per GHz of clock at full load in each generation: below it a card runs
/// at lower clocks, slowed along the P18 curve. Older generations: the flagship that holds its
/// boost clock at stock power (GTX 580, K80, GTX 980 Ti, GTX 1080 Ti, V100 SXM2, RTX 2080 Ti,
/// RTX 5090). Ampere and Hopper: the measured card with the least power per SM-GHz that still
/// trains at its rated clock (above). Ada: fitted on the measured RTX 4090 and RTX 6000 Ada
/// (ModelParameters::adaWattsPerSmGhz): both run well below their rated boost clock under
/// sustained tensor load.
double flagshipWattsPerSmGhz(Architecture architecture);

/// FP32 lanes per SM (to turn the datasheet FP32 rate into SM count x clock): 64 on Volta,
/// Turing and the HBM compute chips of Pascal and Ampere (P100, A100), 192 on Kepler, 32 on
/// Fermi, 128 elsewhere.
int fp32LanesPerSm(Architecture architecture, bool hbmMemory);

} // namespace gpuadvisor::model
