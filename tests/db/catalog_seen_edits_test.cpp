// Two programs on one catalog file: "the app" edits cards and prices as it read them earlier,
// while "another program" (a second Catalog on the same file, as the command line would open it)
// changes them in between. The app's edits write only what it changed and never overwrite what
// the other program wrote; an undo neither.

#include "gpuadvisor/core/catalog/pricebook.h"
#include "gpuadvisor/db/catalog.h"

#include "qtprinters.h"
#include "shippedcatalogfile.h"
#include "tempdir.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>

using namespace gpuadvisor;

namespace {

constexpr Date march1st2025{std::chrono::year{2025}, std::chrono::March, std::chrono::day{1}};
constexpr Date june1st2025{std::chrono::year{2025}, std::chrono::June, std::chrono::day{1}};

class CatalogSeenEditsTest : public TempDirTest {
protected:
    void SetUp() override {
        TempDirTest::SetUp();
        m_app = std::make_unique<Catalog>(
            gpuadvisor::testing::copyShippedCatalog(path(QStringLiteral("catalog.sqlite"))));
        m_other = std::make_unique<Catalog>(path(QStringLiteral("catalog.sqlite")));
    }

    Catalog& app() { return *m_app; }
    Catalog& other() { return *m_other; }

    /// The card as a program reads it now, failing the test if it is missing.
    static Gpu card(const Catalog& catalog, std::string_view name) {
        const auto gpu = catalog.findGpu(name);
        EXPECT_TRUE(gpu) << name;
        return gpu.value_or(Gpu{});
    }

    /// Every table as CSV, read by the other program: equal means nothing was written.
    std::string everything() {
        std::string text;
        for (const auto table : allCatalogTables()) {
            text += other().exportCsvText(table);
        }
        return text;
    }

private:
    std::unique_ptr<Catalog> m_app;
    std::unique_ptr<Catalog> m_other;
};

/// The CatalogError `edit` throws, or a failure if it throws none.
template <typename Edit> CatalogError refusalOf(Edit edit) {
    try {
        edit();
    } catch (const CatalogError& error) {
        return error;
    }
    ADD_FAILURE() << "no CatalogError was thrown";
    return CatalogError(QString());
}

PriceObservation usedPrice(std::string card, double usd, Date date, std::string source = "my local shop") {
    return {std::move(card), Condition::Used, usd, date, std::move(source)};
}

TEST_F(CatalogSeenEditsTest, EditingOneFieldOfAStaleRowKeepsWhatAnotherProgramWrote) {
    const Gpu seen = card(app(), "RTX 3090"); // the app shows the card...
    Gpu imported = card(other(), "RTX 3090"); // ...and another program changes two fields
    imported.vendor = "Acme";
    imported.bandwidthGBps = 999;
    other().upsertGpu(imported);

    Gpu edited = seen;
    edited.smCount = 84;
    app().updateGpu(seen, edited);

    const Gpu stored = card(other(), "RTX 3090");
    EXPECT_EQ(stored.smCount, 84);
    EXPECT_EQ(stored.vendor, "Acme");
    EXPECT_EQ(stored.bandwidthGBps, 999);
}

TEST_F(CatalogSeenEditsTest, AFieldAnotherProgramChangedIsRefusedAndNothingIsWritten) {
    const Gpu seen = card(app(), "RTX 3090");
    Gpu imported = card(other(), "RTX 3090");
    imported.bandwidthGBps = 999;
    other().upsertGpu(imported);
    const std::string before = everything();

    Gpu edited = seen;
    edited.bandwidthGBps = 940;
    edited.smCount = 84; // changed too, but the edit is written whole or not at all
    const CatalogError error = refusalOf([&] { app().updateGpu(seen, edited); });

    EXPECT_EQ(error.kind(), CatalogErrorKind::ChangedElsewhere);
    ASSERT_TRUE(error.outsideChange());
    const OutsideChange& change = *error.outsideChange();
    EXPECT_EQ(change.card, "RTX 3090");
    EXPECT_EQ(change.field, "bandwidth_gbps");
    EXPECT_EQ(change.seen, "936");
    EXPECT_EQ(change.now, "999");
    for (const char* word : {"RTX 3090", "bandwidth_gbps", "936", "999", "nothing was written"}) {
        EXPECT_TRUE(error.message().contains(QLatin1String(word))) << error.message();
    }
    EXPECT_EQ(everything(), before);
}

TEST_F(CatalogSeenEditsTest, AnUndoAfterAnOutsideChangeIsRefusedAndAnUndoWithoutOneRestores) {
    const Gpu seen = card(app(), "RTX 3090");
    Gpu edited = seen;
    edited.bandwidthGBps = 940;
    app().updateGpu(seen, edited);
    app().updateGpu(edited, seen); // undo
    EXPECT_EQ(card(other(), "RTX 3090").bandwidthGBps, seen.bandwidthGBps);
    app().updateGpu(seen, edited); // redo

    Gpu imported = card(other(), "RTX 3090");
    imported.bandwidthGBps = 999;
    other().upsertGpu(imported);
    const CatalogError undo = refusalOf([&] { app().updateGpu(edited, seen); });

    EXPECT_EQ(undo.kind(), CatalogErrorKind::ChangedElsewhere);
    EXPECT_EQ(undo.outsideChange().value_or(OutsideChange{}).now, "999");
    EXPECT_EQ(card(other(), "RTX 3090").bandwidthGBps, 999);
}

TEST_F(CatalogSeenEditsTest, EditingACardAnotherProgramRenamedOrRemovedIsRefused) {
    const Gpu seen = card(app(), "RTX 3080");
    Gpu renamed = card(other(), "RTX 3080");
    renamed.name = "RTX 3080 10GB";
    other().renameGpu("RTX 3080", renamed);
    Gpu edited = seen;
    edited.vendor = "Acme";

    const CatalogError error = refusalOf([&] { app().updateGpu(seen, edited); });

    EXPECT_EQ(error.kind(), CatalogErrorKind::ChangedElsewhere);
    const OutsideChange change = error.outsideChange().value_or(OutsideChange{});
    EXPECT_EQ(change.card, "RTX 3080");
    EXPECT_TRUE(change.field.empty());
    EXPECT_EQ(change.now, std::nullopt);
    EXPECT_EQ(card(other(), "RTX 3080 10GB").vendor, "NVIDIA");
}

TEST_F(CatalogSeenEditsTest, ARenameIsAnEditOfTheNameAndKeepsTheOtherProgramsFields) {
    const Gpu seen = card(app(), "RTX 3090");
    const auto prices = app().pricesFor("RTX 3090");
    Gpu imported = card(other(), "RTX 3090");
    imported.vendor = "Acme";
    other().upsertGpu(imported);

    Gpu edited = seen;
    edited.name = "RTX 3090 FE";
    app().updateGpu(seen, edited);

    EXPECT_FALSE(other().findGpu("RTX 3090"));
    EXPECT_EQ(card(other(), "RTX 3090 FE").vendor, "Acme");
    EXPECT_EQ(other().pricesFor("RTX 3090 FE").size(), prices.size());

    // Renaming onto a name another program has just given a card is refused too.
    Gpu newcomer = card(other(), "RTX 3080");
    newcomer.name = "RTX 3090 Turbo";
    other().insertGpu(newcomer);
    Gpu again = edited;
    again.name = "RTX 3090 Turbo";
    const CatalogError error = refusalOf([&] { app().updateGpu(edited, again); });
    EXPECT_EQ(error.kind(), CatalogErrorKind::ChangedElsewhere);
    EXPECT_EQ(error.outsideChange().value_or(OutsideChange{}).now, "RTX 3090 Turbo");
    EXPECT_TRUE(other().findGpu("RTX 3090 FE"));
}

TEST_F(CatalogSeenEditsTest, AddingACardAnotherProgramAddedMeanwhileIsRefused) {
    Gpu gpu = card(app(), "RTX 3080");
    gpu.name = "RTX 3080 Custom";
    Gpu theirs = gpu;
    theirs.vendor = "Acme";
    other().insertGpu(theirs);

    const CatalogError error = refusalOf([&] { app().insertGpu(gpu); });

    EXPECT_EQ(error.kind(), CatalogErrorKind::ChangedElsewhere);
    EXPECT_EQ(card(other(), "RTX 3080 Custom").vendor, "Acme");
}

TEST_F(CatalogSeenEditsTest, DeletingACardRefusesWhenAnotherProgramChangedItOrItsPrices) {
    const Gpu seen = card(app(), "RTX 3070");
    const auto prices = app().pricesFor("RTX 3070");

    other().addPrice(usedPrice("RTX 3070", 333, june1st2025));
    const CatalogError newPrice = refusalOf([&] { app().removeGpu(seen, prices); });
    EXPECT_EQ(newPrice.kind(), CatalogErrorKind::ChangedElsewhere);
    EXPECT_EQ(newPrice.outsideChange().value_or(OutsideChange{}).now, "333");
    EXPECT_TRUE(other().findGpu("RTX 3070"));

    other().removePrice("RTX 3070", Condition::Used, june1st2025, "my local shop");
    Gpu imported = card(other(), "RTX 3070");
    imported.boardPowerWatts = 333;
    other().upsertGpu(imported);
    const CatalogError newSpec = refusalOf([&] { app().removeGpu(seen, prices); });
    EXPECT_EQ(newSpec.outsideChange().value_or(OutsideChange{}).field, "board_power_w");
    EXPECT_TRUE(other().findGpu("RTX 3070"));

    app().removeGpu(card(app(), "RTX 3070"), app().pricesFor("RTX 3070")); // as it is now: deleted
    EXPECT_FALSE(other().findGpu("RTX 3070"));
    EXPECT_TRUE(other().pricesFor("RTX 3070").empty());
}

// The check of another program's writes reads the card as the app shows it: with the launch price
// its price history gives, not the typed one it replaces (nothing changed, so nothing is refused).
TEST_F(CatalogSeenEditsTest, ACardWhoseLaunchPriceComesFromItsHistoryIsNotTakenForChangedElsewhere) {
    Gpu custom = card(app(), "RTX 3080");
    custom.name = "RTX 3080 Custom";
    custom.releaseYear = 2024;
    custom.launchPriceUsd = 999;
    app().upsertGpu(custom);
    app().addPrice({"RTX 3080 Custom", Condition::New, 1100, march1st2025, "launch shop"});
    const Gpu seen = card(app(), "RTX 3080 Custom");
    ASSERT_EQ(seen.launchPriceUsd, 1100);

    Gpu edited = seen;
    edited.smCount = 70;
    app().updateGpu(seen, edited);
    EXPECT_EQ(card(other(), "RTX 3080 Custom").smCount, 70);

    app().removeGpu(card(app(), "RTX 3080 Custom"), app().pricesFor("RTX 3080 Custom"));
    EXPECT_FALSE(other().findGpu("RTX 3080 Custom"));
}

TEST_F(CatalogSeenEditsTest, UndoingAPriceAnotherProgramChangedIsRefused) {
    const PriceObservation mine = usedPrice("RTX 3080", 410, march1st2025);
    app().updatePrice(std::nullopt, mine);
    PriceObservation theirs = mine;
    theirs.priceUsd = 450;
    other().addPrice(theirs); // the same key: replaces mine

    const CatalogError undo = refusalOf([&] { app().updatePrice(mine, std::nullopt); });

    EXPECT_EQ(undo.kind(), CatalogErrorKind::ChangedElsewhere);
    const OutsideChange change = undo.outsideChange().value_or(OutsideChange{});
    EXPECT_EQ(change.field, "price_usd");
    EXPECT_EQ(change.condition, Condition::Used);
    EXPECT_EQ(change.observedOn, march1st2025);
    EXPECT_EQ(change.seen, "410");
    EXPECT_EQ(change.now, "450");
    const auto stored = other().pricesFor("RTX 3080");
    EXPECT_TRUE(std::any_of(stored.begin(), stored.end(), [](const PriceObservation& price) {
        return price.observedOn == march1st2025 && price.priceUsd == 450;
    }));

    // Adding where the editor saw no observation, but another program wrote one, is refused too.
    const CatalogError add = refusalOf([&] { app().updatePrice(std::nullopt, mine); });
    EXPECT_EQ(add.kind(), CatalogErrorKind::ChangedElsewhere);
}

TEST_F(CatalogSeenEditsTest, APriceTypedOverOneAnotherProgramChangedIsRefused) {
    const Date today = todayUtc();
    const PriceBook book(app().pricesFor("RTX 3080")); // the quote points into it
    const PriceQuote* shownQuote = book.latest("RTX 3080", Condition::Used, today);
    ASSERT_NE(shownQuote, nullptr);
    const ShownPrice shown{today, shownQuote->priceUsd};
    other().addPrice(usedPrice("RTX 3080", 299, today, "eBay"));
    const std::string before = everything();

    const PriceObservation typed = usedPrice("RTX 3080", 320, today, "edited in GPU Advisor");
    const CatalogError error = refusalOf([&] { app().updatePrice(std::nullopt, typed, shown); });

    EXPECT_EQ(error.kind(), CatalogErrorKind::ChangedElsewhere);
    const OutsideChange change = error.outsideChange().value_or(OutsideChange{});
    EXPECT_EQ(change.field, "price_usd");
    EXPECT_EQ(change.observedOn, std::nullopt);
    EXPECT_EQ(change.now, "299");
    EXPECT_EQ(everything(), before);

    // Typed over the price as it is now, it is written.
    app().updatePrice(std::nullopt, typed, ShownPrice{today, 299});
    const PriceBook after(other().pricesFor("RTX 3080"));
    const PriceQuote* now = after.latest("RTX 3080", Condition::Used, today);
    ASSERT_NE(now, nullptr);
    EXPECT_EQ(now->count(), 2u);
}

TEST_F(CatalogSeenEditsTest, TheDataVersionChangesWithAnotherProgramsWritesOnly) {
    const quint64 start = app().dataVersion();
    Gpu gpu = card(app(), "RTX 3090");
    Gpu edited = gpu;
    edited.smCount = 84;
    app().updateGpu(gpu, edited);
    EXPECT_EQ(app().dataVersion(), start);

    edited.vendor = "Acme";
    other().upsertGpu(edited);
    const quint64 afterOther = app().dataVersion();
    EXPECT_NE(afterOther, start);
    EXPECT_EQ(app().dataVersion(), afterOther);
}

} // namespace
