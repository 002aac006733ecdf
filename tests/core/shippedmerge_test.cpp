// The rule that decides what a newer version's shipped row does to a user's catalog.

#include "gpuadvisor/core/catalog/shippedmerge.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace gpuadvisor;

namespace {

const std::string newer = "RTX 4090,...,450";
const std::string older = "RTX 4090,...,400";
const std::string users = "RTX 4090,...,350";

} // namespace

TEST(ShippedRowAction, ANewKeyIsAdded) {
    EXPECT_EQ(shippedRowAction(nullptr, {}, newer), ShippedRowAction::Add);
}

TEST(ShippedRowAction, AKeyShippedBeforeButNoLongerStoredWasDeletedByTheUserAndStaysDeleted) {
    const std::vector<std::string> before{older};
    EXPECT_EQ(shippedRowAction(nullptr, before, newer), ShippedRowAction::KeepDeleted);
}

TEST(ShippedRowAction, ARowAsAnEarlierVersionShippedItTakesTheNewerRow) {
    const std::vector<std::string> before{"RTX 4090,...,420", older};
    EXPECT_EQ(shippedRowAction(&older, before, newer), ShippedRowAction::Update);
}

TEST(ShippedRowAction, ARowTheUserEditedIsKept) {
    const std::vector<std::string> before{older};
    EXPECT_EQ(shippedRowAction(&users, before, newer), ShippedRowAction::KeepUsers);
}

TEST(ShippedRowAction, TheUsersOwnRowWithAShippedKeyIsKept) {
    EXPECT_EQ(shippedRowAction(&users, {}, newer), ShippedRowAction::KeepUsers);
}

TEST(ShippedRowAction, ARowEqualToTheNewerOneNeedsNothing) {
    const std::vector<std::string> before{older};
    EXPECT_EQ(shippedRowAction(&newer, before, newer), ShippedRowAction::Current);
    EXPECT_EQ(shippedRowAction(&newer, {}, newer), ShippedRowAction::Current);
}

TEST(ShippedUpdateWords, SayWhatWasAddedUpdatedAndKept) {
    ShippedUpdate update;
    EXPECT_EQ(describeShippedUpdate(update), "nothing new");
    EXPECT_FALSE(update.changedRows());
    update.of(CatalogTable::Gpus).added = 2;
    update.of(CatalogTable::Prices).added = 46;
    update.of(CatalogTable::CloudOffers).added = 1;
    update.of(CatalogTable::Gpus).updated = 12;
    update.of(CatalogTable::Prices).keptUsers = 1;
    update.of(CatalogTable::Gpus).keptUsers = 2;
    update.of(CatalogTable::Prices).keptDeleted = 1;
    update.of(CatalogTable::Benchmarks).skipped = 3;
    EXPECT_TRUE(update.changedRows());
    EXPECT_TRUE(update.keptUsersRows());
    EXPECT_EQ(
        describeShippedUpdate(update),
        "2 new cards, 46 new prices, 1 new cloud offer; 12 cards updated; kept your own version of 3 rows; "
        "1 row you deleted stayed deleted; 3 rows of cards you removed or renamed left out");
}
