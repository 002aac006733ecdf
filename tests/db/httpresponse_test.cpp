// Reading an HTTP/1.1 response from the pieces a socket delivers: framing by length, chunks or the
// close, the limits on head and body, and every malformation named.

#include "gpuadvisor/db/httpresponse.h"

#include <gtest/gtest.h>

#include <string>

using namespace gpuadvisor;

namespace {

/// Feeds `bytes` in pieces of `piece` bytes (1 = byte by byte), then the close if asked.
HttpResponseParser parsed(const std::string& bytes, std::size_t piece, bool close = false,
                          HttpResponseLimits limits = {}) {
    HttpResponseParser parser(limits);
    for (std::size_t at = 0; at < bytes.size(); at += piece) {
        parser.feed(std::string_view(bytes).substr(at, piece));
    }
    if (close) {
        parser.closed();
    }
    return parser;
}

/// The same answer read whole, byte by byte and in odd pieces gives the same result.
void expectSameInEveryPiecing(const std::string& bytes, bool close = false, HttpResponseLimits limits = {}) {
    const HttpResponseParser whole = parsed(bytes, bytes.size() + 1, close, limits);
    for (const std::size_t piece : {std::size_t{1}, std::size_t{2}, std::size_t{7}}) {
        const HttpResponseParser pieces = parsed(bytes, piece, close, limits);
        EXPECT_EQ(pieces.complete(), whole.complete()) << "pieces of " << piece;
        EXPECT_EQ(pieces.error(), whole.error()) << "pieces of " << piece << ": " << pieces.errorDetail();
        EXPECT_EQ(pieces.status(), whole.status());
        EXPECT_EQ(pieces.body(), whole.body()) << "pieces of " << piece;
    }
}

} // namespace

TEST(HttpResponseParserTest, ABodyWithALengthEndsAtThatLength) {
    const std::string answer =
        "HTTP/1.1 200 OK\r\nContent-Type: text/csv\r\nContent-Length: 11\r\n\r\nkind,name\nEXTRA";
    const HttpResponseParser parser = parsed(answer, 3);
    ASSERT_TRUE(parser.complete()) << parser.errorDetail();
    EXPECT_EQ(parser.status(), 200);
    EXPECT_EQ(parser.reason(), "OK");
    EXPECT_EQ(parser.framing(), HttpBodyFraming::Length);
    EXPECT_EQ(parser.body(), "kind,name\nE");
    EXPECT_EQ(parser.header("content-type"), std::optional<std::string>("text/csv"));
    EXPECT_EQ(parser.header("Location"), std::nullopt);
    expectSameInEveryPiecing(answer);
}

TEST(HttpResponseParserTest, ChunksAreJoinedWithExtensionsAndTrailersSkipped) {
    const std::string answer = "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n"
                               "5;name=value\r\nkind,\r\nA\r\nname\nRTX 4\r\n0\r\nX-Checksum: 1\r\n\r\n";
    const HttpResponseParser parser = parsed(answer, 4);
    ASSERT_TRUE(parser.complete()) << parser.errorDetail();
    EXPECT_EQ(parser.framing(), HttpBodyFraming::Chunked); // chunked wins over a length beside it
    EXPECT_EQ(parser.body(), "kind,name\nRTX 4");
    expectSameInEveryPiecing(answer);
    // Without the last chunk the body is not complete, and a close then cuts it.
    const HttpResponseParser open = parsed(answer.substr(0, answer.find("0\r\n")), 5);
    EXPECT_FALSE(open.complete());
    EXPECT_FALSE(open.failed());
    const HttpResponseParser cut = parsed(answer.substr(0, answer.find("0\r\n")), 5, true);
    EXPECT_EQ(cut.error(), HttpResponseError::Cut);
}

TEST(HttpResponseParserTest, WithoutLengthOrChunksTheCloseEndsTheBody) {
    const std::string answer = "HTTP/1.0 200 OK\nContent-Type: text/csv\n\nkind,name\nRTX 4090\n";
    const HttpResponseParser open = parsed(answer, 6);
    EXPECT_TRUE(open.headComplete());
    EXPECT_FALSE(open.complete());
    EXPECT_EQ(open.framing(), HttpBodyFraming::UntilClose);
    const HttpResponseParser closed = parsed(answer, 6, true);
    ASSERT_TRUE(closed.complete()) << closed.errorDetail();
    EXPECT_EQ(closed.body(), "kind,name\nRTX 4090\n");
    expectSameInEveryPiecing(answer, true);
}

TEST(HttpResponseParserTest, InterimAnswersAreSkippedAndNoContentAnswersHaveNoBody) {
    const HttpResponseParser parser =
        parsed("HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 103 Early Hints\r\nLink: </a>\r\n\r\n"
               "HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok",
               1);
    ASSERT_TRUE(parser.complete()) << parser.errorDetail();
    EXPECT_EQ(parser.status(), 200);
    EXPECT_EQ(parser.header("Link"), std::nullopt);
    EXPECT_EQ(parser.body(), "ok");
    for (const char* answer :
         {"HTTP/1.1 304 Not Modified\r\nContent-Length: 40\r\n\r\n", "HTTP/1.1 204 No Content\r\n\r\n"}) {
        const HttpResponseParser empty = parsed(answer, 100);
        EXPECT_TRUE(empty.complete()) << answer;
        EXPECT_EQ(empty.framing(), HttpBodyFraming::None);
        EXPECT_TRUE(empty.body().empty());
    }
}

TEST(HttpResponseParserTest, TheHeadLimitCountsEveryByteUpToTheEmptyLine) {
    HttpResponseLimits limits;
    limits.maximumHeadBytes = 64;
    // 17 + 2 = 19 bytes of status line and final empty line; the field fills the rest exactly.
    const std::string status = "HTTP/1.1 200 OK\r\n";
    const std::string exact = status + "X-A: " + std::string(64 - 19 - 7, 'a') + "\r\n\r\n";
    ASSERT_EQ(exact.size(), 64u);
    const HttpResponseParser fits = parsed(exact, 1, false, limits);
    EXPECT_TRUE(fits.headComplete()) << fits.errorDetail();
    EXPECT_EQ(fits.headBytes(), 64u);
    const std::string over = status + "X-A: " + std::string(64 - 19 - 6, 'a') + "\r\n\r\n";
    for (const std::size_t piece : {std::size_t{1}, std::size_t{1000}}) {
        const HttpResponseParser tooMuch = parsed(over, piece, false, limits);
        EXPECT_EQ(tooMuch.error(), HttpResponseError::HeadTooLarge) << "pieces of " << piece;
    }
    // A header line that never ends is stopped at the limit, however it arrives.
    HttpResponseParser endless(limits);
    endless.feed(status + "X-A: ");
    for (int i = 0; i < 100 && !endless.failed(); ++i) {
        endless.feed("aaaa");
    }
    EXPECT_EQ(endless.error(), HttpResponseError::HeadTooLarge);
    EXPECT_LE(endless.headBytes(), limits.maximumHeadBytes + 1);
}

TEST(HttpResponseParserTest, TheFieldCountIsLimited) {
    HttpResponseLimits limits;
    limits.maximumHeaderFields = 3;
    const std::string three = "HTTP/1.1 200 OK\r\nA: 1\r\nB: 2\r\nC: 3\r\nContent-Length: 0\r\n\r\n";
    EXPECT_EQ(parsed(three, 9, false, limits).error(), HttpResponseError::TooManyHeaderFields);
    const std::string fits = "HTTP/1.1 200 OK\r\nA: 1\r\nB: 2\r\nContent-Length: 0\r\n\r\n";
    EXPECT_TRUE(parsed(fits, 9, false, limits).complete());
}

TEST(HttpResponseParserTest, TheBodyLimitHoldsForAnnouncedChunkedAndClosedBodies) {
    HttpResponseLimits limits;
    limits.maximumBodyBytes = 10;
    EXPECT_EQ(parsed("HTTP/1.1 200 OK\r\nContent-Length: 11\r\n\r\n", 100, false, limits).error(),
              HttpResponseError::BodyTooLarge);
    EXPECT_TRUE(
        parsed("HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\n0123456789", 100, false, limits).complete());
    EXPECT_EQ(
        parsed("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n6\r\n012345\r\n5\r\n", 1, false, limits)
            .error(),
        HttpResponseError::BodyTooLarge);
    EXPECT_EQ(parsed("HTTP/1.1 200 OK\r\n\r\n01234567890", 4, false, limits).error(),
              HttpResponseError::BodyTooLarge);
    EXPECT_TRUE(parsed("HTTP/1.1 200 OK\r\n\r\n0123456789", 4, true, limits).complete());
}

TEST(HttpResponseParserTest, MalformedAnswersAreRefusedWithTheirCause) {
    struct Case {
        std::string answer;
        HttpResponseError error;
        std::string detail;
    };
    const std::vector<Case> cases{
        {"SSH-2.0-OpenSSH_9.2\r\n", HttpResponseError::NotHttp, "SSH-2.0-OpenSSH_9.2"},
        {"HTTP/1.1 2000 OK\r\n\r\n", HttpResponseError::NotHttp, "HTTP/1.1 2000"},
        {"HTTP/1.1 200 OK\r\nNo colon here\r\n\r\n", HttpResponseError::MalformedHeader, "No colon here"},
        {"HTTP/1.1 200 OK\r\nA: 1\r\n folded\r\n\r\n", HttpResponseError::MalformedHeader, "folded"},
        {"HTTP/1.1 200 OK\r\nContent-Length: 12abc\r\n\r\n", HttpResponseError::BadContentLength, "12abc"},
        {"HTTP/1.1 200 OK\r\nContent-Length: 3\r\nContent-Length: 4\r\n\r\n",
         HttpResponseError::BadContentLength, "4"},
        {"HTTP/1.1 200 OK\r\nContent-Length: 99999999999999999999\r\n\r\n",
         HttpResponseError::BadContentLength, "999"},
        {"HTTP/1.1 200 OK\r\nTransfer-Encoding: gzip, chunked\r\n\r\n",
         HttpResponseError::UnsupportedTransferEncoding, "gzip"},
        {"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n", HttpResponseError::BadChunk, "zz"},
        {"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nabc\r\n", HttpResponseError::BadChunk,
         "longer than its announced size"},
        {"HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\n0123", HttpResponseError::Cut, "after 4 of 10 bytes"},
        {"HTTP/1.1 200 OK\r\nContent-", HttpResponseError::Cut, "inside the headers"},
        {"", HttpResponseError::Cut, "before any answer"},
    };
    for (const Case& test : cases) {
        for (const std::size_t piece : {std::size_t{1}, std::size_t{1000}}) {
            const HttpResponseParser parser = parsed(test.answer, piece, true);
            EXPECT_EQ(parser.error(), test.error) << test.answer << " -> " << parser.errorDetail();
            EXPECT_NE(parser.errorDetail().find(test.detail), std::string::npos)
                << test.answer << " -> " << parser.errorDetail();
            EXPECT_FALSE(parser.complete());
        }
    }
    // Equal lengths, repeated or listed, are one length.
    EXPECT_TRUE(
        parsed("HTTP/1.1 200 OK\r\nContent-Length: 2, 2\r\nContent-Length: 2\r\n\r\nok", 3).complete());
}
