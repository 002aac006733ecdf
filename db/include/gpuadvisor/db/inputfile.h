#pragma once

// Reading a file the user named as input (a CSV to import, llama-bench output, LLM presets)
// without trusting it to be an ordinary file of a sensible size.

#include <QByteArray>
#include <QString>

#include <optional>

namespace gpuadvisor {

/// Why readInputFile returned no bytes.
struct InputFileError {
    enum class Kind {
        NotRegularFile, ///< A device (/dev/zero), a pipe or FIFO, a socket or a folder.
        CannotOpen,     ///< Missing, or not readable by this user.
        TooLarge,       ///< More than the caller's limit.
    };
    Kind kind = Kind::CannotOpen;
    /// The system's words for CannotOpen ("No such file or directory"); what the path is for
    /// NotRegularFile ("a character device").
    QString detail;
};

struct InputFile {
    QByteArray bytes;
    std::optional<InputFileError> error;
    bool ok() const { return !error.has_value(); }
};

/// What is at `path` when it exists and is not a regular file (or a link to one): "a folder",
/// "a FIFO (named pipe)", "a character device", "a block device" or "a socket"; else empty.
QString fileKindOf(const QString& path);

/// The whole of a regular file of at most `maximumBytes`. Anything else is refused by name before
/// it is opened: opening a FIFO with no writer would wait forever, and a device such as /dev/zero
/// reports size 0 and never ends. At most `maximumBytes` + 1 bytes are read, whatever size the file
/// reports, so a file that grows while it is read is refused rather than read without end.
InputFile readInputFile(const QString& path, qint64 maximumBytes);

/// "FILE is not a regular file ..." and the like, in English, for the command line; the desktop
/// app words its own.
QString describeInputFileError(const InputFileError& error, const QString& path, qint64 maximumBytes);

} // namespace gpuadvisor
