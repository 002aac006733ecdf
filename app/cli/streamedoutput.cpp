#include "streamedoutput.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <cstdio>

namespace gpuadvisor::cli {
namespace {

constexpr std::size_t bufferBytes = 64 * 1024;

} // namespace

StreamedOutput::StreamedOutput() {
    m_buffer.reserve(bufferBytes);
}

StreamedOutput::~StreamedOutput() {
    flush();
}

void StreamedOutput::write(std::string_view utf8) {
    m_buffer.append(utf8);
    if (m_buffer.size() >= bufferBytes) {
        flush();
    }
}

void StreamedOutput::flush() {
    std::fwrite(m_buffer.data(), 1, m_buffer.size(), stdout);
    std::fflush(stdout);
    m_buffer.clear();
}

void JsonArrayWriter::append(const QJsonObject& object) {
    // The object as the indented array writer puts it, at one level of indentation: the document
    // of a one-element array without its opening "[\n" and closing "]\n".
    const QByteArray one = QJsonDocument(QJsonArray{object}).toJson(QJsonDocument::Indented);
    const QByteArrayView body = QByteArrayView(one).sliced(2, one.size() - 2 - 3); // and its "\n"
    m_output.write(std::string_view(m_empty ? "[\n" : ",\n"));
    m_output.write(std::string_view(body.data(), static_cast<std::size_t>(body.size())));
    m_empty = false;
}

void JsonArrayWriter::finish() {
    if (m_empty) {
        m_output.write(QJsonDocument(QJsonArray()).toJson(QJsonDocument::Indented));
        return;
    }
    m_output.write(std::string_view("\n]\n"));
}

} // namespace gpuadvisor::cli
