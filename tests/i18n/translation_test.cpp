// The Simplified Chinese translation must be complete: every string the app shows has a finished
// translation that keeps the source's placeholders. Checked on the committed .ts file, and against
// the sources themselves by running lupdate on a copy (a string added without a translation, or
// whose English changed, shows up there as unfinished).

#include "tempdir.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QXmlStreamReader>

#include <gtest/gtest.h>

namespace {

struct TsMessage {
    QString context;
    QString source;
    QStringList translations; ///< One, or one per numerus form.
    bool unfinished = false;
    bool obsolete = false;
};

std::vector<TsMessage> readTs(const QString& path) {
    QFile file(path);
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << path.toStdString();
    std::vector<TsMessage> messages;
    QXmlStreamReader xml(&file);
    QString context;
    TsMessage current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) {
            continue;
        }
        const auto name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            current = TsMessage{context, {}, {}, false, false};
        } else if (name == QLatin1String("source")) {
            current.source = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            const QString type = xml.attributes().value(QLatin1String("type")).toString();
            current.unfinished = type == QLatin1String("unfinished");
            current.obsolete = type == QLatin1String("obsolete") || type == QLatin1String("vanished");
            // Either plain text or <numerusform> children.
            QString text;
            while (!(xml.isEndElement() && xml.name() == QLatin1String("translation")) && !xml.atEnd()) {
                xml.readNext();
                if (xml.isCharacters()) {
                    text += xml.text();
                } else if (xml.isStartElement() && xml.name() == QLatin1String("numerusform")) {
                    current.translations << xml.readElementText();
                }
            }
            if (current.translations.isEmpty()) {
                current.translations << text;
            }
            messages.push_back(current);
        }
    }
    EXPECT_FALSE(xml.hasError()) << xml.errorString().toStdString();
    return messages;
}

QSet<QString> placeholders(const QString& text) {
    static const QRegularExpression pattern(QStringLiteral("%L?\\d+|%n"));
    QSet<QString> found;
    for (auto match = pattern.globalMatch(text); match.hasNext();) {
        found.insert(match.next().captured());
    }
    return found;
}

std::string describe(const TsMessage& message) {
    return (message.context + QStringLiteral(": \"") + message.source + QLatin1Char('"')).toStdString();
}

/// Every live message is finished, non-empty, and keeps the source's placeholders.
void expectComplete(const std::vector<TsMessage>& messages) {
    ASSERT_FALSE(messages.empty());
    int problems = 0;
    for (const TsMessage& message : messages) {
        if (message.obsolete) {
            continue;
        }
        const bool bad = message.unfinished || message.translations.join(QString()).trimmed().isEmpty();
        if (bad) {
            ADD_FAILURE() << "not translated: " << describe(message);
            ++problems;
            continue;
        }
        for (const QString& translation : message.translations) {
            if (placeholders(translation) != placeholders(message.source)) {
                ADD_FAILURE() << "placeholders differ: " << describe(message) << " -> "
                              << translation.toStdString();
                ++problems;
            }
        }
        if (problems > 30) {
            FAIL() << "and more";
        }
    }
}

const QString tsFile = QStringLiteral(GPUADVISOR_TS_FILE);

TEST(ChineseTranslation, EveryEntryIsFinishedAndKeepsItsPlaceholders) {
    expectComplete(readTs(tsFile));
}

/// Half-width punctuation in Chinese text (issue 19): an ASCII , : ; ? ! next to a Chinese
/// character or followed by a space, or ASCII parentheses around Chinese or after it. Left alone:
/// the mnemonic "(&X)", file filters "(*.png)", and punctuation between ASCII words with no space
/// ("1,000", "12:30").
QStringList halfWidthPunctuation(QString text) {
    static const QRegularExpression chinese(QStringLiteral("[\\x{4e00}-\\x{9fff}]"));
    if (!chinese.match(text).hasMatch()) {
        return {};
    }
    // HTML entities and the file dialog's filter separator keep their semicolons.
    static const QRegularExpression kept(QStringLiteral("&#?\\w+;|;;"));
    text.replace(kept, QStringLiteral("_"));
    static const QRegularExpression wrong(QStringLiteral(
        "[\\x{4e00}-\\x{9fff}] ?[,:;?!]|[,:;?!] ?[\\x{4e00}-\\x{9fff}]|[,;:?!] (?=\\S)"
        "|[\\x{4e00}-\\x{9fff}] ?\\((?!&.\\)|\\*)|\\((?!&.\\))[^()]*[\\x{4e00}-\\x{9fff}][^()]*\\)"));
    QStringList found;
    for (auto match = wrong.globalMatch(text); match.hasNext();) {
        found << match.next().captured();
    }
    return found;
}

TEST(ChineseTranslation, ChineseTextUsesFullWidthPunctuation) {
    EXPECT_EQ(halfWidthPunctuation(QStringLiteral("显存（GB）：%1，共 1,000 张")), QStringList());
    EXPECT_EQ(halfWidthPunctuation(QStringLiteral("保存(&S)")), QStringList());
    EXPECT_EQ(halfWidthPunctuation(QStringLiteral("PNG 图像 (*.png);;所有文件 (*)")), QStringList());
    EXPECT_EQ(halfWidthPunctuation(QStringLiteral("帮助 &gt; 来源")), QStringList());
    EXPECT_FALSE(halfWidthPunctuation(QStringLiteral("显存 (GB)")).isEmpty());
    EXPECT_FALSE(halfWidthPunctuation(QStringLiteral("价格: %1")).isEmpty());
    EXPECT_FALSE(halfWidthPunctuation(QStringLiteral("TFLOPS, FP16 累加")).isEmpty());
    int problems = 0;
    for (const TsMessage& message : readTs(tsFile)) {
        for (const QString& translation : message.translations) {
            const QStringList found = halfWidthPunctuation(translation);
            if (!found.isEmpty() && ++problems <= 30) {
                ADD_FAILURE() << message.context.toStdString() << ": \"" << translation.toStdString()
                              << "\" has " << found.join(QStringLiteral(" | ")).toStdString();
            }
        }
    }
    EXPECT_EQ(problems, 0);
}

class ChineseTranslationOfTheSources : public TempDirTest {};

TEST_F(ChineseTranslationOfTheSources, CoversEveryStringInTheCode) {
    // lupdate over the real sources into a copy: new or changed strings appear as unfinished.
    const QString copy = path(QStringLiteral("copy_zh_CN.ts"));
    ASSERT_TRUE(QFile::copy(tsFile, copy));
    QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
    QProcess lupdate;
    QStringList arguments{QStringLiteral("-locations"), QStringLiteral("none"),
                          QStringLiteral("-no-obsolete"), QStringLiteral("-silent")};
    for (const char* directory : {GPUADVISOR_TRANSLATED_INCLUDES}) {
        arguments << QStringLiteral("-I") << QString::fromUtf8(directory);
    }
    for (const char* directory : {GPUADVISOR_TRANSLATED_DIRS}) {
        arguments << QString::fromUtf8(directory);
    }
    arguments << QStringLiteral("-ts") << copy;
    lupdate.start(QStringLiteral(GPUADVISOR_LUPDATE), arguments);
    ASSERT_TRUE(lupdate.waitForFinished(120000));
    ASSERT_EQ(lupdate.exitCode(), 0) << lupdate.readAllStandardError().toStdString();
    expectComplete(readTs(copy));
}

} // namespace
