#pragma once

// A small HTTP/1.1 server on 127.0.0.1 for tests of downloads: it runs on its own thread (so the
// test's own thread may block, waiting for a CLI process, say) and answers each path with a canned
// response. No internet is needed.

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QMutex>
#include <QPair>
#include <QTcpServer>
#include <QTcpSocket>
#include <QThread>
#include <QTimer>
#include <QUrl>

#include <future>

class LocalHttpServer : public QThread {
public:
    struct Response {
        int status = 200;
        QByteArray reason = "OK";
        QList<QPair<QByteArray, QByteArray>> headers;
        QByteArray body;
        bool hang = false; ///< Never answer (a server that does not respond).
        /// No Content-Length (and no chunks): the body ends where the connection closes, as with
        /// HTTP/1.0 servers and some proxies.
        bool noLength = false;
        /// Sent as the whole answer, head included, when not empty (for answers that break HTTP).
        QByteArray raw;
        /// Keep the connection open after writing (a server that stalls or never ends).
        bool keepOpen = false;
        int delayMilliseconds = 0; ///< Wait this long before answering.
    };

    LocalHttpServer() {
        std::future<quint16> ready = m_port.get_future();
        start();
        m_portNumber = ready.get();
    }
    ~LocalHttpServer() override {
        quit();
        wait();
    }

    /// The response to GET `path` from now on.
    void route(const QByteArray& path, Response response) {
        const QMutexLocker lock(&m_mutex);
        m_routes.insert(path, std::move(response));
    }
    /// A 200 response with this body and content type.
    static Response ok(QByteArray body, QByteArray contentType = "text/csv") {
        Response response;
        response.headers = {{"Content-Type", std::move(contentType)}};
        response.body = std::move(body);
        return response;
    }
    /// No answer at all (a server that takes the request and says nothing).
    static Response silence() {
        Response response;
        response.hang = true;
        return response;
    }
    /// An answer written exactly as given; `keepOpen` leaves the connection open after it.
    static Response rawAnswer(QByteArray bytes, bool keepOpen = false) {
        Response response;
        response.raw = std::move(bytes);
        response.keepOpen = keepOpen;
        return response;
    }
    static Response redirect(int status, const QByteArray& location) {
        Response response;
        response.status = status;
        response.reason = "Found";
        response.headers = {{"Location", location}};
        return response;
    }

    quint16 port() const { return m_portNumber; }
    QUrl url(const QString& path, const QString& host = QStringLiteral("127.0.0.1"),
             const QString& scheme = QStringLiteral("http")) const {
        return QUrl(QStringLiteral("%1://%2:%3%4").arg(scheme, host).arg(m_portNumber).arg(path));
    }

protected:
    void run() override {
        QTcpServer server;
        server.listen(QHostAddress::LocalHost);
        QObject::connect(&server, &QTcpServer::newConnection, &server, [this, &server] {
            while (QTcpSocket* socket = server.nextPendingConnection()) {
                QObject::connect(socket, &QTcpSocket::disconnected, socket, [this, socket] {
                    m_received.remove(socket); // a later socket may get the same address
                    socket->deleteLater();
                });
                QObject::connect(socket, &QTcpSocket::readyRead, socket, [this, socket] { answer(socket); });
            }
        });
        m_port.set_value(server.serverPort());
        exec();
    }

private:
    void answer(QTcpSocket* socket) {
        QByteArray& received = m_received[socket];
        received += socket->readAll();
        if (received.startsWith('\x16')) {
            // A TLS ClientHello on this plain-HTTP port: answer in plain text so the handshake fails.
            m_received.remove(socket);
            socket->write("HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n");
            socket->disconnectFromHost();
            return;
        }
        if (!received.contains("\r\n\r\n")) {
            return;
        }
        const QByteArray path = received.left(received.indexOf("\r\n")).split(' ').value(1);
        m_received.remove(socket);
        Response response;
        {
            const QMutexLocker lock(&m_mutex);
            Response missing = ok("no such file", "text/plain");
            missing.status = 404;
            missing.reason = "Not Found";
            response = m_routes.value(path, missing);
        }
        if (response.hang) {
            return;
        }
        if (response.delayMilliseconds > 0) {
            QTimer::singleShot(response.delayMilliseconds, socket,
                               [socket, response] { send(socket, response); });
            return;
        }
        send(socket, response);
    }

    static void send(QTcpSocket* socket, const Response& response) {
        if (!response.raw.isEmpty()) {
            socket->write(response.raw);
            if (!response.keepOpen) {
                socket->disconnectFromHost();
            }
            return;
        }
        QByteArray head = "HTTP/1.1 " + QByteArray::number(response.status) + ' ' + response.reason + "\r\n";
        bool hasLength = false;
        for (const auto& [name, value] : response.headers) {
            head += name + ": " + value + "\r\n";
            hasLength = hasLength || name.compare("Content-Length", Qt::CaseInsensitive) == 0;
        }
        if (!hasLength && !response.noLength) {
            head += "Content-Length: " + QByteArray::number(response.body.size()) + "\r\n";
        }
        head += "Connection: close\r\n\r\n";
        socket->write(head + response.body);
        if (!response.keepOpen) {
            socket->disconnectFromHost();
        }
    }

    std::promise<quint16> m_port;
    quint16 m_portNumber = 0;
    QMutex m_mutex;
    QHash<QByteArray, Response> m_routes;
    QHash<QTcpSocket*, QByteArray> m_received; ///< Used on the server thread only.
};
