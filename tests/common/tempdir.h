#pragma once

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

/// The SHA-256 of a file's bytes (empty if it cannot be read): "the file was not changed".
inline QByteArray sha256(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly)
               ? QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256)
               : QByteArray();
}

/// A fresh temporary directory per test, removed afterwards.
class TempDirTest : public ::testing::Test {
protected:
    void SetUp() override { ASSERT_TRUE(m_dir.isValid()); }

    QString path(const QString& name) const { return m_dir.filePath(name); }
    QDir directory() const { return QDir(m_dir.path()); }

    QString writeFile(const QString& name, const QByteArray& contents) const {
        QFile file(path(name));
        if (!file.open(QIODevice::WriteOnly)) {
            ADD_FAILURE() << "cannot write " << path(name).toStdString();
        }
        file.write(contents);
        return path(name);
    }

    QByteArray readFile(const QString& name) const {
        QFile file(path(name));
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }

private:
    QTemporaryDir m_dir;
};
