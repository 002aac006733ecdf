#include "gpuadvisor/db/csvdownload.h"

#include "clientsocket.h"
#include "gpuadvisor/core/catalog/catalogcsv.h"
#include "gpuadvisor/db/httpresponse.h"

#include <QEventLoop>
#include <QTimer>

namespace gpuadvisor {
namespace {

/// At most this much is read from the socket per event, so a fast endless sender cannot keep the
/// event loop (and with it the time limit and the GUI) waiting.
constexpr qint64 readPieceBytes = 64 * 1024;

QString shown(const QUrl& url) {
    return url.toDisplayString(QUrl::RemoveUserInfo);
}

int portOf(const QUrl& url) {
    return url.port(url.scheme() == QLatin1String("https") ? 443 : 80);
}

QString amount(qint64 bytes) {
    if (bytes < 1024) {
        return QStringLiteral("%1 bytes").arg(bytes);
    }
    if (bytes < 1024 * 1024) {
        return QStringLiteral("%1 KB").arg(bytes / 1024.0, 0, 'f', 1);
    }
    return QStringLiteral("%1 MB").arg(bytes / 1048576.0, 0, 'f', 1);
}

QString seconds(int milliseconds) {
    return QString::number(milliseconds / 1000.0, 'g', 3);
}

bool isRedirect(int status) {
    return status == 301 || status == 302 || status == 303 || status == 307 || status == 308;
}

/// Why following a redirect from `from` to `to` would leave the server the user named, or an
/// empty string when it stays: the same host and port, never from https down to http, and from
/// http up to https only on the same port or from the default 80 to the default 443.
QString leavesServer(const QUrl& from, const QUrl& to) {
    const bool upgrade = from.scheme() == QLatin1String("http") && to.scheme() == QLatin1String("https");
    if ((to.scheme() != from.scheme() && !upgrade) ||
        from.host().compare(to.host(), Qt::CaseInsensitive) != 0) {
        return QStringLiteral("another server");
    }
    const bool defaultPorts = upgrade && portOf(from) == 80 && portOf(to) == 443;
    if (portOf(from) != portOf(to) && !defaultPorts) {
        return QStringLiteral("port %1 of the same host").arg(portOf(to));
    }
    return {};
}

QString headerOf(const HttpResponseParser& response, const char* name) {
    return QString::fromStdString(response.header(name).value_or(std::string()));
}

} // namespace

CsvBodyCheck checkCsvBody(const QUrl& url, const QByteArray& body, const QByteArray& contentType,
                          bool endedByClose) {
    const QString address = shown(url);
    const QByteArray start = body.left(512).trimmed().toLower();
    QString reason;
    if (body.isEmpty()) {
        reason = QStringLiteral("an empty answer, not a CSV file");
    } else if (contentType.toLower().contains("text/html") || start.startsWith("<!doctype") ||
               start.startsWith("<html") || start.startsWith('<')) {
        reason = QStringLiteral("an HTML page, not a CSV file");
    } else if (body.contains('\0')) {
        reason = QStringLiteral("binary data, not a CSV file");
    } else if (!catalogCsvTable(std::string_view(body.constData(), static_cast<std::size_t>(body.size())))) {
        reason = QStringLiteral(
            "text whose first line is not the header of a catalog table (as 'catalog export' writes it)");
    }
    if (!reason.isEmpty()) {
        return {DownloadProblem::NotCsv, QStringLiteral("%1 sent %2").arg(address, reason)};
    }
    // Without a length or chunks, the end of the body is only the server closing the connection,
    // which a dropped connection does too. A CSV file ends with a line end; a body that stops
    // inside its last line was cut (a price of 0.1389 would arrive as 0.1).
    if (endedByClose && !body.endsWith('\n')) {
        return {DownloadProblem::Cut,
                QStringLiteral("the download from %1 was cut: the connection closed inside the last line")
                    .arg(address)};
    }
    return {};
}

std::optional<QUrl> csvAddress(const QString& text) {
    const QString trimmed = text.trimmed();
    if (!trimmed.startsWith(QLatin1String("http://"), Qt::CaseInsensitive) &&
        !trimmed.startsWith(QLatin1String("https://"), Qt::CaseInsensitive)) {
        return std::nullopt;
    }
    return QUrl(trimmed, QUrl::StrictMode);
}

CsvDownload::CsvDownload(QObject* parent)
    : QObject(parent)
    , m_timer(new QTimer(this)) {
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, &CsvDownload::onTimeout);
}

CsvDownload::~CsvDownload() {
    abort();
}

void CsvDownload::start(const QUrl& url, const CsvDownloadLimits& limits) {
    abort();
    m_limits = limits;
    m_original = url;
    m_redirects = 0;
    m_visited.clear();
    const QString scheme = url.scheme().toLower();
    if (!url.isValid() || url.host().isEmpty() ||
        (scheme != QLatin1String("http") && scheme != QLatin1String("https"))) {
        // Reported after start() returns, like every other outcome.
        QTimer::singleShot(0, this, [this, url, request = m_request] {
            if (m_request != request) {
                return; // aborted or started again
            }
            finish({{},
                    DownloadProblem::BadAddress,
                    QStringLiteral("'%1' is not an http:// or https:// address").arg(url.toString()),
                    url});
        });
        return;
    }
    // One limit for the whole download, redirects included.
    m_timer->start(limits.timeoutMilliseconds);
    request(url);
}

void CsvDownload::abort() {
    m_timer->stop();
    m_socket.reset();
    ++m_request; // what was deferred for the download stopped here does not run
}

void CsvDownload::request(const QUrl& url) {
    m_current = url;
    m_visited.append(url.adjusted(QUrl::RemoveFragment));
    m_phase = Phase::Connecting;
    m_tlsMessage.clear();
    HttpResponseLimits limits;
    limits.maximumBodyBytes = static_cast<std::size_t>(std::max<qint64>(0, m_limits.maximumBytes));
    m_response = std::make_unique<HttpResponseParser>(limits);

    ++m_request;
    const bool secure = url.scheme().compare(QLatin1String("https"), Qt::CaseInsensitive) == 0;
    const NetworkModule& module = networkModule();
    if (module.create == nullptr || (secure && !module.tlsAvailable())) {
        const QString problem =
            module.create == nullptr
                ? QStringLiteral("cannot read %1: %2").arg(shown(url), module.problem)
                : QStringLiteral("cannot open a secure connection to %1: this system has no TLS library")
                      .arg(shown(url));
        const DownloadProblem kind =
            module.create == nullptr ? DownloadProblem::Network : DownloadProblem::Tls;
        QTimer::singleShot(0, this, [this, kind, problem, request = m_request] {
            if (m_request == request) {
                fail(kind, problem);
            }
        });
        return;
    }
    QString target = url.path(QUrl::FullyEncoded);
    if (target.isEmpty()) {
        target = QStringLiteral("/");
    }
    if (url.hasQuery()) {
        target += QLatin1Char('?') + url.query(QUrl::FullyEncoded);
    }
    // Accept-Encoding: identity, since a compressed body can unpack to thousands of times its size.
    const QByteArray head = "GET " + target.toLatin1() + " HTTP/1.1\r\nHost: " +
                            url.adjusted(QUrl::RemoveUserInfo).authority(QUrl::FullyEncoded).toLatin1() +
                            "\r\nUser-Agent: GPU Advisor\r\nAccept: text/csv, text/plain;q=0.9, */*;q=0.1\r\n"
                            "Accept-Encoding: identity\r\nConnection: close\r\n\r\n";
    ClientSocketEvents events;
    events.ready = [this, head] {
        m_phase = Phase::Waiting;
        m_socket->write(head);
    };
    events.readable = [this] {
        onReadable();
    };
    events.closed = [this] {
        onClosed();
    };
    events.failed = [this](SocketFailure failure, const QString& message) {
        onSocketError(failure, message);
    };
    events.tlsErrors = [this](const QString& messages) {
        m_tlsMessage = messages;
    };
    m_socket.reset(module.create(events, readPieceBytes));
    m_socket->connectTo(url.host(), static_cast<quint16>(portOf(url)), secure);
}

void CsvDownload::onReadable() {
    if (m_socket == nullptr) {
        return;
    }
    const bool hadHead = m_response->headComplete();
    const QByteArray piece = m_socket->read(readPieceBytes);
    m_response->feed(std::string_view(piece.constData(), static_cast<std::size_t>(piece.size())));
    if (m_response->failed()) {
        onParserError();
        return;
    }
    m_phase = m_response->headComplete() ? Phase::Body : Phase::Head;
    if (!hadHead && m_response->headComplete()) {
        onHead();
        if (m_socket == nullptr) {
            return;
        }
    }
    if (m_response->complete()) {
        onComplete();
    } else if (m_socket->bytesAvailable() > 0) {
        // The rest comes in the next event, after timers and the GUI had their turn.
        QTimer::singleShot(0, this, [this, request = m_request] {
            if (m_socket != nullptr && m_request == request) {
                onReadable();
            }
        });
    }
}

void CsvDownload::onClosed() {
    if (m_socket == nullptr) {
        return;
    }
    // Whatever arrived before the close is read first.
    while (m_socket != nullptr && m_socket->bytesAvailable() > 0 && !m_response->complete()) {
        onReadable();
    }
    if (m_socket == nullptr) {
        return;
    }
    m_response->closed();
    if (m_response->failed()) {
        onParserError();
    } else if (m_response->complete()) {
        onComplete();
    }
}

void CsvDownload::onSocketError(SocketFailure failure, const QString& message) {
    if (m_socket == nullptr) {
        return;
    }
    if (failure == SocketFailure::RemoteClosed) {
        onClosed();
        return;
    }
    if (failure == SocketFailure::Tls || !m_tlsMessage.isEmpty()) {
        fail(DownloadProblem::Tls,
             QStringLiteral("the secure connection to %1 failed (%2); nothing was read")
                 .arg(shown(m_current), m_tlsMessage.isEmpty() ? message : m_tlsMessage));
        return;
    }
    fail(DownloadProblem::Network, QStringLiteral("cannot read %1: %2").arg(shown(m_current), message));
}

void CsvDownload::onHead() {
    const int status = m_response->status();
    const QString reason = QString::fromStdString(m_response->reason());
    const QUrl& url = m_current;
    if (isRedirect(status)) {
        const QString location = headerOf(*m_response, "Location");
        if (location.isEmpty()) {
            fail(DownloadProblem::HttpError,
                 QStringLiteral("%1 answered HTTP %2 %3, a redirect that does not say where to")
                     .arg(shown(url))
                     .arg(status)
                     .arg(reason));
            return;
        }
        const QUrl target = url.resolved(QUrl::fromEncoded(location.toLatin1()));
        const QString scheme = target.scheme().toLower();
        if (!target.isValid() || target.host().isEmpty() ||
            (scheme != QLatin1String("http") && scheme != QLatin1String("https"))) {
            fail(DownloadProblem::HttpError,
                 QStringLiteral("%1 redirects to '%2', which is not an http(s) address")
                     .arg(shown(url), location.left(200)));
            return;
        }
        if (const QString elsewhere = leavesServer(url, target); !elsewhere.isEmpty()) {
            fail(DownloadProblem::RedirectToOtherHost,
                 QStringLiteral("%1 redirects to %2, %3; it was not followed (use that address "
                                "yourself if you trust it)")
                     .arg(shown(url), shown(target), elsewhere));
            return;
        }
        if (m_visited.contains(target.adjusted(QUrl::RemoveFragment))) {
            fail(DownloadProblem::TooManyRedirects,
                 QStringLiteral("%1 redirects in a loop (back to %2)").arg(shown(m_original), shown(target)));
            return;
        }
        if (++m_redirects > m_limits.maximumRedirects) {
            fail(DownloadProblem::TooManyRedirects, QStringLiteral("%1 redirected more than %2 times")
                                                        .arg(shown(m_original))
                                                        .arg(m_limits.maximumRedirects));
            return;
        }
        m_socket.reset();
        request(target);
        return;
    }
    if (status == 304) {
        fail(DownloadProblem::HttpError,
             QStringLiteral("%1 answered HTTP 304 Not Modified, which carries no file (nothing was "
                            "asked to be compared with an earlier copy)")
                 .arg(shown(url)));
        return;
    }
    if (status >= 300 || status < 200) {
        fail(DownloadProblem::HttpError,
             QStringLiteral("%1 answered HTTP %2 %3").arg(shown(url)).arg(status).arg(reason).trimmed());
        return;
    }
    const QString encoding = headerOf(*m_response, "Content-Encoding").trimmed();
    if (!encoding.isEmpty() && encoding.compare(QLatin1String("identity"), Qt::CaseInsensitive) != 0) {
        fail(DownloadProblem::NotCsv,
             QStringLiteral("%1 sent the file compressed (Content-Encoding: %2) although plain text was "
                            "asked for; it was not unpacked, since a compressed file can unpack to "
                            "thousands of times its size")
                 .arg(shown(url), encoding.left(40)));
    }
}

void CsvDownload::onComplete() {
    const QUrl url = m_current;
    const std::string& bytes = m_response->body();
    const QByteArray body(bytes.data(), static_cast<qsizetype>(bytes.size()));
    const CsvBodyCheck check = checkCsvBody(url, body, headerOf(*m_response, "Content-Type").toLatin1(),
                                            m_response->framing() == HttpBodyFraming::UntilClose);
    if (check.problem != DownloadProblem::None) {
        fail(check.problem, check.message);
        return;
    }
    abort();
    finish({body, DownloadProblem::None, {}, url});
}

void CsvDownload::onParserError() {
    const QString detail = QString::fromStdString(m_response->errorDetail());
    const QString url = shown(m_current);
    switch (m_response->error()) {
    case HttpResponseError::BodyTooLarge:
        if (m_response->framing() == HttpBodyFraming::Length) {
            fail(DownloadProblem::TooLarge,
                 QStringLiteral("%1 is %2, more than the %3 MB a catalog CSV file may have")
                     .arg(url, amount(static_cast<qint64>(*m_response->announcedLength())))
                     .arg(m_limits.maximumBytes / 1048576.0, 0, 'f', 1));
        } else {
            fail(DownloadProblem::TooLarge,
                 QStringLiteral("%1 sent more than the %2 MB a catalog CSV file may have")
                     .arg(url)
                     .arg(m_limits.maximumBytes / 1048576.0, 0, 'f', 1));
        }
        return;
    case HttpResponseError::HeadTooLarge:
        fail(DownloadProblem::BadResponse,
             QStringLiteral("%1 sent more than %2 of headers before its file (a server sends a few "
                            "hundred bytes); the download was stopped")
                 .arg(url, amount(static_cast<qint64>(HttpResponseLimits{}.maximumHeadBytes))));
        return;
    case HttpResponseError::Cut:
        fail(DownloadProblem::Cut, QStringLiteral("the download from %1 was cut: %2").arg(url, detail));
        return;
    case HttpResponseError::None:
    case HttpResponseError::NotHttp:
    case HttpResponseError::MalformedHeader:
    case HttpResponseError::TooManyHeaderFields:
    case HttpResponseError::BadContentLength:
    case HttpResponseError::UnsupportedTransferEncoding:
    case HttpResponseError::BadChunk:
        break;
    }
    fail(DownloadProblem::BadResponse,
         QStringLiteral("%1 sent an answer that is not valid HTTP (%2); nothing was read").arg(url, detail));
}

void CsvDownload::onTimeout() {
    const QString url = shown(m_current);
    const QString limit = seconds(m_limits.timeoutMilliseconds);
    switch (m_phase) {
    case Phase::Connecting:
        fail(DownloadProblem::Timeout,
             QStringLiteral("could not connect to %1 within %2 seconds").arg(url, limit));
        return;
    case Phase::Waiting:
        fail(DownloadProblem::Timeout, QStringLiteral("%1 did not answer within %2 seconds").arg(url, limit));
        return;
    case Phase::Head:
        fail(DownloadProblem::Timeout,
             QStringLiteral("%1 was still sending the headers of its answer after %2 seconds (%3 so far); "
                            "the download was stopped")
                 .arg(url, limit, amount(static_cast<qint64>(m_response->headBytes()))));
        return;
    case Phase::Body:
        break;
    }
    const auto received = static_cast<qint64>(m_response->body().size());
    if (m_response->framing() == HttpBodyFraming::Length) {
        fail(DownloadProblem::Timeout,
             QStringLiteral("%1 sent only %2 of %3 in %4 seconds, too slowly to finish; the download was "
                            "stopped")
                 .arg(url, amount(received), amount(static_cast<qint64>(*m_response->announcedLength())),
                      limit));
    } else {
        fail(DownloadProblem::Timeout,
             QStringLiteral("%1 was still sending after %2 seconds (%3 so far, with no end announced); the "
                            "download was stopped")
                 .arg(url, limit, amount(received)));
    }
}

void CsvDownload::fail(DownloadProblem problem, const QString& message) {
    const QUrl url = m_current.isEmpty() ? m_original : m_current;
    abort();
    finish({{}, problem, message, url});
}

void CsvDownload::finish(CsvDownloadResult result) {
    emit finished(result);
}

CsvDownloadResult downloadCsv(const QUrl& url, const CsvDownloadLimits& limits) {
    CsvDownload download;
    CsvDownloadResult result;
    QEventLoop loop;
    QObject::connect(&download, &CsvDownload::finished, &loop, [&](const CsvDownloadResult& outcome) {
        result = outcome;
        loop.quit();
    });
    download.start(url, limits);
    loop.exec();
    return result;
}

} // namespace gpuadvisor
