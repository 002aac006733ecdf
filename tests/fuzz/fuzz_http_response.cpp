// Fuzz target: what a URL import does with the bytes a server sends. The input is a response
// (status line, headers, body), the limits and the way the bytes are cut into socket reads.
// Oracles: no crash; the result does not depend on how the bytes were cut; the body never exceeds
// its limit and a body framed by a length has exactly that length; the head never grows past its
// limit; a body the import would accept is a catalog CSV text (a catalog header, no NUL byte) and,
// when only the close ended it, ends with a line end.

#include "gpuadvisor/core/catalog/catalogcsv.h"
#include "gpuadvisor/db/csvdownload.h"
#include "gpuadvisor/db/httpresponse.h"

#include "third_party/FuzzedDataProvider.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

using namespace gpuadvisor;

namespace {

[[noreturn]] void fail(const char* what, std::string_view detail = {}) {
    std::fprintf(stderr, "fuzz_http_response: %s\n%.*s\n", what, static_cast<int>(detail.size()),
                 detail.data());
    std::abort();
}

struct Outcome {
    bool headComplete;
    bool complete;
    HttpResponseError error;
    int status;
    std::string body;
    HttpBodyFraming framing;
};

Outcome outcomeOf(const HttpResponseParser& parser) {
    return {parser.headComplete(), parser.complete(), parser.error(),
            parser.status(),       parser.body(),     parser.framing()};
}

bool operator==(const Outcome& a, const Outcome& b) {
    return a.headComplete == b.headComplete && a.complete == b.complete && a.error == b.error &&
           a.status == b.status && a.body == b.body && a.framing == b.framing;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    FuzzedDataProvider provider(data, size);
    HttpResponseLimits limits;
    limits.maximumHeadBytes = provider.ConsumeIntegralInRange<std::size_t>(16, 2048);
    limits.maximumHeaderFields = provider.ConsumeIntegralInRange<std::size_t>(1, 32);
    limits.maximumBodyBytes = provider.ConsumeIntegralInRange<std::size_t>(0, 4096);
    const bool close = provider.ConsumeBool();
    std::uint32_t cut = provider.ConsumeIntegral<std::uint32_t>();
    const std::string bytes = provider.ConsumeRemainingBytesAsString();

    HttpResponseParser whole(limits);
    whole.feed(bytes);
    HttpResponseParser pieces(limits);
    for (std::size_t at = 0; at < bytes.size();) {
        // Reads of 1 to 16 bytes, from a small generator seeded by the input.
        cut = cut * 1664525u + 1013904223u;
        const std::size_t length = 1 + (cut >> 28);
        pieces.feed(std::string_view(bytes).substr(at, length));
        at += length;
        // Held in memory while unfinished: at most the limit and a CR.
        if (!pieces.failed() && pieces.headBytes() > limits.maximumHeadBytes + 1) {
            fail("the head grew past its limit while being read");
        }
    }
    if (close) {
        whole.closed();
        pieces.closed();
    }
    if (!(outcomeOf(whole) == outcomeOf(pieces))) {
        fail("the result depends on how the bytes were cut",
             whole.errorDetail() + " / " + pieces.errorDetail());
    }
    if (whole.body().size() > limits.maximumBodyBytes) {
        fail("the body exceeds its limit");
    }
    if (whole.headComplete() && whole.headBytes() > limits.maximumHeadBytes) {
        fail("a head larger than its limit was accepted");
    }
    if (whole.failed() && (whole.complete() || whole.errorDetail().empty())) {
        fail("a failed response is complete or says nothing of why");
    }
    if (!whole.complete()) {
        return 0;
    }
    if (whole.framing() == HttpBodyFraming::Length && whole.body().size() != whole.announcedLength()) {
        fail("a body framed by a length does not have that length");
    }
    const QByteArray body = QByteArray::fromStdString(whole.body());
    const CsvBodyCheck check =
        checkCsvBody(QUrl(QStringLiteral("http://127.0.0.1/prices.csv")), body,
                     QByteArray::fromStdString(whole.header("Content-Type").value_or(std::string())),
                     whole.framing() == HttpBodyFraming::UntilClose);
    if (check.problem == DownloadProblem::None) {
        if (body.isEmpty() || body.contains('\0') || !catalogCsvTable(whole.body())) {
            fail("a body that is no catalog CSV text would be imported", whole.body());
        }
        if (whole.framing() == HttpBodyFraming::UntilClose && !body.endsWith('\n')) {
            fail("a body cut by the close inside its last line would be imported", whole.body());
        }
    } else if (check.message.isEmpty()) {
        fail("a refused body without a message");
    }
    return 0;
}
