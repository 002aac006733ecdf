// llama-bench's output (read by llamabenchrecords.cpp) mapped to benchmark rows: the catalog's
// card, the LLM preset, the weight format, the test and the software convention.

#include "gpuadvisor/db/llamabenchoutput.h"

#include "gpuadvisor/core/catalog/benchmarkkey.h"
#include "gpuadvisor/core/catalog/namematch.h"
#include "gpuadvisor/db/catalog.h"
#include "llamabenchrecords.h"

#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <map>

namespace gpuadvisor {
namespace {

using llamabench::markdownFields;
using llamabench::Problems;
using llamabench::qtext;
using llamabench::Record;

/// Words a device name has and a catalog name leaves out.
std::string withoutVendorWords(std::string_view device) {
    QString name = qtext(device);
    name.replace(QLatin1Char('-'), QLatin1Char(' ')).replace(QLatin1Char('_'), QLatin1Char(' '));
    static const QRegularExpression dropped(
        QStringLiteral("\\b(NVIDIA|GeForce|Generation|Workstation Edition|Server Edition)\\b"),
        QRegularExpression::CaseInsensitiveOption);
    name.replace(dropped, QString());
    return collapsedSpaces(name.toStdString());
}

std::vector<std::string> sortedWords(std::string_view name) {
    std::vector<std::string> words;
    for (const QString& word : qtext(normalizedName(name)).split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        words.push_back(word.toStdString());
    }
    std::sort(words.begin(), words.end());
    return words;
}

/// The catalog card a device name (as CUDA, ROCm or Vulkan report it) or a name the user typed
/// stands for: "NVIDIA GeForce RTX 4090" -> "RTX 4090", "NVIDIA A100-SXM4-80GB" -> "A100 SXM4
/// 80GB", "NVIDIA A100 80GB PCIe" -> "A100 PCIe 80GB" (the same words in another order).
std::optional<std::string> catalogCard(std::string_view device, const std::vector<std::string>& names) {
    if (auto exact = findNameIgnoringCase(device, names)) {
        return exact;
    }
    const std::string plain = withoutVendorWords(device);
    if (auto match = findNameIgnoringCase(plain, names)) {
        return match;
    }
    const std::vector<std::string> words = sortedWords(plain);
    for (const std::string& name : names) {
        if (sortedWords(name) == words) {
            return name;
        }
    }
    // What CUDA calls the SXM modules of Hopper: "NVIDIA H100 80GB HBM3", "NVIDIA H200".
    static const std::map<std::string, std::string> aliases{{"h100 80gb hbm3", "H100 SXM"},
                                                            {"h200", "H200 SXM"}};
    if (const auto alias = aliases.find(normalizedName(plain)); alias != aliases.end()) {
        return findNameIgnoringCase(alias->second, names);
    }
    return std::nullopt;
}

std::string unknownCardMessage(std::string_view device, const std::vector<std::string>& names, bool given) {
    std::string message = std::string(given ? "--gpu '" : "the device '") + std::string(device) +
                          "' is not a card of the catalog";
    const std::vector<std::string> close = closestNames(withoutVendorWords(device), names);
    if (!close.empty()) {
        QStringList quoted;
        for (const std::string& name : close) {
            quoted << QStringLiteral("'%1'").arg(qtext(name));
        }
        message += " (did you mean " + quoted.join(QStringLiteral(", ")).toStdString() + "?)";
    }
    return message + (given ? "" : "; name the card with --gpu NAME, or add it to the catalog first");
}

/// Lower-case letters and digits only: "Meta-Llama-3.1-8B" -> "metallama318b".
std::string compact(std::string_view text) {
    std::string out;
    for (const char c : text) {
        if (std::isalnum(static_cast<unsigned char>(c)) != 0) {
            out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        }
    }
    return out;
}

/// The preset whose key or name the file name holds (the longest such, so "llama-3.1-8b" is Llama
/// 3.1 8B, not Llama 3 8B), among `candidates`.
const LlmModel* presetInFileName(std::string_view fileName, const std::vector<const LlmModel*>& candidates) {
    const std::string file = compact(fileName);
    const LlmModel* best = nullptr;
    std::size_t bestLength = 0;
    for (const LlmModel* model : candidates) {
        for (const std::string& name : {compact(model->key), compact(model->name)}) {
            if (name.size() > bestLength && file.find(name) != std::string::npos) {
                best = model;
                bestLength = name.size();
            }
        }
    }
    return file.empty() ? nullptr : best;
}

std::string fileNameOf(std::string_view path) {
    const std::size_t slash = path.find_last_of("/\\");
    return std::string(slash == std::string_view::npos ? path : path.substr(slash + 1));
}

std::string billions(double parameters) {
    return QString::number(parameters / 1e9, 'f', 2).toStdString() + " B";
}

/// The weight format keys a quantisation name may stand for, the most specific first:
/// "Q4_K - Medium" -> {"q4_k_m", "q4_k"}, "IQ4_XS - 4.25 bpw" -> {"iq4_xs"}, "MXFP4 MoE" -> {"mxfp4"}.
struct Quantisation {
    std::string label; ///< As llama-bench wrote it, e.g. "Q4_K - Medium".
    std::vector<std::string> keys;
};

std::optional<Quantisation> quantisationOfModelType(std::string_view modelType) {
    // llama_model_ftype_name(): "F16", "Q4_0", "Q4_K - Medium", "IQ4_XS - 4.25 bpw", "MXFP4 MoE",
    // "all F32", each after the architecture and size ("llama 7B Q4_0"); "(guessed)" may follow.
    static const QRegularExpression pattern(QStringLiteral(
        "(?:^|\\s)(F32|F16|BF16|MXFP4|TQ\\d_\\d|IQ\\d_[A-Z]+|Q\\d_K|Q\\d_\\d)(?:\\s+-\\s+(Small|Medium|"
        "Large))?(?=\\s|$)"));
    const QRegularExpressionMatch match = pattern.match(qtext(modelType));
    if (!match.hasMatch()) {
        return std::nullopt;
    }
    Quantisation result;
    result.label = match.captured(0).trimmed().toStdString();
    const std::string base = match.captured(1).toLower().toStdString();
    if (match.hasCaptured(2)) {
        result.keys.push_back(base + "_" + match.captured(2).left(1).toLower().toStdString());
    }
    result.keys.push_back(base);
    return result;
}

std::optional<Quantisation> quantisationOfFileName(std::string_view fileName) {
    static const QRegularExpression pattern(
        QStringLiteral("(?<![A-Za-z0-9])(IQ\\d_(?:XXS|XS|NL|S|M)|Q\\d_K_[SML]|Q\\d_K|Q\\d_\\d|BF16|F16|F32|"
                       "MXFP4)(?![A-Za-z0-9])"),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = pattern.match(qtext(fileName));
    if (!match.hasMatch()) {
        return std::nullopt;
    }
    return Quantisation{match.captured(1).toStdString(), {match.captured(1).toLower().toStdString()}};
}

std::optional<double> number(const std::string* text) {
    if (text == nullptr) {
        return std::nullopt;
    }
    bool ok = false;
    const double value = QString::fromStdString(*text).trimmed().toDouble(&ok);
    return ok && std::isfinite(value) ? std::optional<double>(value) : std::nullopt;
}

/// "1", "true", "on", "enabled" -> true; "0", "false", "off", "disabled" -> false.
std::optional<bool> flag(const std::string& text) {
    const std::string value = normalizedName(text);
    if (value == "1" || value == "true" || value == "on" || value == "enabled" || value == "yes") {
        return true;
    }
    if (value == "0" || value == "false" || value == "off" || value == "disabled" || value == "no") {
        return false;
    }
    return std::nullopt;
}

/// The GPU backends of a backend list ("CUDA", "Metal,BLAS" -> "Metal"); empty when only the CPU ran.
std::string gpuBackends(const std::string& backends) {
    QStringList gpu;
    for (const QString& backend :
         QString::fromStdString(backends).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString name = backend.trimmed();
        if (name.compare(QLatin1String("CPU"), Qt::CaseInsensitive) != 0 &&
            name.compare(QLatin1String("BLAS"), Qt::CaseInsensitive) != 0 &&
            name.compare(QLatin1String("RPC"), Qt::CaseInsensitive) != 0) {
            gpu << name;
        }
    }
    return gpu.join(QLatin1Char(',')).toStdString();
}

struct Test {
    int prompt = 0;
    int generated = 0;
    int depth = 0;
    std::string name; ///< "pp512", "tg128", "pp512+tg128", "pp512 @ d4096".
};

std::optional<Test> testOf(const Record& record) {
    Test test;
    if (const std::string* text = record.find("test")) { // the Markdown table's cell
        static const QRegularExpression pattern(
            QStringLiteral("^(?:pp\\s*(\\d+))?\\+?(?:tg\\s*(\\d+))?(?:\\s*@\\s*d(\\d+))?$"));
        const QRegularExpressionMatch match = pattern.match(QString::fromStdString(*text).trimmed());
        if (!match.hasMatch()) {
            return std::nullopt;
        }
        test.prompt = match.captured(1).toInt();
        test.generated = match.captured(2).toInt();
        test.depth = match.captured(3).toInt();
    } else {
        const auto prompt = number(record.find("n_prompt"));
        const auto generated = number(record.find("n_gen"));
        if (!prompt || !generated) {
            return std::nullopt;
        }
        test.prompt = static_cast<int>(*prompt);
        test.generated = static_cast<int>(*generated);
        test.depth = static_cast<int>(number(record.find("n_depth")).value_or(0));
    }
    if (test.prompt <= 0 && test.generated <= 0) {
        return std::nullopt;
    }
    test.name = test.prompt > 0 && test.generated > 0
                    ? "pp" + std::to_string(test.prompt) + "+tg" + std::to_string(test.generated)
                : test.prompt > 0 ? "pp" + std::to_string(test.prompt)
                                  : "tg" + std::to_string(test.generated);
    if (test.depth > 0) {
        test.name += " @ d" + std::to_string(test.depth);
    }
    return test;
}

std::string softwareText(const std::string& commit, const std::string& buildNumber,
                         const std::string& backend, const std::string& test, bool flashAttention) {
    std::string software = "llama.cpp";
    if (!buildNumber.empty()) {
        software += " build " + buildNumber + (commit.empty() ? "" : " (" + commit + ")");
    } else if (!commit.empty()) {
        software += " commit " + commit;
    }
    return software + ", " + backend + ", llama-bench " + test + ", flash attention " +
           (flashAttention ? "on" : "off");
}

/// Converts the records into `conversion`; the problems of each go to `problems`.
class Converter {
public:
    Converter(const LlamaBenchOptions& options, LlamaBenchFormat format, std::vector<std::string> devices,
              std::map<std::size_t, std::pair<std::string, std::string>> builds,
              LlamaBenchConversion& conversion, Problems& problems)
        : m_options(options)
        , m_format(format)
        , m_devices(std::move(devices))
        , m_builds(std::move(builds))
        , m_conversion(conversion)
        , m_problems(problems) {}

    void convert(const Record& record, std::size_t index) {
        m_line = record.line;
        const std::optional<std::pair<std::string, std::string>> device = card(record);
        const LlmModel* model = modelOf(record);
        const std::optional<std::string> weights = weightFormat(record);
        const std::optional<Test> test = testOf(record);
        if (!test) {
            problem(column("n_prompt"), "not a test llama-bench runs (ppN or tgN)");
        } else if (test->depth > 0) {
            problem(column("n_depth"),
                    "the test " + test->name +
                        " runs at a depth (a prompt already in the KV cache), which GPU Advisor "
                        "does not model yet; import the tests without -d");
        } else if (test->prompt > 0 && test->generated > 0) {
            problem(column("n_gen"),
                    "the combined test " + test->name +
                        " mixes prompt processing and generation; run llama-bench with -p and -n "
                        "(not -pg) to import them");
        }
        const std::optional<double> tokensPerSecond = speed(record);
        const std::optional<bool> flashAttention = flashAttentionOf(record);
        const std::string backend =
            gpuBackends(record.find("backends") ? *record.find("backends") : std::string());
        if (record.find("backends") && backend.empty()) {
            problem(column("backends"),
                    "the backend " + *record.find("backends") +
                        " ran on the CPU; GPU Advisor's speeds are for a GPU holding every layer");
        }
        if (model && record.find("n_gpu_layers")) {
            const std::optional<double> layers = number(record.find("n_gpu_layers"));
            if (!layers || *layers < model->layers) {
                problem(column("n_gpu_layers"), column("n_gpu_layers") + " " + *record.find("n_gpu_layers") +
                                                    " leaves layers of " + model->key + " (" +
                                                    std::to_string(model->layers) +
                                                    " layers) on the CPU (partial offload); GPU Advisor's "
                                                    "speeds are for one GPU holding every "
                                                    "layer: run llama-bench with -ngl 99");
            }
        }
        const std::optional<Date> day = measuredOn(record);
        if (!device || !model || !weights || !test || test->depth > 0 ||
            (test->prompt > 0 && test->generated > 0) || !tokensPerSecond || !flashAttention ||
            backend.empty() || !day) {
            return;
        }

        std::string commit = record.find("build_commit") ? *record.find("build_commit") : std::string();
        std::string buildNumber = record.find("build_number") ? *record.find("build_number") : std::string();
        if (const auto build = m_builds.find(index); build != m_builds.end()) {
            std::tie(commit, buildNumber) = build->second;
        }
        BenchmarkResult row;
        row.gpuName = device->first;
        row.gpuCount = 1;
        row.system = "llama-bench: " + device->second;
        row.model = model->key;
        row.workload = Workload::Transformer;
        row.task = test->prompt > 0 ? BenchmarkTask::LlmPrefill : BenchmarkTask::LlmDecode;
        row.precision = *weights;
        row.batchSize = test->prompt > 0 ? test->prompt : 1;
        row.software = softwareText(commit, buildNumber, backend, test->name, *flashAttention);
        row.value = *tokensPerSecond;
        row.unit = "tokens/s";
        row.measuredOn = *day;
        row.source = "llama-bench output, " + m_options.fileName;
        row.origin = BenchmarkOrigin::User;

        // llama-bench varies settings a row does not record (n_batch, n_threads, type_k, ...): two
        // tests with one key would replace each other, so neither is taken for the other.
        const std::string key = benchmarkKey(row);
        if (const auto earlier = m_keys.find(key); earlier != m_keys.end()) {
            problem(
                {},
                "the same test as line " + std::to_string(earlier->second) + " (" + test->name +
                    ", flash attention " + (*flashAttention ? "on" : "off") +
                    ") with another setting a benchmark row does not record (batch size, threads, KV cache "
                    "type, ...); import one setting at a time");
            return;
        }
        m_keys[key] = m_line;
        m_conversion.rows.push_back(std::move(row));
        m_conversion.lines.push_back(m_line);
    }

private:
    void problem(const std::string& column, std::string message) {
        m_problems.add(m_line, column, std::move(message));
    }

    /// The name a field has in the text: llama-bench's field name, or the Markdown heading.
    std::string column(const std::string& field) const {
        if (m_format != LlamaBenchFormat::Markdown) {
            return field;
        }
        if (field == "n_prompt" || field == "n_gen" || field == "n_depth") {
            return "test"; // "pp512", "tg128", "pp512 @ d4096"
        }
        for (const auto& [heading, name] : markdownFields()) {
            if (name == field) {
                return heading;
            }
        }
        return field;
    }

    std::string sizeColumn() const {
        return m_format == LlamaBenchFormat::Markdown ? "params" : "model_n_params";
    }

    /// The catalog card and the device as llama-bench named it.
    std::optional<std::pair<std::string, std::string>> card(const Record& record) {
        if (!m_options.gpu.empty()) {
            if (const auto name = catalogCard(m_options.gpu, m_options.gpuNames)) {
                return std::pair{*name, *name};
            }
            problem({}, unknownCardMessage(m_options.gpu, m_options.gpuNames, true));
            return std::nullopt;
        }
        std::vector<std::string> devices = m_devices;
        if (const std::string* info = record.find("gpu_info")) {
            devices.clear();
            for (const QString& name :
                 QString::fromStdString(*info).split(QStringLiteral(", "), Qt::SkipEmptyParts)) {
                devices.push_back(name.trimmed().toStdString());
            }
        }
        std::erase_if(devices, [](const std::string& name) { return name.empty(); });
        if (devices.empty()) {
            m_conversion.needsGpu = true;
            problem(column("gpu_info"),
                    m_format == LlamaBenchFormat::Markdown
                        ? "the table does not name the card (llama-bench names it in the "
                          "'Device 0: ...' lines above the table); name it with --gpu NAME"
                        : "gpu_info names no GPU; name the card with --gpu NAME");
            return std::nullopt;
        }
        std::size_t used = 0;
        if (devices.size() > 1) {
            // -sm none runs on main_gpu alone; -dev CUDA1 on that one device.
            const std::string* splitMode = record.find("split_mode");
            const std::string* devicesUsed = record.find("devices");
            static const QRegularExpression oneDevice(QStringLiteral("^[A-Za-z]+(\\d+)$"));
            const QRegularExpressionMatch single =
                oneDevice.match(QString::fromStdString(devicesUsed ? *devicesUsed : std::string()));
            if (single.hasMatch()) {
                used = static_cast<std::size_t>(single.captured(1).toInt());
            } else if (splitMode && normalizedName(*splitMode) == "none") {
                used = static_cast<std::size_t>(number(record.find("main_gpu")).value_or(0));
            } else {
                QStringList names;
                for (const std::string& name : devices) {
                    names << QString::fromStdString(name);
                }
                problem(column("gpu_info"), "the run had " + std::to_string(devices.size()) + " GPUs (" +
                                                names.join(QStringLiteral(", ")).toStdString() +
                                                ") to split the model over; GPU Advisor's speeds are for one "
                                                "GPU holding every layer: run "
                                                "llama-bench on one card (-sm none -mg N, or "
                                                "CUDA_VISIBLE_DEVICES=N), or name the card "
                                                "with --gpu NAME if it ran on one");
                return std::nullopt;
            }
            if (used >= devices.size()) {
                problem(column("main_gpu"), "device " + std::to_string(used) + " is not among the " +
                                                std::to_string(devices.size()) + " GPUs the run lists");
                return std::nullopt;
            }
        }
        const std::string& device = devices[used];
        if (const auto name = catalogCard(device, m_options.gpuNames)) {
            return std::pair{*name, device};
        }
        problem(column("gpu_info"), unknownCardMessage(device, m_options.gpuNames, false));
        return std::nullopt;
    }

    const LlmModel* modelOf(const Record& record) {
        const std::string fileName =
            fileNameOf(record.find("model_filename") ? *record.find("model_filename") : "");
        std::optional<double> parameters = number(record.find("model_n_params"));
        if (const std::string* params = record.find("params");
            params && !parameters) { // "6.74 B", "494.03 M"
            parameters = parseParameterCount(*params);
            if (!parameters) {
                problem("params", "'" + *params + "' is not a parameter count such as 6.74 B");
                return nullptr;
            }
        }
        std::vector<const LlmModel*> all;
        for (const LlmModel& model : m_options.presets) {
            all.push_back(&model);
        }
        if (!parameters) {
            if (const LlmModel* named = presetInFileName(fileName, all)) {
                return named;
            }
            problem(sizeColumn(), "neither the model's size nor its file name names an LLM preset");
            return nullptr;
        }
        std::vector<const LlmModel*> sameSize;
        for (const LlmModel* model : all) {
            if (std::abs(model->parameters / *parameters - 1) <= 0.005) {
                sameSize.push_back(model);
            }
        }
        if (sameSize.empty()) {
            std::string message = "no LLM preset of " + billions(*parameters) + " parameters";
            if (const std::string* type = record.find("model_type")) {
                message += " ('" + *type + "'" + (fileName.empty() ? "" : ", " + fileName) + ")";
            }
            message +=
                "; add one as a row of " +
                (m_options.presetsFile.empty() ? std::string("your llm-models.csv") : m_options.presetsFile) +
                " (the columns of the shipped presets) and import again";
            problem(sizeColumn(), message);
            return nullptr;
        }
        const LlmModel* named = presetInFileName(fileName, sameSize);
        return named != nullptr ? named : sameSize.front();
    }

    std::optional<std::string> weightFormat(const Record& record) {
        const std::string* type = record.find("model_type");
        std::optional<Quantisation> quantisation = type ? quantisationOfModelType(*type) : std::nullopt;
        std::string from = type ? "model_type '" + *type + "'" : std::string();
        if (!quantisation) {
            const std::string fileName =
                fileNameOf(record.find("model_filename") ? *record.find("model_filename") : "");
            quantisation = quantisationOfFileName(fileName);
            from = "file " + fileName;
        }
        if (!quantisation) {
            problem(column("model_type"),
                    "cannot tell the quantisation from " +
                        (type ? "model_type '" + *type + "'" : std::string("the output")) +
                        "; GPU Advisor knows: " + std::string(allowedWeightFormats()));
            return std::nullopt;
        }
        for (const std::string& key : quantisation->keys) {
            if (const std::optional<WeightFormat> format = parseWeightFormat(key)) {
                return std::string(weightFormatInfo(*format).key);
            }
        }
        problem(column("model_type"),
                "the quantisation " + quantisation->label + " (" + from +
                    ") is not one GPU Advisor models; it knows: " + std::string(allowedWeightFormats()));
        return std::nullopt;
    }

    std::optional<double> speed(const Record& record) {
        std::string text;
        std::string field = "avg_ts";
        if (const std::string* cell = record.find("t/s")) { // "11992.70 ± 107.99"
            text = cell->substr(0, cell->find(' '));
            field = "t/s";
        } else if (const std::string* average = record.find("avg_ts")) {
            text = *average;
        }
        const std::optional<double> value = number(&text);
        if (!value || !(*value > 0)) {
            problem(field, "'" + text + "' is not a speed in tokens/s above 0");
            return std::nullopt;
        }
        return value;
    }

    std::optional<bool> flashAttentionOf(const Record& record) {
        const std::string* text = record.find("flash_attn");
        if (text == nullptr) {
            return false; // llama-bench's default; the table shows the column only when it differs
        }
        const std::optional<bool> on = flag(*text);
        if (!on) {
            problem(column("flash_attn"),
                    column("flash_attn") + " '" + *text +
                        "' does not say whether flash attention was on; run llama-bench with "
                        "-fa 0 or -fa 1");
        }
        return on;
    }

    std::optional<Date> measuredOn(const Record& record) {
        if (m_options.measuredOn) {
            return m_options.measuredOn;
        }
        if (const std::string* time = record.find("test_time")) { // "2025-08-02T10:14:31Z"
            if (const std::optional<Date> day = parseIsoDate(std::string_view(*time).substr(0, 10))) {
                return day;
            }
            problem("test_time", "'" + *time + "' is not a time such as 2025-08-02T10:14:31Z");
            return std::nullopt;
        }
        m_conversion.datedToday = true;
        return m_options.today;
    }

    const LlamaBenchOptions& m_options;
    LlamaBenchFormat m_format;
    std::vector<std::string> m_devices;
    std::map<std::size_t, std::pair<std::string, std::string>> m_builds;
    LlamaBenchConversion& m_conversion;
    Problems& m_problems;
    std::size_t m_line = 0;
    std::map<std::string, std::size_t> m_keys;
};

} // namespace

std::string LlamaBenchConversion::csv() const {
    return formatCatalogCsv(rows);
}

LlamaBenchConversion convertLlamaBenchOutput(std::string_view text, const LlamaBenchOptions& options) {
    LlamaBenchConversion conversion;
    Problems problems;
    const std::optional<LlamaBenchFormat> format = detectLlamaBenchFormat(text);
    if (!format) {
        conversion.errors.push_back(
            {1, {}, "not llama-bench output (-o json, jsonl, csv or its Markdown table)"});
        return conversion;
    }
    conversion.format = *format;
    llamabench::Records records = llamabench::readRecords(text, *format, problems);
    Converter converter(options, *format, std::move(records.devices), std::move(records.builds), conversion,
                        problems);
    for (std::size_t i = 0; i < records.tests.size(); ++i) {
        converter.convert(records.tests[i], i);
    }
    if (records.tests.empty() && problems.empty()) {
        problems.add(1, {}, "llama-bench output without a single test");
    }
    if (!problems.empty()) {
        conversion.errors = problems.take(conversion.unlistedErrors);
        conversion.rows.clear();
        conversion.lines.clear();
    }
    return conversion;
}

ImportResult importLlamaBenchOutput(Catalog& catalog, const LlamaBenchConversion& conversion) {
    ImportResult result = catalog.importCsvText(conversion.csv(), CatalogTable::Benchmarks);
    for (CsvImportError& error : result.errors) {
        // formatCatalogCsv writes the header on line 1 and row i on line i + 2.
        if (error.line >= 2 && error.line - 2 < conversion.lines.size()) {
            error.line = conversion.lines[error.line - 2];
        }
    }
    return result;
}

} // namespace gpuadvisor
