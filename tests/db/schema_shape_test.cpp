// The current schema's tables and columns are a constant (issue 36: opening a catalog no longer
// runs every migration in a memory database to learn them). The constant must be exactly what the
// migration steps make, or a real catalog would be called damaged, or a damaged one passed.

#include "schema.h"

#include "qtprinters.h"

#include <gtest/gtest.h>

using namespace gpuadvisor;

namespace {

TEST(SchemaShapeTest, TheConstantShapeIsWhatTheMigrationsMake) {
    const schema::Shape migrated = schema::migratedShape(schema::currentVersion);
    const schema::Shape& written = schema::currentShape();
    EXPECT_EQ(schema::shapeDifference(migrated, written), QString());
    EXPECT_EQ(schema::shapeDifference(written, migrated), QString());
    // Same tables, and each table's columns in the same order.
    EXPECT_EQ(written, migrated);
    EXPECT_EQ(&schema::expectedShape(schema::currentVersion), &written);
}

TEST(SchemaShapeTest, AnOlderVersionIsWhatItsOwnStepsMake) {
    // Schema 3 added benchmarks; 4 added shipped_rows, catalog_info and the price currency columns.
    const schema::Shape& three = schema::expectedShape(3);
    EXPECT_TRUE(three.contains(QStringLiteral("benchmarks")));
    EXPECT_FALSE(three.contains(QStringLiteral("shipped_rows")));
    EXPECT_FALSE(three.at(QStringLiteral("prices")).contains(QStringLiteral("currency")));
    EXPECT_FALSE(three.at(QStringLiteral("gpus")).contains(QStringLiteral("device_kind")));
    EXPECT_EQ(three, schema::migratedShape(3));
}

} // namespace
