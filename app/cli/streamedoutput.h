#pragma once

// Output too large to build in memory first (100,000 cards as JSON would take hundreds of MB):
// written to standard output piece by piece, through a small buffer.

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <string>
#include <string_view>

namespace gpuadvisor::cli {

/// Writes UTF-8 text to standard output through a buffer of a few tens of kilobytes. Whatever is
/// buffered is written when it is full, on flush() and when the writer is destroyed.
class StreamedOutput {
public:
    StreamedOutput();
    ~StreamedOutput();
    StreamedOutput(const StreamedOutput&) = delete;
    StreamedOutput& operator=(const StreamedOutput&) = delete;

    void write(std::string_view utf8);
    void write(const QByteArray& utf8) {
        write(std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())));
    }
    void write(const QString& text) { write(text.toUtf8()); }
    void flush();

private:
    std::string m_buffer;
};

/// Writes a JSON array of objects exactly as QJsonDocument(array).toJson(QJsonDocument::Indented)
/// writes it, one object at a time: append() each object, then finish().
class JsonArrayWriter {
public:
    explicit JsonArrayWriter(StreamedOutput& output)
        : m_output(output) {}

    void append(const QJsonObject& object);
    /// Closes the array (an empty one if nothing was appended).
    void finish();

private:
    StreamedOutput& m_output;
    bool m_empty = true;
};

} // namespace gpuadvisor::cli
