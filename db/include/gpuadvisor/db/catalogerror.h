#pragma once

#include <QString>

#include <stdexcept>

namespace gpuadvisor {

/// A catalog operation failed: the file cannot be opened or written, is not a catalog, is damaged
/// or from a newer version, or SQLite refused a statement. message() names the file and the cause
/// in words a user can act on.
class CatalogError : public std::runtime_error {
public:
    explicit CatalogError(const QString& message)
        : std::runtime_error(message.toStdString())
        , m_message(message) {}

    const QString& message() const { return m_message; }

private:
    QString m_message;
};

} // namespace gpuadvisor
