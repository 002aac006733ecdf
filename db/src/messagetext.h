#pragma once

// Small conversions the catalog's messages and SQL bindings share: core's UTF-8 text and days as
// QStrings, and the phrase a message names a card by.

#include "gpuadvisor/core/catalog/date.h"

#include <QString>

#include <string_view>

namespace gpuadvisor {

/// Core's UTF-8 text as a QString.
inline QString text(std::string_view value) {
    return QString::fromUtf8(value.data(), static_cast<qsizetype>(value.size()));
}

/// A day as "YYYY-MM-DD".
inline QString date(const Date& value) {
    return QString::fromStdString(formatIsoDate(value));
}

/// "the card 'RTX 4090'", or "a card with no name", for messages.
inline QString cardLabel(std::string_view name) {
    return name.empty() ? QStringLiteral("a card with no name")
                        : QStringLiteral("the card '%1'").arg(text(name));
}

} // namespace gpuadvisor
