#pragma once

// Between the core's calendar day and Qt's, for date widgets.

#include "gpuadvisor/core/catalog/date.h"

#include <QDate>

namespace gpuadvisor {

inline QDate toQDate(const Date& date) {
    return QDate(static_cast<int>(date.year()), static_cast<int>(static_cast<unsigned>(date.month())),
                 static_cast<int>(static_cast<unsigned>(date.day())));
}

inline Date fromQDate(const QDate& date) {
    return Date{std::chrono::year{date.year()}, std::chrono::month{static_cast<unsigned>(date.month())},
                std::chrono::day{static_cast<unsigned>(date.day())}};
}

} // namespace gpuadvisor
