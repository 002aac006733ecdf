#include "gpuadvisor/core/csv.h"

namespace gpuadvisor {

CsvParseResult parseCsv(std::string_view text) {
    CsvParseResult result;
    constexpr std::string_view byteOrderMark = "\xEF\xBB\xBF";
    if (text.substr(0, byteOrderMark.size()) == byteOrderMark) {
        text.remove_prefix(byteOrderMark.size());
    }

    std::size_t line = 1;
    std::size_t position = 0;
    const std::size_t size = text.size();

    while (position < size) {
        CsvRecord record;
        record.line = line;
        std::string field;
        bool recordDone = false;
        bool lineIsBlank = true;

        while (!recordDone) {
            field.clear();
            if (position < size && text[position] == '"') {
                lineIsBlank = false;
                const std::size_t quoteLine = line;
                ++position;
                bool closed = false;
                while (position < size) {
                    const char c = text[position];
                    if (c == '"') {
                        if (position + 1 < size && text[position + 1] == '"') {
                            field.push_back('"');
                            position += 2;
                            continue;
                        }
                        ++position;
                        closed = true;
                        break;
                    }
                    if (c == '\n') {
                        ++line;
                    }
                    field.push_back(c);
                    ++position;
                }
                if (!closed) {
                    result.error = CsvSyntaxError{quoteLine, "a quoted field is never closed"};
                    return result;
                }
                if (position < size && text[position] != ',' && text[position] != '\n' &&
                    text[position] != '\r') {
                    result.error = CsvSyntaxError{line, "unexpected text after a closing quote"};
                    return result;
                }
            } else {
                while (position < size && text[position] != ',' && text[position] != '\n' &&
                       text[position] != '\r') {
                    if (text[position] == '"') {
                        result.error = CsvSyntaxError{line, "a quote inside an unquoted field"};
                        return result;
                    }
                    field.push_back(text[position]);
                    ++position;
                }
                if (!field.empty()) {
                    lineIsBlank = false;
                }
            }
            record.fields.push_back(std::move(field));

            if (position >= size) {
                recordDone = true;
            } else if (text[position] == ',') {
                lineIsBlank = false;
                ++position;
            } else {
                // End of line: LF or CRLF (a lone CR is treated as a line end too).
                if (text[position] == '\r') {
                    ++position;
                }
                if (position < size && text[position] == '\n') {
                    ++position;
                }
                ++line;
                recordDone = true;
            }
        }
        if (!lineIsBlank) {
            result.records.push_back(std::move(record));
        }
    }
    return result;
}

std::optional<std::size_t> firstInvalidUtf8Line(std::string_view text) {
    std::size_t line = 1;
    std::size_t i = 0;
    const auto byteAt = [&text](std::size_t index) {
        return static_cast<unsigned char>(text[index]);
    };
    while (i < text.size()) {
        const unsigned char lead = byteAt(i);
        if (lead < 0x80) {
            line += lead == '\n' ? 1 : 0;
            ++i;
            continue;
        }
        std::size_t length = 0;
        unsigned int codePoint = 0;
        if ((lead & 0xE0) == 0xC0) {
            length = 2;
            codePoint = lead & 0x1F;
        } else if ((lead & 0xF0) == 0xE0) {
            length = 3;
            codePoint = lead & 0x0F;
        } else if ((lead & 0xF8) == 0xF0) {
            length = 4;
            codePoint = lead & 0x07;
        } else {
            return line;
        }
        if (i + length > text.size()) {
            return line;
        }
        for (std::size_t k = 1; k < length; ++k) {
            const unsigned char continuation = byteAt(i + k);
            if ((continuation & 0xC0) != 0x80) {
                return line;
            }
            codePoint = (codePoint << 6) | (continuation & 0x3F);
        }
        constexpr unsigned int smallestOfLength[] = {0, 0, 0x80, 0x800, 0x10000};
        if (codePoint < smallestOfLength[length] || codePoint > 0x10FFFF ||
            (codePoint >= 0xD800 && codePoint <= 0xDFFF)) {
            return line;
        }
        i += length;
    }
    return std::nullopt;
}

std::string csvField(std::string_view value) {
    if (value.find_first_of(",\"\r\n") == std::string_view::npos) {
        return std::string(value);
    }
    std::string quoted = "\"";
    for (char c : value) {
        if (c == '"') {
            quoted.push_back('"');
        }
        quoted.push_back(c);
    }
    quoted.push_back('"');
    return quoted;
}

std::string csvLine(const std::vector<std::string>& fields) {
    // A record of one empty field written bare would be an empty line, which readers skip.
    if (fields.size() == 1 && fields.front().empty()) {
        return "\"\"\n";
    }
    std::string line;
    for (std::size_t i = 0; i < fields.size(); ++i) {
        if (i > 0) {
            line.push_back(',');
        }
        line += csvField(fields[i]);
    }
    line.push_back('\n');
    return line;
}

} // namespace gpuadvisor
