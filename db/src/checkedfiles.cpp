#include "checkedfiles.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>

#include <chrono>
#include <filesystem>
#include <system_error>

namespace gpuadvisor::checkedfiles {
namespace {

constexpr qint64 headerBytes = 100;

/// The record of the file at `path`: named after its absolute path, so that two catalogs never
/// share one and one catalog keeps its own.
QString recordPath(const QString& path) {
    const QByteArray name =
        QCryptographicHash::hash(QFileInfo(path).absoluteFilePath().toUtf8(), QCryptographicHash::Sha256)
            .toHex();
    return QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation) +
           QStringLiteral("/gpu-advisor/checked-catalogs/") + QString::fromLatin1(name);
}

/// "2 size modified header-in-hex": one line. The leading 2 marks records of both checks (the
/// quick check and the catalog's shape); records without it, of the quick check alone, do not count.
QByteArray recordText(const FileState& state) {
    return QByteArrayLiteral("2 ") + QByteArray::number(static_cast<qulonglong>(state.size)) + ' ' +
           QByteArray::number(static_cast<qlonglong>(state.modifiedNanoseconds)) + ' ' +
           state.header.toHex() + '\n';
}

bool nonEmptyFileExists(const std::filesystem::path& path) {
    std::error_code error;
    const std::uintmax_t size = std::filesystem::file_size(path, error);
    return !error && size > 0;
}

} // namespace

std::optional<FileState> stateOf(const QString& path) {
    const std::filesystem::path file(QFile::encodeName(path).toStdString());
    for (const char* sidecar : {"-journal", "-wal"}) {
        if (nonEmptyFileExists(std::filesystem::path(file).concat(sidecar))) {
            return std::nullopt;
        }
    }
    std::error_code error;
    FileState state;
    state.size = std::filesystem::file_size(file, error);
    if (error || state.size < static_cast<std::uintmax_t>(headerBytes)) {
        return std::nullopt;
    }
    const auto modified = std::filesystem::last_write_time(file, error);
    if (error) {
        return std::nullopt;
    }
    state.modifiedNanoseconds =
        std::chrono::duration_cast<std::chrono::nanoseconds>(modified.time_since_epoch()).count();
    QFile input(path);
    if (!input.open(QIODevice::ReadOnly)) {
        return std::nullopt;
    }
    state.header = input.read(headerBytes);
    if (state.header.size() != headerBytes) {
        return std::nullopt;
    }
    return state;
}

bool passedIn(const QString& path, const FileState& state) {
    QFile record(recordPath(path));
    if (!record.open(QIODevice::ReadOnly)) {
        return false;
    }
    return record.read(4096) == recordText(state);
}

void rememberPassed(const QString& path, const FileState& state) {
    const QString file = recordPath(path);
    if (!QDir().mkpath(QFileInfo(file).absolutePath())) {
        return;
    }
    QSaveFile record(file);
    if (record.open(QIODevice::WriteOnly)) {
        record.write(recordText(state));
        record.commit();
    }
}

} // namespace gpuadvisor::checkedfiles
