#pragma once

// Putting a finished file in place under a name that must not already exist, atomically.

#include <QString>

namespace gpuadvisor {

/// What moveWithoutReplacing did.
struct NoReplaceMove {
    enum class Outcome {
        Moved,             ///< `to` now names the file; `from` is gone.
        DestinationExists, ///< `to` existed (a file, a folder, anything): nothing was changed.
        Failed,            ///< Another error (see `detail`): nothing was changed.
    };
    Outcome outcome = Outcome::Failed;
    QString detail; ///< The system's words for a failure ("Operation not permitted"), else empty.
};

/// Gives the file `from` the name `to` only if `to` does not exist, in one step no other program
/// can come between: renameat2(RENAME_NOREPLACE), or where the file system lacks that, link() then
/// unlink(). Both fail with EEXIST when `to` exists. Never a copy: QFile::rename falls back to
/// copying over a destination that appeared after its own check, which wrote a fresh catalog over
/// one another program had just filled.
///
/// Unless the outcome is Moved, `to` is untouched and `from` is left where it was, for the caller
/// to remove (or use). Where the file system has neither (no hard links), the move fails.
NoReplaceMove moveWithoutReplacing(const QString& from, const QString& to);

} // namespace gpuadvisor
