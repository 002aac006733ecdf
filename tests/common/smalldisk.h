#pragma once

// A tiny file system of its own (tmpfs), to fill up in a test: a real "No space left on device",
// which a file-size limit (ulimit -f) only imitates. Mounting needs root (CI runs as root); where
// it is not allowed, available() is false and the test skips that part.

#include <QDir>
#include <QProcess>
#include <QString>

class SmallDisk {
public:
    /// Mounts a tmpfs of `kilobytes` at `mountPoint` (created if needed).
    SmallDisk(const QString& mountPoint, int kilobytes)
        : m_mountPoint(mountPoint) {
        QDir().mkpath(mountPoint);
        m_mounted = QProcess::execute(QStringLiteral("mount"),
                                      {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                                       QStringLiteral("size=%1k").arg(kilobytes), QStringLiteral("tmpfs"),
                                       mountPoint}) == 0;
    }
    ~SmallDisk() {
        if (m_mounted) {
            QProcess::execute(QStringLiteral("umount"), {QStringLiteral("-l"), m_mountPoint});
        }
    }
    SmallDisk(const SmallDisk&) = delete;
    SmallDisk& operator=(const SmallDisk&) = delete;

    bool available() const { return m_mounted; }
    QString filePath(const QString& name) const { return QDir(m_mountPoint).filePath(name); }

    /// Fills the disk until fewer than `leftBytes` remain.
    void fill(qint64 leftBytes) const {
        QProcess::execute(QStringLiteral("sh"),
                          {QStringLiteral("-c"),
                           QStringLiteral("head -c $(( $(df -B1 --output=avail \"$0\" | "
                                          "tail -1) - %1 )) /dev/zero > \"$0/filler\"")
                               .arg(leftBytes),
                           m_mountPoint});
    }

private:
    QString m_mountPoint;
    bool m_mounted = false;
};
