#include "streamedoutput.h"

#include "output.h"

#include <QJsonArray>
#include <QJsonDocument>

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
    printOutUtf8(m_buffer); // through printOut's failure check: a cut-short listing is an error
    m_buffer.clear();
}

void JsonArrayWriter::append(const QJsonObject& object) {
    // The object as the indented writer puts it into an array at this depth: the document of the
    // object wrapped in depth + 1 one-element arrays, from the object's indentation to its '}'.
    QJsonArray wrapped{object};
    for (int level = 0; level < m_depth; ++level) {
        wrapped = QJsonArray{wrapped};
    }
    const QByteArray text = QJsonDocument(wrapped).toJson(QJsonDocument::Indented);
    const qsizetype indent = 4 * (m_depth + 1);
    const qsizetype begin = text.indexOf('{') - indent;
    const qsizetype end = text.lastIndexOf('}') + 1;
    if (!m_empty) {
        m_output.write(std::string_view(",\n"));
    }
    m_output.write(std::string_view(text.constData() + begin, static_cast<std::size_t>(end - begin)));
    m_empty = false;
}

} // namespace gpuadvisor::cli
