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

/// Writes the objects of a JSON array exactly as QJsonDocument::toJson(QJsonDocument::Indented)
/// writes them, one object at a time.
class JsonArrayWriter {
public:
    /// `depth`: how many arrays and objects hold the array (0 for a document that is the array).
    explicit JsonArrayWriter(StreamedOutput& output, int depth = 0)
        : m_output(output)
        , m_depth(depth) {}

    /// Writes the object, after a separator from the one before.
    void append(const QJsonObject& object);
    bool empty() const { return m_empty; }

private:
    StreamedOutput& m_output;
    int m_depth = 0;
    bool m_empty = true;
};

/// Writes a JSON document that is an array of `count` objects, as
/// QJsonDocument(array).toJson(QJsonDocument::Indented) writes it, calling objectAt(i) for each.
template <typename ObjectAt>
void writeJsonArray(StreamedOutput& output, std::size_t count, ObjectAt objectAt) {
    if (count == 0) {
        output.write(QByteArray("[\n]\n"));
        return;
    }
    output.write(std::string_view("[\n"));
    JsonArrayWriter array(output);
    for (std::size_t i = 0; i < count; ++i) {
        array.append(objectAt(i));
    }
    output.write(std::string_view("\n]\n"));
}

} // namespace gpuadvisor::cli
