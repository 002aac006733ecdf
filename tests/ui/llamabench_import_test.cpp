// File > Import CSV with llama-bench's own output, as a user measures a card: the table pasted
// from a terminal or saved by -o json is picked in the file dialog, the card is asked for when the
// output does not name it, the rows land in the real catalog as the user's, and the LLM page
// shows the run beside its estimate. Refusals list the line and write nothing.

#include "gpuadvisor/core/llm/llmmodel.h"
#include "gpuadvisor/db/catalog.h"
#include "gpuadvisor/ui/llm/llmplannerpage.h"
#include "gpuadvisor/ui/shell/languages.h"
#include "gpuadvisor/ui/shell/mainwindow.h"

#include "modalscript.h"
#include "qtprinters.h"
#include "shippedcatalogfile.h"
#include "tempdir.h"

#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QSettings>
#include <QStatusBar>

#include <gtest/gtest.h>

#include <memory>

using namespace gpuadvisor;

namespace {

QByteArray fixture(const QString& name) {
    QFile file(QStringLiteral(GPUADVISOR_LLAMABENCH_DATA_DIR "/") + name);
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << name;
    return file.readAll();
}

/// A QInputDialog closed with Cancel.
ModalScript::Step cancelInput() {
    return {QStringLiteral("a list to cancel"), [](QWidget* modal) {
                auto* dialog = qobject_cast<QInputDialog*>(modal);
                if (dialog == nullptr) {
                    return false;
                }
                QMetaObject::invokeMethod(dialog, "reject", Qt::QueuedConnection);
                return true;
            }};
}

class LlamaBenchImportTest : public TempDirTest {
protected:
    void SetUp() override {
        TempDirTest::SetUp();
        m_organization = QCoreApplication::organizationName();
        QCoreApplication::setOrganizationName(QStringLiteral("gpu-advisor-llamabench-import-test"));
        QSettings().clear();
        Languages::apply(QStringLiteral("en"));
        window = std::make_unique<MainWindow>(std::make_unique<Catalog>(
            gpuadvisor::testing::copyShippedCatalog(path(QStringLiteral("catalog.sqlite")))));
        window->resize(1280, 860);
        window->show();
        QApplication::processEvents();
    }
    void TearDown() override {
        window.reset();
        QSettings().clear();
        QCoreApplication::setOrganizationName(m_organization);
    }

    /// File > Import CSV with `steps` answering its dialogs.
    std::unique_ptr<ModalScript> import(std::deque<ModalScript::Step> steps) {
        auto script = std::make_unique<ModalScript>(std::move(steps));
        auto* action = window->findChild<QAction*>(QStringLiteral("importCsvAction"));
        EXPECT_NE(action, nullptr);
        if (action != nullptr) {
            action->trigger();
        }
        QApplication::processEvents();
        EXPECT_TRUE(script->finished()) << "a dialog did not open";
        return script;
    }

    std::vector<BenchmarkResult> userRows() const {
        std::vector<BenchmarkResult> rows = window->catalog().benchmarks();
        std::erase_if(rows, [](const BenchmarkResult& row) { return row.origin != BenchmarkOrigin::User; });
        return rows;
    }

    std::unique_ptr<MainWindow> window;

private:
    QString m_organization;
};

} // namespace

TEST_F(LlamaBenchImportTest, ATableWithoutItsCardAsksForItAndTheRunShowsOnTheLlmPage) {
    // The Markdown table alone does not say which card ran it: the user picks the RTX 4080 (a
    // card the shipped scoreboards do not have, so the measurement beside the estimate is this one).
    const QString file =
        writeFile(QStringLiteral("my-run.md"), fixture(QStringLiteral("rtx4090-llama2-7b-q4_0-table.md")));
    const auto script =
        import({ModalScript::pickFile(file), ModalScript::chooseItem(QStringLiteral("RTX 4080"))});
    EXPECT_TRUE(script->messages.empty()) << script->messages.front().text;

    const std::vector<BenchmarkResult> rows = userRows();
    ASSERT_EQ(rows.size(), 4u);
    for (const BenchmarkResult& row : rows) {
        EXPECT_EQ(row.gpuName, "RTX 4080");
        EXPECT_EQ(row.model, "llama2-7b");
        EXPECT_EQ(row.precision, "q4_0");
        EXPECT_EQ(row.source, "llama-bench output, my-run.md");
        EXPECT_EQ(row.measuredOn, todayUtc()); // the table has no date
    }
    const QString status = window->statusBar()->currentMessage();
    EXPECT_TRUE(status.contains(QStringLiteral(
        "Imported my-run.md (llama-bench) as your runs of RTX 4080: 4 new, 0 replaced, 0 unchanged")))
        << status;
    EXPECT_TRUE(status.contains(QStringLiteral("dated today"))) << status;

    // The LLM page reads the reloaded catalog: Llama 2 7B Q4_0 on one RTX 4080 shows the run.
    LlmPlannerPage* page = window->llmPlannerPage();
    const auto choose = [page](const char* name, const QVariant& value) {
        auto* combo = page->findChild<QComboBox*>(QLatin1String(name));
        ASSERT_NE(combo, nullptr) << name;
        int index = combo->findData(value);
        if (index < 0) {
            index = combo->findText(value.toString());
        }
        ASSERT_GE(index, 0) << name << " has no " << value.toString();
        combo->setCurrentIndex(index);
    };
    choose("llmModelCombo", QStringLiteral("llama2-7b"));
    choose("llmWeightsCombo", static_cast<int>(parseWeightFormat("q4_0").value_or(WeightFormat::F16)));
    choose("llmBuildCardCombo", QStringLiteral("RTX 4080"));
    QApplication::processEvents();
    const QString decode = page->findChild<QLabel*>(QStringLiteral("llmDecodeLabel"))->text();
    EXPECT_TRUE(decode.contains(QStringLiteral("measured: ")) &&
                decode.contains(QStringLiteral("llama-bench output")))
        << decode;
}

TEST_F(LlamaBenchImportTest, JsonNamesItsCardAndCancellingTheCardImportsNothing) {
    const QString json =
        writeFile(QStringLiteral("run.json"), fixture(QStringLiteral("rtx4090-llama2-7b-q4_0.json")));
    import({ModalScript::pickFile(json)}); // no question: gpu_info names the RTX 4090
    ASSERT_EQ(userRows().size(), 4u);
    EXPECT_EQ(userRows().front().gpuName, "RTX 4090");

    const std::string before = window->catalog().exportCsvText(CatalogTable::Benchmarks);
    const QString table =
        writeFile(QStringLiteral("t.md"), fixture(QStringLiteral("rtx4090-llama2-7b-q4_0-table.md")));
    import({ModalScript::pickFile(table), cancelInput()});
    EXPECT_EQ(window->catalog().exportCsvText(CatalogTable::Benchmarks), before);
}

TEST_F(LlamaBenchImportTest, ARefusedRunListsItsLinesAndWritesNothing) {
    const std::string before = window->catalog().exportCsvText(CatalogTable::Benchmarks);
    QByteArray json = fixture(QStringLiteral("rtx4090-llama2-7b-q4_0.json"));
    json.replace("\"n_gpu_layers\": 99", "\"n_gpu_layers\": 12");
    const QString file = writeFile(QStringLiteral("partial.json"), json);
    const auto script = import(
        {ModalScript::pickFile(file), ModalScript::readMessage(QStringLiteral("importErrorsMessage"))});
    ASSERT_EQ(script->messages.size(), 1u);
    EXPECT_EQ(script->messages[0].title, QStringLiteral("Nothing was imported"));
    EXPECT_TRUE(script->messages[0].text.contains(
        QStringLiteral("line 2, column n_gpu_layers: n_gpu_layers 12 leaves layers of llama2-7b")))
        << script->messages[0].text;
    EXPECT_EQ(window->catalog().exportCsvText(CatalogTable::Benchmarks), before);
}
