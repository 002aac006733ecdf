#pragma once

// Writing a whole file so that it is either complete or not changed at all.

#include <QByteArray>
#include <QString>

#include <optional>

namespace gpuadvisor {

/// Why writeWholeFile left the file as it was.
struct WholeFileError {
    enum class Kind {
        Create,   ///< The temporary file beside it could not be made (a missing or read-only folder).
        DiskFull, ///< The disk (or the quota) ran out of space part-way.
        Write,    ///< Another error while writing or renaming (an I/O error, a file size limit).
    };
    Kind kind = Kind::Write;
    QString detail; ///< The system's own words ("No space left on device"), for the message's end.
};

/// Writes `bytes` to `path` through QSaveFile: a temporary file beside it is written, synced and
/// renamed over `path` only when every byte was written. A short write (a full disk hands back
/// fewer bytes than asked and no error) counts as a failure, so the old file stays untouched.
/// Returns the error, or std::nullopt when the file is complete.
std::optional<WholeFileError> writeWholeFile(const QString& path, const QByteArray& bytes);

/// "cannot write FILE: the disk is full (No space left on device)" and the like, in English, for
/// the command line and logs; the desktop app words its own.
QString describeWholeFileError(const WholeFileError& error, const QString& path);

} // namespace gpuadvisor
