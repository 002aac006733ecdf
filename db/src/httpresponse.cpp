#include "gpuadvisor/db/httpresponse.h"

#include <algorithm>
#include <cctype>

namespace gpuadvisor {
namespace {

constexpr std::size_t maximumChunkSizeLine = 1024;

bool isSpace(char c) {
    return c == ' ' || c == '\t';
}

std::string_view trimmed(std::string_view text) {
    while (!text.empty() && isSpace(text.front())) {
        text.remove_prefix(1);
    }
    while (!text.empty() && isSpace(text.back())) {
        text.remove_suffix(1);
    }
    return text;
}

bool equalsIgnoringCase(std::string_view a, std::string_view b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) ==
                      std::tolower(static_cast<unsigned char>(y));
           });
}

/// RFC 9110 token characters, which a field name consists of.
bool isTokenChar(char c) {
    const auto u = static_cast<unsigned char>(c);
    return std::isalnum(u) != 0 || std::string_view("!#$%&'*+-.^_`|~").find(c) != std::string_view::npos;
}

/// The start of `bytes` as printable ASCII, for a message about what arrived instead of HTTP.
std::string shownStart(std::string_view bytes) {
    std::string shown;
    for (const char c : bytes.substr(0, 40)) {
        const auto u = static_cast<unsigned char>(c);
        shown += (u >= 0x20 && u < 0x7f) ? c : '?';
    }
    return shown;
}

std::optional<std::uint64_t> decimal(std::string_view digits) {
    if (digits.empty() || digits.size() > 18) {
        return std::nullopt;
    }
    std::uint64_t value = 0;
    for (const char c : digits) {
        if (c < '0' || c > '9') {
            return std::nullopt;
        }
        value = value * 10 + static_cast<std::uint64_t>(c - '0');
    }
    return value;
}

std::optional<std::uint64_t> hexadecimal(std::string_view digits) {
    if (digits.empty() || digits.size() > 15) {
        return std::nullopt;
    }
    std::uint64_t value = 0;
    for (const char c : digits) {
        const auto u = static_cast<unsigned char>(c);
        if (std::isxdigit(u) == 0) {
            return std::nullopt;
        }
        const int digit = std::isdigit(u) != 0 ? c - '0' : std::tolower(u) - 'a' + 10;
        value = value * 16 + static_cast<std::uint64_t>(digit);
    }
    return value;
}

} // namespace

HttpResponseParser::HttpResponseParser(HttpResponseLimits limits)
    : m_limits(limits) {}

std::optional<std::string> HttpResponseParser::header(std::string_view name) const {
    for (const auto& [field, value] : m_headers) {
        if (equalsIgnoringCase(field, name)) {
            return value;
        }
    }
    return std::nullopt;
}

void HttpResponseParser::fail(HttpResponseError error, std::string detail) {
    m_error = error;
    m_errorDetail = std::move(detail);
    m_pendingLine.clear();
    // What was read of a failed body is never used; dropping it also makes the result the same
    // however the bytes arrived.
    m_body.clear();
    m_body.shrink_to_fit();
}

bool HttpResponseParser::takeLine(std::string_view& bytes, std::string& line, std::size_t limit,
                                  HttpResponseError tooLong) {
    const std::size_t end = bytes.find('\n');
    const std::size_t available = end == std::string_view::npos ? bytes.size() : end;
    // The line end (a CR before the LF) is not part of the limit; a lone CR at the end of a piece
    // may be the start of one.
    if (m_pendingLine.size() + available > limit + 1) {
        fail(tooLong, "a line of more than " + std::to_string(limit) + " bytes");
        return false;
    }
    if (end == std::string_view::npos) {
        m_pendingLine.append(bytes);
        bytes = {};
        return false;
    }
    line = std::move(m_pendingLine);
    m_pendingLine.clear();
    line.append(bytes.substr(0, end));
    bytes.remove_prefix(end + 1);
    m_lastLineBytes = line.size() + 1;
    if (!line.empty() && line.back() == '\r') {
        line.pop_back();
    }
    if (line.size() > limit) {
        fail(tooLong, "a line of more than " + std::to_string(limit) + " bytes");
        return false;
    }
    return true;
}

void HttpResponseParser::feed(std::string_view bytes) {
    while (!bytes.empty() && !m_complete && !failed()) {
        if (!m_headComplete) {
            const std::size_t room =
                m_limits.maximumHeadBytes - std::min(m_headBytes, m_limits.maximumHeadBytes);
            std::string line;
            if (!takeLine(bytes, line, room, HttpResponseError::HeadTooLarge)) {
                if (m_error == HttpResponseError::HeadTooLarge) {
                    m_errorDetail =
                        "more than " + std::to_string(m_limits.maximumHeadBytes) + " bytes of headers";
                }
                break;
            }
            readHeadLine(line);
        } else {
            readBody(bytes);
        }
    }
}

void HttpResponseParser::readHeadLine(const std::string& line) {
    m_headBytes += m_lastLineBytes;
    if (m_headBytes > m_limits.maximumHeadBytes) {
        fail(HttpResponseError::HeadTooLarge,
             "more than " + std::to_string(m_limits.maximumHeadBytes) + " bytes of headers");
        return;
    }
    if (!m_statusRead) {
        // HTTP/1.x SP 3DIGIT [SP reason]
        const std::string_view text(line);
        const bool looksRight =
            text.size() >= 12 && text.substr(0, 7) == "HTTP/1." &&
            std::isdigit(static_cast<unsigned char>(text[7])) != 0 && text[8] == ' ' &&
            std::all_of(text.begin() + 9, text.begin() + 12, [](char c) { return c >= '0' && c <= '9'; }) &&
            (text.size() == 12 || text[12] == ' ');
        if (!looksRight) {
            fail(HttpResponseError::NotHttp, "the answer began with '" + shownStart(text) + "'");
            return;
        }
        m_status = std::stoi(std::string(text.substr(9, 3)));
        m_reason = std::string(trimmed(text.size() > 12 ? text.substr(13) : std::string_view()));
        m_statusRead = true;
        return;
    }
    if (line.empty()) {
        finishHead();
        return;
    }
    if (isSpace(line.front())) {
        fail(HttpResponseError::MalformedHeader, "a header line folded onto the next line");
        return;
    }
    const std::size_t colon = line.find(':');
    const std::string_view name = std::string_view(line).substr(0, colon);
    if (colon == std::string::npos || name.empty() || !std::all_of(name.begin(), name.end(), isTokenChar)) {
        fail(HttpResponseError::MalformedHeader, "the header line '" + shownStart(line) + "'");
        return;
    }
    const std::string_view value = trimmed(std::string_view(line).substr(colon + 1));
    if (value.find('\0') != std::string_view::npos || value.find('\r') != std::string_view::npos) {
        fail(HttpResponseError::MalformedHeader, "a control character in the header " + std::string(name));
        return;
    }
    if (m_headers.size() >= m_limits.maximumHeaderFields) {
        fail(HttpResponseError::TooManyHeaderFields,
             "more than " + std::to_string(m_limits.maximumHeaderFields) + " header fields");
        return;
    }
    m_headers.emplace_back(std::string(name), std::string(value));
}

void HttpResponseParser::finishHead() {
    if (m_status >= 100 && m_status < 200 && m_status != 101) {
        // An interim answer (100 Continue, 103 Early Hints): the real one follows. Its bytes still
        // count toward the head limit, so endless interim answers are stopped too.
        m_statusRead = false;
        m_headers.clear();
        m_status = 0;
        m_reason.clear();
        return;
    }
    m_headComplete = true;
    if (m_status == 101 || m_status == 204 || m_status == 304) {
        m_framing = HttpBodyFraming::None;
        m_complete = true;
        return;
    }
    bool anyTransferEncoding = false;
    bool chunkedLast = false;
    for (const auto& [field, value] : m_headers) {
        if (!equalsIgnoringCase(field, "Transfer-Encoding")) {
            continue;
        }
        std::string_view rest(value);
        while (!rest.empty()) {
            const std::size_t comma = rest.find(',');
            const std::string_view coding = trimmed(rest.substr(0, comma));
            rest = comma == std::string_view::npos ? std::string_view() : rest.substr(comma + 1);
            if (coding.empty()) {
                continue;
            }
            anyTransferEncoding = true;
            chunkedLast = equalsIgnoringCase(coding, "chunked");
            if (!chunkedLast) {
                fail(HttpResponseError::UnsupportedTransferEncoding,
                     "the transfer coding '" + shownStart(coding) + "'");
                return;
            }
        }
    }
    if (anyTransferEncoding && chunkedLast) {
        m_framing = HttpBodyFraming::Chunked; // a Content-Length beside it is ignored (RFC 9112 6.3)
        return;
    }
    for (const auto& [field, value] : m_headers) {
        if (!equalsIgnoringCase(field, "Content-Length")) {
            continue;
        }
        std::string_view rest(value);
        do {
            const std::size_t comma = rest.find(',');
            const std::optional<std::uint64_t> length = decimal(trimmed(rest.substr(0, comma)));
            rest = comma == std::string_view::npos ? std::string_view() : rest.substr(comma + 1);
            if (!length || (m_announcedLength && *m_announcedLength != *length)) {
                fail(HttpResponseError::BadContentLength, "the Content-Length '" + shownStart(value) + "'");
                return;
            }
            m_announcedLength = length;
        } while (!rest.empty());
    }
    if (m_announcedLength) {
        if (*m_announcedLength > m_limits.maximumBodyBytes) {
            fail(HttpResponseError::BodyTooLarge,
                 "an announced body of " + std::to_string(*m_announcedLength) + " bytes");
            return;
        }
        m_framing = HttpBodyFraming::Length;
        m_body.reserve(static_cast<std::size_t>(*m_announcedLength));
        m_complete = *m_announcedLength == 0;
        return;
    }
    m_framing = HttpBodyFraming::UntilClose;
}

void HttpResponseParser::appendBody(std::string_view bytes) {
    if (m_body.size() + bytes.size() > m_limits.maximumBodyBytes) {
        fail(HttpResponseError::BodyTooLarge,
             "more than " + std::to_string(m_limits.maximumBodyBytes) + " bytes of body");
        return;
    }
    m_body.append(bytes);
}

void HttpResponseParser::readBody(std::string_view& bytes) {
    switch (m_framing) {
    case HttpBodyFraming::Length: {
        const std::size_t left = static_cast<std::size_t>(*m_announcedLength) - m_body.size();
        const std::size_t taken = std::min(left, bytes.size());
        appendBody(bytes.substr(0, taken));
        bytes.remove_prefix(taken);
        m_complete = !failed() && m_body.size() == *m_announcedLength;
        return;
    }
    case HttpBodyFraming::UntilClose:
        appendBody(bytes);
        bytes = {};
        return;
    case HttpBodyFraming::Chunked:
        readChunked(bytes);
        return;
    case HttpBodyFraming::Unknown:
    case HttpBodyFraming::None:
        bytes = {};
        return;
    }
}

void HttpResponseParser::readChunked(std::string_view& bytes) {
    std::string line;
    switch (m_chunkStep) {
    case ChunkStep::Size: {
        if (!takeLine(bytes, line, maximumChunkSizeLine, HttpResponseError::BadChunk)) {
            return;
        }
        const std::string_view sizeText = trimmed(std::string_view(line).substr(0, line.find(';')));
        const std::optional<std::uint64_t> size = hexadecimal(sizeText);
        if (!size) {
            fail(HttpResponseError::BadChunk, "the chunk size '" + shownStart(line) + "'");
            return;
        }
        if (m_body.size() + *size > m_limits.maximumBodyBytes) {
            fail(HttpResponseError::BodyTooLarge,
                 "more than " + std::to_string(m_limits.maximumBodyBytes) + " bytes of body");
            return;
        }
        m_chunkLeft = *size;
        m_chunkStep = *size == 0 ? ChunkStep::Trailer : ChunkStep::Data;
        return;
    }
    case ChunkStep::Data: {
        const std::size_t taken =
            static_cast<std::size_t>(std::min<std::uint64_t>(m_chunkLeft, bytes.size()));
        appendBody(bytes.substr(0, taken));
        bytes.remove_prefix(taken);
        m_chunkLeft -= taken;
        if (m_chunkLeft == 0) {
            m_chunkStep = ChunkStep::DataEnd;
        }
        return;
    }
    case ChunkStep::DataEnd:
        if (!takeLine(bytes, line, 0, HttpResponseError::BadChunk)) {
            if (m_error == HttpResponseError::BadChunk) {
                m_errorDetail = "chunk data longer than its announced size";
            }
            return;
        }
        m_chunkStep = ChunkStep::Size;
        return;
    case ChunkStep::Trailer: {
        const std::size_t room =
            m_limits.maximumHeadBytes - std::min(m_trailerBytes, m_limits.maximumHeadBytes);
        if (!takeLine(bytes, line, room, HttpResponseError::HeadTooLarge)) {
            return;
        }
        m_trailerBytes += m_lastLineBytes;
        m_complete = line.empty();
        return;
    }
    }
}

void HttpResponseParser::closed() {
    if (m_complete || failed()) {
        return;
    }
    if (m_headComplete && m_framing == HttpBodyFraming::UntilClose) {
        m_complete = true;
        return;
    }
    if (!m_headComplete) {
        fail(HttpResponseError::Cut, m_headBytes + m_pendingLine.size() == 0
                                         ? std::string("the connection closed before any answer")
                                         : "the connection closed inside the headers");
    } else if (m_framing == HttpBodyFraming::Length) {
        fail(HttpResponseError::Cut, "the connection closed after " + std::to_string(m_body.size()) + " of " +
                                         std::to_string(*m_announcedLength) + " bytes");
    } else {
        fail(HttpResponseError::Cut, "the connection closed inside the chunked body after " +
                                         std::to_string(m_body.size()) + " bytes");
    }
}

} // namespace gpuadvisor
