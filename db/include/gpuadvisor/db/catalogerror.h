#pragma once

#include <QString>

#include <stdexcept>

namespace gpuadvisor {

/// Why a catalog operation failed, for callers that offer a way out: recover a damaged file,
/// open a newer one read-only, try a locked one again. The message says the same in words.
enum class CatalogErrorKind {
    Other,            ///< A rule was broken (an invalid card, an unknown name) or something else.
    NotACatalog,      ///< An SQLite file of some other program; it was left untouched.
    Damaged,          ///< Not an SQLite file, truncated, or failing PRAGMA quick_check.
    NewerSchema,      ///< Written by a newer GPU Advisor: it may only be opened read-only.
    Locked,           ///< Another program (another GPU Advisor) held the file past the wait.
    ReadOnly,         ///< The file or its folder cannot be written, or it was opened read-only.
    DiskFull,         ///< The disk filled up during a write; the transaction was rolled back.
    WriteFailed,      ///< Another input/output error during a write; rolled back as well.
    MissingDirectory, ///< The folder to create the file in does not exist.
};

/// A catalog operation failed: the file cannot be opened or written, is not a catalog, is damaged
/// or from a newer version, or SQLite refused a statement. message() names the file and the cause
/// in words a user can act on; kind() classifies it. Whatever failed wrote nothing.
class CatalogError : public std::runtime_error {
public:
    explicit CatalogError(const QString& message, CatalogErrorKind kind = CatalogErrorKind::Other)
        : std::runtime_error(message.toStdString())
        , m_message(message)
        , m_kind(kind) {}

    const QString& message() const { return m_message; }
    CatalogErrorKind kind() const { return m_kind; }

private:
    QString m_message;
    CatalogErrorKind m_kind;
};

} // namespace gpuadvisor
