#include "catalogfile.h"

#include "gpuadvisor/db/catalogerror.h"
#include "gpuadvisor/db/inputfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <sys/stat.h>
#include <unistd.h>

namespace gpuadvisor::catalogfile {

void requireReadableRegularFile(const QString& path) {
    struct stat status {};
    if (::stat(QFile::encodeName(path).constData(), &status) != 0) {
        throw CatalogError(
            QStringLiteral("cannot read %1: %2").arg(path, QString::fromLocal8Bit(std::strerror(errno))));
    }
    if (!S_ISREG(status.st_mode)) {
        const QString kind = fileKindOf(path);
        throw CatalogError(QStringLiteral("%1 is %2, not a catalog file; it was not opened")
                               .arg(path, kind.isEmpty() ? QStringLiteral("not a regular file") : kind));
    }
    if (!QFileInfo(path).isReadable()) {
        throw CatalogError(
            QStringLiteral("cannot read %1: permission denied (the file's permissions do not let "
                           "you read it)")
                .arg(path));
    }
}

bool isEmptyOrSqlite(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return true; // SQLite reports what is wrong
    }
    static const QByteArray header("SQLite format 3", 16); // with its terminating NUL
    const QByteArray start = file.read(header.size());
    return start.isEmpty() || start == header;
}

QString buildingPathFor(const QString& path) {
    QString candidate;
    do {
        candidate = QStringLiteral("%1.building-%2-%3")
                        .arg(path)
                        .arg(QCoreApplication::applicationPid())
                        .arg(QRandomGenerator::global()->generate(), 8, 16, QLatin1Char('0'));
    } while (QFileInfo::exists(candidate));
    return candidate;
}

void removeAbandonedBuildingFiles(const QString& path) {
    const QFileInfo info(path);
    const QDir folder = info.absoluteDir();
    const QString prefix = info.fileName() + QStringLiteral(".building-");
    for (const QString& name : folder.entryList({prefix + QStringLiteral("*")}, QDir::Files | QDir::Hidden)) {
        bool ok = false;
        const qint64 pid = name.mid(prefix.size()).section(QLatin1Char('-'), 0, 0).toLongLong(&ok);
        if (ok && pid > 0 && ::kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH) {
            QFile::remove(folder.filePath(name));
        }
    }
}

void removeWithCompanions(const QString& path) {
    for (const QString& suffix :
         {QString(), QStringLiteral("-journal"), QStringLiteral("-wal"), QStringLiteral("-shm")}) {
        QFile::remove(path + suffix);
    }
}

bool writeShippedTemplate(const QString& path) {
    QFile shipped(QStringLiteral(":/catalog-template/catalog.sqlite"));
    if (!shipped.open(QIODevice::ReadOnly)) {
        return false; // the tool that makes it: built from the shipped files
    }
    const QByteArray bytes = shipped.readAll();
    QFile file(path);
    // NewOnly: `path` is a name this process chose; anything already there is not overwritten.
    bool written = file.open(QIODevice::WriteOnly | QIODevice::NewOnly) &&
                   file.write(bytes) == bytes.size() && file.flush();
    // On the disk before it is renamed into place: a crash must not leave an empty catalog.
    written = written && ::fsync(file.handle()) == 0;
    const QString reason = file.errorString();
    file.close();
    if (!written) {
        QFile::remove(path);
        throw CatalogError(QStringLiteral("cannot create %1: %2").arg(path, reason),
                           CatalogErrorKind::WriteFailed);
    }
    return true;
}

std::unique_ptr<QLockFile> lockForUpgrade(const QString& path) {
    auto lock = std::make_unique<QLockFile>(path + QStringLiteral(".upgrade.lock"));
    // Stale only when its process is gone: a large catalog's upgrade may take longer than Qt's
    // default of 30 s, and is not to be broken into.
    lock->setStaleLockTime(0);
    if (lock->tryLock(upgradeLockWaitMilliseconds)) {
        return lock;
    }
    if (lock->error() == QLockFile::LockFailedError) {
        throw CatalogError(
            QStringLiteral("%1 is being upgraded by another program (another GPU Advisor?) that "
                           "did not finish within %2 s; nothing was changed. Try again.")
                .arg(path)
                .arg(upgradeLockWaitMilliseconds / 1000),
            CatalogErrorKind::Locked);
    }
    throw CatalogError(QStringLiteral("cannot upgrade %1: the lock file %2 cannot be created; the file was "
                                      "not changed")
                           .arg(path, lock->fileName()),
                       CatalogErrorKind::WriteFailed);
}

} // namespace gpuadvisor::catalogfile
