#include "gpuadvisor/core/catalog/date.h"

#include <charconv>
#include <cstdio>

namespace gpuadvisor {
namespace {

std::optional<int> parseDigits(std::string_view text) {
    int value = 0;
    for (char c : text) {
        if (c < '0' || c > '9') {
            return std::nullopt;
        }
    }
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc{} || end != text.data() + text.size()) {
        return std::nullopt;
    }
    return value;
}

} // namespace

std::optional<Date> parseIsoDate(std::string_view text) {
    if (text.size() != 10 || text[4] != '-' || text[7] != '-') {
        return std::nullopt;
    }
    const auto year = parseDigits(text.substr(0, 4));
    const auto month = parseDigits(text.substr(5, 2));
    const auto day = parseDigits(text.substr(8, 2));
    if (!year || !month || !day) {
        return std::nullopt;
    }
    const Date date{std::chrono::year{*year}, std::chrono::month{static_cast<unsigned>(*month)},
                    std::chrono::day{static_cast<unsigned>(*day)}};
    if (!date.ok()) {
        return std::nullopt;
    }
    return date;
}

std::string formatIsoDate(const Date& date) {
    const int year = static_cast<int>(date.year());
    const auto month = static_cast<unsigned>(date.month());
    const auto day = static_cast<unsigned>(date.day());
    if (year < 0 || year > 9999 || month > 99 || day > 99) {
        char buffer[32];
        std::snprintf(buffer, sizeof buffer, "%04d-%02u-%02u", year, month, day);
        return buffer;
    }
    // The digits put in place: snprintf parsing its format took more than the rest of a CSV line
    // of `rank` (a date on each of 10,000 lines).
    std::string text = "0000-00-00";
    const auto put = [&text](std::size_t last, unsigned value) {
        for (std::size_t place = last; value > 0; --place, value /= 10) {
            text[place] = static_cast<char>('0' + value % 10);
        }
    };
    put(3, static_cast<unsigned>(year));
    put(6, month);
    put(9, day);
    return text;
}

Date todayUtc() {
    return Date{std::chrono::floor<std::chrono::days>(std::chrono::system_clock::now())};
}

} // namespace gpuadvisor
