// A test-only library preloaded (LD_PRELOAD) into one gpu-advisor-cli to kill it at an exact point
// of its disk writes instead of after a guessed delay: a kill timed from outside lands anywhere
// or nowhere when the machine is busy, so a test that needs it inside a transaction can miss.
//
// The process counts its writes (write, pwrite, pwrite64) to files whose path contains
// $GPUADVISOR_TEST_KILL_PATH (the catalog, its journal); the write numbered
// $GPUADVISOR_TEST_KILL_AT_WRITE (from 1) is not made: the process kills itself with SIGKILL, as
// a power cut or the OOM killer would stop it, with no chance to clean up.

#include <dlfcn.h>
#include <limits.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <unistd.h>

#include <atomic>
#include <cstdio>

namespace {

std::atomic<long> writesSeen{0};

/// True when `fd` is open on a file whose path holds $GPUADVISOR_TEST_KILL_PATH.
bool watched(int fd) {
    const char* part = getenv("GPUADVISOR_TEST_KILL_PATH");
    if (part == nullptr || *part == '\0') {
        return false;
    }
    char link[64];
    std::snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
    char path[PATH_MAX];
    const ssize_t length = readlink(link, path, sizeof path - 1);
    if (length <= 0) {
        return false;
    }
    path[length] = '\0';
    return strstr(path, part) != nullptr;
}

/// Kills the process before the watched write numbered $GPUADVISOR_TEST_KILL_AT_WRITE.
void beforeWrite(int fd) {
    const char* at = getenv("GPUADVISOR_TEST_KILL_AT_WRITE");
    if (at == nullptr || !watched(fd)) {
        return;
    }
    if (writesSeen.fetch_add(1) + 1 == atol(at)) {
        raise(SIGKILL);
    }
}

template <typename Function> Function real(const char* name) {
    return reinterpret_cast<Function>(dlsym(RTLD_NEXT, name));
}

} // namespace

extern "C" {

ssize_t write(int fd, const void* buffer, size_t count) {
    beforeWrite(fd);
    static const auto next = real<ssize_t (*)(int, const void*, size_t)>("write");
    return next(fd, buffer, count);
}

ssize_t pwrite(int fd, const void* buffer, size_t count, off_t offset) {
    beforeWrite(fd);
    static const auto next = real<ssize_t (*)(int, const void*, size_t, off_t)>("pwrite");
    return next(fd, buffer, count, offset);
}

ssize_t pwrite64(int fd, const void* buffer, size_t count, off64_t offset) {
    beforeWrite(fd);
    static const auto next = real<ssize_t (*)(int, const void*, size_t, off64_t)>("pwrite64");
    return next(fd, buffer, count, offset);
}

} // extern "C"
