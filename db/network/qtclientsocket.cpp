// The network module (see db/src/clientsocket.h): a ClientSocket over QSslSocket.

#include "clientsocket.h"

#include <QSslError>
#include <QSslSocket>
#include <QStringList>

#include <memory>

namespace gpuadvisor {
namespace {

class QtClientSocket final : public ClientSocket {
public:
    QtClientSocket(const ClientSocketEvents& events, qint64 readBufferBytes)
        : m_socket(new QSslSocket) {
        m_socket->setReadBufferSize(readBufferBytes);
        // The handlers hold their own copy of the events: a handler may destroy this object, and
        // Qt keeps a running handler (and what it holds) alive until it returns.
        const auto shared = std::make_shared<const ClientSocketEvents>(events);
        QSslSocket* socket = m_socket;
        QObject::connect(socket, &QSslSocket::readyRead, socket, [shared] { shared->readable(); });
        QObject::connect(socket, &QSslSocket::disconnected, socket, [shared] { shared->closed(); });
        QObject::connect(socket, &QSslSocket::sslErrors, socket, [shared](const QList<QSslError>& errors) {
            QStringList messages;
            for (const QSslError& error : errors) {
                messages << error.errorString();
            }
            shared->tlsErrors(messages.join(QStringLiteral("; ")));
        });
        QObject::connect(socket, &QSslSocket::errorOccurred, socket, [shared, socket] {
            switch (socket->error()) {
            case QAbstractSocket::RemoteHostClosedError:
                shared->failed(SocketFailure::RemoteClosed, socket->errorString());
                return;
            case QAbstractSocket::SslHandshakeFailedError:
                shared->failed(SocketFailure::Tls, socket->errorString());
                return;
            default:
                shared->failed(SocketFailure::Other, socket->errorString());
                return;
            }
        });
        QObject::connect(socket, &QSslSocket::connected, socket, [shared, socket] {
            if (socket->mode() == QSslSocket::UnencryptedMode) {
                shared->ready();
            }
        });
        QObject::connect(socket, &QSslSocket::encrypted, socket, [shared] { shared->ready(); });
    }

    ~QtClientSocket() override {
        m_socket->disconnect();
        m_socket->abort();
        // Later: this may run inside one of the socket's own signals.
        m_socket->deleteLater();
    }

    void connectTo(const QString& host, quint16 port, bool secure) override {
        if (secure) {
            m_socket->connectToHostEncrypted(host, port);
        } else {
            m_socket->connectToHost(host, port);
        }
    }
    void write(const QByteArray& bytes) override { m_socket->write(bytes); }
    QByteArray read(qint64 maximumBytes) override { return m_socket->read(maximumBytes); }
    qint64 bytesAvailable() const override { return m_socket->bytesAvailable(); }

private:
    QSslSocket* m_socket;
};

} // namespace
} // namespace gpuadvisor

extern "C" {

// The entry points the programs look up by name (clientsocket.h).
Q_DECL_EXPORT gpuadvisor::ClientSocket*
gpuadvisor_create_client_socket(const gpuadvisor::ClientSocketEvents& events, qint64 readBufferBytes) {
    return new gpuadvisor::QtClientSocket(events, readBufferBytes);
}

Q_DECL_EXPORT bool gpuadvisor_tls_available() {
    return QSslSocket::supportsSsl();
}
}
