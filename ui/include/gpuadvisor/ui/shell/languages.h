#pragma once

// The languages of the user interface and the translators behind them: the app's own (the .qm
// built from resources/translations, embedded under :/i18n) and Qt's (qtbase_*, so standard
// buttons and dialogs speak the same language). Applying a language installs or removes the
// translators, which sends QEvent::LanguageChange to every window; windows then show their text
// again (MainWindow rebuilds its menus and pages).

#include <QList>
#include <QLocale>
#include <QString>

namespace gpuadvisor {

class Languages {
public:
    struct Language {
        QString code;       ///< "en", "zh_CN": what the language setting stores.
        QString nativeName; ///< The name in the language itself, never translated.
    };

    /// English and Simplified Chinese.
    static QList<Language> available();
    /// The language for a locale's user-interface languages: the first of them the app has,
    /// Simplified Chinese for any Chinese; English otherwise.
    static QString codeFor(const QLocale& locale);
    /// codeFor(QLocale::system()): the language a first start shows.
    static QString systemDefault();
    /// The stored choice (settings::language) when there is one, else systemDefault().
    static QString startupLanguage();
    /// The language applied last ("en" before any apply()).
    static QString current();

    /// Shows the user interface in `code` ("en" or "zh_CN"): replaces the translators and sets the
    /// default QLocale to match (the system's own when it has that language). Returns false, and
    /// changes nothing, for an unknown code. A missing .qm file leaves that text in English.
    static bool apply(const QString& code);

    /// Where the installed .qm files live, relative to the executable's directory (the
    /// embedded ones are used first).
    static QString installedTranslationsDirectory();
};

} // namespace gpuadvisor
