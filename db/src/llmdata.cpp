#include "gpuadvisor/db/llmdata.h"

#include "gpuadvisor/db/catalog.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <stdexcept>

namespace gpuadvisor {
namespace {

QByteArray readShipped(const QString& name) {
    QFile file(QStringLiteral(":/llm/") + name);
    if (!file.open(QIODevice::ReadOnly)) {
        throw std::logic_error("shipped LLM data missing: " + name.toStdString());
    }
    return file.readAll();
}

QString located(const QString& file, std::size_t line, const std::string& column) {
    QString where = QStringLiteral("%1, line %2").arg(QDir::toNativeSeparators(file)).arg(line);
    if (!column.empty()) {
        where += QStringLiteral(", column %1").arg(QString::fromStdString(column));
    }
    return where;
}

} // namespace

QString defaultUserLlmModelsPath() {
    return QFileInfo(Catalog::defaultPath()).dir().filePath(QStringLiteral("llm-models.csv"));
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
    QFile file(userModelsFile);
    if (!QFileInfo(userModelsFile).isFile() || !file.open(QIODevice::ReadOnly)) {
        data.problems << QStringLiteral("%1: cannot be read (%2)")
                             .arg(QDir::toNativeSeparators(userModelsFile), file.errorString());
        return data;
    }
    const LlmModelCsvParse user = parseLlmModelsCsv(file.readAll().toStdString());
    for (const LlmModelCsvProblem& problem : user.problems) {
        data.problems << QStringLiteral("%1: %2").arg(located(userModelsFile, problem.line, problem.column),
                                                      QString::fromStdString(problem.message));
    }
    for (const LlmModel& model : user.models) {
        const auto same = [&](const LlmModel& preset) {
            return findLlmModel(std::span<const LlmModel>(&preset, 1), model.key) ||
                   findLlmModel(std::span<const LlmModel>(&preset, 1), model.name);
        };
        std::erase_if(data.models, same);
        data.models.push_back(model);
        ++data.userModels;
    }
    return data;
}

} // namespace gpuadvisor
