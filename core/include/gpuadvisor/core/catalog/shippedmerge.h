#pragma once

// Bringing a user's catalog up to a newer version's shipped data without losing the user's work.
// A catalog remembers, for every shipped row key (catalogRowKey), the text of the row as each
// version shipped it (catalogRowText). A stored row whose text is one of those is still as shipped
// and takes the newer version's row; any other text is the user's edit, or the user's own row
// that happens to have the key, and stays.

#include "gpuadvisor/core/catalog/catalogcsv.h"

#include <array>
#include <cstddef>
#include <span>
#include <string>
#include <string_view>

namespace gpuadvisor {

/// What a newer version's shipped row does to a catalog.
enum class ShippedRowAction {
    Current,     ///< The stored row already equals it: nothing to do.
    Add,         ///< No stored row has its key and no earlier version shipped one: added.
    Update,      ///< The stored row is as an earlier version shipped it: replaced.
    KeepUsers,   ///< The stored row differs from every shipped version: the user's, kept.
    KeepDeleted, ///< An earlier version shipped the key but no row has it: the user deleted it.
};

/// The action for one shipped row whose text is `shipped`. `stored` is the text of the stored row
/// with the same key, or nullptr when there is none; `shippedBefore` holds the texts earlier
/// versions shipped under that key (empty when the key is new).
ShippedRowAction shippedRowAction(const std::string* stored, std::span<const std::string> shippedBefore,
                                  std::string_view shipped);

/// How many shipped rows of one table got each action.
struct ShippedRowCounts {
    std::size_t added = 0;
    std::size_t updated = 0;
    std::size_t keptUsers = 0;   ///< The user's version was kept.
    std::size_t keptDeleted = 0; ///< The user had deleted it; not brought back.
    std::size_t skipped = 0;     ///< Not added: the row's card is not in the catalog.
    std::size_t current = 0;
};

/// What merging a version's shipped data into a catalog did, per table.
struct ShippedUpdate {
    std::array<ShippedRowCounts, 5> tables; ///< Indexed by CatalogTable.
    std::string backupPath;                 ///< The copy written before the merge; empty if none.

    ShippedRowCounts& of(CatalogTable table) { return tables[static_cast<std::size_t>(table)]; }
    const ShippedRowCounts& of(CatalogTable table) const { return tables[static_cast<std::size_t>(table)]; }
    /// Whether any row was added or replaced.
    bool changedRows() const;
    /// Whether any of the user's rows was kept against a newer shipped one, or a deleted one
    /// left deleted.
    bool keptUsersRows() const;
    /// Whether the merge did anything to tell the user about: changedRows() or keptUsersRows().
    /// Without it the update was of the schema (or of the mark of the shipped data) alone.
    bool affectedRows() const { return changedRows() || keptUsersRows(); }
};

/// The update in English, for the CLI and logs: "2 new cards, 46 new prices, 84 new cloud offers;
/// 13 cards updated; kept 3 of your own rows", or "nothing new" when no row changed.
std::string describeShippedUpdate(const ShippedUpdate& update);

} // namespace gpuadvisor
