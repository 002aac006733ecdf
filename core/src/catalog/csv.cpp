#include "gpuadvisor/core/catalog/csv.h"

#include <algorithm>
#include <cstring>

namespace gpuadvisor {

namespace {

constexpr std::string_view byteOrderMark = "\xEF\xBB\xBF";

/// The place of the first of the characters `Special` at or after `from`, or npos: a memchr per
/// character, each only up to the nearest hit so far. string_view::find_first_of looks every
/// character up in its set through a call, which made it a fifth of `rank --format csv` at
/// 10,000 cards (the long source addresses of the prices).
template <char... Special> std::size_t findAny(std::string_view text, std::size_t from = 0) {
    std::size_t end = text.size();
    for (const char special : {Special...}) {
        if (from >= end) {
            break;
        }
        if (const void* hit = std::memchr(text.data() + from, special, end - from)) {
            end = static_cast<std::size_t>(static_cast<const char*>(hit) - text.data());
        }
    }
    return end == text.size() ? std::string_view::npos : end;
}

/// `value` in double quotes, each quote in it doubled: copied a run at a time, not a character.
std::string quotedField(std::string_view value) {
    std::string quoted;
    quoted.reserve(value.size() + 2);
    quoted.push_back('"');
    for (std::size_t start = 0;;) {
        const std::size_t quote = value.find('"', start);
        quoted.append(value.substr(start, quote == std::string_view::npos ? quote : quote + 1 - start));
        if (quote == std::string_view::npos) {
            break;
        }
        quoted.push_back('"');
        start = quote + 1;
    }
    quoted.push_back('"');
    return quoted;
}

} // namespace

CsvReader::CsvReader(std::string_view text, std::size_t maxFields)
    : m_text(text)
    , m_maxFields(maxFields) {
    if (m_text.substr(0, byteOrderMark.size()) == byteOrderMark) {
        m_text.remove_prefix(byteOrderMark.size());
    }
}

bool CsvReader::readField(std::string* out, std::size_t fieldNumber, bool& blank) {
    const std::size_t size = m_text.size();
    if (m_position < size && m_text[m_position] == '"') {
        blank = false;
        const std::size_t quoteLine = m_line;
        ++m_position;
        bool closed = false;
        while (m_position < size) {
            const char c = m_text[m_position];
            if (c == '"') {
                if (m_position + 1 < size && m_text[m_position + 1] == '"') {
                    if (out != nullptr) {
                        out->push_back('"');
                    }
                    m_position += 2;
                    continue;
                }
                ++m_position;
                closed = true;
                break;
            }
            if (c == '\n') {
                ++m_line;
            }
            if (out != nullptr) {
                out->push_back(c);
            }
            ++m_position;
        }
        if (!closed) {
            m_error = CsvSyntaxError{quoteLine, fieldNumber, "a quoted field is never closed"};
            return false;
        }
        if (m_position < size && m_text[m_position] != ',' && m_text[m_position] != '\n' &&
            m_text[m_position] != '\r') {
            std::string message = "unexpected text after a closing quote";
            // A stray quote far above swallows whole lines; say where it opened.
            if (quoteLine != m_line) {
                message += " (the quoted field opens on line " + std::to_string(quoteLine) + ")";
            }
            m_error = CsvSyntaxError{m_line, fieldNumber, std::move(message)};
            return false;
        }
        return true;
    }
    std::size_t end = findAny<',', '\n', '\r'>(m_text, m_position);
    if (end == std::string_view::npos) {
        end = size;
    }
    const std::string_view field = m_text.substr(m_position, end - m_position);
    if (field.find('"') != std::string_view::npos) {
        m_error = CsvSyntaxError{m_line, fieldNumber, "a quote inside an unquoted field"};
        return false;
    }
    if (!field.empty()) {
        blank = false;
        if (out != nullptr) {
            out->append(field);
        }
    }
    m_position = end;
    return true;
}

bool CsvReader::next(CsvRecord& record) {
    const std::size_t size = m_text.size();
    while (m_position < size && !m_error) {
        record.line = m_line;
        m_tooWide = false;
        bool blank = true;
        std::size_t count = 0;
        while (true) {
            ++count;
            std::string* out = nullptr;
            if (count <= m_maxFields) {
                if (count > record.fields.size()) {
                    record.fields.emplace_back();
                }
                out = &record.fields[count - 1];
                out->clear();
            } else {
                // Past the limit the fields are only read over: nothing is stored for them.
                m_tooWide = true;
            }
            if (!readField(out, count, blank)) {
                return false;
            }
            if (m_position >= size) {
                break;
            }
            if (m_text[m_position] == ',') {
                blank = false;
                ++m_position;
                continue;
            }
            // End of line: LF or CRLF (a lone CR is treated as a line end too).
            if (m_text[m_position] == '\r') {
                ++m_position;
            }
            if (m_position < size && m_text[m_position] == '\n') {
                ++m_position;
            }
            ++m_line;
            break;
        }
        record.fields.resize(std::min(count, m_maxFields));
        if (!blank) {
            return true;
        }
    }
    return false;
}

CsvParseResult parseCsv(std::string_view text) {
    CsvParseResult result;
    CsvReader reader(text);
    CsvRecord record;
    while (reader.next(record)) {
        if (reader.tooWide()) {
            result.error = CsvSyntaxError{record.line, reader.maxFields() + 1,
                                          "has more than " + std::to_string(reader.maxFields()) + " fields"};
            return result;
        }
        result.records.push_back(std::move(record));
        record = CsvRecord{};
    }
    result.error = reader.error();
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
    if (findAny<',', '"', '\r', '\n'>(value) == std::string_view::npos) {
        return std::string(value);
    }
    return quotedField(value);
}

namespace {

/// Whether a spreadsheet takes text starting with `c` for a formula (OWASP's list).
bool startsFormula(char c) {
    return c == '=' || c == '+' || c == '-' || c == '@' || c == '\t' || c == '\r';
}

/// Whether `text` is one or more single quotes (at least `minQuotes`) followed by a formula start.
bool isQuotedFormula(std::string_view text, std::size_t minQuotes) {
    const std::size_t quotes = std::min(text.find_first_not_of('\''), text.size());
    return quotes >= minQuotes && quotes < text.size() && startsFormula(text[quotes]);
}

} // namespace

std::string escapeSpreadsheetText(std::string_view value) {
    if (isQuotedFormula(value, 0)) {
        // Built by appending: GCC 12's -Wrestrict misfires on "'" + std::string&& (PR 105329).
        std::string escaped(1, '\'');
        escaped += value;
        return escaped;
    }
    return std::string(value);
}

std::string unescapeSpreadsheetText(std::string_view cell) {
    if (isQuotedFormula(cell, 1)) {
        cell.remove_prefix(1);
    }
    return std::string(cell);
}

std::string csvTextField(std::string_view value) {
    if (!isQuotedFormula(value, 0)) {
        return csvField(value); // most fields: no escaped copy made first
    }
    return quotedField(escapeSpreadsheetText(value));
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
