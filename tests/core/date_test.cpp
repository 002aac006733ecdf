#include "gpuadvisor/core/catalog/date.h"

#include <gtest/gtest.h>

using namespace gpuadvisor;

TEST(Date, ParsesAndFormatsIsoDays) {
    const auto date = parseIsoDate("2023-01-30");
    ASSERT_TRUE(date);
    EXPECT_EQ(static_cast<int>(date->year()), 2023);
    EXPECT_EQ(formatIsoDate(*date), "2023-01-30");
}

TEST(Date, FormatsEveryDayWithItsLeadingZeros) {
    using namespace std::chrono;
    EXPECT_EQ(formatIsoDate(Date{year{7}, month{3}, day{5}}), "0007-03-05");
    EXPECT_EQ(formatIsoDate(Date{year{999}, month{12}, day{31}}), "0999-12-31");
    EXPECT_EQ(formatIsoDate(Date{year{10000}, month{1}, day{1}}), "10000-01-01");
    // Every day of two years, each read back as the same day.
    for (sys_days day = sys_days{year{1999} / January / 1}; day < sys_days{year{2001} / January / 1};
         day += days{1}) {
        const Date date{day};
        const std::string text = formatIsoDate(date);
        ASSERT_EQ(text.size(), 10u) << text;
        EXPECT_EQ(parseIsoDate(text), std::optional<Date>(date)) << text;
    }
}

TEST(Date, RejectsImpossibleAndMalformedDays) {
    for (const char* text :
         {"2023-02-30", "2023-13-01", "2023-1-30", "30.01.2023", "2023-01-30x", "", "abcd-ef-gh"}) {
        EXPECT_FALSE(parseIsoDate(text)) << text;
    }
    EXPECT_TRUE(parseIsoDate("2024-02-29"));
}
