#include "gpuadvisor/db/atomicfile.h"

#include <QFile>

#include <cerrno>
#include <cstdio> // renameat2 (glibc 2.28)
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

namespace gpuadvisor {
namespace {

NoReplaceMove failure(int error) {
    if (error == EEXIST) {
        return {NoReplaceMove::Outcome::DestinationExists, {}};
    }
    return {NoReplaceMove::Outcome::Failed, QString::fromLocal8Bit(std::strerror(error))};
}

/// Whether renameat2 failed because the kernel or the file system cannot do RENAME_NOREPLACE
/// (EINVAL from some file systems, network ones in particular), rather than because of the files.
bool noReplaceUnsupported(int error) {
    return error == EINVAL || error == ENOSYS || error == EOPNOTSUPP;
}

} // namespace

NoReplaceMove moveWithoutReplacing(const QString& from, const QString& to) {
    const QByteArray source = QFile::encodeName(from);
    const QByteArray target = QFile::encodeName(to);
    if (::renameat2(AT_FDCWD, source.constData(), AT_FDCWD, target.constData(), RENAME_NOREPLACE) == 0) {
        return {NoReplaceMove::Outcome::Moved, {}};
    }
    if (const int error = errno; !noReplaceUnsupported(error)) {
        return failure(error);
    }
    if (::link(source.constData(), target.constData()) != 0) {
        return failure(errno);
    }
    // In place under its new name; a failed unlink leaves a second name the caller may remove.
    ::unlink(source.constData());
    return {NoReplaceMove::Outcome::Moved, {}};
}

} // namespace gpuadvisor
