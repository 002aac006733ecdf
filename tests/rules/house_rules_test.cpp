// House rules the code keeps by construction, checked on the sources themselves: a rule that a
// reviewer has to remember is a rule that breaks.

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QStringList>
#include <QUrl>

#include <gtest/gtest.h>

namespace {

/// Every C++ source and header under `directory` of the repository, as relative paths.
QStringList sourcesUnder(const QString& directory) {
    QStringList files;
    QDirIterator it(QStringLiteral(GPUADVISOR_SOURCE_DIR "/") + directory,
                    {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        files << it.next().mid(QStringLiteral(GPUADVISOR_SOURCE_DIR "/").size());
    }
    files.sort();
    return files;
}

QString contents(const QString& relativePath) {
    QFile file(QStringLiteral(GPUADVISOR_SOURCE_DIR "/") + relativePath);
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << relativePath.toStdString();
    return QString::fromUtf8(file.readAll());
}

QString sourceRoot() {
    return QDir::cleanPath(QStringLiteral(GPUADVISOR_SOURCE_DIR));
}

/// Every Markdown file of the repository (README*.md, docs/, core/, ui/, tests/, packaging/,
/// resources/ ...), as relative paths; build folders, third_party and hidden folders are not ours.
QStringList markdownFiles() {
    const QString root = sourceRoot() + QLatin1Char('/');
    QStringList files;
    QDirIterator it(root, {QStringLiteral("*.md")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString relative = it.next().mid(root.size());
        const QString top = relative.section(QLatin1Char('/'), 0, 0);
        const bool inFolder = relative.contains(QLatin1Char('/'));
        if (inFolder &&
            (top.startsWith(QLatin1String("build")) || top.startsWith(QLatin1Char('.')) ||
             top == QLatin1String("third_party") || relative.contains(QLatin1String("/third_party/")))) {
            continue;
        }
        files << relative;
    }
    files.sort();
    return files;
}

/// The lines of a Markdown file with fenced code blocks blanked out (kept as empty lines, so
/// line numbers stay right): a `[x](y)` or `# x` inside a code block is not a link or a heading.
QStringList proseLines(const QString& text) {
    QStringList lines = text.split(QLatin1Char('\n'));
    QString fence;
    for (QString& line : lines) {
        const QString trimmed = line.trimmed();
        if (fence.isEmpty()) {
            if (trimmed.startsWith(QLatin1String("```")) || trimmed.startsWith(QLatin1String("~~~"))) {
                fence = trimmed.left(3);
                line.clear();
            }
        } else {
            if (trimmed.startsWith(fence)) {
                fence.clear();
            }
            line.clear();
        }
    }
    return lines;
}

/// A heading's anchor as GitHub makes it: the text as rendered (link targets and emphasis
/// marks gone), lower case, every character but letters (CJK included), digits, spaces, '-'
/// and '_' dropped, spaces turned into '-'.
QString githubSlug(QString heading) {
    static const QRegularExpression link(QStringLiteral(R"re(!?\[([^\]]*)\]\([^)]*\))re"));
    heading.replace(link, QStringLiteral("\\1"));
    QString slug;
    for (const QChar c : heading.toLower()) {
        if (c.isLetterOrNumber() || c.category() == QChar::Mark_NonSpacing || c == QLatin1Char('-') ||
            c == QLatin1Char('_')) {
            slug += c;
        } else if (c == QLatin1Char(' ')) {
            slug += QLatin1Char('-');
        }
    }
    return slug;
}

/// The anchors a Markdown file offers: one per ATX heading (a repeated one gets -1, -2, ... as
/// on GitHub) and any explicit `id="..."` or `name="..."`.
QSet<QString> anchorsOf(const QString& text) {
    static const QRegularExpression heading(QStringLiteral(R"re(^ {0,3}#{1,6}\s+(.*?)(\s+#+)?\s*$)re"));
    static const QRegularExpression explicitId(QStringLiteral(R"re((?:id|name)="([^"]+)")re"));
    QSet<QString> anchors;
    QHash<QString, int> seen;
    for (const QString& line : proseLines(text)) {
        const QRegularExpressionMatch match = heading.match(line);
        if (match.hasMatch()) {
            const QString slug = githubSlug(match.captured(1));
            const int times = seen.value(slug, 0);
            anchors.insert(times == 0 ? slug : slug + QLatin1Char('-') + QString::number(times));
            seen[slug] = times + 1;
        }
        for (auto it = explicitId.globalMatch(line); it.hasNext();) {
            anchors.insert(it.next().captured(1));
        }
    }
    return anchors;
}

/// Every broken relative link or image of one Markdown file, "file:line: why".
QStringList brokenLinksOf(const QString& relativePath) {
    static const QRegularExpression codeSpan(QStringLiteral("`+[^`]*`+"));
    static const QRegularExpression inlineLink(
        QStringLiteral(R"re(!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\))re"));
    static const QRegularExpression referenceDefinition(
        QStringLiteral(R"re(^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(\s|$))re"));
    const QString root = sourceRoot();
    const QString directory = QFileInfo(root + QLatin1Char('/') + relativePath).absolutePath();
    const QStringList lines = proseLines(contents(relativePath));
    QStringList broken;
    for (int i = 0; i < lines.size(); ++i) {
        QString line = lines[i];
        line.replace(codeSpan, QString());
        QStringList targets;
        for (auto it = inlineLink.globalMatch(line); it.hasNext();) {
            targets << it.next().captured(1);
        }
        if (const QRegularExpressionMatch definition = referenceDefinition.match(line);
            definition.hasMatch()) {
            targets << definition.captured(1);
        }
        for (const QString& target : targets) {
            static const QRegularExpression external(QStringLiteral("^(https?|mailto|ftp):"),
                                                     QRegularExpression::CaseInsensitiveOption);
            if (external.match(target).hasMatch()) {
                continue;
            }
            const QString where = relativePath + QLatin1Char(':') + QString::number(i + 1) +
                                  QStringLiteral(": (") + target + QStringLiteral(") ");
            const QString path = QUrl::fromPercentEncoding(target.section(QLatin1Char('#'), 0, 0).toUtf8());
            const QString anchor =
                target.contains(QLatin1Char('#'))
                    ? QUrl::fromPercentEncoding(target.section(QLatin1Char('#'), 1).toUtf8())
                    : QString();
            const QString file = path.isEmpty() ? root + QLatin1Char('/') + relativePath
                                                : QDir::cleanPath(directory + QLatin1Char('/') + path);
            if (!(file + QLatin1Char('/')).startsWith(root + QLatin1Char('/')) ||
                file == root + QLatin1String("/..")) {
                broken << where + QStringLiteral("points outside the repository");
                continue;
            }
            if (!QFileInfo::exists(file)) {
                broken << where + QStringLiteral("no such file");
                continue;
            }
            if (!anchor.isEmpty() && file.endsWith(QLatin1String(".md")) &&
                !anchorsOf(contents(file.mid(root.size() + 1))).contains(anchor)) {
                broken << where + QStringLiteral("no heading with that anchor");
            }
        }
    }
    return broken;
}

/// The rooms of core/, from the bottom: a file may include its own room and the rooms before it
/// in this list, never one after it (core/README.md).
const QStringList& coreRooms() {
    static const QStringList rooms{QStringLiteral("catalog"), QStringLiteral("model"),
                                   QStringLiteral("cost"),    QStringLiteral("llm"),
                                   QStringLiteral("build"),   QStringLiteral("advice")};
    return rooms;
}

/// The layers, from the bottom: app -> ui -> db -> core.
const QStringList& layers() {
    static const QStringList order{QStringLiteral("core"), QStringLiteral("db"), QStringLiteral("ui"),
                                   QStringLiteral("app")};
    return order;
}

/// The paths in the quoted #include lines of a source text.
QStringList quotedIncludes(const QString& text) {
    static const QRegularExpression include(QStringLiteral(R"re(^\s*#\s*include\s*"([^"]+)")re"),
                                            QRegularExpression::MultilineOption);
    QStringList paths;
    for (auto it = include.globalMatch(text); it.hasNext();) {
        paths << it.next().captured(1);
    }
    return paths;
}

/// The room of a file of core/ ("core/src/model/x.cpp", "core/include/gpuadvisor/core/model/x.h")
/// or of a quoted include written in core ("gpuadvisor/core/model/x.h", or "model/x.h" for a
/// private header from core/src); empty when it names no room.
QString roomOf(const QString& path) {
    QStringList parts = path.split(QLatin1Char('/'));
    const auto startsWith = [&parts](const char* first, const char* second) {
        return parts.size() > 2 && parts[0] == QLatin1String(first) && parts[1] == QLatin1String(second);
    };
    if (startsWith("core", "src")) {
        parts = parts.mid(2);
    } else if (startsWith("core", "include")) {
        parts = parts.mid(4);
    } else if (startsWith("gpuadvisor", "core")) {
        parts = parts.mid(2);
    }
    return parts.size() >= 2 && coreRooms().contains(parts.front()) ? parts.front() : QString();
}

/// Why each include of a core file breaks the rooms' order ("file: include (why)"); a core file
/// outside every room, or an include of core that names no room, breaks it too.
QStringList roomBreaches(const QString& file, const QString& text) {
    QStringList breaches;
    const QString room = roomOf(file);
    if (room.isEmpty()) {
        return {file + QStringLiteral(": not in a room of core")};
    }
    for (const QString& include : quotedIncludes(text)) {
        const QString target = roomOf(include);
        const bool intoCore = include.startsWith(QLatin1String("gpuadvisor/core/"));
        if (target.isEmpty()) {
            if (intoCore) {
                breaches << file + QStringLiteral(": ") + include + QStringLiteral(" (names no room)");
            }
            continue;
        }
        if (coreRooms().indexOf(target) > coreRooms().indexOf(room)) {
            breaches << file + QStringLiteral(": ") + include + QStringLiteral(" (") + room +
                            QStringLiteral(" climbs to ") + target + QLatin1Char(')');
        }
    }
    return breaches;
}

/// Why each include of a file breaks the layers (a layer includes only its own and lower ones).
QStringList layerBreaches(const QString& file, const QString& text) {
    const qsizetype own = layers().indexOf(file.section(QLatin1Char('/'), 0, 0));
    QStringList breaches;
    for (const QString& include : quotedIncludes(text)) {
        if (!include.startsWith(QLatin1String("gpuadvisor/"))) {
            continue;
        }
        const qsizetype target = layers().indexOf(include.section(QLatin1Char('/'), 1, 1));
        if (target > own) {
            breaches << file + QStringLiteral(": ") + include;
        }
    }
    static const QRegularExpression qtInclude(QStringLiteral(R"re(^\s*#\s*include\s*<Q)re"),
                                              QRegularExpression::MultilineOption);
    if (own == 0 && qtInclude.match(text).hasMatch()) {
        breaches << file + QStringLiteral(": includes Qt (core is plain C++)");
    }
    return breaches;
}

} // namespace

TEST(HouseRules, SettingsAreReadAndWrittenOnlyThroughTheTypedTable) {
    // appsettings.h holds every key with its type and its one default; anything else that
    // touches QSettings spells a key a second time or gives it a second default.
    const QStringList allowed{QStringLiteral("ui/include/gpuadvisor/ui/shell/appsettings.h"),
                              QStringLiteral("ui/src/shell/appsettings.cpp")};
    QStringList offenders;
    QStringList scanned;
    for (const QString& directory : {QStringLiteral("ui"), QStringLiteral("app")}) {
        for (const QString& file : sourcesUnder(directory)) {
            scanned << file;
            if (!allowed.contains(file) && contents(file).contains(QStringLiteral("QSettings"))) {
                offenders << file;
            }
        }
    }
    EXPECT_GT(scanned.size(), 50) << "the scan found the sources";
    EXPECT_TRUE(scanned.contains(allowed.front()));
    EXPECT_TRUE(offenders.isEmpty())
        << "QSettings used directly in: " << offenders.join(QStringLiteral(", ")).toStdString()
        << " (add a SettingKey to appsettings.h and use settings::value / setValue)";
}

TEST(HouseRules, EveryRelativeLinkOfTheMarkdownFilesLeadsSomewhere) {
    // A reader who clicks a link in README.md or docs/ lands on the file and the heading it
    // names; a page moved or a heading renamed without its links shows up here, every one.
    const QStringList files = markdownFiles();
    EXPECT_TRUE(files.contains(QStringLiteral("README.md")));
    EXPECT_TRUE(files.contains(QStringLiteral("docs/user-guide.md")));
    EXPECT_TRUE(files.contains(QStringLiteral("tests/fuzz/README.md")));
    QStringList broken;
    for (const QString& file : files) {
        broken << brokenLinksOf(file);
    }
    EXPECT_TRUE(broken.isEmpty()) << broken.size() << " broken links:\n"
                                  << broken.join(QLatin1Char('\n')).toStdString();
}

TEST(HouseRules, AnchorsAreMadeAsGitHubMakesThem) {
    EXPECT_EQ(githubSlug(QStringLiteral("Prices: how old, where from, and keeping them current")),
              QStringLiteral("prices-how-old-where-from-and-keeping-them-current"));
    EXPECT_EQ(githubSlug(QStringLiteral("The LLM planner's model")),
              QStringLiteral("the-llm-planners-model"));
    EXPECT_EQ(githubSlug(QStringLiteral("Installing the .deb")), QStringLiteral("installing-the-deb"));
    EXPECT_EQ(githubSlug(QStringLiteral("语言模型：能不能跑、跑多快")),
              QStringLiteral("语言模型能不能跑跑多快"));
    EXPECT_EQ(githubSlug(QStringLiteral("`llm` and [links](x.md) 1-2_3")),
              QStringLiteral("llm-and-links-1-2_3"));
    const QSet<QString> anchors = anchorsOf(QStringLiteral("# A\n```\n# Not a heading\n```\n## A\n"));
    EXPECT_EQ(anchors, (QSet<QString>{QStringLiteral("a"), QStringLiteral("a-1")}));
}

TEST(HouseRules, TheReadmeReadsInFiveMinutes) {
    // The README keeps what the app is, the two commands, the .deb and a tour; the rest lives in
    // docs/, in both languages.
    for (const QString& readme : {QStringLiteral("README.md"), QStringLiteral("README_zh_CN.md")}) {
        const qsizetype lines = contents(readme).count(QLatin1Char('\n'));
        EXPECT_LT(lines, 200) << readme.toStdString() << " has " << lines << " lines; move detail to docs/";
    }
    QStringList missing;
    for (const QString& file : markdownFiles()) {
        if (file.startsWith(QLatin1String("docs/")) && !file.endsWith(QLatin1String(".zh_CN.md"))) {
            const QString chinese = file.chopped(3) + QStringLiteral(".zh_CN.md");
            if (!QFileInfo::exists(sourceRoot() + QLatin1Char('/') + chinese)) {
                missing << chinese;
            }
        }
    }
    EXPECT_TRUE(missing.isEmpty()) << "no Chinese page: " << missing.join(QStringLiteral(", ")).toStdString();
}

TEST(HouseRules, CoreRoomsIncludeOnlyRoomsBelowThem) {
    // A reader finds a question's room by its name only if the rooms stay in order: catalog,
    // model, cost, llm, build, advice. An include that climbs back up is a cycle waiting to form.
    QStringList breaches;
    const QStringList files = sourcesUnder(QStringLiteral("core"));
    EXPECT_GT(files.size(), 90) << "the scan found core's sources";
    for (const QString& file : files) {
        breaches << roomBreaches(file, contents(file));
    }
    EXPECT_TRUE(breaches.isEmpty()) << breaches.join(QLatin1Char('\n')).toStdString();
}

TEST(HouseRules, TheRoomCheckSeesAClimbAndAFileOutsideTheRooms) {
    const QString file = QStringLiteral("core/src/cost/ownership.cpp");
    EXPECT_TRUE(roomBreaches(file, QStringLiteral("#include \"gpuadvisor/core/catalog/gpu.h\"\n"
                                                  "#include \"model/median.h\"\n"))
                    .isEmpty());
    EXPECT_EQ(roomBreaches(file, QStringLiteral("#include \"gpuadvisor/core/advice/advisor.h\"")).size(), 1);
    EXPECT_EQ(roomBreaches(file, QStringLiteral("  #include \"build/x.h\"")).size(), 1);
    EXPECT_EQ(roomBreaches(file, QStringLiteral("#include \"gpuadvisor/core/gpu.h\"")).size(), 1);
    EXPECT_EQ(roomBreaches(QStringLiteral("core/src/gpu.cpp"), QString()).size(), 1);
    EXPECT_EQ(roomBreaches(QStringLiteral("core/include/gpuadvisor/core/llm/llmcost.h"),
                           QStringLiteral("#include \"gpuadvisor/core/cost/ownership.h\""))
                  .size(),
              0);
}

TEST(HouseRules, LayersIncludeOnlyLayersBelowThem) {
    // app -> ui -> db -> core: the GUI and the CLI share one database and one model, and the
    // model runs without Qt (tests/core links it alone).
    QStringList breaches;
    for (const QString& layer : layers()) {
        for (const QString& file : sourcesUnder(layer)) {
            breaches << layerBreaches(file, contents(file));
        }
    }
    EXPECT_TRUE(breaches.isEmpty()) << breaches.join(QLatin1Char('\n')).toStdString();
    EXPECT_EQ(layerBreaches(QStringLiteral("db/src/x.cpp"), QStringLiteral("#include \"gpuadvisor/ui/y.h\""))
                  .size(),
              1);
    EXPECT_EQ(
        layerBreaches(QStringLiteral("core/src/model/x.cpp"), QStringLiteral("#include <QString>")).size(),
        1);
    EXPECT_TRUE(
        layerBreaches(QStringLiteral("ui/src/x.cpp"), QStringLiteral("#include \"gpuadvisor/db/catalog.h\""))
            .isEmpty());
}

TEST(HouseRules, SourceFilesHoldOneResponsibility) {
    // A file over 650 lines mixes jobs (inputs, results, export ...): split it along them. Tests
    // and data files (CSV, SQL) are not counted; no source needs an exception today.
    QStringList large;
    for (const QString& layer : layers()) {
        for (const QString& file : sourcesUnder(layer)) {
            const qsizetype lines = contents(file).count(QLatin1Char('\n'));
            if (lines > 650) {
                large << file + QStringLiteral(": ") + QString::number(lines) + QStringLiteral(" lines");
            }
        }
    }
    EXPECT_TRUE(large.isEmpty()) << large.join(QLatin1Char('\n')).toStdString();
}
