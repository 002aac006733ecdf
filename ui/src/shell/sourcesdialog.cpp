#include "gpuadvisor/ui/shell/sourcesdialog.h"

#include "gpuadvisor/text/guideclaimtext.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <array>
#include <string_view>

namespace gpuadvisor {
namespace {

/// A seed fact in our own words. `seeds` lists the source texts by number (see seedName).
struct Fact {
    const char* id;
    const char* text;
    std::string_view seeds;
};

struct Group {
    char letter;
    const char* title;
};

constexpr std::array groups{
    Group{'P', QT_TRANSLATE_NOOP("gpuadvisor::SourcesDialog", "Performance model")},
    Group{'C', QT_TRANSLATE_NOOP("gpuadvisor::SourcesDialog", "Cost and cloud")},
    Group{'M', QT_TRANSLATE_NOOP("gpuadvisor::SourcesDialog", "Memory needs")},
    Group{'R', QT_TRANSLATE_NOOP("gpuadvisor::SourcesDialog", "Recommendations")},
    Group{'B', QT_TRANSLATE_NOOP("gpuadvisor::SourcesDialog", "Build checks")},
    Group{'G', QT_TRANSLATE_NOOP("gpuadvisor::SourcesDialog", "GPU data")},
};

// One line each, paraphrased from seed-facts.md; numbers and ids are the seeds' own.
constexpr std::array facts{
    Fact{"P1",
         QT_TRANSLATE_NOOP(
             "gpuadvisor::SourcesDialog",
             "What drives deep-learning speed, most important first: tensor cores, memory bandwidth, "
             "the cache hierarchy, FLOPS. Cards without tensor cores are not worth buying."),
         "001"},
    Fact{"P2",
         QT_TRANSLATE_NOOP("gpuadvisor::SourcesDialog",
                           "The 2019 order: tensor cores, FLOPs, bandwidth, 16-bit support for conv nets and "
                           "Transformers; bandwidth, 16-bit, tensor cores, FLOPs for RNNs."),
         "002"},
    Fact{"P3",
         QT_TRANSLATE_NOOP(
             "gpuadvisor::SourcesDialog",
             "Ampere access costs in cycles: global memory about 380, L2 about 200, shared memory or "
             "L1 about 34, an FFMA 4, a tensor-core matmul 1 (2020 figures: 200, 20, 4, 1)."),
         "001 000"},
    Fact{"P4",
         QT_TRANSLATE_NOOP(
             "gpuadvisor::SourcesDialog",
             "A 32x32 matmul tile takes 504 cycles without tensor cores, 235 with them and 200 with "
             "asynchronous copies, about 15% less again (2020 edition: 392 against 221)."),
         "001 000"},
    Fact{"P5",
         QT_TRANSLATE_NOOP(
             "gpuadvisor::SourcesDialog",
             "Tensor cores are kept busy only 45-65% of the time when training GPT-3-sized models "
             "(2023), and about 30% for BERT-large (2020)."),
         "001 000"},
    Fact{"P6",
         QT_TRANSLATE_NOOP(
             "gpuadvisor::SourcesDialog",
             "A quick estimate between two cards with tensor cores is their ratio of memory bandwidth: "
             "A100 at 1555 GB/s over V100 at 900 GB/s gives 1.73x."),
         "001"},
    Fact{"P7",
         QT_TRANSLATE_NOOP(
             "gpuadvisor::SourcesDialog",
             "Ampere over Volta gains 2-5% from larger shared memory and 1-3% from better tensor "
             "cores, so 1.78x-1.87x for A100 against V100 in theory."),
         "000"},
    Fact{"P8",
         QT_TRANSLATE_NOOP(
             "gpuadvisor::SourcesDialog",
             "Shared memory and L2 per architecture: Volta 128 KB / 6 MB, Turing 96 KB / 5.5 MB, "
             "Ampere 128 KB / 6 MB, Ada 128 KB / 72 MB."),
         "001"},
    Fact{"P9",
         QT_TRANSLATE_NOOP(
             "gpuadvisor::SourcesDialog",
             "When a layer's inputs and weights fit into Ada's large L2 (as in BERT-large training), "
             "matmuls run 1.5-2.0x faster; inference with batches over 8 gains too."),
         "001"},
    Fact{"P10",
         QT_TRANSLATE_NOOP(
             "gpuadvisor::SourcesDialog",
             "Correcting vendor benchmarks: twice the batch size adds 13.6% throughput for a CNN and "
             "13.5% for a Transformer; 8 A100s do 7.00x one A100, 8 V100s 6.67x one V100."),
         "001 000"},
    Fact{"P11",
         QT_TRANSLATE_NOOP(
             "gpuadvisor::SourcesDialog",
             "A100 over V100 once corrected: SE-ResNeXt101 1.43x, Mask R-CNN 1.47x, a 12-layer "
             "WMT14 en-de Transformer 1.70x, close to the bandwidth estimate; vision gains less."),
         "001 000"},
    Fact{"P12",
         QT_TRANSLATE_NOOP(
             "gpuadvisor::SourcesDialog",
             "An RTX 3090 runs conv nets 1.57x and Transformers 1.5x as fast as an RTX 2080 Ti, for "
             "about 15% more money."),
         "000"},
    Fact{"P13",
         QT_TRANSLATE_NOOP(
             "gpuadvisor::SourcesDialog",
             "In 8-bit inference an RTX 4090 reaches about 0.33x of an H100 SXM, which is about 3x "
             "faster."),
         "001"},
    Fact{"P14",
         QT_TRANSLATE_NOOP(
             "gpuadvisor::SourcesDialog",
             "The RTX 4090's tensor cores do 0.66 PFLOPS in FP8; 8-bit training on Ada and Hopper is "
             "likely 3-4x as fast as 16-bit training."),
         "001"},
    Fact{"P15",
         QT_TRANSLATE_NOOP(
             "gpuadvisor::SourcesDialog",
             "From Ampere on, 2:4 structured sparsity can double matmul speed, but only with two "
             "zeros in every four values, not for sparse matrices in general."),
         "001 000"},
    Fact{"P16",
         QT_TRANSLATE_NOOP(
             "gpuadvisor::SourcesDialog",
             "BF16 spans FP32's range (about ±3e38) with no loss scaling, FP16 only ±65504; TF32 is "
             "nearly as stable as FP32 at nearly FP16 speed; FP8 is far more stable than Int8 but "
             "has no transposed matmul."),
         "001"},
    Fact{"P17",
         QT_TRANSLATE_NOOP(
             "gpuadvisor::SourcesDialog",
             "On Ampere and older cards Int8 only pays off from 175B parameters; below 13B it runs "
             "about as fast as 16-bit."),
         "001"},
    Fact{"P18",
         QT_TRANSLATE_NOOP(
             "gpuadvisor::SourcesDialog",
             "A power limit 50 W lower on 4x RTX 2080 Ti costs only about 7% speed; capping an RTX "
             "3090 at 300 W instead of 350 W saves 200 W in a four-card machine."),
         "001"},
    Fact{"P19",
         QT_TRANSLATE_NOOP("gpuadvisor::SourcesDialog",
                           "Mixed precision on Volta and Turing trains at least 2x as fast as FP32."),
         "004"},
    Fact{"P20",
         QT_TRANSLATE_NOOP(
             "gpuadvisor::SourcesDialog",
             "Vendor figures: the RTX 2080 Ti is 40% faster than the RTX 2080; in 2019 an RTX 2060 "
             "gave over 5x the value for money of a Tesla V100."),
         "002"},
    Fact{"P21",
         QT_TRANSLATE_NOOP(
             "gpuadvisor::SourcesDialog",
             "Asynchronous copies from global to shared memory exist on Ampere (RTX 30, A100) and Ada "
             "(RTX 40); the Tensor Memory Accelerator (TMA) only on Hopper (H100)."),
         "001"},

    Fact{"C1",
         QT_TRANSLATE_NOOP(
             "gpuadvisor::SourcesDialog",
             "Performance per dollar is relative performance over the price of the machine without "
             "GPUs plus the card; the 2023 edition adds 5 years of power at $0.175/kWh and 15% "
             "utilisation."),
         "001"},
    Fact{"C2",
         QT_TRANSLATE_NOOP(
             "gpuadvisor::SourcesDialog",
             "On those terms an RTX 4090 costs about $100 of power a year: 450 W x 0.15 x 8760 h x "
             "$0.175 = $103."),
         "001"},
    Fact{"C3",
         QT_TRANSLATE_NOOP("gpuadvisor::SourcesDialog",
                           "Over 5 years a desktop with an RTX 4070 Ti gives about 2x the 8-bit inference "
                           "performance per dollar of one with an RTX 3090."),
         "001"},
    Fact{"C4",
         QT_TRANSLATE_NOOP(
             "gpuadvisor::SourcesDialog",
             "A $2200 desktop with one RTX 3090 (591 kWh, $71 a year at $0.12/kWh) against a $2.14/h "
             "V100 instance breaks even after about 300 days at 15% use; 293 days solved exactly."),
         "001 000"},
    Fact{"C5",
         QT_TRANSLATE_NOOP(
             "gpuadvisor::SourcesDialog",
             "Usual utilisation: under 15% for a PhD student's desktop, over 35% for a PhD Slurm "
             "cluster, over 60% for a company-wide cluster, 5-10% for most personal machines."),
         "001 000"},
    Fact{"C6",
         QT_TRANSLATE_NOOP(
             "gpuadvisor::SourcesDialog",
             "With more than a year of deep learning ahead, buy a desktop; otherwise rent, unless you "
             "need to scale the number of GPUs up and down."),
         "001 000"},
    Fact{"C7",
         QT_TRANSLATE_NOOP(
             "gpuadvisor::SourcesDialog",
             "Data-centre (Tesla) cards cost about 10x consumer cards of similar compute, for passive "
             "cooling, more memory and ECC."),
         "003 002"},
    Fact{"C8",
         QT_TRANSLATE_NOOP(
             "gpuadvisor::SourcesDialog",
             "Used prices in 2020: RTX 2070 $400 (about $260 on eBay in 2023), RTX 2060 $300, GTX 1070 "
             "$220, GTX 1070 Ti $230, GTX 1650 Super $190, GTX 980 Ti 6GB $150; an RTX 3070 is $200 "
             "below an RTX 3080."),
         "000"},
    Fact{"C9",
         QT_TRANSLATE_NOOP(
             "gpuadvisor::SourcesDialog",
             "GPU hours can put out more CO2 than an international flight; a carbon calculator turns "
             "a GPU's energy into emissions."),
         "001 000"},

    Fact{"M1",
         QT_TRANSLATE_NOOP(
             "gpuadvisor::SourcesDialog",
             "2023: 12 GB or more for image generation, 24 GB or more for work with Transformers."),
         "001"},
    Fact{"M2",
         QT_TRANSLATE_NOOP(
             "gpuadvisor::SourcesDialog",
             "2020: 11 GB for pretrained or small Transformers, 24 GB to train large Transformers or "
             "conv nets, 10 GB for prototyping and computer vision, 8 GB for Kaggle; medical and very "
             "large images need much more."),
         "000"},
    Fact{
        "M3",
        QT_TRANSLATE_NOOP("gpuadvisor::SourcesDialog",
                          "Textbook minimum: 4 GB, 8 GB is better, and 2 GB more if the card also drives the "
                          "display."),
        "003"},
    Fact{"M4",
         QT_TRANSLATE_NOOP("gpuadvisor::SourcesDialog",
                           "To learn how much memory you need, rent a cloud GPU for a while and watch."),
         "001"},

    Fact{"R1",
         QT_TRANSLATE_NOOP("gpuadvisor::SourcesDialog",
                           "2023 best value: RTX 4070 Ti for 8-bit and 16-bit inference, RTX 3080 for 16-bit "
                           "training; good first or Kaggle cards, but short of memory for many uses."),
         "001"},
    Fact{"R2",
         QT_TRANSLATE_NOOP(
             "gpuadvisor::SourcesDialog",
             "2023 academic and startup servers: RTX 6000 Ada, H100 SXM also good value; a small "
             "cluster mixes 66-80% RTX 6000 Ada with 20-33% H100 SXM, or L40 on a good deal."),
         "001"},
    Fact{"R3",
         QT_TRANSLATE_NOOP(
             "gpuadvisor::SourcesDialog",
             "The 2023 method: settle the memory you need, decide whether experimental 8-bit is fine, "
             "then take the best performance per dollar with that memory; right in about 80% of "
             "cases."),
         "001"},
    Fact{"R4",
         QT_TRANSLATE_NOOP(
             "gpuadvisor::SourcesDialog",
             "2020 picks: RTX 3080 or 3090 overall, RTX 3070 for Kaggle, 4x RTX 3090 for competitive "
             "research, used cards or free cloud credits on a small budget; no Tesla, Quadro, "
             "Founders Edition or Titan."),
         "000"},
    Fact{"R5",
         QT_TRANSLATE_NOOP(
             "gpuadvisor::SourcesDialog",
             "2020 clusters: under 128 GPUs mostly 8x RTX 3080 or 3090 nodes (RTX 6000 or A100 where "
             "RTX is barred), from 128 8x A100 nodes, from 256 a DGX SuperPOD; past 1024 only TPU Pods "
             "or DGX SuperPODs compete."),
         "000 001"},
    Fact{"R6",
         QT_TRANSLATE_NOOP(
             "gpuadvisor::SourcesDialog",
             "Owners of an RTX 2080 Ti or better gain little from an RTX 3090 unless memory holds them "
             "back; RTX 2070 owners should upgrade only if 8 GB is the limit."),
         "000"},
    Fact{"R7",
         QT_TRANSLATE_NOOP(
             "gpuadvisor::SourcesDialog",
             "The CUDA licence keeps GeForce and RTX cards out of data centres; universities can ask "
             "for an exception."),
         "000 002"},
    Fact{"R8",
         QT_TRANSLATE_NOOP(
             "gpuadvisor::SourcesDialog",
             "GTX 16 series cards have no tensor cores and do poorly; a used RTX 2070, 2060 or 2060 "
             "Super is the better buy."),
         "000"},
    Fact{"R9",
         QT_TRANSLATE_NOOP(
             "gpuadvisor::SourcesDialog",
             "2019 tiers: RTX 2060 6 GB for hobbyists, RTX 2070 or 2080 8 GB on $4-6k, RTX 2080 Ti 11 GB "
             "on $8-9k, Titan RTX or Quadro RTX 6000 24 GB, Quadro RTX 8000 48 GB."),
         "002"},
    Fact{"R10",
         QT_TRANSLATE_NOOP(
             "gpuadvisor::SourcesDialog",
             "Over 100 servers: Tesla cards or the cloud; labs and small firms with 10 or more servers: "
             "RTX cards in 4-8-GPU Supermicro or ASUS chassis."),
         "003"},
    Fact{"R11",
         QT_TRANSLATE_NOOP(
             "gpuadvisor::SourcesDialog",
             "GPUs per task: 1 for small data sets (Pascal VOC), 2 for two runs or larger batches, 4 "
             "for medium data sets (MS COCO), 8 to reproduce papers; a run should end within 24 h."),
         "004"},
    Fact{"R12",
         QT_TRANSLATE_NOOP(
             "gpuadvisor::SourcesDialog",
             "AMD GPUs (ROCm) are not expected to catch up within 1-2 years; Google TPUs are good "
             "value, best at scale."),
         "001 000 002"},
    Fact{"R13",
         QT_TRANSLATE_NOOP(
             "gpuadvisor::SourcesDialog",
             "The 2023 flowchart as yes/no questions: organisation or individual, large LLMs, "
             "training, Transformers, then a budget chain from the RTX 4090 down; 23 outcomes, at "
             "most 8 questions deep."),
         "001"},
    Fact{"R14",
         QT_TRANSLATE_NOOP(
             "gpuadvisor::SourcesDialog",
             "The 2020 four steps: what you want to do, the memory it takes, the best performance per "
             "dollar with that memory, then case fit, power supply and cooling."),
         "000"},

    Fact{"B1",
         QT_TRANSLATE_NOOP(
             "gpuadvisor::SourcesDialog",
             "4x RTX 3090 draw 1400 W and 4x RTX 4090 1800 W; a common 1600 W supply is too tight for "
             "4x RTX 3090 (get 1700 W or more) but may do for 4x RTX 3080."),
         "001 000"},
    Fact{"B2",
         QT_TRANSLATE_NOOP(
             "gpuadvisor::SourcesDialog",
             "Many outlets, in the US above all, give no more than 1600 W; server or mining supplies "
             "help if their size fits."),
         "001"},
    Fact{"B3",
         QT_TRANSLATE_NOOP("gpuadvisor::SourcesDialog",
                           "A power limit solves power-supply and cooling trouble at once (see P18)."),
         "001"},
    Fact{"B4",
         QT_TRANSLATE_NOOP(
             "gpuadvisor::SourcesDialog",
             "RTX 3090 and 4090 cards are 3 slots wide: four of them need 2-slot versions, PCIe risers "
             "or water cooling."),
         "001 000"},
    Fact{"B5",
         QT_TRANSLATE_NOOP(
             "gpuadvisor::SourcesDialog",
             "GPUs slow down above 80 °C; stacked open-air cards overheat, a 1-slot gap cools them by "
             "10-30 °C and the case by only 1-3 °C; blowers, water or risers fix it."),
         "001 000"},
    Fact{"B6",
         QT_TRANSLATE_NOOP(
             "gpuadvisor::SourcesDialog",
             "Melted 12VHPWR plugs on the RTX 4090 (about 0.1% of users) come from poor seating: clean "
             "the contacts, push until it clicks, wiggle-test, leave no gap."),
         "001"},
    Fact{"B7",
         QT_TRANSLATE_NOOP(
             "gpuadvisor::SourcesDialog",
             "PCIe 4.0 or 5.0 matters only from 8 GPUs (1-7% in a 4-GPU box); x4 lanes do for 2 GPUs, "
             "4 GPUs on x4 lose 5-10%, x8 per card is better."),
         "001 000"},
    Fact{"B8", QT_TRANSLATE_NOOP("gpuadvisor::SourcesDialog", "NVLink brings nothing below about 128 GPUs."),
         "001 000"},
    Fact{"B9",
         QT_TRANSLATE_NOOP("gpuadvisor::SourcesDialog",
                           "Different GPU models train together, but at the pace of the slowest card."),
         "001 000"},
    Fact{"B10",
         QT_TRANSLATE_NOOP(
             "gpuadvisor::SourcesDialog",
             "Between machines use at least 50 Gbit/s (used EDR InfiniBand: about $500 for two cards "
             "and a cable); 10 Gbit/s Ethernet suits only some conv nets or DeepSpeed-style training."),
         "001 000"},
    Fact{"B11",
         QT_TRANSLATE_NOOP(
             "gpuadvisor::SourcesDialog",
             "Plan 4-8 CPU cores per GPU for data loading; with 4-8 GPUs faster cores beat more cores "
             "(6 at 4 GHz over 8 at 3.5 GHz); a weak CPU kept 16 V100s under twice 8 V100s."),
         "001 003 004"},
    Fact{"B12",
         QT_TRANSLATE_NOOP(
             "gpuadvisor::SourcesDialog",
             "Keep the training GPU off the display (or allow 2 GB for it); workstations take up to 4 "
             "GPUs, servers up to 8."),
         "003"},
    Fact{"B13",
         QT_TRANSLATE_NOOP(
             "gpuadvisor::SourcesDialog",
             "A rented instance stops any process that goes over its memory: size host RAM to the "
             "job."),
         "004"},

    Fact{"G1",
         QT_TRANSLATE_NOOP(
             "gpuadvisor::SourcesDialog",
             "A table of 11 GPUs with memory, FP32 and FP16 TFLOPS, e.g. RTX 3090 24 GB, 35.58, ~71 and "
             "A100 SXM4 40/80 GB, 19.5, 312; Ampere cards need CUDA 11.x."),
         "004"},
    Fact{"G2",
         QT_TRANSLATE_NOOP(
             "gpuadvisor::SourcesDialog",
             "Bandwidth: A100 1555 GB/s, V100 900 GB/s; board power: RTX 3080 320 W, RTX 3090 350 W, "
             "RTX 4090 450 W; the RTX 3090 and 4090 are 3 slots wide."),
         "001 000"},
    Fact{"G3",
         QT_TRANSLATE_NOOP(
             "gpuadvisor::SourcesDialog",
             "Generations: Pascal without low-precision speed-up, Volta and Turing with first tensor "
             "cores, Ampere with TF32, BF16, sparsity and async copy, Ada with FP8 and 72 MB L2, Hopper "
             "with FP8 and TMA."),
         "001 004"},
    Fact{"G4",
         QT_TRANSLATE_NOOP(
             "gpuadvisor::SourcesDialog",
             "Online services named: Colab (free K80, sometimes T4 or P100; $10 a month paid), Baidu AI "
             "Studio (free V100 hours, PaddlePaddle only), vast.ai, Lambda Cloud, AWS P3/G4, AutoDL."),
         "002 001 003"},
};

QString seedName(std::string_view seed) {
    if (seed == "001") {
        return SourcesDialog::tr("2023 GPU guide");
    }
    if (seed == "000") {
        return SourcesDialog::tr("2020 GPU guide");
    }
    if (seed == "002") {
        return SourcesDialog::tr("2019 guide summary");
    }
    if (seed == "003") {
        return SourcesDialog::tr("Textbook");
    }
    return SourcesDialog::tr("GPU rental help");
}

QString seedNames(std::string_view seeds) {
    QStringList names;
    for (std::size_t start = 0; start < seeds.size(); start += 4) {
        names << seedName(seeds.substr(start, 3));
    }
    return names.join(SourcesDialog::tr(", "));
}

} // namespace

SourcesDialog::SourcesDialog(QWidget* parent)
    : QDialog(parent) {
    setObjectName(QStringLiteral("sourcesDialog"));
    m_intro = new QLabel;
    m_intro->setWordWrap(true);
    m_filter = new QLineEdit;
    m_filter->setObjectName(QStringLiteral("sourcesFilter"));
    m_filter->setClearButtonEnabled(true);
    // A table rather than a tree: its rows grow to fit wrapped text.
    m_table = new QTableWidget(0, 3);
    m_table->setObjectName(QStringLiteral("sourcesTable"));
    m_table->setWordWrap(true);
    m_table->setShowGrid(false);
    m_table->setAlternatingRowColors(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_count = new QLabel;
    m_count->setObjectName(QStringLiteral("sourcesCount"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(m_filter);
    layout->addWidget(m_table, 1);
    auto* bottom = new QHBoxLayout;
    bottom->addWidget(m_count, 1);
    bottom->addWidget(buttons);
    layout->addLayout(bottom);

    connect(m_filter, &QLineEdit::textChanged, this, &SourcesDialog::applyFilter);
    fill();
    resize(1000, 680);
}

QStringList SourcesDialog::allIds() {
    QStringList ids;
    for (const Fact& fact : facts) {
        ids << QString::fromLatin1(fact.id);
    }
    return ids;
}

void SourcesDialog::setClaimChecks(std::vector<GuideClaimCheck> figures,
                                   std::vector<PerDollarClaimCheck> perDollar) {
    m_figureChecks = std::move(figures);
    m_perDollarChecks = std::move(perDollar);
    fill();
}

void SourcesDialog::setVendorComparison(std::optional<MeasuredVendorComparison> comparison) {
    m_vendorComparison = std::move(comparison);
    fill();
}

QString SourcesDialog::factText(const QString& id) const {
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const QTableWidgetItem* idItem = m_table->item(row, 0);
        if (idItem->data(Qt::UserRole).toBool() && idItem->text() == id) {
            return m_table->item(row, 1)->text();
        }
    }
    return {};
}

void SourcesDialog::setFilter(const QString& text) {
    m_filter->setText(text);
}

QStringList SourcesDialog::visibleIds() const {
    QStringList ids;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const QTableWidgetItem* id = m_table->item(row, 0);
        if (!m_table->isRowHidden(row) && id->data(Qt::UserRole).toBool()) {
            ids << id->text();
        }
    }
    return ids;
}

void SourcesDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        fill();
    }
    QDialog::changeEvent(event);
}

void SourcesDialog::fill() {
    setWindowTitle(tr("Sources of the Numbers"));
    m_intro->setText(
        tr("Every figure and rule in GPU Advisor goes back to one of these facts from its five "
           "source texts: the 2023 and 2020 editions of a well-known GPU buying guide, a summary "
           "of its 2019 edition, a textbook chapter on deep-learning servers and a GPU rental "
           "service's help page. Findings and the wizard cite them by id. Where the model calibrated "
           "on measured benchmarks can check one of the guide's figures, the fact says whether they "
           "agree."));
    m_filter->setPlaceholderText(tr("Filter by id or words, e.g. \"B1\" or \"power\""));
    m_table->setHorizontalHeaderLabels({tr("Id"), tr("Fact"), tr("Source")});
    m_table->clearSpans();
    m_table->setRowCount(0);
    const auto addRow = [this](const QString& id, const QString& text, const QString& source, bool fact) {
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        auto* idItem = new QTableWidgetItem(id);
        idItem->setData(Qt::UserRole, fact); // false: a group's title row
        auto* textItem = new QTableWidgetItem(text);
        if (!fact) {
            QFont bold = idItem->font();
            bold.setBold(true);
            idItem->setFont(bold);
            textItem->setFont(bold);
        }
        m_table->setItem(row, 0, idItem);
        m_table->setItem(row, 1, textItem);
        m_table->setItem(row, 2, new QTableWidgetItem(source));
        for (int column = 0; column < 3; ++column) {
            m_table->item(row, column)->setTextAlignment(Qt::AlignLeft | Qt::AlignTop);
        }
    };
    for (const Group& group : groups) {
        addRow(QString(QLatin1Char(group.letter)), tr(group.title), QString(), false);
        for (const Fact& fact : facts) {
            if (fact.id[0] == group.letter) {
                QString line = tr(fact.text);
                const QString notes = text::claimNotesFor(fact.id, m_figureChecks, m_perDollarChecks);
                if (!notes.isEmpty()) {
                    line += QLatin1Char('\n') + notes;
                }
                if (std::string_view(fact.id) == "R12" && m_vendorComparison) {
                    line += QLatin1Char('\n') + text::measuredVendorNote(*m_vendorComparison);
                }
                addRow(QString::fromLatin1(fact.id), line, seedNames(fact.seeds), true);
            }
        }
    }
    applyFilter();
}

void SourcesDialog::applyFilter() {
    const QStringList words = m_filter->text().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    int shown = 0;
    int groupRow = -1;
    int shownInGroup = 0;
    const auto closeGroup = [&] {
        if (groupRow >= 0) {
            m_table->setRowHidden(groupRow, shownInGroup == 0);
        }
    };
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const QString id = m_table->item(row, 0)->text();
        if (!m_table->item(row, 0)->data(Qt::UserRole).toBool()) {
            closeGroup();
            groupRow = row;
            shownInGroup = 0;
            continue;
        }
        // An id matches only whole ("B1" is not "B10"); other words anywhere in the text, the
        // sources or the group's title.
        const QString haystack = m_table->item(row, 1)->text() + QLatin1Char(' ') +
                                 m_table->item(row, 2)->text() + QLatin1Char(' ') +
                                 m_table->item(groupRow, 1)->text();
        const bool matches = std::all_of(words.cbegin(), words.cend(), [&](const QString& word) {
            return word.compare(id, Qt::CaseInsensitive) == 0 || haystack.contains(word, Qt::CaseInsensitive);
        });
        m_table->setRowHidden(row, !matches);
        shownInGroup += matches ? 1 : 0;
        shown += matches ? 1 : 0;
    }
    closeGroup();
    m_count->setText(tr("Showing %1 of %2 facts").arg(shown).arg(static_cast<int>(facts.size())));
}

} // namespace gpuadvisor
