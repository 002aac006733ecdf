#pragma once

#include "gpuadvisor/core/catalog/date.h"
#include "gpuadvisor/core/catalog/enums.h"

#include <QString>

#include <optional>
#include <stdexcept>
#include <string>

namespace gpuadvisor {

/// Why a catalog operation failed, for callers that offer a way out: recover a damaged file,
/// open a newer one read-only, try a locked one again. The message says the same in words.
enum class CatalogErrorKind {
    Other,            ///< A rule was broken (an invalid card, an unknown name) or something else.
    NotACatalog,      ///< An SQLite file of some other program; it was left untouched.
    Damaged,          ///< Not an SQLite file, truncated, or failing PRAGMA quick_check.
    NewerSchema,      ///< Written by a newer GPU Advisor: it may only be opened read-only.
    Locked,           ///< Another program (another GPU Advisor) held the file past the wait.
    ReadOnly,         ///< The file or its folder cannot be written, or it was opened read-only.
    DiskFull,         ///< The disk filled up during a write; the transaction was rolled back.
    WriteFailed,      ///< Another input/output error during a write; rolled back as well.
    MissingDirectory, ///< The folder to create the file in does not exist.
    /// Another program (the command line, an import, another window) changed what an edit would
    /// overwrite since the editor read it; see CatalogError::outsideChange().
    ChangedElsewhere,
};

/// What another program changed under an editor (CatalogErrorKind::ChangedElsewhere): one value
/// the edit would have overwritten, as the editor saw it and as the catalog holds it now.
struct OutsideChange {
    std::string card; ///< The card, named as the editor saw it (or as the edit names it).
    /// The card field that changed (a gpuFields() name: "vendor"), "price_usd" for a price (with
    /// `condition`), or empty for the card as a whole (removed or renamed, or added: see seen/now).
    std::string field;
    std::optional<Condition> condition; ///< A price's condition.
    /// A dated price observation's date; std::nullopt for the card's price as shown (PriceBook::latest).
    std::optional<Date> observedOn;
    /// The value as the editor saw it (CSV text; a price in US dollars, the card's name for the
    /// card as a whole); std::nullopt where it saw none.
    std::optional<std::string> seen;
    /// The value stored now, in the same form; std::nullopt where there is none now.
    std::optional<std::string> now;
};

/// A catalog operation failed: the file cannot be opened or written, is not a catalog, is damaged
/// or from a newer version, or SQLite refused a statement. message() names the file and the cause
/// in words a user can act on; kind() classifies it. Whatever failed wrote nothing.
class CatalogError : public std::runtime_error {
public:
    explicit CatalogError(const QString& message, CatalogErrorKind kind = CatalogErrorKind::Other)
        : std::runtime_error(message.toStdString())
        , m_message(message)
        , m_kind(kind) {}
    /// A ChangedElsewhere error: `message` in English, `change` for callers that word it themselves.
    CatalogError(const QString& message, OutsideChange change)
        : std::runtime_error(message.toStdString())
        , m_message(message)
        , m_kind(CatalogErrorKind::ChangedElsewhere)
        , m_outsideChange(std::move(change)) {}

    const QString& message() const { return m_message; }
    CatalogErrorKind kind() const { return m_kind; }
    /// What changed, for kind() ChangedElsewhere; std::nullopt otherwise.
    const std::optional<OutsideChange>& outsideChange() const { return m_outsideChange; }

private:
    QString m_message;
    CatalogErrorKind m_kind;
    std::optional<OutsideChange> m_outsideChange;
};

} // namespace gpuadvisor
