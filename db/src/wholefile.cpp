#include "gpuadvisor/db/wholefile.h"

#include <QFileInfo>
#include <QSaveFile>

#include <cerrno>
#include <cstring>

namespace gpuadvisor {
namespace {

/// The error of a write that stopped short. Qt reports a short count without setting an error
/// when the system call wrote part of the data, so errno (set by the write that failed) decides.
WholeFileError shortWriteError(int savedErrno, const QSaveFile& file) {
    if (savedErrno == ENOSPC || savedErrno == EDQUOT) {
        return {WholeFileError::Kind::DiskFull, QString::fromLocal8Bit(std::strerror(savedErrno))};
    }
    if (savedErrno != 0) {
        return {WholeFileError::Kind::Write, QString::fromLocal8Bit(std::strerror(savedErrno))};
    }
    return {WholeFileError::Kind::Write, file.errorString()};
}

} // namespace

std::optional<WholeFileError> writeWholeFile(const QString& path, const QByteArray& bytes) {
    const QFileInfo existing(path);
    if (existing.exists() && !existing.isFile()) {
        // A device, a pipe or a folder: QSaveFile would rename its temporary file over it.
        return WholeFileError{WholeFileError::Kind::Create, QStringLiteral("not a regular file")};
    }
    QSaveFile file(path);
    // Unbuffered: a buffered write "succeeds" into memory, and the short write at commit's flush
    // goes unreported (Qt 6.4 commits a truncated file then).
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
        return WholeFileError{WholeFileError::Kind::Create, file.errorString()};
    }
    errno = 0;
    const qint64 written = file.write(bytes);
    const int savedErrno = errno;
    if (written != bytes.size()) {
        file.cancelWriting();
        return shortWriteError(savedErrno, file);
    }
    errno = 0;
    if (!file.commit()) {
        const int commitErrno = errno;
        if (file.error() == QFileDevice::ResourceError || commitErrno == ENOSPC) {
            return WholeFileError{WholeFileError::Kind::DiskFull, file.errorString()};
        }
        return WholeFileError{WholeFileError::Kind::Write, file.errorString()};
    }
    return std::nullopt;
}

QString describeWholeFileError(const WholeFileError& error, const QString& path) {
    switch (error.kind) {
    case WholeFileError::Kind::Create:
        return QStringLiteral("cannot create %1 (%2)").arg(path, error.detail);
    case WholeFileError::Kind::DiskFull:
        return QStringLiteral("cannot write %1: the disk is full (%2); the file was not changed")
            .arg(path, error.detail);
    case WholeFileError::Kind::Write:
        break;
    }
    return QStringLiteral("cannot write %1 (%2); the file was not changed").arg(path, error.detail);
}

} // namespace gpuadvisor
