#pragma once

// What is at a catalog's path, checked by name before SQLite opens it: SQLite would block on a
// FIFO, "open" a device and put a -journal file beside it, and take a short file for an empty
// database and write a catalog over it.

#include <QLockFile>
#include <QString>

#include <memory>

namespace gpuadvisor::catalogfile {

/// Throws CatalogError unless `path` is a regular file (or a link to one) that this process can
/// read: a folder, FIFO, device or socket is named as such, a file without read permission as
/// that. Nothing is opened for a non-regular file.
void requireReadableRegularFile(const QString& path);

/// Whether the file starts with SQLite's 16-byte header ("SQLite format 3\0"). An empty file
/// (0 bytes) is no database yet and counts as true: a catalog can be made in it.
bool isEmptyOrSqlite(const QString& path);

/// A unique name beside `path` for a file being built ("<path>.building-<pid>-<random>"), so
/// that `path` only ever holds a finished file.
QString buildingPathFor(const QString& path);

/// Removes the files a killed process left while building beside `path`: those whose process id
/// (in the name) no longer runs. A running process's file is left to it.
void removeAbandonedBuildingFiles(const QString& path);

/// Removes a file this process made (with its SQLite companions: -journal, -wal, -shm).
void removeWithCompanions(const QString& path);

/// Writes the catalog the build made from the shipped files (a resource of the programs that link
/// gpuadvisor_shipped_template) to the new file `path`, flushed to the disk, and returns true; or
/// returns false, writing nothing, in a program without it. Throws CatalogError (WriteFailed) if
/// the file cannot be written, leaving none.
bool writeShippedTemplate(const QString& path);

/// How long a program opening a catalog waits for another one's upgrade of it to finish.
constexpr int upgradeLockWaitMilliseconds = 30000;

/// Takes the lock that lets one program at a time back up and upgrade the catalog at `path` (a
/// QLockFile "<path>.upgrade.lock", removed when the returned object goes). Two programs opening
/// an old catalog at once would otherwise choose the same backup name; the second now waits here,
/// then finds the catalog upgraded. A lock left by a killed program (its process id no longer
/// runs) is taken over. Throws CatalogError (Locked) if another program holds it past the wait.
std::unique_ptr<QLockFile> lockForUpgrade(const QString& path);

} // namespace gpuadvisor::catalogfile
