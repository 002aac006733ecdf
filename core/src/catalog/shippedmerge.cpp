#include "gpuadvisor/core/catalog/shippedmerge.h"

#include <algorithm>
#include <vector>

namespace gpuadvisor {
namespace {

/// "1 new card", "46 new prices": the words of one table in the singular and plural.
struct TableWords {
    CatalogTable table;
    std::string_view singular;
    std::string_view plural;
};

constexpr std::array tableWords{
    TableWords{CatalogTable::Gpus, "card", "cards"},
    TableWords{CatalogTable::Prices, "price", "prices"},
    TableWords{CatalogTable::CloudOffers, "cloud offer", "cloud offers"},
    TableWords{CatalogTable::SystemBaseCosts, "system cost", "system costs"},
    TableWords{CatalogTable::Benchmarks, "benchmark result", "benchmark results"},
};

std::string counted(std::size_t count, const TableWords& words, std::string_view qualifier, bool before) {
    std::string text = std::to_string(count) + ' ';
    if (before) {
        text += std::string(qualifier) + ' ';
    }
    text += count == 1 ? words.singular : words.plural;
    if (!before) {
        text += ' ' + std::string(qualifier);
    }
    return text;
}

std::string joined(const std::vector<std::string>& parts) {
    std::string text;
    for (const std::string& part : parts) {
        text += (text.empty() ? "" : ", ") + part;
    }
    return text;
}

} // namespace

ShippedRowAction shippedRowAction(const std::string* stored, std::span<const std::string> shippedBefore,
                                  std::string_view shipped) {
    if (stored == nullptr) {
        return shippedBefore.empty() ? ShippedRowAction::Add : ShippedRowAction::KeepDeleted;
    }
    if (*stored == shipped) {
        return ShippedRowAction::Current;
    }
    const bool asShipped =
        std::find(shippedBefore.begin(), shippedBefore.end(), *stored) != shippedBefore.end();
    return asShipped ? ShippedRowAction::Update : ShippedRowAction::KeepUsers;
}

bool ShippedUpdate::changedRows() const {
    return std::any_of(tables.begin(), tables.end(),
                       [](const ShippedRowCounts& counts) { return counts.added + counts.updated > 0; });
}

bool ShippedUpdate::keptUsersRows() const {
    return std::any_of(tables.begin(), tables.end(), [](const ShippedRowCounts& counts) {
        return counts.keptUsers + counts.keptDeleted > 0;
    });
}

std::string describeShippedUpdate(const ShippedUpdate& update) {
    std::vector<std::string> added;
    std::vector<std::string> updated;
    std::size_t kept = 0;
    std::size_t deleted = 0;
    std::size_t skipped = 0;
    for (const TableWords& words : tableWords) {
        const ShippedRowCounts& counts = update.of(words.table);
        if (counts.added > 0) {
            added.push_back(counted(counts.added, words, "new", true));
        }
        if (counts.updated > 0) {
            updated.push_back(counted(counts.updated, words, "updated", false));
        }
        kept += counts.keptUsers;
        deleted += counts.keptDeleted;
        skipped += counts.skipped;
    }
    std::vector<std::string> sentences;
    if (!added.empty()) {
        sentences.push_back(joined(added));
    }
    if (!updated.empty()) {
        sentences.push_back(joined(updated));
    }
    if (sentences.empty()) {
        sentences.push_back("nothing new");
    }
    if (kept > 0) {
        sentences.push_back("kept your own version of " + std::to_string(kept) +
                            (kept == 1 ? " row" : " rows"));
    }
    if (deleted > 0) {
        sentences.push_back(std::to_string(deleted) + (deleted == 1 ? " row" : " rows") +
                            " you deleted stayed deleted");
    }
    if (skipped > 0) {
        sentences.push_back(std::to_string(skipped) + (skipped == 1 ? " row" : " rows") +
                            " of cards you removed or renamed left out");
    }
    std::string text;
    for (const std::string& sentence : sentences) {
        text += (text.empty() ? "" : "; ") + sentence;
    }
    return text;
}

} // namespace gpuadvisor
