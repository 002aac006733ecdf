#pragma once

// Which catalog files passed SQLite's quick check, and as what. The check reads every page of the
// file (0.5 G instructions at 100,000 cards: 15 % of opening the desktop app, and an eighth of a
// `rank`, issue 36); a file that has not changed since it passed need not be read again on every
// open. "Not changed" is the same size, modification time (to the nanosecond) and 100-byte SQLite
// header, whose change counter SQLite raises with every commit, and no rollback journal or
// write-ahead log beside the file. Anything else, including a file without a record, is checked.
// A record is written once the file has also passed the check of its tables and columns against
// its schema version (Catalog::requireCatalogShape), which its header's schema cookie and version
// also pin down, so an unchanged file skips both.
//
// The records are small files in the user's cache folder, one per catalog path; a record that
// cannot be read or written only means the next open checks again.

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <optional>

namespace gpuadvisor::checkedfiles {

/// What tells a catalog file's content apart without reading it all.
struct FileState {
    std::uintmax_t size = 0;
    std::int64_t modifiedNanoseconds = 0;
    QByteArray header; ///< The SQLite header: the file's first 100 bytes.

    bool operator==(const FileState&) const = default;
};

/// The state of the file at `path`; std::nullopt when it is shorter than a header, cannot be read,
/// or has a journal or write-ahead log beside it (its content is then not the file's alone).
std::optional<FileState> stateOf(const QString& path);

/// Whether the file at `path` passed the quick check and the shape check when last in `state`.
bool passedIn(const QString& path, const FileState& state);

/// Records that the file at `path` passed the quick check and the shape check in `state`.
void rememberPassed(const QString& path, const FileState& state);

} // namespace gpuadvisor::checkedfiles
