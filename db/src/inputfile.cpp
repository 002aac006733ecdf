#include "gpuadvisor/db/inputfile.h"

#include <QFile>

#include <sys/stat.h>

namespace gpuadvisor {
namespace {

/// "a FIFO (named pipe)", "a character device", ... for what stat found at a path.
QString kindOf(mode_t mode) {
    if (S_ISDIR(mode)) {
        return QStringLiteral("a folder");
    }
    if (S_ISFIFO(mode)) {
        return QStringLiteral("a FIFO (named pipe)");
    }
    if (S_ISCHR(mode)) {
        return QStringLiteral("a character device");
    }
    if (S_ISBLK(mode)) {
        return QStringLiteral("a block device");
    }
    if (S_ISSOCK(mode)) {
        return QStringLiteral("a socket");
    }
    return QStringLiteral("not a regular file");
}

} // namespace

QString fileKindOf(const QString& path) {
    struct stat status {};
    if (::stat(QFile::encodeName(path).constData(), &status) != 0 || S_ISREG(status.st_mode)) {
        return {};
    }
    return kindOf(status.st_mode);
}

InputFile readInputFile(const QString& path, qint64 maximumBytes) {
    if (QString kind = fileKindOf(path); !kind.isEmpty()) {
        return {{}, InputFileError{InputFileError::Kind::NotRegularFile, std::move(kind)}};
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return {{}, InputFileError{InputFileError::Kind::CannotOpen, file.errorString()}};
    }
    if (file.size() > maximumBytes) {
        return {{}, InputFileError{InputFileError::Kind::TooLarge, {}}};
    }
    QByteArray bytes = file.read(maximumBytes + 1);
    if (bytes.size() > maximumBytes) {
        return {{}, InputFileError{InputFileError::Kind::TooLarge, {}}};
    }
    return {std::move(bytes), std::nullopt};
}

QString describeInputFileError(const InputFileError& error, const QString& path, qint64 maximumBytes) {
    switch (error.kind) {
    case InputFileError::Kind::NotRegularFile:
        return QStringLiteral("%1 is %2, not a file to read").arg(path, error.detail);
    case InputFileError::Kind::CannotOpen:
        return QStringLiteral("cannot read %1: %2").arg(path, error.detail);
    case InputFileError::Kind::TooLarge:
        return QStringLiteral("%1 is larger than %2 MB, the most this reads")
            .arg(path)
            .arg(maximumBytes / (1024 * 1024));
    }
    return {};
}

} // namespace gpuadvisor
