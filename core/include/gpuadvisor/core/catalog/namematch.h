#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace gpuadvisor {

/// The form names are compared in: collapsedSpaces in ASCII lower case ("  RTX   4090 " and
/// "RTX\u00A04090\u200B" -> "rtx 4090"). Use it as a map key for lookups.
std::string normalizedName(std::string_view name);
/// normalizedName(name) written into `buffer`, for lookups that must not allocate: only when
/// `name` is already in stored form (printable ASCII, single spaces, see collapsedSpaces) and fits;
/// std::nullopt otherwise (then call normalizedName). The view points into `buffer`.
std::optional<std::string_view> normalizedNameInto(std::string_view name, std::span<char> buffer);
/// `text` as card and build names are stored: without surrounding spaces, inner runs of spaces
/// collapsed to one space, case kept ("  RTX   4090 " -> "RTX 4090"). Unicode spaces (no-break,
/// en, thin, ideographic, ...; U+00A0, U+2000-U+200A, U+202F, U+3000, ...) count as spaces, and
/// invisible characters (zero-width space and joiners, direction marks, word joiner, U+FEFF, soft
/// hyphen) are dropped, so that a name copied from a web page is the same card, not a look-alike.
std::string collapsedSpaces(std::string_view text);

/// The entry of `names` equal to `query` as normalizedName compares them.
std::optional<std::string> findNameIgnoringCase(std::string_view query,
                                                const std::vector<std::string>& names);

/// Orders names as people read them: ignoring case, with runs of digits compared as numbers,
/// so "GTX 580" < "GTX 980 Ti" < "GTX 1080" (a plain string compare puts "GTX 1080" first).
bool naturalLess(std::string_view a, std::string_view b);

/// A key whose plain byte order (std::string's operator<) is naturalLess's order of the names:
/// keys equal exactly when neither name is less. Sorting many rows by several names computes
/// each key once instead of parsing the names again in every comparison.
std::string naturalSortKey(std::string_view name);

/// naturalLess as a function object, for std::sort and ordered containers.
struct NaturalLess {
    bool operator()(std::string_view a, std::string_view b) const { return naturalLess(a, b); }
};

/// Up to `limit` entries of `names` closest to a mistyped `query`, best first: names containing
/// the query's words rank first, then by edit distance (case-insensitive). Names too far from
/// the query to be a plausible typo are left out.
std::vector<std::string> closestNames(std::string_view query, const std::vector<std::string>& names,
                                      std::size_t limit = 3);

/// closestNames for several queries against the same names: each name is normalised once, not
/// once per query. Holds a pointer to `names`, which must outlive it and not change.
class NameMatcher {
public:
    explicit NameMatcher(const std::vector<std::string>& names);
    /// closestNames(query, names, limit).
    std::vector<std::string> closest(std::string_view query, std::size_t limit = 3) const;

private:
    const std::vector<std::string>* m_names;
    std::vector<std::string> m_normalized; ///< normalizedName of each of *m_names.
};

} // namespace gpuadvisor
