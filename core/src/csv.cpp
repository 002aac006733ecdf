#include "gpuadvisor/core/csv.h"

namespace gpuadvisor {

namespace {

constexpr std::string_view byteOrderMark = "\xEF\xBB\xBF";

} // namespace

CsvParseResult parseCsv(std::string_view text) {
    CsvParseResult result;
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
            const std::size_t fieldNumber = record.fields.size() + 1;
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
                    result.error = CsvSyntaxError{quoteLine, fieldNumber, "a quoted field is never closed"};
                    return result;
                }
                if (position < size && text[position] != ',' && text[position] != '\n' &&
                    text[position] != '\r') {
                    std::string message = "unexpected text after a closing quote";
                    // A stray quote far above swallows whole lines; say where it opened.
                    if (quoteLine != line) {
                        message += " (the quoted field opens on line " + std::to_string(quoteLine) + ")";
                    }
                    result.error = CsvSyntaxError{line, fieldNumber, std::move(message)};
                    return result;
                }
            } else {
                while (position < size && text[position] != ',' && text[position] != '\n' &&
                       text[position] != '\r') {
                    if (text[position] == '"') {
                        result.error = CsvSyntaxError{line, fieldNumber, "a quote inside an unquoted field"};
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

std::optional<Utf8Problem> firstInvalidUtf8(std::string_view text) {
    if (text.substr(0, byteOrderMark.size()) == byteOrderMark) {
        text.remove_prefix(byteOrderMark.size());
    }
    // Tracks fields and lines as parseCsv does (quotes open only at a field's start, line breaks
    // inside quotes belong to the field), so both report the same place.
    enum class State { FieldStart, Unquoted, Quoted, AfterQuote };
    State state = State::FieldStart;
    std::size_t line = 1;
    std::size_t field = 1;
    std::size_t i = 0;
    const auto byteAt = [&text](std::size_t index) {
        return static_cast<unsigned char>(text[index]);
    };
    const auto endRecord = [&] {
        ++line;
        field = 1;
        state = State::FieldStart;
    };
    while (i < text.size()) {
        const unsigned char lead = byteAt(i);
        if (lead < 0x80) {
            if (state == State::Quoted) {
                if (lead == '"') {
                    if (i + 1 < text.size() && text[i + 1] == '"') {
                        ++i; // an escaped quote
                    } else {
                        state = State::AfterQuote;
                    }
                } else if (lead == '\n') {
                    ++line;
                }
            } else if (lead == '"' && state == State::FieldStart) {
                state = State::Quoted;
            } else if (lead == ',') {
                ++field;
                state = State::FieldStart;
            } else if (lead == '\n') {
                endRecord();
            } else if (lead == '\r') {
                if (i + 1 < text.size() && text[i + 1] == '\n') {
                    ++i; // CRLF is one line end
                }
                endRecord();
            } else if (state == State::FieldStart) {
                state = State::Unquoted;
            }
            ++i;
            continue;
        }
        if (state == State::FieldStart) {
            state = State::Unquoted;
        }
        const Utf8Problem here{line, field};
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
            return here;
        }
        if (i + length > text.size()) {
            return here;
        }
        for (std::size_t k = 1; k < length; ++k) {
            const unsigned char continuation = byteAt(i + k);
            if ((continuation & 0xC0) != 0x80) {
                return here;
            }
            codePoint = (codePoint << 6) | (continuation & 0x3F);
        }
        constexpr unsigned int smallestOfLength[] = {0, 0, 0x80, 0x800, 0x10000};
        if (codePoint < smallestOfLength[length] || codePoint > 0x10FFFF ||
            (codePoint >= 0xD800 && codePoint <= 0xDFFF)) {
            return here;
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
