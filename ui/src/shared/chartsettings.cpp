#include "gpuadvisor/ui/shared/chartsettings.h"

#include <QString>

namespace gpuadvisor {

bool ChartSettings::showsVendor(std::string_view vendor) const {
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
