#pragma once

// Reading one HTTP/1.1 response from the bytes a socket delivers, in whatever pieces they arrive:
// the status line, the header fields, and a body framed by Content-Length, by chunks or by the
// connection closing (RFC 9112). Limits on the head and the body are part of the reading, so a
// server that sends endless headers or an endless body is stopped after a bounded amount of work
// and memory, and the reason is known precisely. Plain C++ (no Qt), so it can be fuzzed alone.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace gpuadvisor {

struct HttpResponseLimits {
    std::size_t maximumHeadBytes = 64 * 1024; ///< Status line and header fields together.
    std::size_t maximumHeaderFields = 100;
    std::size_t maximumBodyBytes = 16 * 1024 * 1024;
};

/// How the end of the body is known.
enum class HttpBodyFraming {
    Unknown,    ///< The head is not complete yet.
    None,       ///< 204 and 304 responses carry no body.
    Length,     ///< Content-Length bytes.
    Chunked,    ///< Transfer-Encoding: chunked.
    UntilClose, ///< Neither: the body ends where the server closes the connection.
};

/// What went wrong, if anything.
enum class HttpResponseError {
    None,
    NotHttp,         ///< The first bytes are not an HTTP/1.x status line.
    MalformedHeader, ///< A header line without a name and a colon, or with bytes a header may not hold.
    HeadTooLarge,    ///< More than maximumHeadBytes before the empty line that ends the head.
    TooManyHeaderFields,
    BadContentLength,            ///< Not a number, or two different lengths.
    UnsupportedTransferEncoding, ///< A transfer coding other than chunked.
    BadChunk,     ///< A chunk size that is not hexadecimal, or data not followed by a line end.
    BodyTooLarge, ///< Announced or received body longer than maximumBodyBytes.
    Cut,          ///< The connection closed before the framing said the body was complete.
};

class HttpResponseParser {
public:
    explicit HttpResponseParser(HttpResponseLimits limits = {});

    /// Reads the next bytes of the connection. Bytes after a complete response, or after an
    /// error, are ignored.
    void feed(std::string_view bytes);
    /// The server closed the connection: completes a body framed by the close, and marks any
    /// other unfinished response as cut.
    void closed();

    bool headComplete() const { return m_headComplete; }
    bool complete() const { return m_complete; }
    bool failed() const { return m_error != HttpResponseError::None; }
    HttpResponseError error() const { return m_error; }
    /// A short English description of the error (what was seen where), empty when none.
    const std::string& errorDetail() const { return m_errorDetail; }

    int status() const { return m_status; }
    const std::string& reason() const { return m_reason; }
    /// The value of the first field of this name (case-insensitive), trimmed.
    std::optional<std::string> header(std::string_view name) const;
    HttpBodyFraming framing() const { return m_framing; }
    /// The announced length of the body (Content-Length), when there is one.
    std::optional<std::uint64_t> announcedLength() const { return m_announcedLength; }

    /// The body read so far; empty after an error.
    const std::string& body() const { return m_body; }
    /// Bytes of the head read so far (the whole head once it is complete).
    std::size_t headBytes() const { return m_headBytes + (m_headComplete ? 0 : m_pendingLine.size()); }

private:
    void fail(HttpResponseError error, std::string detail);
    /// Takes one line (without its line end) from `bytes`, or returns false when the line end has
    /// not arrived yet (the start of the line is kept for the next feed).
    bool takeLine(std::string_view& bytes, std::string& line, std::size_t limit, HttpResponseError tooLong);
    void readHeadLine(const std::string& line);
    void finishHead();
    void readBody(std::string_view& bytes);
    void readChunked(std::string_view& bytes);
    void appendBody(std::string_view bytes);

    enum class ChunkStep { Size, Data, DataEnd, Trailer };

    HttpResponseLimits m_limits;
    bool m_headComplete = false;
    bool m_complete = false;
    bool m_statusRead = false;
    HttpResponseError m_error = HttpResponseError::None;
    std::string m_errorDetail;
    int m_status = 0;
    std::string m_reason;
    std::vector<std::pair<std::string, std::string>> m_headers;
    std::string m_pendingLine;       ///< The start of a line whose end has not arrived.
    std::size_t m_headBytes = 0;     ///< Complete lines of the head, with their line ends.
    std::size_t m_lastLineBytes = 0; ///< What the last takeLine() consumed.
    HttpBodyFraming m_framing = HttpBodyFraming::Unknown;
    std::optional<std::uint64_t> m_announcedLength;
    std::string m_body;
    ChunkStep m_chunkStep = ChunkStep::Size;
    std::uint64_t m_chunkLeft = 0;
    std::size_t m_trailerBytes = 0;
};

} // namespace gpuadvisor
