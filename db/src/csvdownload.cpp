#include "gpuadvisor/db/csvdownload.h"

#include "gpuadvisor/core/catalogcsv.h"

#include <QEventLoop>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QSslError>
#include <QTimer>

namespace gpuadvisor {
namespace {

QString shown(const QUrl& url) {
    return url.toDisplayString(QUrl::RemoveUserInfo);
}

int portOf(const QUrl& url) {
    return url.port(url.scheme() == QLatin1String("https") ? 443 : 80);
}

/// Whether following a redirect from `from` to `to` stays with the server the user named: the same
/// host and port, and never from https down to http.
bool sameServer(const QUrl& from, const QUrl& to) {
    const bool schemeOk = to.scheme() == from.scheme() ||
                          (from.scheme() == QLatin1String("http") && to.scheme() == QLatin1String("https"));
    return schemeOk && from.host().compare(to.host(), Qt::CaseInsensitive) == 0 &&
           (portOf(from) == portOf(to) || from.scheme() != to.scheme());
}

/// Why `body` (served as `contentType`) is not a catalog CSV file, or an empty string.
QString notCsvReason(const QByteArray& body, const QByteArray& contentType) {
    const QByteArray start = body.left(512).trimmed().toLower();
    if (contentType.toLower().contains("text/html") || start.startsWith("<!doctype") ||
        start.startsWith("<html") || start.startsWith('<')) {
        return QStringLiteral("an HTML page, not a CSV file");
    }
    if (body.contains('\0')) {
        return QStringLiteral("binary data, not a CSV file");
    }
    if (!catalogCsvTable(std::string_view(body.constData(), static_cast<std::size_t>(body.size())))) {
        return QStringLiteral(
            "text whose first line is not the header of a catalog table (as 'catalog export' "
            "writes it)");
    }
    return {};
}

} // namespace

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
    , m_network(new QNetworkAccessManager(this))
    , m_timer(new QTimer(this)) {
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, [this] {
        fail(DownloadProblem::Timeout, QStringLiteral("%1 did not answer within %2 seconds")
                                           .arg(shown(m_original))
                                           .arg(m_limits.timeoutMilliseconds / 1000.0, 0, 'g', 3));
    });
}

CsvDownload::~CsvDownload() {
    abort();
}

void CsvDownload::start(const QUrl& url, const CsvDownloadLimits& limits) {
    abort();
    m_limits = limits;
    m_original = url;
    m_redirects = 0;
    const QString scheme = url.scheme().toLower();
    if (!url.isValid() || url.host().isEmpty() ||
        (scheme != QLatin1String("http") && scheme != QLatin1String("https"))) {
        // Reported after start() returns, like every other outcome.
        QTimer::singleShot(0, this, [this, url] {
            finish({{},
                    DownloadProblem::BadAddress,
                    QStringLiteral("'%1' is not an http:// or https:// address").arg(url.toString()),
                    url});
        });
        return;
    }
    m_timer->start(limits.timeoutMilliseconds);
    request(url);
}

void CsvDownload::abort() {
    m_timer->stop();
    if (m_reply != nullptr) {
        QNetworkReply* reply = m_reply;
        m_reply = nullptr;
        reply->disconnect(this);
        reply->abort();
        reply->deleteLater();
    }
}

void CsvDownload::request(const QUrl& url) {
    QNetworkRequest request(url);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    request.setHeader(QNetworkRequest::UserAgentHeader, QStringLiteral("GPU Advisor"));
    request.setRawHeader("Accept", "text/csv, text/plain;q=0.9, */*;q=0.1");
    m_tlsFailed = false;
    m_tlsMessage.clear();
    m_reply = m_network->get(request);
    connect(m_reply, &QNetworkReply::metaDataChanged, this, [this] {
        const qint64 announced = m_reply->header(QNetworkRequest::ContentLengthHeader).toLongLong();
        if (announced > m_limits.maximumBytes) {
            failSoon(DownloadProblem::TooLarge,
                     QStringLiteral("%1 is %2 MB, more than the %3 MB a catalog CSV file may have")
                         .arg(shown(m_reply->url()))
                         .arg(announced / 1048576.0, 0, 'f', 1)
                         .arg(m_limits.maximumBytes / 1048576.0, 0, 'f', 1));
        }
    });
    connect(m_reply, &QNetworkReply::downloadProgress, this, [this](qint64 received, qint64) {
        if (received > m_limits.maximumBytes) {
            failSoon(DownloadProblem::TooLarge,
                     QStringLiteral("%1 sent more than the %2 MB a catalog CSV file may have")
                         .arg(shown(m_reply->url()))
                         .arg(m_limits.maximumBytes / 1048576.0, 0, 'f', 1));
        }
    });
    connect(m_reply, &QNetworkReply::sslErrors, this, [this](const QList<QSslError>& errors) {
        m_tlsFailed = true;
        QStringList messages;
        for (const QSslError& error : errors) {
            messages << error.errorString();
        }
        m_tlsMessage = messages.join(QStringLiteral("; "));
    });
    connect(m_reply, &QNetworkReply::finished, this, &CsvDownload::onFinished);
}

void CsvDownload::onFinished() {
    QNetworkReply* reply = m_reply;
    m_reply = nullptr;
    reply->deleteLater();
    const QUrl url = reply->url();
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (status >= 300 && status < 400) {
        const QUrl target = url.resolved(QUrl::fromEncoded(reply->rawHeader("Location")));
        if (!target.isValid() || target.isEmpty()) {
            fail(DownloadProblem::HttpError,
                 QStringLiteral("%1 answered %2 without saying where to").arg(shown(url)).arg(status));
            return;
        }
        if (!sameServer(url, target)) {
            fail(DownloadProblem::RedirectToOtherHost,
                 QStringLiteral("%1 redirects to %2, another server; it was not followed (use that address "
                                "yourself if you trust it)")
                     .arg(shown(url), shown(target)));
            return;
        }
        if (++m_redirects > m_limits.maximumRedirects) {
            fail(DownloadProblem::TooManyRedirects, QStringLiteral("%1 redirected more than %2 times")
                                                        .arg(shown(m_original))
                                                        .arg(m_limits.maximumRedirects));
            return;
        }
        request(target);
        return;
    }
    if (status >= 400) {
        fail(DownloadProblem::HttpError,
             QStringLiteral("%1 answered HTTP %2 %3")
                 .arg(shown(url))
                 .arg(status)
                 .arg(reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toString()));
        return;
    }
    if (reply->error() != QNetworkReply::NoError) {
        const bool tls = m_tlsFailed || reply->error() == QNetworkReply::SslHandshakeFailedError;
        if (tls) {
            fail(DownloadProblem::Tls,
                 QStringLiteral("the secure connection to %1 failed (%2); nothing was read")
                     .arg(shown(url), m_tlsMessage.isEmpty() ? reply->errorString() : m_tlsMessage));
        } else {
            fail(DownloadProblem::Network,
                 QStringLiteral("cannot read %1: %2").arg(shown(url), reply->errorString()));
        }
        return;
    }
    const QByteArray body = reply->readAll();
    if (body.size() > m_limits.maximumBytes) {
        fail(DownloadProblem::TooLarge,
             QStringLiteral("%1 sent more than the %2 MB a catalog CSV file may have")
                 .arg(shown(url))
                 .arg(m_limits.maximumBytes / 1048576.0, 0, 'f', 1));
        return;
    }
    if (const QString reason =
            notCsvReason(body, reply->header(QNetworkRequest::ContentTypeHeader).toByteArray());
        !reason.isEmpty()) {
        fail(DownloadProblem::NotCsv, QStringLiteral("%1 sent %2").arg(shown(url), reason));
        return;
    }
    // Without a length or chunks, the end of the body is only the server closing the connection,
    // which a dropped connection does too. A CSV file ends with a line end; a body that stops
    // inside its last line was cut (a price of 0.1389 would arrive as 0.1).
    const bool framed = reply->hasRawHeader("Content-Length") ||
                        reply->rawHeader("Transfer-Encoding").toLower().contains("chunked");
    if (!framed && !body.endsWith('\n')) {
        fail(DownloadProblem::Cut,
             QStringLiteral("the download from %1 was cut: the connection closed inside the last line")
                 .arg(shown(url)));
        return;
    }
    m_timer->stop();
    finish({body, DownloadProblem::None, {}, url});
}

void CsvDownload::failSoon(DownloadProblem problem, const QString& message) {
    // Aborting a reply inside its own signal upsets QNetworkReply: stop it from the event loop.
    m_reply->disconnect(this);
    QTimer::singleShot(0, this, [this, reply = m_reply, problem, message] {
        if (m_reply == reply) {
            fail(problem, message);
        }
    });
}

void CsvDownload::fail(DownloadProblem problem, const QString& message) {
    const QUrl url = m_reply != nullptr ? m_reply->url() : m_original;
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
