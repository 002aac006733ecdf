#include "clientsocket.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLibrary>

namespace gpuadvisor {
namespace {

NetworkModule load() {
    // Beside the program as CMake lays both out: the same relative place in the build tree and
    // once installed (bin/ and lib/.../gpu-advisor/), so no build path is written into a program.
    const QString path = QDir::cleanPath(QCoreApplication::applicationDirPath() + QLatin1Char('/') +
                                         QStringLiteral(GPUADVISOR_NETWORK_MODULE_DIR) + QLatin1Char('/') +
                                         QStringLiteral(GPUADVISOR_NETWORK_MODULE_FILE));
    // Kept loaded to the end (a QLibrary does not unload when destroyed): sockets it made may still
    // wait for their deferred deletion.
    static QLibrary library;
    library.setFileName(path);
    NetworkModule module;
    if (!QFileInfo::exists(path)) {
        module.problem = QStringLiteral("the network module of this installation, %1, is missing")
                             .arg(QDir::toNativeSeparators(path));
        return module;
    }
    if (!library.load()) {
        module.problem = QStringLiteral("the network module of this installation, %1, did not load (%2)")
                             .arg(QDir::toNativeSeparators(path), library.errorString());
        return module;
    }
    module.create = reinterpret_cast<CreateClientSocket>(library.resolve(createClientSocketSymbol));
    module.tlsAvailable = reinterpret_cast<TlsAvailable>(library.resolve(tlsAvailableSymbol));
    if (module.create == nullptr || module.tlsAvailable == nullptr) {
        module.create = nullptr;
        module.problem = QStringLiteral("the network module of this installation, %1, lacks its entry points")
                             .arg(QDir::toNativeSeparators(path));
    }
    return module;
}

} // namespace

const NetworkModule& networkModule() {
    static const NetworkModule module = load();
    return module;
}

} // namespace gpuadvisor
