#include "gpuadvisor/core/catalog/namematch.h"

#include "catalog/textutil.h"

#include <algorithm>
#include <cstdint>
#include <sstream>
#include <utility>

namespace gpuadvisor {

namespace {

/// What a name makes of a character: keeps it, reads it as a space, or drops it as invisible.
enum class NameCharacter { Keep, Space, Invisible };

/// UTF-8 encodings of the characters a name reads as spaces or drops (Unicode's spaces and the
/// zero-width and direction marks a copied name can carry). Core has no Unicode library; these
/// few are matched byte by byte, which also leaves invalid UTF-8 as it is.
struct SpecialCharacter {
    std::string_view bytes;
    NameCharacter kind;
};
constexpr SpecialCharacter specialCharacters[] = {
    {"\xC2\x85", NameCharacter::Space},         // U+0085 NEXT LINE
    {"\xC2\xA0", NameCharacter::Space},         // U+00A0 NO-BREAK SPACE
    {"\xC2\xAD", NameCharacter::Invisible},     // U+00AD SOFT HYPHEN
    {"\xE1\x9A\x80", NameCharacter::Space},     // U+1680 OGHAM SPACE MARK
    {"\xE1\xA0\x8E", NameCharacter::Invisible}, // U+180E MONGOLIAN VOWEL SEPARATOR
    {"\xE2\x80\xA8", NameCharacter::Space},     // U+2028 LINE SEPARATOR
    {"\xE2\x80\xA9", NameCharacter::Space},     // U+2029 PARAGRAPH SEPARATOR
    {"\xE2\x80\xAF", NameCharacter::Space},     // U+202F NARROW NO-BREAK SPACE
    {"\xE2\x81\x9F", NameCharacter::Space},     // U+205F MEDIUM MATHEMATICAL SPACE
    {"\xE3\x80\x80", NameCharacter::Space},     // U+3000 IDEOGRAPHIC SPACE
    {"\xEF\xBB\xBF", NameCharacter::Invisible}, // U+FEFF ZERO WIDTH NO-BREAK SPACE (byte-order mark)
};

/// The kind of the character at the start of `text` and its length in bytes.
std::pair<NameCharacter, std::size_t> nameCharacter(std::string_view text) {
    const auto byte = [&text](std::size_t i) {
        return static_cast<unsigned char>(text[i]);
    };
    if (text.front() == ' ' || text.front() == '\t') {
        return {NameCharacter::Space, 1};
    }
    // Every special character below starts with a lead byte of C2 or more: the rest of ASCII, and
    // stray continuation bytes, are kept as they are without trying each sequence.
    if (byte(0) < 0xC2) {
        return {NameCharacter::Keep, 1};
    }
    // U+2000-U+200F and U+202A-U+202E, U+2060-U+206F: E2 80 xx and E2 81 xx.
    if (text.size() >= 3 && byte(0) == 0xE2 && (byte(1) == 0x80 || byte(1) == 0x81) &&
        (byte(2) & 0xC0) == 0x80) {
        const unsigned int codePoint = 0x2000 + ((byte(1) & 0x3F) << 6) + (byte(2) & 0x3F);
        if (codePoint <= 0x200A) { // EN QUAD ... HAIR SPACE
            return {NameCharacter::Space, 3};
        }
        if ((codePoint >= 0x200B && codePoint <= 0x200F) || // zero-width space, joiners, LRM, RLM
            (codePoint >= 0x202A && codePoint <= 0x202E) || // direction embeddings and overrides
            (codePoint >= 0x2060 && codePoint <= 0x206F && codePoint != 0x2065)) { // word joiner, ...
            return {NameCharacter::Invisible, 3};
        }
    }
    for (const SpecialCharacter& special : specialCharacters) {
        if (text.starts_with(special.bytes)) {
            return {special.kind, special.bytes.size()};
        }
    }
    return {NameCharacter::Keep, 1};
}

/// Whether collapsedSpaces leaves `text` as it is, seen without decoding it: printable ASCII with
/// single spaces between words and none at either end.
bool isCollapsedAscii(std::string_view text) {
    if (!text.empty() && (text.front() == ' ' || text.back() == ' ')) {
        return false;
    }
    char previous = 0;
    for (const char c : text) {
        if (c < 0x20 || c > 0x7E || (c == ' ' && previous == ' ')) {
            return false;
        }
        previous = c;
    }
    return true;
}

} // namespace

std::string collapsedSpaces(std::string_view text) {
    if (isCollapsedAscii(text)) {
        return std::string(text); // the form names are stored in: most calls, read in one pass
    }
    std::string result;
    bool pendingSpace = false;
    text = trimmed(text);
    while (!text.empty()) {
        const auto [kind, length] = nameCharacter(text);
        if (kind == NameCharacter::Space) {
            pendingSpace = true;
        } else if (kind == NameCharacter::Keep) {
            if (pendingSpace && !result.empty()) {
                result.push_back(' ');
            }
            pendingSpace = false;
            result.append(text.substr(0, length));
        }
        text.remove_prefix(length);
    }
    return result;
}

std::optional<std::string_view> normalizedNameInto(std::string_view name, std::span<char> buffer) {
    if (name.size() > buffer.size() || !isCollapsedAscii(name)) {
        return std::nullopt;
    }
    std::transform(name.begin(), name.end(), buffer.begin(), asciiLower);
    return std::string_view(buffer.data(), name.size());
}

std::string normalizedName(std::string_view text) {
    std::string result = collapsedSpaces(text);
    std::transform(result.begin(), result.end(), result.begin(), asciiLower);
    return result;
}

namespace {

/// The words of a normalised name (split at its single spaces).
std::vector<std::string> wordsOf(const std::string& name) {
    std::istringstream stream(name);
    std::vector<std::string> words;
    std::string word;
    while (stream >> word) {
        words.push_back(word);
    }
    return words;
}

bool containsAllWords(std::string_view haystack, const std::vector<std::string>& words) {
    if (words.empty()) {
        return false;
    }
    return std::all_of(words.begin(), words.end(), [&](const std::string& word) {
        return haystack.find(word) != std::string_view::npos;
    });
}

/// The edit distance of `a` and `b`, or any number above `bound` once it is sure to exceed it.
std::size_t boundedEditDistance(std::string_view a, std::string_view b, std::size_t bound,
                                std::vector<std::size_t>& previous, std::vector<std::size_t>& current) {
    const std::size_t lengthGap = a.size() > b.size() ? a.size() - b.size() : b.size() - a.size();
    if (lengthGap > bound) {
        return bound + 1;
    }
    previous.resize(b.size() + 1);
    current.resize(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j) {
        previous[j] = j;
    }
    for (std::size_t i = 1; i <= a.size(); ++i) {
        current[0] = i;
        std::size_t rowMinimum = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1);
            current[j] = std::min({previous[j] + 1, current[j - 1] + 1, substitution});
            rowMinimum = std::min(rowMinimum, current[j]);
        }
        if (rowMinimum > bound) {
            return bound + 1; // every later row is at least as large
        }
        std::swap(previous, current);
    }
    return previous[b.size()];
}

} // namespace

std::optional<std::string> findNameIgnoringCase(std::string_view query,
                                                const std::vector<std::string>& names) {
    const std::string wanted = normalizedName(query);
    for (const auto& name : names) {
        if (normalizedName(name) == wanted) {
            return name;
        }
    }
    return std::nullopt;
}

bool naturalLess(std::string_view a, std::string_view b) {
    const auto isDigit = [](char c) {
        return c >= '0' && c <= '9';
    };
    std::size_t i = 0;
    std::size_t j = 0;
    while (i < a.size() && j < b.size()) {
        if (isDigit(a[i]) && isDigit(b[j])) {
            // Compare the digit runs as numbers: skip leading zeros, then longer is larger.
            std::size_t endA = i;
            std::size_t endB = j;
            while (endA < a.size() && isDigit(a[endA])) {
                ++endA;
            }
            while (endB < b.size() && isDigit(b[endB])) {
                ++endB;
            }
            std::string_view digitsA = a.substr(i, endA - i);
            std::string_view digitsB = b.substr(j, endB - j);
            while (digitsA.size() > 1 && digitsA.front() == '0') {
                digitsA.remove_prefix(1);
            }
            while (digitsB.size() > 1 && digitsB.front() == '0') {
                digitsB.remove_prefix(1);
            }
            if (digitsA.size() != digitsB.size()) {
                return digitsA.size() < digitsB.size();
            }
            if (digitsA != digitsB) {
                return digitsA < digitsB;
            }
            i = endA;
            j = endB;
            continue;
        }
        const char left = asciiLower(a[i]);
        const char right = asciiLower(b[j]);
        if (left != right) {
            return left < right;
        }
        ++i;
        ++j;
    }
    return a.size() - i < b.size() - j;
}

std::string naturalSortKey(std::string_view name) {
    // naturalLess compares chars as (signed) char; flipping the top bit makes the unsigned byte
    // order std::string uses agree, for UTF-8 bytes too.
    const auto byte = [](char c) {
        return static_cast<char>(static_cast<unsigned char>(c) ^ 0x80U);
    };
    const auto isDigit = [](char c) {
        return c >= '0' && c <= '9';
    };
    // Written through a pointer into room for the longest key (a digit run gains a length mark,
    // one char for up to 9 digits, five for more: at most twice the name), then cut to size; a
    // push_back per char was most of the work (issue 36: sorting 100,000 names).
    std::string key(2 * name.size() + 4, '\0');
    char* out = key.data();
    for (std::size_t i = 0; i < name.size();) {
        if (!isDigit(name[i])) {
            *out++ = byte(asciiLower(name[i]));
            ++i;
            continue;
        }
        std::size_t end = i;
        while (end < name.size() && isDigit(name[end])) {
            ++end;
        }
        std::string_view digits = name.substr(i, end - i);
        while (digits.size() > 1 && digits.front() == '0') {
            digits.remove_prefix(1);
        }
        // A digit run is a length mark, then its digits: a longer number is larger. The mark is
        // itself a digit, so a run still sorts against other characters as its first digit does.
        constexpr std::size_t markedLengths = 9;
        if (digits.size() <= markedLengths) {
            *out++ = byte(static_cast<char>('0' + digits.size() - 1));
        } else {
            *out++ = byte('9');
            const auto length = static_cast<std::uint32_t>(digits.size());
            for (int shift = 24; shift >= 0; shift -= 8) {
                *out++ = static_cast<char>((length >> shift) & 0xFFU); // compared only with a length
            }
        }
        for (const char digit : digits) {
            *out++ = byte(digit);
        }
        i = end;
    }
    key.resize(static_cast<std::size_t>(out - key.data()));
    return key;
}

NameMatcher::NameMatcher(const std::vector<std::string>& names)
    : m_names(&names) {
    m_normalized.reserve(names.size());
    for (const auto& name : names) {
        m_normalized.push_back(normalizedName(name));
    }
}

std::vector<std::string> NameMatcher::closest(std::string_view query, std::size_t limit) const {
    const std::string wanted = normalizedName(query);
    const std::vector<std::string> words = wordsOf(wanted);
    struct Candidate {
        bool containsQuery;
        std::size_t distance;
        const std::string* name;
    };
    std::vector<Candidate> candidates;
    // A typo changes a few characters: allow about a third of the query, at least 2.
    const std::size_t maxDistance = std::max<std::size_t>(2, wanted.size() / 3);
    std::vector<std::size_t> previous;
    std::vector<std::size_t> current;
    for (std::size_t i = 0; i < m_normalized.size(); ++i) {
        const std::string& candidate = m_normalized[i];
        const bool contains = containsAllWords(candidate, words);
        // Names that contain the query are ranked by their exact distance; the others only
        // count within maxDistance, so their distance may stop as soon as it exceeds it.
        const std::size_t bound = contains ? wanted.size() + candidate.size() : maxDistance;
        const std::size_t distance = boundedEditDistance(wanted, candidate, bound, previous, current);
        if (contains || distance <= maxDistance) {
            candidates.push_back({contains, distance, &(*m_names)[i]});
        }
    }
    std::stable_sort(candidates.begin(), candidates.end(), [](const Candidate& a, const Candidate& b) {
        if (a.containsQuery != b.containsQuery) {
            return a.containsQuery;
        }
        return a.distance < b.distance;
    });
    std::vector<std::string> result;
    for (std::size_t i = 0; i < candidates.size() && i < limit; ++i) {
        result.push_back(*candidates[i].name);
    }
    return result;
}

std::vector<std::string> closestNames(std::string_view query, const std::vector<std::string>& names,
                                      std::size_t limit) {
    return NameMatcher(names).closest(query, limit);
}

} // namespace gpuadvisor
