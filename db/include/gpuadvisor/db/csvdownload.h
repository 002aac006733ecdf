#pragma once

// Reading a catalog CSV file from an http(s) address: a lab's shared price sheet published as CSV,
// say. Every way it can fail gets its own problem and a message naming the address.

#include <QByteArray>
#include <QObject>
#include <QString>
#include <QUrl>

#include <optional>

class QNetworkAccessManager;
class QNetworkReply;
class QTimer;

namespace gpuadvisor {

/// Why a download gave no CSV text.
enum class DownloadProblem {
    None,
    BadAddress,          ///< Not an http:// or https:// address with a host.
    Timeout,             ///< No complete answer within the time limit.
    HttpError,           ///< The server answered with a status of 400 or more.
    RedirectToOtherHost, ///< Sent to another host (or from https to http): not followed.
    TooManyRedirects,
    Tls,      ///< The secure connection failed (certificate, handshake).
    NotCsv,   ///< An HTML page, binary data, or text whose first line names no catalog table.
    TooLarge, ///< Larger than the limit (announced or received).
    /// The connection closed inside the last line of a body with no announced length: the
    /// download was cut, and importing it would store a truncated value.
    Cut,
    Network, ///< Anything else: no such host, connection refused, ...
};

struct CsvDownloadLimits {
    int timeoutMilliseconds = 30000;
    qint64 maximumBytes = 16 * 1024 * 1024;
    int maximumRedirects = 5;
};

struct CsvDownloadResult {
    QByteArray text; ///< The CSV text; empty unless ok().
    DownloadProblem problem = DownloadProblem::None;
    QString message; ///< In English, naming the address; empty when ok().
    QUrl finalUrl;   ///< Where the text came from after redirects on the same host.

    bool ok() const { return problem == DownloadProblem::None; }
};

/// The address `text` names when it is an http:// or https:// URL (what the import takes as an
/// address rather than a file name); std::nullopt otherwise.
std::optional<QUrl> csvAddress(const QString& text);

/// One download at a time through QNetworkAccessManager, following redirects only on the same
/// host and scheme (or http to https), within the limits. Emits finished() exactly once per start().
class CsvDownload : public QObject {
    Q_OBJECT
public:
    explicit CsvDownload(QObject* parent = nullptr);
    ~CsvDownload() override;

    void start(const QUrl& url, const CsvDownloadLimits& limits = {});
    /// Stops a running download; finished() is not emitted for it.
    void abort();
    bool isRunning() const { return m_reply != nullptr; }

signals:
    void finished(const gpuadvisor::CsvDownloadResult& result);

private:
    void request(const QUrl& url);
    void onFinished();
    void fail(DownloadProblem problem, const QString& message);
    void failSoon(DownloadProblem problem, const QString& message);
    void finish(CsvDownloadResult result);

    QNetworkAccessManager* m_network = nullptr;
    QNetworkReply* m_reply = nullptr;
    QTimer* m_timer = nullptr;
    CsvDownloadLimits m_limits;
    QUrl m_original;
    int m_redirects = 0;
    bool m_tlsFailed = false;
    QString m_tlsMessage;
};

/// Downloads and waits for the result (a local event loop): for the CLI and tests.
CsvDownloadResult downloadCsv(const QUrl& url, const CsvDownloadLimits& limits = {});

} // namespace gpuadvisor
