#include "gpuadvisor/ui/shell/languages.h"

#include "gpuadvisor/ui/shell/appsettings.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QPointer>
#include <QTranslator>

#include <algorithm>
#include <functional>

namespace gpuadvisor {
namespace {

const QString english = QStringLiteral("en");
const QString simplifiedChinese = QStringLiteral("zh_CN");

struct State {
    QPointer<QTranslator> app; ///< gpu-advisor_<code>.qm
    QPointer<QTranslator> qt;  ///< qtbase_<code>.qm
    QString current = english;
    bool applied = false;
};

State& state() {
    static State instance;
    return instance;
}

void removeTranslator(QPointer<QTranslator>& translator) {
    if (translator) {
        QCoreApplication::removeTranslator(translator);
        delete translator;
    }
}

/// A translator owned by the application, installed if `load` finds its file.
QPointer<QTranslator> installTranslator(const std::function<bool(QTranslator&)>& load) {
    auto* translator = new QTranslator(QCoreApplication::instance());
    if (!load(*translator)) {
        delete translator;
        return nullptr;
    }
    QCoreApplication::installTranslator(translator);
    return translator;
}

} // namespace

QList<Languages::Language> Languages::available() {
    // Native names on purpose: someone who cannot read the current language still finds theirs.
    return {{english, QStringLiteral("English")}, {simplifiedChinese, QStringLiteral("中文（简体）")}};
}

QString Languages::codeFor(const QLocale& locale) {
    for (const QString& tag : locale.uiLanguages()) {
        const QLocale::Language language = QLocale(tag).language();
        if (language == QLocale::Chinese) {
            return simplifiedChinese;
        }
        if (language == QLocale::English) {
            return english;
        }
    }
    return english;
}

QString Languages::systemDefault() {
    return codeFor(QLocale::system());
}

QString Languages::startupLanguage() {
    const QString stored = settings::value(settings::language);
    return stored.isEmpty() ? systemDefault() : stored;
}

QString Languages::current() {
    return state().current;
}

QString Languages::installedTranslationsDirectory() {
    return QDir(QCoreApplication::applicationDirPath())
        .absoluteFilePath(QStringLiteral("../share/gpu-advisor/translations"));
}

bool Languages::apply(const QString& code) {
    const QList<Language> languages = available();
    const bool known = std::any_of(languages.cbegin(), languages.cend(),
                                   [&code](const Language& language) { return language.code == code; });
    if (!known) {
        return false;
    }
    State& current = state();
    if (current.applied && current.current == code) {
        return true;
    }
    removeTranslator(current.app);
    removeTranslator(current.qt);
    // Numbers and dates follow the language, in the system's own variant when it has it (an
    // en_GB system keeps its dates in English).
    QLocale::setDefault(codeFor(QLocale::system()) == code ? QLocale::system() : QLocale(code));
    if (code != english) {
        const QString qtFile = QStringLiteral("qtbase_") + code;
        current.qt = installTranslator([&qtFile](QTranslator& translator) {
            return translator.load(qtFile, QLibraryInfo::path(QLibraryInfo::TranslationsPath));
        });
        const QString appFile = QStringLiteral("gpu-advisor_") + code;
        current.app = installTranslator([&appFile](QTranslator& translator) {
            return translator.load(appFile, QStringLiteral(":/i18n")) ||
                   translator.load(appFile, installedTranslationsDirectory());
        });
    }
    current.current = code;
    current.applied = true;
    return true;
}

} // namespace gpuadvisor
