#pragma once

// Reading a catalog CSV file from an http(s) address: a lab's shared price sheet published as CSV,
// say. Every way it can fail gets its own problem and a message naming the address.

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QString>
#include <QUrl>

#include <memory>
#include <optional>

class QTimer;

namespace gpuadvisor {

class ClientSocket;
class HttpResponseParser;
enum class SocketFailure;

/// Why a download gave no CSV text.
enum class DownloadProblem {
    None,
    BadAddress, ///< Not an http:// or https:// address with a host.
    /// No complete answer within the time limit for the whole download; the message says how far
    /// it got (no connection, no answer, endless headers, a trickle, an endless body).
    Timeout,
    HttpError, ///< A status of 400 or more, or a 3xx that is no usable redirect (304, no Location).
    /// The answer is not HTTP/1.1 as the standard writes it, or its headers go on past 64 KB.
    BadResponse,
    /// Sent to another host or port (or from https to http): not followed.
    RedirectToOtherHost,
    TooManyRedirects, ///< More than the limit, or back to an address already asked.
    Tls,              ///< The secure connection failed (certificate, handshake).
    /// An HTML page, binary data, a compressed body, or text whose first line names no catalog table.
    NotCsv,
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

/// What a complete body says of itself before it is read as a catalog table: NotCsv (empty, an
/// HTML page, binary data, no catalog header), Cut (ended by the connection closing inside its
/// last line, when nothing else framed it), or None. The message names `url`.
struct CsvBodyCheck {
    DownloadProblem problem = DownloadProblem::None;
    QString message;
};
CsvBodyCheck checkCsvBody(const QUrl& url, const QByteArray& body, const QByteArray& contentType,
                          bool endedByClose);

/// The address `text` names when it is an http:// or https:// URL (what the import takes as an
/// address rather than a file name); std::nullopt otherwise.
std::optional<QUrl> csvAddress(const QString& text);

/// One download at a time, following redirects only on the same host and port (or from http on
/// port 80 to https on 443), within the limits. Emits finished() exactly once per start().
///
/// HTTP is read here (HttpResponseParser over a socket of the network module, see clientsocket.h)
/// rather than by QNetworkAccessManager, whose Qt 6.4 version reads headers without a size limit
/// inside one event (a server sending endless headers held the time limit up by seconds, and its
/// cause could not be told apart from silence) and unpacks gzip bodies by itself. Each read here handles at
/// most 64 KB, so the time limit holds for the whole download and the message says how far it got.
class CsvDownload : public QObject {
    Q_OBJECT
public:
    explicit CsvDownload(QObject* parent = nullptr);
    ~CsvDownload() override;

    void start(const QUrl& url, const CsvDownloadLimits& limits = {});
    /// Stops a running download; finished() is not emitted for it.
    void abort();
    bool isRunning() const { return m_socket != nullptr; }

signals:
    void finished(const gpuadvisor::CsvDownloadResult& result);

private:
    /// How far the current request got, for the message when the time runs out.
    enum class Phase { Connecting, Waiting, Head, Body };

    void request(const QUrl& url);
    void onReadable();
    void onClosed();
    void onSocketError(SocketFailure failure, const QString& message);
    void onHead();
    void onComplete();
    void onParserError();
    void onTimeout();
    void fail(DownloadProblem problem, const QString& message);
    void finish(CsvDownloadResult result);

    std::unique_ptr<ClientSocket> m_socket;
    /// Counts requests (redirects too) and aborts: what was deferred for an earlier one is dropped.
    quint64 m_request = 0;
    std::unique_ptr<HttpResponseParser> m_response;
    QTimer* m_timer = nullptr;
    CsvDownloadLimits m_limits;
    QUrl m_original;
    QUrl m_current;
    QList<QUrl> m_visited;
    int m_redirects = 0;
    Phase m_phase = Phase::Connecting;
    QString m_tlsMessage;
};

/// Downloads and waits for the result (a local event loop): for the CLI and tests.
CsvDownloadResult downloadCsv(const QUrl& url, const CsvDownloadLimits& limits = {});

} // namespace gpuadvisor
