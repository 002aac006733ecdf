#pragma once

#include "gpuadvisor/core/build/savedbuild.h"
#include "gpuadvisor/core/catalog/benchmark.h"
#include "gpuadvisor/core/catalog/catalogcsv.h"
#include "gpuadvisor/core/catalog/catalogrecords.h"
#include "gpuadvisor/core/catalog/gpu.h"
#include "gpuadvisor/core/catalog/shippedmerge.h"
#include "gpuadvisor/core/catalog/validation.h"
#include "gpuadvisor/db/catalogerror.h"

#include <QString>

#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

class QSqlDatabase;

namespace gpuadvisor {

namespace sql {
class Transaction;
}

/// Outcome of a CSV import: either every row was written (errors empty) or none was.
struct ImportResult {
    CatalogTable table = CatalogTable::Gpus;
    std::size_t inserted = 0;           ///< New rows.
    std::size_t updated = 0;            ///< Rows that replaced one with the same key (card name, ...).
    std::size_t unchanged = 0;          ///< Benchmark rows identical to a stored one, so not written again.
    std::vector<CsvImportError> errors; ///< The first maxListedCsvErrors problems, in line order.
    std::size_t unlistedErrors = 0;     ///< Problems found beyond those listed.

    bool ok() const { return errors.empty(); }
    /// Every problem found, listed or not.
    std::size_t errorCount() const { return errors.size() + unlistedErrors; }
};

/// What an import would do to one row of the catalog.
enum class ImportChange {
    New,       ///< No stored row has its key.
    Changed,   ///< A stored row with its key holds other values; the import replaces it.
    Unchanged, ///< The stored row with its key already holds these values.
};

/// One valid row of a CSV file as an import would write it.
struct ImportPreviewRow {
    std::size_t line = 0;
    ImportChange change = ImportChange::New;
    std::string label;  ///< The row's key for people (catalogRowLabel).
    std::string before; ///< The stored row as CSV text (Changed and Unchanged only).
    std::string after;  ///< The file's row as CSV text.
};

/// What importing a CSV text would change, without changing anything (Catalog::previewImport).
struct ImportPreview {
    CatalogTable table = CatalogTable::Gpus;
    std::vector<ImportPreviewRow> rows;   ///< Every valid row, in file order; empty when any is rejected.
    std::vector<CsvImportError> rejected; ///< The first maxListedCsvErrors bad rows or cells.
    std::size_t unlistedRejected = 0;     ///< Bad rows or cells found beyond those listed.

    std::size_t count(ImportChange change) const;
    /// Every bad row or cell found, listed or not.
    std::size_t rejectedCount() const { return rejected.size() + unlistedRejected; }
    /// Whether applying would write something: no rejected rows and at least one new or changed.
    bool canApply() const {
        return rejected.empty() && count(ImportChange::New) + count(ImportChange::Changed) > 0;
    }
};

/// A card's price in one condition as an editor showed it: PriceBook::latest of the card's
/// observations as of `asOf` (the catalog table's newest new or used price).
struct ShownPrice {
    Date asOf{};
    std::optional<double> priceUsd; ///< std::nullopt when the editor showed no price.
};

/// A stored row that breaks a rule (see validation.h), with the row it is in.
struct CatalogProblem {
    CatalogTable table = CatalogTable::Gpus;
    std::string row; ///< The row's key in words: a card name, "RTX 3090 / used / 2020-09-07", ...
    FieldProblem problem;
};

/// How a catalog is opened.
enum class CatalogAccess {
    ReadWrite, ///< Writes allowed where the file and its folder permit (else read-only).
    ReadOnly,  ///< Never written: no creation, no migration. Also opens a newer schema.
};

/// Why an open catalog refuses writes.
enum class ReadOnlyReason {
    None,                 ///< It is writable.
    Requested,            ///< Opened with CatalogAccess::ReadOnly.
    FileNotWritable,      ///< The file's permissions forbid writing.
    DirectoryNotWritable, ///< The folder is read-only, so SQLite cannot write its journal.
    NewerSchema,          ///< Written by a newer GPU Advisor; writing could damage its data.
};

/// What Catalog::recoverDamaged did with a damaged file.
struct CatalogRecovery {
    QString backupPath; ///< The damaged file, kept as "<file>.damaged-<yyyyMMdd-HHmmss>.bak".
    /// Rows read from the damaged file and written over the fresh catalog's shipped data,
    /// per table: cards, prices, cloud offers, system costs, saved builds, the user's benchmark
    /// results (the shipped ones come with the fresh catalog).
    std::size_t gpus = 0;
    std::size_t prices = 0;
    std::size_t cloudOffers = 0;
    std::size_t systemBaseCosts = 0;
    std::size_t builds = 0;
    std::size_t benchmarks = 0;
    /// Rows that could be read but break a rule (validation.h) and were left out.
    std::size_t invalidRows = 0;
    /// False when SQLite could not read some table to its end: rows beyond the damage are lost
    /// (they remain in the backup).
    bool everythingRead = true;

    std::size_t salvagedRows() const {
        return gpus + prices + cloudOffers + systemBaseCosts + builds + benchmarks;
    }
};

/// The GPU catalog: one SQLite file holding cards, price history, cloud offers, system base
/// costs, measured benchmark results and saved builds. Each instance owns its own named QtSql
/// connection, so several may be open at once (one per thread at most). Every write is one
/// transaction: it happens entirely or not at all.
class Catalog {
public:
    /// Opens the catalog file at `path`, after PRAGMA quick_check. With ReadWrite, a file that
    /// does not exist is created with the current schema and filled with the shipped catalog
    /// (resources/catalog), and an older schema is migrated in one transaction after a backup
    /// copy "<file>.schema-v<N>.bak" is written next to it. A catalog made or last opened by a
    /// version with other shipped data gets this version's new and changed shipped rows in the
    /// same way (backup "<file>.before-update.bak" when the schema is current), never replacing
    /// a row the user added or edited (see shippedUpdate()). A file or folder that cannot be written is
    /// opened read-only instead (see readOnlyReason()). Throws CatalogError, leaving the file untouched, with
    /// kind(): NotACatalog (another program's SQLite file), Damaged (garbage, truncated, failing quick_check:
    /// see recoverDamaged), NewerSchema (ReadWrite only: open it ReadOnly), Locked (another program held it
    /// for sql::busyTimeoutMilliseconds), MissingDirectory, ReadOnly (a new file in a read-only folder), or
    /// Other.
    explicit Catalog(const QString& path, CatalogAccess access = CatalogAccess::ReadWrite);
    ~Catalog();
    Catalog(const Catalog&) = delete;
    Catalog& operator=(const Catalog&) = delete;

    /// Makes a usable catalog of a damaged one (CatalogErrorKind::Damaged): builds a fresh catalog
    /// from the shipped data beside the file, copies into it, in one transaction, every row SQLite
    /// can still read from the damaged file that passes validation (the user's cards, prices,
    /// builds and benchmark results; a salvaged row replaces the shipped row with the same key,
    /// except that only the user's benchmark rows are salvaged, and kept beside the shipped ones),
    /// keeps the damaged file (with its -journal, if any) as a timestamped backup next to it, and
    /// only then renames the new catalog over the path. A kill or a failure at any point leaves
    /// the damaged file at `path`, so the recovery can simply run again; on failure CatalogError
    /// is thrown and nothing is changed. A path that is not a regular file (a FIFO, a device) is
    /// refused by name before anything is opened.
    static CatalogRecovery recoverDamaged(const QString& path);

    /// The thorough check of `path` that opening skips for speed: opens it read-only (throwing
    /// whatever opening throws) and runs SQLite's PRAGMA integrity_check, which compares every
    /// index with its table (a stale index passes quick_check), and looks for two cards with one
    /// name. Throws CatalogError (Damaged) naming the first problem; returns if the file is sound.
    static void verifyIntegrity(const QString& path);

    /// Where the user's own catalog lives: gpu-advisor/catalog.sqlite in the generic data
    /// location (~/.local/share), the same file for the desktop app and the CLI.
    static QString defaultPath();
    /// The schema version this build writes (PRAGMA user_version).
    static int currentSchemaVersion();

    QString path() const { return m_path; }
    /// True when writes are refused; every writing method then throws CatalogError (ReadOnly).
    bool isReadOnly() const { return m_readOnlyReason != ReadOnlyReason::None; }
    /// Whether the file is an older GPU Advisor's catalog, read as it is (opened ReadOnly): a
    /// ReadWrite open upgrades it.
    bool isOlderSchema() const;
    ReadOnlyReason readOnlyReason() const { return m_readOnlyReason; }
    /// Why it is read-only, in English (for the CLI and logs); empty when writable.
    QString readOnlyExplanation() const;
    /// True when this open created the file and loaded the shipped data.
    bool wasCreated() const { return m_wasCreated; }
    /// Whether this open read every page of the file with SQLite's quick check: false when the file
    /// had passed it before and has not changed since (same size, time and header; issue 36).
    bool wasCheckedOnOpen() const { return m_checkedOnOpen; }
    /// What this open merged from this version's shipped data into a catalog made or last opened
    /// by another version (new cards, prices, cloud offers, benchmark results; shipped rows it
    /// updated; the user's rows it kept), with the backup written first; std::nullopt when the
    /// catalog already had this version's data, was created by this open, or is read-only.
    const std::optional<ShippedUpdate>& shippedUpdate() const { return m_shippedUpdate; }

    /// Every card, sorted by name as people read it ("GTX 980" before "GTX 1080"; see naturalLess).
    std::vector<Gpu> gpus() const;
    std::vector<std::string> gpuNames() const;
    /// The card whose name equals `name` ignoring case and extra spaces.
    std::optional<Gpu> findGpu(std::string_view name) const;

    /// All price observations, by card name then date; or those of one card.
    std::vector<PriceObservation> prices() const;
    std::vector<PriceObservation> pricesFor(std::string_view gpuName) const;
    /// All price observations grouped by card (cards in no particular order), each card's by
    /// condition, day and source: the order the catalog keeps them in, read without sorting (a
    /// sort by name was most of the read at 100,000 prices, issue 36). What a PriceBook needs.
    std::vector<PriceObservation> pricesByCard() const;
    /// gpus() and pricesByCard() read together, for a caller that needs both: the launch prices
    /// come from the prices read, not from a second pass over them.
    struct CardsAndPrices {
        std::vector<Gpu> gpus;
        std::vector<PriceObservation> prices;
    };
    CardsAndPrices cardsAndPrices() const;
    std::vector<CloudOffer> cloudOffers() const;
    std::vector<SystemBaseCost> systemBaseCosts() const;

    /// Every measured benchmark result, shipped and the user's, sorted by card name as people
    /// read it (naturalLess), then model, GPU count and origin (shipped first), then the rest of
    /// the key. Empty for a catalog of schema 2 or older opened read-only.
    std::vector<BenchmarkResult> benchmarks() const;
    /// Only the rows that can measure `metric` for `workload` on one GPU (those measures() accepts,
    /// with a GPU count of 1), in the same order: what MeasuredPerformance compares for a chart or
    /// a ranking of that metric, read without the rest of the table (issue 36).
    std::vector<BenchmarkResult> benchmarksMeasuring(Metric metric, Workload workload) const;
    /// The 16-bit training rows of `workload` at every GPU count, in no particular order
    /// (sortBenchmarkRows puts them in the one above): the measurements the performance model's
    /// estimates of that workload rest on, for every metric.
    /// The vendors they cover (vendorsMeasuring) are those whose estimates are checked; the
    /// charts, the comparison, the advisor and `rank` mark the others as datasheet-only.
    std::vector<BenchmarkResult> benchmarksBackingEstimates(Workload workload) const;
    /// Those of the card whose name equals `gpuName` ignoring case and extra spaces (none if
    /// there is no such card), in the same order.
    std::vector<BenchmarkResult> benchmarksFor(std::string_view gpuName) const;

    /// Imports a CSV file written by exportCsv (or by hand with the same header): the table is
    /// recognised from the header; with `expectedTable`, a file of another table is an error on
    /// its header line. Rows whose key exists replace the stored row. All rows or none: any bad
    /// row means nothing is written, and every bad row is reported with its line and column (the
    /// first maxListedCsvErrors; the others are counted). Throws CatalogError only if the file
    /// cannot be read or the database fails.
    ///
    /// Benchmark rows are imported as the user's (BenchmarkOrigin::User) and kept apart from the
    /// shipped ones: a row identical to a stored row (benchmarkKey and sameMeasurement) is
    /// counted as unchanged, so importing an export changes nothing; a row with the key of
    /// another user row replaces it; a row with the key of a shipped row but another value,
    /// unit or workload is an error (shipped rows are never changed by an import).
    ImportResult importCsvFile(const QString& filePath,
                               std::optional<CatalogTable> expectedTable = std::nullopt);
    /// What importCsvText would do with `text`, writing nothing: each valid row new, changed or
    /// unchanged against the stored row with its key, or every rejected row with its line and
    /// column (a bad cell, a duplicate key, an unknown card; then no row would be written).
    ImportPreview previewImport(std::string_view text,
                                std::optional<CatalogTable> expectedTable = std::nullopt) const;
    /// The same for CSV text already in memory.
    ImportResult importCsvText(std::string_view text,
                               std::optional<CatalogTable> expectedTable = std::nullopt);

    /// Writes one table as CSV, atomically (QSaveFile): the file is complete or unchanged.
    void exportCsvFile(CatalogTable table, const QString& filePath) const;
    std::string exportCsvText(CatalogTable table) const;
    /// The benchmarks table with only the rows of one origin: the user's own measurements, or
    /// the shipped ones. (CatalogTable::Benchmarks exports both.)
    void exportBenchmarksCsvFile(BenchmarkOrigin origin, const QString& filePath) const;
    std::string exportBenchmarksCsvText(BenchmarkOrigin origin) const;

    // Editing one card or price at a time (the catalog editor; each call is one undoable step).
    // Every call is one transaction: on any CatalogError nothing was written. Input is checked
    // with validateGpu / validatePrice (dates up to today, as in an import) and a failure throws
    // a CatalogError naming the card and every field that is wrong. Card names are matched as
    // import and findGpu match them: ignoring case and repeated or surrounding spaces.

    /// Adds `gpu`, or replaces every spec of the card with the same name (its spelling too,
    /// "rtx 4090" -> "RTX 4090"); the card's prices and cloud offers are kept. The name is
    /// stored trimmed, with runs of spaces collapsed. Throws CatalogError if `gpu` is invalid.
    void upsertGpu(const Gpu& gpu);
    /// Replaces the card named `oldName` with `gpu`, whose name may differ: its price history and
    /// cloud offers move with it (they refer to the card, not to its name). Renaming back undoes
    /// it. Throws CatalogError if `gpu` is invalid, no card is named `oldName`, or another card
    /// already has the new name.
    void renameGpu(std::string_view oldName, const Gpu& gpu);
    /// Deletes the card and all its price observations. A card that cloud offers or benchmark
    /// results (shipped or the user's) refer to is refused: those rows would be lost and no
    /// editing call restores them. Throws CatalogError if there is no such card (with close names
    /// as suggestions) or offers or benchmarks use it.
    void removeGpu(std::string_view name);
    /// Adds a dated price of an existing card. An observation with the same key (card,
    /// condition, date and source, the table's unique key; source ignoring case) is replaced.
    /// Throws CatalogError if the price is invalid or there is no card of that name.
    void addPrice(const PriceObservation& price);
    /// Deletes the one observation with this key (see addPrice; observations of the same day
    /// from other sources stay). Throws CatalogError if there is no such card or observation.
    void removePrice(std::string_view gpuName, Condition condition, Date observedOn, std::string_view source);
    /// Deletes the user's own benchmark results of the card (matched as benchmarksFor matches),
    /// only those of `model` (any case) when it is not empty, and returns how many. Shipped
    /// results are never deleted. One transaction. Throws CatalogError if there is no such card
    /// or none of the user's results match (saying so when shipped ones would have).
    std::size_t removeUserBenchmarks(std::string_view gpuName, std::string_view model = {});

    // Edits checked against the catalog as the editor saw it. Another program (the command line,
    // an import, another window) may have changed the catalog since the editor read it. These
    // calls write only what the user changed, and throw CatalogError of kind ChangedElsewhere
    // (naming the card, the value, what the editor saw and what is stored now: outsideChange())
    // without writing anything when a value they would overwrite or remove is no longer what the
    // editor saw. Undo and redo call them too, with `seen` and `edited` swapped, so an undo never
    // overwrites an outside change either. Each call is one transaction.

    /// Writes the fields in which `edited` differs from `seen` (the card as the editor showed it,
    /// found by seen's name as findGpu finds it) and no other: the other fields keep what is
    /// stored, whoever wrote it. A new name renames the card (its prices, cloud offers and
    /// benchmark results follow; stored with runs of spaces collapsed). ChangedElsewhere when the
    /// card is gone, when a field to be written holds another value than seen's, or when another
    /// card has the new name. Other CatalogErrors when the card with the new values breaks a rule
    /// (validateGpu). Nothing to write (equal cards) writes nothing.
    void updateGpu(const Gpu& seen, const Gpu& edited);
    /// Adds a new card (as upsertGpu stores it). ChangedElsewhere when a card with its name exists.
    void insertGpu(const Gpu& gpu);
    /// Deletes the card as the editor saw it with its price history, `seenPrices` (as pricesFor
    /// lists it). ChangedElsewhere when the card is gone, a field differs, or an observation was
    /// added, changed or removed since; refused as removeGpu(name) refuses.
    void removeGpu(const Gpu& seen, const std::vector<PriceObservation>& seenPrices);
    /// Writes `edited` over the price observation with the same key (see addPrice) that the editor
    /// saw as `seen`: std::nullopt for `seen` adds one where the editor saw none, for `edited`
    /// deletes `seen`. With `shown`, also the card's price the editor showed and typed over (the
    /// catalog table's cells). ChangedElsewhere when the stored observation with that key is not
    /// `seen` (or exists where seen is std::nullopt), or the card's price is no longer `shown`.
    /// Refused as addPrice and removePrice refuse; `seen` and `edited` must have the same key.
    void updatePrice(const std::optional<PriceObservation>& seen,
                     const std::optional<PriceObservation>& edited,
                     const std::optional<ShownPrice>& shown = std::nullopt);

    /// Changes when another connection (another program, or another Catalog of the same file) has
    /// committed a change since the last call, never for this catalog's own writes (SQLite's
    /// PRAGMA data_version): the window compares it to notice outside changes and reload.
    quint64 dataVersion() const;

    /// Runs `changes`, calls of this catalog's writing methods, as one transaction: all of them
    /// are written, or none if any throws (the exception is passed on). Used for user actions
    /// that take several calls, such as deleting several cards or undoing a delete (a card and
    /// its prices): a crash or kill in the middle leaves the catalog as it was. Nests.
    void writeAtomically(const std::function<void()>& changes);

    // The user's saved builds (the build checker). Stored as JSON per build in the builds table;
    // card names, not specs, so a build follows catalog edits. Each call is one transaction.
    // Build names are matched as card names are: ignoring case and repeated or surrounding spaces.

    /// Names of the saved builds, in natural order.
    std::vector<std::string> buildNames() const;
    /// The build with that name (ignoring case), or std::nullopt. Throws CatalogError naming the
    /// build if its stored data is damaged (not JSON, a value of the wrong type, a rule of
    /// saveBuild broken) or was written by a newer version; missing machine fields take
    /// BuildSpec's defaults and unknown fields are ignored.
    std::optional<SavedBuild> loadBuild(std::string_view name) const;
    /// Saves `build`, replacing a build of the same name (ignoring case; the new spelling is
    /// kept). The name is stored trimmed, with runs of spaces collapsed. Throws CatalogError
    /// naming every wrong field if the name is empty, there are no GPUs or more than
    /// maxGpusPerMachine, a count is below 1, a power limit is not above 0, a slot width is outside
    /// 0-4, psu_watts is not above 0, psu_efficiency is outside (0, 1], or a number is not finite.
    void saveBuild(const SavedBuild& build);
    /// Deletes the build. Throws CatalogError if there is no build of that name.
    void removeBuild(std::string_view name);

    /// Range and consistency checks of every stored row plus cross-row rules (every card has a
    /// price, system base costs for 1, 2, 4 and 8 GPUs exist, prices not dated before the card,
    /// every benchmark result's card exists).
    std::vector<CatalogProblem> validate() const;

private:
    /// Where a new catalog file is made.
    enum class Creation {
        BesideThenRename, ///< At a unique name beside the path, renamed into place when complete.
        InPlace,          ///< At the path itself (the file being built by BesideThenRename).
    };
    Catalog(const QString& path, CatalogAccess access, Creation creation);
    /// The cards as stored: the launch price typed in, in no particular order.
    std::vector<Gpu> storedGpus() const;
    /// Builds a new catalog beside `path` and renames it into place; false when another program
    /// made `path` meanwhile (its file is kept and this one dropped).
    static bool createBeside(const QString& path);
    /// Copies every readable, valid row of the damaged file at `damagedPath` into `fresh`.
    static void salvageInto(const Catalog& fresh, const QString& damagedPath, CatalogRecovery& recovery);
    /// Throws Damaged if two cards share a name, which the gpus name index forbids: reading the
    /// table without the index finds what a stale index hides.
    void requireUniqueCardNames() const;
    /// Throws NotACatalog (another program's file) or Damaged (a catalog whose tables or columns
    /// differ from its schema version's, or an impossible version) before anything is written.
    void requireCatalogShape(const QSqlDatabase& database) const;
    /// Creates, migrates or updates the shipped data as needed; false when another program
    /// changed the schema version meanwhile (the caller looks again).
    bool bringUpToDate(CatalogAccess access);
    void open(CatalogAccess access);
    void openConnection(bool readOnly);
    /// The fingerprint of this version's shipped data (resources/catalog), kept in catalog_info
    /// once merged into a catalog.
    static QString shippedDataFingerprint();
    /// Lists the rows earlier versions shipped (resources/catalog/earlier) in shipped_rows, so a
    /// catalog they made tells their rows from the user's. Inside the caller's transaction.
    void rememberEarlierShippedRows();
    /// Merges this version's shipped rows (see shippedmerge.h) and records its fingerprint,
    /// inside the caller's transaction. For a `newCatalog` (empty tables) every row must be added.
    ShippedUpdate mergeShippedData(bool newCatalog);
    /// Whether this version's shipped data was merged (schema 4 and later).
    bool hasCurrentShippedData() const;
    /// Writes CSV text to `filePath` atomically; `what` names the table in the error message.
    static void writeCsvFile(const std::string& text, const QString& filePath, const QString& what);
    /// Throws CatalogError (ReadOnly) naming `action` when the catalog is read-only.
    void requireWritable(const QString& action) const;
    /// The transaction of one writing call: its own, or part of writeAtomically's.
    sql::Transaction beginWrite() const;
    /// Whether the saved-builds table exists (schema 2; an older file opened read-only lacks it).
    bool hasBuildsTable() const { return m_schemaVersion >= 2; }
    /// Whether the benchmarks table exists (schema 3).
    bool hasBenchmarksTable() const { return m_schemaVersion >= 3; }

    QString m_path;
    QString m_connectionName;
    bool m_wasCreated = false;
    bool m_checkedOnOpen = false;
    std::optional<ShippedUpdate> m_shippedUpdate;
    ReadOnlyReason m_readOnlyReason = ReadOnlyReason::None;
    int m_schemaVersion = 0;
    int m_atomicDepth = 0; ///< writeAtomically calls in progress
};

} // namespace gpuadvisor
