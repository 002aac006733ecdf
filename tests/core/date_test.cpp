#include "gpuadvisor/core/catalog/date.h"

#include <gtest/gtest.h>

using namespace gpuadvisor;

TEST(Date, ParsesAndFormatsIsoDays) {
    const auto date = parseIsoDate("2023-01-30");
    ASSERT_TRUE(date);
    EXPECT_EQ(static_cast<int>(date->year()), 2023);
    EXPECT_EQ(formatIsoDate(*date), "2023-01-30");
}

TEST(Date, RejectsImpossibleAndMalformedDays) {
    for (const char* text :
         {"2023-02-30", "2023-13-01", "2023-1-30", "30.01.2023", "2023-01-30x", "", "abcd-ef-gh"}) {
        EXPECT_FALSE(parseIsoDate(text)) << text;
    }
    EXPECT_TRUE(parseIsoDate("2024-02-29"));
}
