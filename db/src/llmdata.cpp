#include "gpuadvisor/db/llmdata.h"

#include "gpuadvisor/db/catalog.h"
#include "gpuadvisor/db/inputfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <stdexcept>
#include <unordered_set>

namespace gpuadvisor {
namespace {

QByteArray readShipped(const QString& name) {
    QFile file(QStringLiteral(":/llm/") + name);
    if (!file.open(QIODevice::ReadOnly)) {
        throw std::logic_error("shipped LLM data missing: " + name.toStdString());
    }
    return file.readAll();
}

/// ASCII lower case, as findLlmModel compares names.
std::string lowerCase(std::string text) {
    for (char& c : text) {
        if (c >= 'A' && c <= 'Z') {
            c = static_cast<char>(c - 'A' + 'a');
        }
    }
    return text;
}

QString located(const QString& file, std::size_t line, const std::string& column) {
    QString where = QStringLiteral("%1, line %2").arg(QDir::toNativeSeparators(file)).arg(line);
    if (!column.empty()) {
        where += QStringLiteral(", column %1").arg(QString::fromStdString(column));
    }
    return where;
}

} // namespace

QString userLlmModelsPathBeside(const QString& catalogPath) {
    return QFileInfo(catalogPath).dir().filePath(QStringLiteral("llm-models.csv"));
}

QString defaultUserLlmModelsPath() {
    return userLlmModelsPathBeside(Catalog::defaultPath());
}

LlmPresets loadLlmPresets(const QString& userModelsFile) {
    LlmPresets data;
    // The shipped file is checked by tests: a problem in it is a build defect, not user input.
    const LlmModelCsvParse shipped =
        parseLlmModelsCsv(readShipped(QStringLiteral("llm-models.csv")).toStdString());
    if (!shipped.problems.empty()) {
        throw std::logic_error("shipped LLM presets do not parse");
    }
    data.models = shipped.models;
    if (userModelsFile.isEmpty() || !QFileInfo::exists(userModelsFile)) {
        return data;
    }
    const InputFile file = readInputFile(userModelsFile, maximumLlmModelsFileBytes);
    if (!file.ok()) {
        data.problems << describeInputFileError(*file.error, QDir::toNativeSeparators(userModelsFile),
                                                maximumLlmModelsFileBytes);
        return data;
    }
    LlmModelCsvParse user = parseLlmModelsCsv(
        std::string_view(file.bytes.constData(), static_cast<std::size_t>(file.bytes.size())));
    for (const LlmModelCsvProblem& problem : user.problems) {
        data.problems << QStringLiteral("%1: %2").arg(located(userModelsFile, problem.line, problem.column),
                                                      QString::fromStdString(problem.message));
    }
    data.unlistedProblems = user.unlistedProblems;
    // A user row replaces the shipped preset of the same key or name (ignoring case).
    std::unordered_set<std::string> replaced;
    for (const LlmModel& model : user.models) {
        replaced.insert(lowerCase(model.key));
        replaced.insert(lowerCase(model.name));
    }
    std::erase_if(data.models, [&](const LlmModel& preset) {
        return replaced.contains(lowerCase(preset.key)) || replaced.contains(lowerCase(preset.name));
    });
    data.userModels = static_cast<int>(user.models.size());
    data.models.insert(data.models.end(), std::make_move_iterator(user.models.begin()),
                       std::make_move_iterator(user.models.end()));
    return data;
}

} // namespace gpuadvisor
