// Reading a catalog CSV file from an http(s) address, against a local HTTP server started by each
// test: what is read, and every way a download can fail with its own problem and message.

#include "gpuadvisor/db/csvdownload.h"

#include "localhttpserver.h"
#include "qtprinters.h"

#include <QEventLoop>
#include <QTimer>

#include <vector>

#include <gtest/gtest.h>

using namespace gpuadvisor;

namespace {

/// A lab's price sheet, as a price table export writes it.
const QByteArray labSheet = "gpu_name,condition,price_usd,observed_on,source\n"
                            "RTX 4090,used,1500,2026-11-20,Lab sheet\n"
                            "RTX 3090,used,555,2025-06-15,\"eBay used, mid-2025 (estimate)\"\n";

class CsvDownloadTest : public ::testing::Test {
protected:
    LocalHttpServer server;
    CsvDownloadLimits quick() const {
        CsvDownloadLimits limits;
        limits.timeoutMilliseconds = 500;
        return limits;
    }
};

} // namespace

TEST_F(CsvDownloadTest, ReadsACsvSheetAndFollowsARedirectOnTheSameServer) {
    server.route("/prices.csv", LocalHttpServer::ok(labSheet));
    server.route("/latest", LocalHttpServer::redirect(302, "/prices.csv"));
    const CsvDownloadResult direct = downloadCsv(server.url(QStringLiteral("/prices.csv")), quick());
    ASSERT_TRUE(direct.ok()) << direct.message.toStdString();
    EXPECT_EQ(direct.text, labSheet);
    const CsvDownloadResult redirected = downloadCsv(server.url(QStringLiteral("/latest")), quick());
    ASSERT_TRUE(redirected.ok()) << redirected.message.toStdString();
    EXPECT_EQ(redirected.text, labSheet);
    EXPECT_EQ(redirected.finalUrl.path(), QStringLiteral("/prices.csv"));
}

TEST_F(CsvDownloadTest, EveryFailureHasItsOwnProblemAndAMessageNamingTheAddress) {
    server.route("/slow", LocalHttpServer::silence());
    server.route(
        "/elsewhere",
        LocalHttpServer::redirect(
            302, server.url(QStringLiteral("/prices.csv"), QStringLiteral("localhost")).toEncoded()));
    server.route("/loop", LocalHttpServer::redirect(302, "/loop"));
    server.route("/page.html",
                 LocalHttpServer::ok("<!DOCTYPE html><html><body>Prices</body></html>", "text/html"));
    server.route("/notes.txt", LocalHttpServer::ok("just some notes\nnot a table\n", "text/plain"));
    LocalHttpServer::Response huge = LocalHttpServer::ok(labSheet);
    huge.headers.append(QPair<QByteArray, QByteArray>("Content-Length", "999999999"));
    server.route("/huge.csv", huge);
    server.route("/big.csv", LocalHttpServer::ok(labSheet + QByteArray(4000, '#')));

    struct Case {
        QUrl url;
        DownloadProblem problem;
        QString says;
    };
    const QList<Case> cases{
        {server.url(QStringLiteral("/slow")), DownloadProblem::Timeout,
         QStringLiteral("did not answer within 0.5 seconds")},
        {server.url(QStringLiteral("/missing.csv")), DownloadProblem::HttpError,
         QStringLiteral("answered HTTP 404 Not Found")},
        {server.url(QStringLiteral("/elsewhere")), DownloadProblem::RedirectToOtherHost,
         QStringLiteral("another server; it was not followed")},
        {server.url(QStringLiteral("/loop")), DownloadProblem::TooManyRedirects,
         QStringLiteral("redirects in a loop")},
        {server.url(QStringLiteral("/prices.csv"), QStringLiteral("127.0.0.1"), QStringLiteral("https")),
         DownloadProblem::Tls, QStringLiteral("the secure connection to")},
        {server.url(QStringLiteral("/page.html")), DownloadProblem::NotCsv,
         QStringLiteral("an HTML page, not a CSV file")},
        {server.url(QStringLiteral("/notes.txt")), DownloadProblem::NotCsv,
         QStringLiteral("is not the header of a catalog table")},
        {server.url(QStringLiteral("/huge.csv")), DownloadProblem::TooLarge,
         QStringLiteral("more than the 0.0 MB")},
        {QUrl(QStringLiteral("ftp://127.0.0.1/prices.csv")), DownloadProblem::BadAddress,
         QStringLiteral("is not an http:// or https:// address")},
    };
    for (const Case& test : cases) {
        CsvDownloadLimits limits = quick();
        if (test.problem == DownloadProblem::TooLarge) {
            limits.maximumBytes = 1000;
        }
        const CsvDownloadResult result = downloadCsv(test.url, limits);
        EXPECT_EQ(result.problem, test.problem)
            << test.url.toString().toStdString() << ": " << result.message.toStdString();
        EXPECT_TRUE(result.message.contains(test.says)) << result.message.toStdString();
        EXPECT_TRUE(result.text.isEmpty());
        if (test.problem != DownloadProblem::BadAddress) {
            EXPECT_TRUE(result.message.contains(QStringLiteral("127.0.0.1:%1").arg(server.port())))
                << result.message.toStdString();
        }
    }
    // A body larger than the limit without announcing it is refused too.
    CsvDownloadLimits small = quick();
    small.maximumBytes = 1000;
    const CsvDownloadResult big = downloadCsv(server.url(QStringLiteral("/big.csv")), small);
    EXPECT_EQ(big.problem, DownloadProblem::TooLarge) << big.message.toStdString();
}

// Issue 32: a server that sends no length closes the connection to end the body, as a dropped
// connection does. A body that stops inside its last line was cut ("1300.0" arriving as "13") and
// is refused; the whole sheet without a length, or a sheet whose length was announced although
// its last line has no line end, is read.
TEST_F(CsvDownloadTest, ABodyCutInsideItsLastLineIsRefusedAsCut) {
    LocalHttpServer::Response cut = LocalHttpServer::ok(labSheet.left(labSheet.size() - 12));
    cut.noLength = true;
    server.route("/cut.csv", cut);
    LocalHttpServer::Response whole = LocalHttpServer::ok(labSheet);
    whole.noLength = true;
    server.route("/whole.csv", whole);
    server.route("/announced.csv", LocalHttpServer::ok(labSheet.chopped(1)));

    const CsvDownloadResult result = downloadCsv(server.url(QStringLiteral("/cut.csv")), quick());
    EXPECT_EQ(result.problem, DownloadProblem::Cut) << result.message.toStdString();
    EXPECT_TRUE(result.text.isEmpty());
    EXPECT_TRUE(result.message.contains(QStringLiteral("was cut"))) << result.message.toStdString();
    EXPECT_TRUE(result.message.contains(QStringLiteral("127.0.0.1:%1").arg(server.port())));

    const CsvDownloadResult complete = downloadCsv(server.url(QStringLiteral("/whole.csv")), quick());
    ASSERT_TRUE(complete.ok()) << complete.message.toStdString();
    EXPECT_EQ(complete.text, labSheet);
    const CsvDownloadResult announced = downloadCsv(server.url(QStringLiteral("/announced.csv")), quick());
    ASSERT_TRUE(announced.ok()) << announced.message.toStdString();
    EXPECT_EQ(announced.text, labSheet.chopped(1));
}

// Issue 37: a catalog header followed by a NUL byte is a binary file, not a sheet, however
// well its first line reads; the same rows without the NUL are read.
TEST_F(CsvDownloadTest, ABodyWithANulByteIsRefusedAsBinary) {
    static const char nulRow[] = "RTX 3080,used,400,2025-06-15,Lab\0sheet\n";
    const QByteArray withNul = labSheet + QByteArray(nulRow, sizeof(nulRow) - 1);
    ASSERT_EQ(withNul.count('\0'), 1);
    server.route("/nul.csv", LocalHttpServer::ok(withNul, "text/csv"));
    const CsvDownloadResult result = downloadCsv(server.url(QStringLiteral("/nul.csv")), quick());
    EXPECT_EQ(result.problem, DownloadProblem::NotCsv) << result.message.toStdString();
    EXPECT_TRUE(result.message.contains(QStringLiteral("binary data, not a CSV file")))
        << result.message.toStdString();
    EXPECT_TRUE(result.text.isEmpty());
    QByteArray withoutNul = withNul;
    withoutNul.replace('\0', ' ');
    EXPECT_EQ(checkCsvBody(server.url(QStringLiteral("/ok.csv")), withoutNul, "text/csv", false).problem,
              DownloadProblem::None);
}

TEST_F(CsvDownloadTest, OnlyHttpAndHttpsTextsAreAddresses) {
    EXPECT_TRUE(csvAddress(QStringLiteral("https://example.org/prices.csv")));
    EXPECT_TRUE(csvAddress(QStringLiteral("  HTTP://example.org/prices.csv ")));
    EXPECT_FALSE(csvAddress(QStringLiteral("prices.csv")));
    EXPECT_FALSE(csvAddress(QStringLiteral("/home/me/http-prices.csv")));
    EXPECT_FALSE(csvAddress(QStringLiteral("file:///tmp/prices.csv")));
}

// Issue 37: exactly the documented number of redirects is followed, one more is refused.
TEST_F(CsvDownloadTest, FollowsAsManyRedirectsAsTheLimitAndNotOneMore) {
    server.route("/prices.csv", LocalHttpServer::ok(labSheet));
    for (int hop = 0; hop < 6; ++hop) {
        const QByteArray next = hop == 5 ? QByteArray("/prices.csv") : "/hop" + QByteArray::number(hop + 1);
        server.route("/hop" + QByteArray::number(hop), LocalHttpServer::redirect(302, next));
    }
    const CsvDownloadResult five = downloadCsv(server.url(QStringLiteral("/hop1")), quick());
    ASSERT_TRUE(five.ok()) << five.message.toStdString();
    EXPECT_EQ(five.text, labSheet);
    const CsvDownloadResult six = downloadCsv(server.url(QStringLiteral("/hop0")), quick());
    EXPECT_EQ(six.problem, DownloadProblem::TooManyRedirects) << six.message.toStdString();
    EXPECT_TRUE(six.message.contains(QStringLiteral("redirected more than 5 times")))
        << six.message.toStdString();
}

// Issue 32 item 8: a redirect status without a Location, and a 304 to a request that named no
// earlier copy, are what they are, not "redirected more than 5 times".
TEST_F(CsvDownloadTest, ARedirectWithoutLocationAndA304SayWhatTheServerAnswered) {
    LocalHttpServer::Response nowhere;
    nowhere.status = 302;
    nowhere.reason = "Found";
    server.route("/nowhere", nowhere);
    LocalHttpServer::Response notModified;
    notModified.status = 304;
    notModified.reason = "Not Modified";
    server.route("/unchanged", notModified);
    server.route("/ftp", LocalHttpServer::redirect(301, "ftp://127.0.0.1/prices.csv"));

    const CsvDownloadResult missing = downloadCsv(server.url(QStringLiteral("/nowhere")), quick());
    EXPECT_EQ(missing.problem, DownloadProblem::HttpError) << missing.message.toStdString();
    EXPECT_TRUE(missing.message.contains(
        QStringLiteral("answered HTTP 302 Found, a redirect that does not say where to")))
        << missing.message.toStdString();
    const CsvDownloadResult unchanged = downloadCsv(server.url(QStringLiteral("/unchanged")), quick());
    EXPECT_EQ(unchanged.problem, DownloadProblem::HttpError) << unchanged.message.toStdString();
    EXPECT_TRUE(unchanged.message.contains(QStringLiteral("answered HTTP 304 Not Modified")))
        << unchanged.message.toStdString();
    const CsvDownloadResult ftp = downloadCsv(server.url(QStringLiteral("/ftp")), quick());
    EXPECT_EQ(ftp.problem, DownloadProblem::HttpError) << ftp.message.toStdString();
    EXPECT_TRUE(ftp.message.contains(QStringLiteral("which is not an http(s) address")))
        << ftp.message.toStdString();
    for (const CsvDownloadResult* result : {&missing, &unchanged, &ftp}) {
        EXPECT_FALSE(result->message.contains(QStringLiteral("more than"))) << result->message.toStdString();
        EXPECT_TRUE(result->text.isEmpty());
    }
}

// Issue 32 item 8: going from http to https keeps the port the user named, or goes from the
// default 80 to the default 443; any other port is another service and is not followed.
TEST_F(CsvDownloadTest, ARedirectToHttpsKeepsThePort) {
    const int otherPort = server.port() == 65535 ? server.port() - 1 : server.port() + 1;
    server.route("/moved",
                 LocalHttpServer::redirect(
                     301, QStringLiteral("https://127.0.0.1:%1/prices.csv").arg(otherPort).toLatin1()));
    server.route("/secure",
                 LocalHttpServer::redirect(
                     301, QStringLiteral("https://127.0.0.1:%1/prices.csv").arg(server.port()).toLatin1()));
    server.route("/sameport",
                 LocalHttpServer::redirect(
                     301, QStringLiteral("http://127.0.0.1:%1/prices.csv").arg(otherPort).toLatin1()));

    const CsvDownloadResult moved = downloadCsv(server.url(QStringLiteral("/moved")), quick());
    EXPECT_EQ(moved.problem, DownloadProblem::RedirectToOtherHost) << moved.message.toStdString();
    EXPECT_TRUE(moved.message.contains(QStringLiteral("port %1 of the same host").arg(otherPort)))
        << moved.message.toStdString();
    const CsvDownloadResult plain = downloadCsv(server.url(QStringLiteral("/sameport")), quick());
    EXPECT_EQ(plain.problem, DownloadProblem::RedirectToOtherHost) << plain.message.toStdString();
    // Followed: the TLS handshake with this plain-HTTP server is what fails.
    const CsvDownloadResult secure = downloadCsv(server.url(QStringLiteral("/secure")), quick());
    EXPECT_EQ(secure.problem, DownloadProblem::Tls) << secure.message.toStdString();
    EXPECT_EQ(secure.finalUrl.scheme(), QStringLiteral("https"));
}

// Issue 32 item 8: a server that breaks HTTP in one of the ways seen in the wild gets a message
// naming that way, and stops after a bounded amount of reading.
TEST_F(CsvDownloadTest, EndlessHeadersCompressedBodiesAndBrokenAnswersEachSayWhatHappened) {
    QByteArray endlessHeaders = "HTTP/1.1 200 OK\r\n";
    while (endlessHeaders.size() < 200 * 1024) {
        endlessHeaders += "X-Filler: " + QByteArray(990, 'a') + "\r\n";
    }
    server.route("/headers", LocalHttpServer::rawAnswer(endlessHeaders, true));
    server.route("/oneline",
                 LocalHttpServer::rawAnswer("HTTP/1.1 200 OK\r\nX-A: " + QByteArray(100 * 1024, 'b'), true));
    LocalHttpServer::Response gzipped =
        LocalHttpServer::ok(QByteArray("\x1f\x8b\x08\x00\x00\x00\x00\x00", 8));
    gzipped.headers.append(QPair<QByteArray, QByteArray>("Content-Encoding", "gzip"));
    server.route("/gzip", gzipped);
    server.route("/ssh", LocalHttpServer::rawAnswer("SSH-2.0-OpenSSH_9.2\r\n"));
    server.route("/twolengths", LocalHttpServer::rawAnswer(
                                    "HTTP/1.1 200 OK\r\nContent-Length: 10\r\nContent-Length: 12\r\n\r\n"));

    struct Case {
        QString path;
        DownloadProblem problem;
        QString says;
    };
    const QList<Case> cases{
        {QStringLiteral("/headers"), DownloadProblem::BadResponse,
         QStringLiteral("sent more than 64.0 KB of headers")},
        {QStringLiteral("/oneline"), DownloadProblem::BadResponse,
         QStringLiteral("sent more than 64.0 KB of headers")},
        {QStringLiteral("/gzip"), DownloadProblem::NotCsv,
         QStringLiteral("compressed (Content-Encoding: gzip)")},
        {QStringLiteral("/ssh"), DownloadProblem::BadResponse,
         QStringLiteral("not valid HTTP (the answer began with 'SSH-2.0-OpenSSH_9.2')")},
        {QStringLiteral("/twolengths"), DownloadProblem::BadResponse, QStringLiteral("Content-Length")},
    };
    for (const Case& test : cases) {
        // A generous limit: each of these is recognised from the bytes, not by waiting.
        CsvDownloadLimits limits;
        limits.timeoutMilliseconds = 20000;
        const CsvDownloadResult result = downloadCsv(server.url(test.path), limits);
        EXPECT_EQ(result.problem, test.problem)
            << test.path.toStdString() << ": " << result.message.toStdString();
        EXPECT_TRUE(result.message.contains(test.says)) << result.message.toStdString();
        EXPECT_TRUE(result.message.contains(QStringLiteral("127.0.0.1:%1").arg(server.port())));
        EXPECT_TRUE(result.text.isEmpty());
    }
}

// Issue 32 item 8: when the time runs out, the message says how far the download got: no answer,
// headers that never end, a body that trickles in, a body that never ends.
TEST_F(CsvDownloadTest, WhenTimeRunsOutTheMessageSaysHowFarTheDownloadGot) {
    server.route("/silent", LocalHttpServer::silence());
    const QByteArray slowHeaders = "HTTP/1.1 200 OK\r\nX-A: b\r\n";
    server.route("/slowheaders", LocalHttpServer::rawAnswer(slowHeaders, true));
    server.route("/trickle", LocalHttpServer::rawAnswer(
                                 "HTTP/1.1 200 OK\r\nContent-Type: text/csv\r\nContent-Length: 1000\r\n\r\n" +
                                     labSheet.left(20),
                                 true));
    server.route("/endless",
                 LocalHttpServer::rawAnswer("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
                                            "30\r\ngpu_name,condition,price_usd,observed_on,source\n\r\n",
                                            true));
    struct Case {
        QString path;
        QString says;
    };
    const QList<Case> cases{
        {QStringLiteral("/silent"), QStringLiteral("did not answer within 0.5 seconds")},
        {QStringLiteral("/slowheaders"),
         QStringLiteral("was still sending the headers of its answer after 0.5 seconds (%1 bytes so far)")
             .arg(slowHeaders.size())},
        {QStringLiteral("/trickle"),
         QStringLiteral("sent only 20 bytes of 1000 bytes in 0.5 seconds, too slowly to finish")},
        {QStringLiteral("/endless"),
         QStringLiteral("was still sending after 0.5 seconds (48 bytes so far, with no end announced)")},
    };
    for (const Case& test : cases) {
        const CsvDownloadResult result = downloadCsv(server.url(test.path), quick());
        EXPECT_EQ(result.problem, DownloadProblem::Timeout)
            << test.path.toStdString() << ": " << result.message.toStdString();
        EXPECT_TRUE(result.message.contains(test.says)) << result.message.toStdString();
        EXPECT_TRUE(result.text.isEmpty());
    }
}

// Issue 32 item 8: the time limit is for the whole download, not for each request of a redirect
// chain: four hops that each answer within the limit still run out of time together.
TEST_F(CsvDownloadTest, TheTimeLimitHoldsForTheWholeDownloadAcrossRedirects) {
    LocalHttpServer::Response sheet = LocalHttpServer::ok(labSheet);
    sheet.delayMilliseconds = 300;
    server.route("/prices.csv", sheet);
    for (int hop = 0; hop < 3; ++hop) {
        LocalHttpServer::Response redirect = LocalHttpServer::redirect(
            302, hop == 2 ? QByteArray("/prices.csv") : "/step" + QByteArray::number(hop + 1));
        redirect.delayMilliseconds = 300;
        server.route("/step" + QByteArray::number(hop), redirect);
    }
    CsvDownloadLimits limits;
    limits.timeoutMilliseconds = 800;
    const CsvDownloadResult chain = downloadCsv(server.url(QStringLiteral("/step0")), limits);
    EXPECT_EQ(chain.problem, DownloadProblem::Timeout) << chain.message.toStdString();
    // The same chain within a limit that covers all four answers is read.
    limits.timeoutMilliseconds = 20000;
    const CsvDownloadResult patient = downloadCsv(server.url(QStringLiteral("/step0")), limits);
    ASSERT_TRUE(patient.ok()) << patient.message.toStdString();
    EXPECT_EQ(patient.text, labSheet);
}

TEST_F(CsvDownloadTest, AStoppedDownloadReportsNothingAndTheNextReportsOnce) {
    // The import dialog stops a download when it closes or starts another: no outcome of the
    // stopped one may arrive later, not even one decided before start() returned (a bad address).
    server.route("/prices.csv", LocalHttpServer::ok(labSheet));
    server.route("/slow", LocalHttpServer::silence());
    CsvDownload download;
    std::vector<CsvDownloadResult> outcomes;
    QEventLoop loop;
    QObject::connect(&download, &CsvDownload::finished, &loop, [&](const CsvDownloadResult& outcome) {
        outcomes.push_back(outcome);
        loop.quit();
    });
    download.start(QUrl(QStringLiteral("ftp://example.org/prices.csv")), quick());
    download.abort();
    QTimer::singleShot(100, &loop, &QEventLoop::quit);
    loop.exec();
    EXPECT_EQ(outcomes.size(), 0u) << "the outcome of a stopped download with a bad address arrived";
    download.start(server.url(QStringLiteral("/slow")), quick());
    download.abort();
    EXPECT_FALSE(download.isRunning());
    QTimer::singleShot(700, &loop, &QEventLoop::quit); // past the time limit of the slow one
    loop.exec();
    EXPECT_EQ(outcomes.size(), 0u) << "the outcome of a stopped download arrived";

    download.start(QUrl(QStringLiteral("ftp://example.org/prices.csv")), quick());
    download.start(server.url(QStringLiteral("/prices.csv")), quick());
    EXPECT_TRUE(download.isRunning());
    loop.exec();
    QTimer::singleShot(200, &loop, &QEventLoop::quit);
    loop.exec();
    ASSERT_EQ(outcomes.size(), 1u);
    EXPECT_TRUE(outcomes.front().ok()) << outcomes.front().message.toStdString();
    EXPECT_EQ(outcomes.front().text, labSheet);
}
