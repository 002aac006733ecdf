#pragma once

// Test programs write nothing under the real home directory. isolateHome(), called first in every
// test main() (before any Q*Application exists), points HOME and the XDG base directories into a
// fresh temporary directory that is removed when the program ends. So settings, QFileDialog's
// state, QStandardPaths' test-mode folders (~/.qttest) and any cache land there, also when a test
// program is run by hand. Qt-free, so the core tests can use it too.

#include <cstdlib>
#include <filesystem>
#include <random>
#include <string>
#include <system_error>

namespace gpuadvisor::testing {

struct IsolatedHome {
    std::string realHome;       ///< HOME as the program found it ("" when unset).
    std::filesystem::path root; ///< The temporary directory that HOME and XDG_* now point into.

    IsolatedHome() = default;
    IsolatedHome(const IsolatedHome&) = delete;
    IsolatedHome& operator=(const IsolatedHome&) = delete;
    ~IsolatedHome() {
        if (!root.empty()) {
            std::error_code ignored;
            std::filesystem::remove_all(root, ignored);
        }
    }
};

namespace detail {

inline IsolatedHome& isolatedHomeState() {
    static IsolatedHome state;
    return state;
}

/// A new directory under the system's temporary directory, only the owner may enter it.
inline std::filesystem::path makePrivateDirectory() {
    const std::filesystem::path base = std::filesystem::temp_directory_path();
    std::random_device entropy;
    for (int attempt = 0; attempt < 100; ++attempt) {
        const std::filesystem::path candidate = base / ("gpu-advisor-test-home-" + std::to_string(entropy()));
        std::error_code error;
        if (std::filesystem::create_directory(candidate, error)) {
            std::filesystem::permissions(candidate, std::filesystem::perms::owner_all,
                                         std::filesystem::perm_options::replace, error);
            return candidate;
        }
    }
    std::abort(); // no temporary directory: running the tests could touch the real home
}

inline void setVariable(const char* name, const std::filesystem::path& directory) {
    std::error_code ignored;
    std::filesystem::create_directories(directory, ignored);
    std::filesystem::permissions(directory, std::filesystem::perms::owner_all,
                                 std::filesystem::perm_options::replace, ignored);
    ::setenv(name, directory.c_str(), 1);
}

} // namespace detail

/// Points HOME, XDG_CONFIG_HOME, XDG_DATA_HOME, XDG_CACHE_HOME, XDG_STATE_HOME and
/// XDG_RUNTIME_DIR into a new temporary directory (once; later calls return the same).
inline const IsolatedHome& isolateHome() {
    IsolatedHome& state = detail::isolatedHomeState();
    if (!state.root.empty()) {
        return state;
    }
    const char* home = std::getenv("HOME");
    state.realHome = home != nullptr ? home : "";
    state.root = detail::makePrivateDirectory();
    detail::setVariable("HOME", state.root / "home");
    detail::setVariable("XDG_CONFIG_HOME", state.root / "config");
    detail::setVariable("XDG_DATA_HOME", state.root / "data");
    detail::setVariable("XDG_CACHE_HOME", state.root / "cache");
    detail::setVariable("XDG_STATE_HOME", state.root / "state");
    detail::setVariable("XDG_RUNTIME_DIR", state.root / "runtime"); // Qt wants it 0700
    return state;
}

/// What isolateHome() did; root is empty when it was not called.
inline const IsolatedHome& isolatedHome() {
    return detail::isolatedHomeState();
}

} // namespace gpuadvisor::testing
