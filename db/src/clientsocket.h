#pragma once

// The one thing a catalog download needs from Qt Network: a TCP connection, secured with TLS for
// https. It lives in a module of its own (db/network), loaded when the first download starts, so
// that no other command pays for Qt Network's eleven libraries at every start (issue 36: about
// 3 ms of each run of gpu-advisor-cli). The HTTP reading itself stays in csvdownload.cpp.
//
// Only this header is shared between the module and the programs: plain C++ and Qt Core types,
// no QObject, so nothing of Qt's meta-object system crosses the boundary.

#include <QByteArray>
#include <QString>

#include <functional>

namespace gpuadvisor {

/// What went wrong with a connection.
enum class SocketFailure {
    RemoteClosed, ///< The server closed the connection (the end of a body read until close).
    Tls,          ///< The TLS handshake failed.
    Other,        ///< No such host, connection refused, ...
};

/// Called by a ClientSocket from the event loop of the thread that created it. A ClientSocket may
/// be destroyed from inside any of them.
struct ClientSocketEvents {
    std::function<void()> ready;    ///< Connected (and encrypted, for TLS): the request may be sent.
    std::function<void()> readable; ///< Bytes arrived.
    std::function<void()> closed;   ///< The connection ended.
    std::function<void(SocketFailure, const QString& message)> failed;
    /// The certificate checks that failed, joined (before `failed` with SocketFailure::Tls).
    std::function<void(const QString& messages)> tlsErrors;
};

/// One client connection. Destroying it aborts the connection; no event follows.
class ClientSocket {
public:
    virtual ~ClientSocket() = default;
    /// Connects to `host`, over TLS (with the system's certificates) when `secure`.
    virtual void connectTo(const QString& host, quint16 port, bool secure) = 0;
    virtual void write(const QByteArray& bytes) = 0;
    virtual QByteArray read(qint64 maximumBytes) = 0;
    virtual qint64 bytesAvailable() const = 0;
};

/// The module's two entry points, found by these names (extern "C", so unmangled).
using CreateClientSocket = ClientSocket* (*)(const ClientSocketEvents& events, qint64 readBufferBytes);
using TlsAvailable = bool (*)();
inline constexpr const char* createClientSocketSymbol = "gpuadvisor_create_client_socket";
inline constexpr const char* tlsAvailableSymbol = "gpuadvisor_tls_available";

/// The loaded module, or why it could not be loaded (`create` is null then).
struct NetworkModule {
    CreateClientSocket create = nullptr;
    TlsAvailable tlsAvailable = nullptr;
    QString problem; ///< In English, naming the file looked for.
};

/// Loads the module on the first call (from `<program directory>/<GPUADVISOR_NETWORK_MODULE_DIR>`,
/// the same place relative to the program in the build tree and once installed) and keeps it.
const NetworkModule& networkModule();

} // namespace gpuadvisor
