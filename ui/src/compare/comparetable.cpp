#include "compare/comparetable.h"

#include "gpuadvisor/core/model/numberformat.h"
#include "gpuadvisor/text/answertext.h"
#include "gpuadvisor/text/currency.h"
#include "gpuadvisor/text/enumlabels.h"
#include "gpuadvisor/text/fromstd.h"
#include "gpuadvisor/text/numbers.h"
#include "gpuadvisor/text/supporttext.h"
#include "gpuadvisor/ui/charts/chartdata.h"
#include "gpuadvisor/ui/compare/comparepage.h"
#include "gpuadvisor/ui/shared/measuredresults.h"

#include "compare/comparechart.h"
#include "compare/comparemarks.h"

#include <QHeaderView>
#include <QLocale>
#include <QScrollBar>

#include <algorithm>
#include <cmath>
#include <functional>

namespace gpuadvisor {
namespace {

constexpr int keyRole = Qt::UserRole;         ///< On the vertical header items: the row's key.
constexpr int bestRole = Qt::UserRole + 1;    ///< On cells: marked best.
constexpr int sectionRole = Qt::UserRole + 2; ///< On the vertical header items: a section row.

const QString missingText = QStringLiteral("—");

using text::fromStd;

/// A row's number with the row's decimals, trailing zeros kept: "0.180" under "0.261", so a
/// column reads at one precision (the measured row does the same).
QString rowNumber(double value, int decimals) {
    return QLocale().toString(value, 'f', decimals);
}

/// Decimals that give the largest of `values` three significant digits, the rest the same.
int decimalsFor(const std::vector<std::optional<double>>& values) {
    double maximum = 0;
    for (const std::optional<double>& value : values) {
        maximum = std::max(maximum, std::abs(value.value_or(0.0)));
    }
    if (!(maximum > 0)) {
        return 2;
    }
    return std::clamp(2 - static_cast<int>(std::floor(std::log10(maximum))), 0, 6);
}

} // namespace

CompareTable::CompareTable(QWidget* parent)
    : QTableWidget(parent) {
    setObjectName(QStringLiteral("compareTable"));
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionMode(QAbstractItemView::NoSelection);
    setFocusPolicy(Qt::NoFocus);
    setWordWrap(false);
    setItemDelegate(new BestMarkDelegate(bestRole, this));
    setAlternatingRowColors(false);
    horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    horizontalHeader()->setHighlightSections(false);
    QFont headerFont = horizontalHeader()->font();
    headerFont.setBold(true);
    horizontalHeader()->setFont(headerFont);
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    verticalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    verticalHeader()->setHighlightSections(false);
}

int CompareTable::rowOf(const QString& key) const {
    for (int row = 0; row < rowCount(); ++row) {
        const QTableWidgetItem* header = verticalHeaderItem(row);
        if (header != nullptr && header->data(keyRole).toString() == key) {
            return row;
        }
    }
    return -1;
}

bool CompareTable::isMarkedBest(int row, int column) const {
    const QTableWidgetItem* cell = item(row, column);
    return cell != nullptr && cell->data(bestRole).toBool();
}

void CompareTable::showComparison(const CompareData& compared, const ChartSettings& settings) {
    QTableWidget* table = this;
    table->clearSpans();
    table->clear();
    const int columns = static_cast<int>(compared.cards.size());
    table->setColumnCount(columns);
    table->setRowCount(0);
    for (int column = 0; column < columns; ++column) {
        const Gpu& gpu = *compared.cards[static_cast<std::size_t>(column)].gpu;
        auto* header = new QTableWidgetItem(QString::fromStdString(gpu.name));
        header->setToolTip(tr("%1 %2, %3")
                               .arg(QString::fromStdString(gpu.vendor), QString::fromStdString(gpu.name),
                                    text::segmentLabel(gpu.segment)));
        table->setHorizontalHeaderItem(column, header);
    }
    if (columns == 0) {
        return;
    }
    // Under the card names, each card's colour as its bars have in the chart.
    std::vector<QColor> colours;
    for (int column = 0; column < columns; ++column) {
        colours.push_back(CompareChart::cardColor(column));
    }
    addColourRow(table, QStringLiteral("colour"), keyRole, colours);

    const QLocale locale;
    const bool markBest = columns >= ComparePage::minimumCards;
    const QColor sectionBackground(0xe8, 0xec, 0xf1);

    const auto addSection = [&](const QString& title) {
        const int row = table->rowCount();
        table->insertRow(row);
        auto* header = new QTableWidgetItem(title);
        QFont font = header->font();
        font.setBold(true);
        header->setFont(font);
        header->setData(sectionRole, true);
        table->setVerticalHeaderItem(row, header);
        auto* cell = new QTableWidgetItem;
        cell->setBackground(sectionBackground);
        table->setItem(row, 0, cell);
        if (columns > 1) {
            table->setSpan(row, 0, 1, columns);
        }
    };
    const auto addRow = [&](const QString& key, const QString& label, const QStringList& texts,
                            const std::vector<std::optional<double>>& values, Better better,
                            const QStringList& toolTips = {}) {
        const int row = table->rowCount();
        table->insertRow(row);
        auto* header = new QTableWidgetItem(label);
        header->setData(keyRole, key);
        if (better == Better::Higher) {
            header->setToolTip(tr("Higher is better."));
        } else if (better == Better::Lower) {
            header->setToolTip(tr("Lower is better."));
        }
        table->setVerticalHeaderItem(row, header);
        const std::vector<std::size_t> best =
            markBest ? bestIndices(values, better) : std::vector<std::size_t>{};
        for (int column = 0; column < columns; ++column) {
            auto* cell = new QTableWidgetItem(texts.value(column, missingText));
            cell->setTextAlignment(Qt::AlignCenter);
            const QString toolTip = toolTips.value(column);
            cell->setToolTip(toolTip);
            if (std::find(best.begin(), best.end(), static_cast<std::size_t>(column)) != best.end()) {
                markBestCell(cell, toolTip);
                cell->setData(bestRole, true);
            }
            table->setItem(row, column, cell);
        }
    };
    // A row of numbers: each card's value (unset shows a dash) formatted by `format`.
    const auto addNumberRow = [&](const QString& key, const QString& label, Better better,
                                  const std::function<std::optional<double>(const CompareCard&)>& value,
                                  const std::function<QString(double)>& format) {
        std::vector<std::optional<double>> values;
        QStringList texts;
        for (const CompareCard& card : compared.cards) {
            values.push_back(value(card));
            texts << (values.back() ? format(*values.back()) : missingText);
        }
        addRow(key, label, texts, values, better);
    };
    const auto addTextRow = [&](const QString& key, const QString& label,
                                const std::function<QString(const CompareCard&)>& text) {
        QStringList texts;
        for (const CompareCard& card : compared.cards) {
            texts << text(card);
        }
        addRow(key, label, texts, std::vector<std::optional<double>>(compared.cards.size()), Better::None);
    };
    const auto trimmed = [](int decimals) {
        return [decimals](double value) {
            return text::trimmedNumber(value, decimals);
        };
    };
    // Money in the display currency, which the row's label names (best is found in US dollars:
    // the same order).
    const auto money = [&locale](double usd) {
        return locale.toString(text::toDisplay(usd), 'f', 0);
    };
    const QString code = text::currencyCode();
    const auto yesNo = [this](bool value) {
        return value ? tr("yes") : tr("no");
    };

    addSection(tr("Specs"));
    addTextRow(QStringLiteral("vendor"), tr("Vendor"),
               [](const CompareCard& card) { return QString::fromStdString(card.gpu->vendor); });
    addTextRow(QStringLiteral("deviceKind"), tr("Kind"),
               [](const CompareCard& card) { return text::deviceKindLabel(card.gpu->deviceKind); });
    addTextRow(QStringLiteral("architecture"), tr("Architecture"),
               [](const CompareCard& card) { return text::architectureLabel(card.gpu->architecture); });
    // Whether current CUDA, PyTorch and llama.cpp run on the card, with the reason in the tooltip.
    {
        QStringList levels;
        QStringList features;
        QStringList reasons;
        for (const CompareCard& card : compared.cards) {
            const CardSupport support = cardSupport(*card.gpu, settings.asOf);
            levels << text::supportLevelLabel(support.level);
            features << (support.row != nullptr ? text::supportFeaturesShort(*support.row) : missingText);
            reasons << text::supportReason(support);
        }
        const std::vector<std::optional<double>> none(compared.cards.size());
        addRow(QStringLiteral("softwareSupport"),
               tr("Software support (as of %1)").arg(fromStd(formatIsoDate(settings.asOf))), levels, none,
               Better::None, reasons);
        addRow(QStringLiteral("softwareFeatures"), tr("Tensor formats and FlashAttention (FA)"), features,
               none, Better::None, reasons);
        // What runs it: training needs a PyTorch build, local inference a llama.cpp backend.
        QStringList pytorch;
        QStringList llamaCpp;
        for (const CompareCard& card : compared.cards) {
            const CardSupport support = cardSupport(*card.gpu, settings.asOf);
            if (support.row == nullptr) {
                pytorch << missingText;
                llamaCpp << missingText;
                continue;
            }
            pytorch << (support.row->runsPyTorch() ? QString::fromStdString(support.row->pytorch)
                                                   : tr("none"));
            QStringList backends;
            for (const std::string& backend : support.row->llamaCppBackends) {
                backends << QString::fromStdString(backend);
            }
            llamaCpp << (backends.isEmpty() ? tr("none") : backends.join(QStringLiteral(", ")));
        }
        addRow(QStringLiteral("pytorch"), tr("PyTorch (training)"), pytorch, none, Better::None, reasons);
        addRow(QStringLiteral("llamaCpp"), tr("llama.cpp backends (local LLMs)"), llamaCpp, none,
               Better::None, reasons);
    }
    addNumberRow(
        QStringLiteral("memory"), tr("Memory (GB)"), Better::Higher,
        [](const CompareCard& card) { return std::optional<double>(card.gpu->memoryGb); }, trimmed(1));
    addTextRow(QStringLiteral("memoryType"), tr("Memory type"), [](const CompareCard& card) {
        return card.gpu->memoryType.empty() ? missingText : QString::fromStdString(card.gpu->memoryType);
    });
    addNumberRow(
        QStringLiteral("bandwidth"), tr("Memory bandwidth (GB/s)"), Better::Higher,
        [](const CompareCard& card) { return std::optional<double>(card.gpu->bandwidthGBps); }, trimmed(0));
    addNumberRow(
        QStringLiteral("sms"), tr("SMs, compute units or GPU cores"), Better::Higher,
        [](const CompareCard& card) {
            return card.gpu->smCount > 0 ? std::optional<double>(card.gpu->smCount) : std::nullopt;
        },
        trimmed(0));
    addNumberRow(
        QStringLiteral("fp16"), tr("FP16 tensor, FP32 accumulate (TFLOPS)"), Better::Higher,
        [](const CompareCard& card) { return card.gpu->fp16TensorFp32AccumulateTflops; }, trimmed(1));
    addNumberRow(
        QStringLiteral("fp8"), tr("FP8 tensor (TFLOPS)"), Better::Higher,
        [](const CompareCard& card) { return card.gpu->fp8TensorTflops; }, trimmed(1));
    // P16 and P19: the format a card trains in, and what mixed precision gains over FP32 on it.
    addTextRow(QStringLiteral("trainingFormat"), tr("16-bit training format"),
               [this](const CompareCard& card) {
                   if (card.gpu->tensorCoreGeneration == 0) {
                       return tr("none: no speed-up from 16 bits");
                   }
                   return needsLossScaling(trainingFormat(*card.gpu)) ? tr("FP16, with loss scaling")
                                                                      : tr("BF16, no loss scaling");
               });
    table->verticalHeaderItem(table->rowCount() - 1)
        ->setToolTip(tr("FP16 holds values only up to %1, so mixed-precision training scales the loss to "
                        "keep gradients in range; BF16 keeps FP32's range (up to %2) and needs no scaling. "
                        "Cards run BF16 on their tensor cores from Ampere on (P16).")
                         .arg(locale.toString(largestFinite(fp16Format), 'f', 0),
                              locale.toString(largestFinite(bf16Format), 'g', 2)));
    addNumberRow(
        QStringLiteral("mixedPrecision"), tr("Mixed precision over FP32 training (estimate)"), Better::None,
        [](const CompareCard& card) { return std::optional<double>(mixedPrecisionSpeedup(*card.gpu)); },
        [this, &locale](double value) { return tr("%1x").arg(locale.toString(value, 'f', 1)); });
    table->verticalHeaderItem(table->rowCount() - 1)
        ->setToolTip(tr("How much faster the card trains in mixed precision than in FP32, estimated from its "
                        "rates: %1 % of a mixed-precision step runs on the tensor cores, as fast as their "
                        "16-bit rate over the FP32 rate; the rest moves half the bytes, so twice as fast "
                        "(P5). Volta and Turing cards gain 2x or more (P19); cards without tensor cores "
                        "gain nothing. Neither higher nor lower makes a card better: it says what FP32 "
                        "training would cost.")
                         .arg(locale.toString(tensorCoreTimeShare * 100, 'f', 0)));
    addNumberRow(
        QStringLiteral("l2"), tr("L2 cache (MB)"), Better::Higher,
        [](const CompareCard& card) {
            return card.gpu->l2CacheMb > 0 ? std::optional<double>(card.gpu->l2CacheMb) : std::nullopt;
        },
        trimmed(2));
    addNumberRow(
        QStringLiteral("power"), tr("Board power (W)"), Better::Lower,
        [](const CompareCard& card) {
            return card.gpu->boardPowerWatts > 0 ? std::optional<double>(card.gpu->boardPowerWatts)
                                                 : std::nullopt;
        },
        trimmed(0));
    addTextRow(QStringLiteral("slots"), tr("Slots"), [this](const CompareCard& card) {
        if (card.gpu->isSystem()) {
            return tr("none: a whole computer");
        }
        return card.gpu->slotWidth > 0 ? QString::number(card.gpu->slotWidth) : tr("SXM or OAM module");
    });
    addNumberRow(
        QStringLiteral("pcie"), tr("PCIe generation"), Better::Higher,
        [](const CompareCard& card) {
            return card.gpu->pcieGeneration > 0 ? std::optional<double>(card.gpu->pcieGeneration)
                                                : std::nullopt;
        },
        trimmed(0));
    addTextRow(QStringLiteral("nvlink"), tr("NVLink"),
               [&](const CompareCard& card) { return yesNo(card.gpu->nvlink); });
    addTextRow(QStringLiteral("releaseYear"), tr("Release year"), [](const CompareCard& card) {
        return card.gpu->releaseYear > 0 ? QString::number(card.gpu->releaseYear) : missingText;
    });

    const QString reference = QString::fromStdString(settings.referenceName);
    const QString gpus = settings.gpuCount > 1 ? tr(", %n GPUs", nullptr, settings.gpuCount) : QString();
    addSection(compared.error.isEmpty() ? tr("Estimated by the model, %1 (%2 = 1%3)")
                                              .arg(text::workloadLabel(settings.workload), reference, gpus)
                                        : compared.error);
    for (std::size_t metric = 0; metric < compareMetrics.size(); ++metric) {
        std::vector<std::optional<double>> values;
        for (const CompareCard& card : compared.cards) {
            values.push_back(card.relative[metric]);
        }
        const Metric shown = compareMetrics[metric];
        const QString percent = typicalErrorPercentText(shown, settings.workload);
        // With several GPUs per machine every estimate row says so: the measured rows below are
        // of one GPU, and the two kinds of number must not read as one.
        const QString metricName =
            settings.gpuCount > 1
                ? tr("%1, %n GPUs", nullptr, settings.gpuCount).arg(text::metricLabel(shown))
                : text::metricLabel(shown);
        // § marks an estimate from the datasheet alone: its stated error is not the row's.
        QStringList texts;
        QStringList toolTips;
        const int decimals = decimalsFor(values);
        for (const CompareCard& card : compared.cards) {
            const std::optional<double>& value = card.relative[metric];
            if (!value) {
                texts << (card.gpu->hasComputeFigures() ? missingText : tr("not rated"));
                toolTips
                    << (card.gpu->hasComputeFigures()
                            ? QString()
                            : tr("Its maker publishes no FP32 rate, which the model rates a device by."));
            } else if (card.specificationOnly) {
                texts << rowNumber(*value, decimals) + QStringLiteral(" §");
                toolTips << text::specificationOnlyText(QString::fromStdString(card.gpu->vendor));
            } else {
                texts << rowNumber(*value, decimals);
                toolTips << estimateQualityText(shown, settings.workload);
            }
        }
        addRow(QStringLiteral("performance.") + fromStd(toString(shown)),
               percent.isEmpty() ? tr("%1 (not yet checked)").arg(metricName)
                                 : tr("%1 (typically ±%2 %)").arg(metricName, percent),
               texts, values, Better::Higher, toolTips);
        table->verticalHeaderItem(table->rowCount() - 1)
            ->setToolTip(tr("Higher is better.") + QLatin1Char(' ') +
                         estimateQualityText(shown, settings.workload) + QLatin1Char(' ') +
                         tr("§: an estimate from the datasheet alone, for a vendor no measurement of "
                            "this metric covers."));
    }
    // Measured against the same reference card, one GPU each: beside the estimates, never in them.
    if (compared.error.isEmpty()) {
        addSection(
            tr("Measured, one GPU each, %1 (%2 = 1)").arg(text::workloadLabel(settings.workload), reference));
        for (std::size_t metric = 0; metric < compareMetrics.size(); ++metric) {
            std::vector<std::optional<double>> values;
            for (const CompareCard& card : compared.cards) {
                values.push_back(
                    card.measured[metric].empty()
                        ? std::nullopt
                        : std::optional<double>(card.measured[metric].front().comparison.relative));
            }
            const int decimals = decimalsFor(values);
            QStringList texts;
            QStringList toolTips;
            for (const CompareCard& card : compared.cards) {
                const std::vector<MeasuredEntry>& entries = card.measured[metric];
                texts << (entries.empty() ? missingText : measuredCellText(entries.front(), decimals));
                toolTips
                    << (entries.empty()
                            ? tr("No measurement of the %1 and the %2 on the same benchmark from the same "
                                 "source.")
                                  .arg(QString::fromStdString(card.gpu->name), reference)
                            : measuredDetailsHtml(entries, QString::fromStdString(card.gpu->name),
                                                  reference));
            }
            const Metric shown = compareMetrics[metric];
            addRow(QStringLiteral("measured.") + fromStd(toString(shown)),
                   settings.gpuCount > 1 ? tr("%1, one GPU (measured)").arg(text::metricLabel(shown))
                                         : text::metricLabel(shown),
                   texts, values, Better::Higher, toolTips);
            const int row = table->rowCount() - 1;
            // Three lines (ratio, model, source and year) where any card has a measurement.
            if (std::any_of(values.begin(), values.end(),
                            [](const auto& value) { return value.has_value(); })) {
                table->setRowHeight(row, 3 * table->fontMetrics().height() + 8);
            }
            table->verticalHeaderItem(row)->setToolTip(
                tr("Higher is better. The card's measured throughput over the reference card's on the same "
                   "benchmark from the same source, one GPU each; hover a cell for the details."));
        }
    }

    const QString condition = settings.condition == Condition::New ? tr("new") : tr("used");
    addSection(tr("Cost of ownership over %1 years").arg(text::trimmedNumber(settings.ownership.years, 1)));
    addNumberRow(
        QStringLiteral("price"), tr("Card price, %1 (%2)").arg(condition, code), Better::Lower,
        [](const CompareCard& card) {
            return card.price != nullptr ? std::optional<double>(card.price->priceUsd) : std::nullopt;
        },
        money);
    const text::PriceAgeRule priceAge = settings.priceAge();
    addTextRow(QStringLiteral("priceDate"), tr("Price observed on"), [priceAge](const CompareCard& card) {
        return card.price != nullptr ? text::priceDateText(card.price->observedOn, priceAge) : missingText;
    });
    if (settings.gpuCount > 1) {
        addNumberRow(
            QStringLiteral("cardsCost"), tr("%n cards (%1)", nullptr, settings.gpuCount).arg(code),
            Better::Lower,
            [](const CompareCard& card) {
                return card.cost ? std::optional<double>(card.cost->cardsUsd) : std::nullopt;
            },
            money);
    }
    // The same machine for every card: nothing to mark.
    addNumberRow(
        QStringLiteral("system"), tr("System without GPUs (%1)").arg(code), Better::None,
        [](const CompareCard& card) {
            return card.cost ? std::optional<double>(card.cost->systemUsd) : std::nullopt;
        },
        money);
    // A device whose maker publishes no power (a Mac) has no electricity figure: unknown, not free,
    // and its total is a floor that takes part in no "best".
    addNumberRow(
        QStringLiteral("electricity"), tr("Electricity (%1)").arg(code), Better::Lower,
        [](const CompareCard& card) {
            return card.cost && !card.cost->powerUnpublished
                       ? std::optional<double>(card.cost->electricityUsd)
                       : std::nullopt;
        },
        money);
    {
        QStringList texts;
        QStringList toolTips;
        std::vector<std::optional<double>> values;
        for (const CompareCard& card : compared.cards) {
            if (!card.cost) {
                texts << missingText;
                toolTips << QString();
                values.emplace_back();
            } else if (card.cost->powerUnpublished) {
                texts << tr("at least %1").arg(money(card.cost->totalUsd()));
                toolTips << tr("Its maker publishes no power draw, so no electricity is counted.");
                values.emplace_back();
            } else {
                texts << money(card.cost->totalUsd());
                toolTips << QString();
                values.emplace_back(card.cost->totalUsd());
            }
        }
        addRow(QStringLiteral("total"), tr("Total cost of ownership (%1)").arg(code), texts, values,
               Better::Lower, toolTips);
    }

    const QString thousand = text::displayMoney(perMoneyUnit);
    addSection(tr("Performance per %1 of ownership").arg(thousand));
    for (std::size_t metric = 0; metric < compareMetrics.size(); ++metric) {
        std::vector<std::optional<double>> values;
        for (const CompareCard& card : compared.cards) {
            values.push_back(perThousandShown(card, metric));
        }
        addNumberRow(
            QStringLiteral("perDollar.") + fromStd(toString(compareMetrics[metric])),
            tr("%1 (× %2 per %3)").arg(text::metricLabel(compareMetrics[metric]), reference, thousand),
            Better::Higher, [metric](const CompareCard& card) { return perThousandShown(card, metric); },
            [decimals = decimalsFor(values)](double value) { return rowNumber(value, decimals); });
    }

    fitColumns();
}

void CompareTable::fitColumns() {
    // Every card name whole: a column is never narrower than its name (the table scrolls
    // sideways before it cuts one), and the chart moves under the table when the columns need
    // the room beside it.
    QTableWidget* table = this;
    QHeaderView* header = table->horizontalHeader();
    const QFontMetrics headerMetrics(header->font());
    const QFontMetrics cellMetrics(table->font());
    constexpr int padding = 20; // the header's margins and sort indicator space, the best mark
    int widestName = 0;
    int cells = 0;
    for (int column = 0; column < table->columnCount(); ++column) {
        const QTableWidgetItem* item = table->horizontalHeaderItem(column);
        int needed = item != nullptr ? headerMetrics.horizontalAdvance(item->text()) : 0;
        for (int row = 0; row < table->rowCount(); ++row) {
            const QTableWidgetItem* cell = table->item(row, column);
            if (cell != nullptr && table->columnSpan(row, column) == 1) {
                for (const QString& line : cell->text().split(QLatin1Char('\n'))) {
                    needed = std::max(needed, cellMetrics.horizontalAdvance(line));
                }
            }
        }
        widestName =
            std::max(widestName, item != nullptr ? headerMetrics.horizontalAdvance(item->text()) : 0);
        cells += needed + padding;
    }
    header->setMinimumSectionSize(widestName + padding);
    m_neededWidth = table->verticalHeader()->sizeHint().width() + cells + 2 * table->frameWidth() +
                    table->verticalScrollBar()->sizeHint().width();
}

} // namespace gpuadvisor
