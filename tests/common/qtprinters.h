#pragma once

// Teaches GoogleTest to print Qt strings, so failed assertions show the text.

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <ostream>

QT_BEGIN_NAMESPACE
inline void PrintTo(const QString& value, std::ostream* stream) {
    *stream << '"' << value.toStdString() << '"';
}
inline void PrintTo(const QByteArray& value, std::ostream* stream) {
    *stream << '"' << value.toStdString() << '"';
}
inline void PrintTo(const QStringList& value, std::ostream* stream) {
    *stream << '[' << value.join(QStringLiteral(", ")).toStdString() << ']';
}
/// Lets a QString follow `<<` in a failure message.
inline std::ostream& operator<<(std::ostream& stream, const QString& value) {
    return stream << value.toStdString();
}
QT_END_NAMESPACE
