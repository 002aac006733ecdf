#pragma once

// A catalog that cannot be opened or written, in the user's language. The kinds a user can act
// on (a full disk, a lock, a read-only file) are worded here; rule violations keep the catalog's
// own English message, which names the card and field.

#include "gpuadvisor/db/catalog.h"
#include "gpuadvisor/db/wholefile.h"

#include <QString>

namespace gpuadvisor::text {

/// Why the catalog is read-only, as a clause: "the file is write-protected".
QString readOnlyReasonText(ReadOnlyReason reason);

/// A failed write or read, as one or two sentences saying what happened and what to do.
QString catalogErrorText(const CatalogError& error);

/// An export (a chart, a report) that was not written, naming the file; the old file is kept.
QString wholeFileErrorText(const WholeFileError& error, const QString& path);

/// What another program changed under an edit (CatalogErrorKind::ChangedElsewhere), and that
/// nothing was overwritten: "Another program changed Bandwidth (GB/s) of RTX 3090 after it was
/// shown here: it was "936" and is now "999". Nothing was overwritten."
QString outsideChangeText(const OutsideChange& change);

/// What Catalog::recoverDamaged did: where the damaged file went and which rows came back.
QString recoveryText(const CatalogRecovery& recovery);

/// "and 12,345 more problems" in the user's language and digit grouping: the line after a list
/// of import problems that does not show them all.
QString moreProblemsText(std::size_t count);

/// The problems of a refused import for a message box, one per line: the first `shown` listed
/// ones (the catalog's English message with line and column), then moreProblemsText for the
/// others, listed or only counted (`unlisted`).
QString importProblemsText(const std::vector<CsvImportError>& errors, std::size_t unlisted, int shown = 20);

/// What merging this version's shipped data did (Catalog::shippedUpdate): the new and updated
/// rows per table, the user's rows kept, and where the catalog as it was is kept.
QString shippedUpdateText(const ShippedUpdate& update);

} // namespace gpuadvisor::text
