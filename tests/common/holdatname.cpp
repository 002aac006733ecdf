// A test-only library preloaded (LD_PRELOAD) into one gpu-advisor-cli to widen a race window
// exactly where it lies: inside the system call that gives a finished file its final name.
//
// When renameat2, rename, link or linkat is first asked to create a name ending in
// $GPUADVISOR_TEST_HOLD_TARGET, the call creates the file $GPUADVISOR_TEST_HOLD_MARK ("held") and
// waits until the file $GPUADVISOR_TEST_HOLD_RELEASE exists (at most a minute) before doing what
// it was asked. Every other call goes straight through. With $GPUADVISOR_TEST_NO_RENAME_NOREPLACE
// set, renameat2 refuses RENAME_NOREPLACE with EINVAL, as file systems without it do. A sleep in GPU
// Advisor's own code before the call would not do: QFile::rename checks for the destination first, so the
// window that lost catalogs is the one between that check and the system call.

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <atomic>

namespace {

std::atomic<bool> held{false};

bool endsWith(const char* text, const char* suffix) {
    const size_t length = strlen(text);
    const size_t suffixLength = strlen(suffix);
    return suffixLength > 0 && length >= suffixLength && strcmp(text + length - suffixLength, suffix) == 0;
}

/// Holds the calling thread if `target` is the name to hold on and it has not been held yet.
void maybeHold(const char* target) {
    const char* suffix = getenv("GPUADVISOR_TEST_HOLD_TARGET");
    const char* mark = getenv("GPUADVISOR_TEST_HOLD_MARK");
    const char* release = getenv("GPUADVISOR_TEST_HOLD_RELEASE");
    if (suffix == nullptr || mark == nullptr || release == nullptr || target == nullptr ||
        !endsWith(target, suffix) || held.exchange(true)) {
        return;
    }
    const int markFile = open(mark, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (markFile >= 0) {
        close(markFile);
    }
    const timespec pause{0, 10 * 1000 * 1000};
    for (int waited = 0; waited < 6000 && access(release, F_OK) != 0; ++waited) {
        nanosleep(&pause, nullptr);
    }
}

template <typename Function> Function real(const char* name) {
    return reinterpret_cast<Function>(dlsym(RTLD_NEXT, name));
}

} // namespace

extern "C" {

int renameat2(int oldDir, const char* oldPath, int newDir, const char* newPath, unsigned int flags) {
    if ((flags & RENAME_NOREPLACE) != 0 && getenv("GPUADVISOR_TEST_NO_RENAME_NOREPLACE") != nullptr) {
        errno = EINVAL;
        return -1;
    }
    maybeHold(newPath);
    return real<int (*)(int, const char*, int, const char*, unsigned int)>("renameat2")(
        oldDir, oldPath, newDir, newPath, flags);
}

int rename(const char* oldPath, const char* newPath) {
    maybeHold(newPath);
    return real<int (*)(const char*, const char*)>("rename")(oldPath, newPath);
}

int link(const char* oldPath, const char* newPath) {
    maybeHold(newPath);
    return real<int (*)(const char*, const char*)>("link")(oldPath, newPath);
}

int linkat(int oldDir, const char* oldPath, int newDir, const char* newPath, int flags) {
    maybeHold(newPath);
    return real<int (*)(int, const char*, int, const char*, int)>("linkat")(oldDir, oldPath, newDir, newPath,
                                                                            flags);
}

} // extern "C"
