#include "gpuadvisor/ui/shared/chartsettings.h"

#include <QString>

#include <algorithm>

namespace gpuadvisor {

bool ChartSettings::showsVendor(std::string_view vendor) const {
    // Asked for every card of a chart: ASCII names (all of allVendors) compare without QStrings.
    const auto ascii = [](std::string_view text) {
        return std::all_of(text.begin(), text.end(),
                           [](char c) { return static_cast<unsigned char>(c) < 0x80; });
    };
    if (ascii(vendor)) {
        const auto lower = [](char c) {
            return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
        };
        for (std::size_t index = 0; index < allVendors.size(); ++index) {
            const std::string_view known = allVendors[index];
            if (ascii(known) && known.size() == vendor.size() &&
                std::equal(known.begin(), known.end(), vendor.begin(),
                           [&](char a, char b) { return lower(a) == lower(b); })) {
                return vendors[index];
            }
        }
        if (std::all_of(allVendors.begin(), allVendors.end(), ascii)) {
            return true;
        }
    }
    for (std::size_t index = 0; index < allVendors.size(); ++index) {
        if (QString::fromUtf8(allVendors[index].data(), static_cast<qsizetype>(allVendors[index].size()))
                .compare(QString::fromUtf8(vendor.data(), static_cast<qsizetype>(vendor.size())),
                         Qt::CaseInsensitive) == 0) {
            return vendors[index];
        }
    }
    return true;
}

std::vector<std::string> ChartSettings::shownVendors() const {
    std::vector<std::string> shown;
    for (std::size_t index = 0; index < allVendors.size(); ++index) {
        if (vendors[index]) {
            shown.emplace_back(allVendors[index]);
        }
    }
    if (shown.size() == allVendors.size()) {
        shown.clear();
    }
    return shown;
}

} // namespace gpuadvisor
