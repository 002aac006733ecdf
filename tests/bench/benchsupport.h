#pragma once

// What the benchmark programs with a generated catalog share: reading their directory options
// and measuring peak memory.

#include <QString>

#include <cstring>

#include <sys/resource.h>

namespace gpuadvisor::bench {

/// Takes `--NAME=DIR` (use the catalog files already in DIR) and `--write-NAME=DIR` (make them
/// there) out of argv, leaving the rest for Google Benchmark. Sets `given` for the first; returns
/// the directory of the second, empty when not asked.
inline QString takeCatalogDirectoryOptions(int& argc, char** argv, const char* readOption,
                                           const char* writeOption, QString& given) {
    QString writeTo;
    int kept = 1;
    for (int i = 1; i < argc; ++i) {
        if (std::strncmp(argv[i], readOption, std::strlen(readOption)) == 0) {
            given = QString::fromLocal8Bit(argv[i] + std::strlen(readOption));
        } else if (std::strncmp(argv[i], writeOption, std::strlen(writeOption)) == 0) {
            writeTo = QString::fromLocal8Bit(argv[i] + std::strlen(writeOption));
        } else {
            argv[kept++] = argv[i];
        }
    }
    argc = kept;
    return writeTo;
}

/// The process's peak resident memory so far, in megabytes.
inline double peakRssMegabytes() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<double>(usage.ru_maxrss) / 1024.0;
}

} // namespace gpuadvisor::bench
