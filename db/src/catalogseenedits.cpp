// Edits checked against the catalog as the editor saw it, so that an edit never overwrites what
// another program wrote since (see catalog.h), and the data version that tells the window that
// another program changed the catalog.

#include "gpuadvisor/db/catalog.h"

#include "gpuadvisor/core/catalog/gpufields.h"
#include "gpuadvisor/core/catalog/namematch.h"
#include "gpuadvisor/core/catalog/pricebook.h"
#include "launchprice.h"
#include "messagetext.h"
#include "rowcodec.h"
#include "sqlsupport.h"

#include <QLocale>
#include <QStringList>

#include <map>
#include <tuple>

namespace gpuadvisor {
namespace {

/// "'NVIDIA'", or "none" for a value that is not there.
QString quoted(const std::optional<std::string>& value) {
    return value ? QStringLiteral("'%1'").arg(text(*value)) : QStringLiteral("none");
}

/// A price in US dollars as OutsideChange holds it: the shortest text that reads back exactly.
std::optional<std::string> priceText(std::optional<double> usd) {
    if (!usd) {
        return std::nullopt;
    }
    return QString::number(*usd, 'g', QLocale::FloatingPointShortest).toStdString();
}

/// The ChangedElsewhere error of `action` ("change the card 'RTX 4090'"), in English.
CatalogError changedElsewhere(const QString& action, OutsideChange change) {
    QString what;
    if (change.field.empty()) {
        what = change.now ? QStringLiteral("another program added a card named '%1'").arg(text(*change.now))
                          : QStringLiteral("%1 is no longer in the catalog (another program removed or "
                                           "renamed it)")
                                .arg(cardLabel(change.card));
    } else if (change.condition) {
        const QString dated = change.observedOn
                                  ? QStringLiteral(" dated %1").arg(text(formatIsoDate(*change.observedOn)))
                                  : QString();
        what =
            QStringLiteral("another program changed the %1 price%2 of %3 (it was %4 USD, it is now %5 USD)")
                .arg(text(toString(*change.condition)), dated, cardLabel(change.card), quoted(change.seen),
                     quoted(change.now));
    } else {
        what = QStringLiteral("another program changed %1 of %2 since it was read (it was %3, it is now %4)")
                   .arg(text(change.field), cardLabel(change.card), quoted(change.seen), quoted(change.now));
    }
    return CatalogError(QStringLiteral("cannot %1: %2; nothing was written").arg(action, what),
                        std::move(change));
}

/// The error for a card that is no longer stored under the name the editor saw.
CatalogError cardGone(const QString& action, const std::string& name) {
    return changedElsewhere(action, {name, {}, {}, {}, name, std::nullopt});
}

void requireValid(const QString& action, const Gpu& gpu) {
    const auto problems = validateGpu(gpu);
    if (problems.empty()) {
        return;
    }
    QStringList messages;
    for (const auto& problem : problems) {
        messages << QString::fromStdString(problem.message);
    }
    throw CatalogError(QStringLiteral("cannot %1: %2").arg(action, messages.join(QStringLiteral("; "))));
}

/// A card as stored, with its row id.
struct StoredCard {
    qint64 id = 0;
    Gpu gpu;
};

/// The card called `name` (matched as Catalog::findGpu matches), read in the caller's transaction.
std::optional<StoredCard> storedCard(const QSqlDatabase& database, std::string_view name) {
    QSqlQuery idQuery = sql::prepare(database, QStringLiteral("SELECT id FROM gpus WHERE name = ?"));
    idQuery.addBindValue(QString::fromStdString(normalizedName(name)));
    sql::exec(idQuery);
    if (!idQuery.next()) {
        return std::nullopt;
    }
    StoredCard card;
    card.id = idQuery.value(0).toLongLong();
    QSqlQuery row = sql::prepare(database, rowcodec::selectStatement(CatalogTable::Gpus) +
                                               QStringLiteral(" WHERE t.id = ?"));
    row.addBindValue(card.id);
    sql::exec(row);
    if (!row.next()) {
        return std::nullopt;
    }
    card.gpu = rowcodec::readGpu(row);
    launchprice::applyPriceHistory(database, card.gpu);
    return card;
}

/// The fields whose values differ between two cards, in gpuFields() order.
std::vector<const GpuField*> differingFields(const Gpu& a, const Gpu& b) {
    std::vector<const GpuField*> fields;
    for (const GpuField& field : gpuFields()) {
        if (field.format(a) != field.format(b)) {
            fields.push_back(&field);
        }
    }
    return fields;
}

void copyField(const GpuField& field, const Gpu& from, Gpu& to) {
    if (field.kind == GpuFieldKind::Text) {
        field.setText(to, field.format(from));
    } else {
        field.setNumber(to, field.number(from));
    }
}

/// A price observation's key as the prices table's unique key compares it (source without case).
auto priceKey(const PriceObservation& price) {
    return std::make_tuple(price.condition, std::chrono::sys_days(price.observedOn),
                           text(price.source).toCaseFolded());
}

bool samePrice(const PriceObservation& a, const PriceObservation& b) {
    return a.priceUsd == b.priceUsd && a.currency == b.currency && a.quotedPrice == b.quotedPrice &&
           a.usdPerUnit == b.usdPerUnit;
}

/// The change between one observation as the editor saw it and as stored (either may be missing).
OutsideChange priceChange(const std::string& card, const PriceObservation* seen,
                          const PriceObservation* now) {
    const PriceObservation& either = seen != nullptr ? *seen : *now;
    return {card,
            "price_usd",
            either.condition,
            either.observedOn,
            priceText(seen != nullptr ? std::optional<double>(seen->priceUsd) : std::nullopt),
            priceText(now != nullptr ? std::optional<double>(now->priceUsd) : std::nullopt)};
}

/// The first observation added, changed or removed between the prices the editor saw and the
/// stored ones (both of one card), or std::nullopt when they are the same.
std::optional<OutsideChange> priceHistoryChange(const std::string& card,
                                                const std::vector<PriceObservation>& seen,
                                                const std::vector<PriceObservation>& stored) {
    std::map<decltype(priceKey(PriceObservation{})), const PriceObservation*> storedByKey;
    for (const PriceObservation& price : stored) {
        storedByKey.emplace(priceKey(price), &price);
    }
    for (const PriceObservation& price : seen) {
        const auto found = storedByKey.find(priceKey(price));
        if (found == storedByKey.end() || !samePrice(price, *found->second)) {
            return priceChange(card, &price, found == storedByKey.end() ? nullptr : found->second);
        }
        storedByKey.erase(found);
    }
    if (!storedByKey.empty()) {
        return priceChange(card, nullptr, storedByKey.begin()->second);
    }
    return std::nullopt;
}

} // namespace

void Catalog::updateGpu(const Gpu& seen, const Gpu& edited) {
    Gpu before = seen;
    before.name = collapsedSpaces(seen.name);
    Gpu after = edited;
    after.name = collapsedSpaces(edited.name);
    const QString action =
        before.name == after.name
            ? QStringLiteral("change %1").arg(cardLabel(before.name))
            : QStringLiteral("rename %1 to '%2'").arg(cardLabel(before.name), text(after.name));
    requireWritable(action);
    const std::vector<const GpuField*> fields = differingFields(before, after);
    if (fields.empty()) {
        return;
    }
    const QSqlDatabase database = sql::connection(m_connectionName);
    sql::Transaction transaction = beginWrite();
    const std::optional<StoredCard> stored = storedCard(database, before.name);
    if (!stored) {
        throw cardGone(action, before.name);
    }
    // Only the fields the user changed are compared and written: what another program wrote
    // into the others stays.
    Gpu merged = stored->gpu;
    for (const GpuField* field : fields) {
        const std::string now = field->format(stored->gpu);
        const std::string was = field->format(before);
        if (now != was) {
            throw changedElsewhere(action, {before.name, std::string(field->name), {}, {}, was, now});
        }
        copyField(*field, after, merged);
    }
    requireValid(action, merged);
    if (merged.name != stored->gpu.name) {
        if (const std::optional<StoredCard> holder = storedCard(database, merged.name);
            holder && holder->id != stored->id) {
            throw changedElsewhere(action, {merged.name, {}, {}, {}, std::nullopt, holder->gpu.name});
        }
    }
    QSqlQuery query = sql::prepare(database, rowcodec::updateGpuStatement(fields));
    for (const GpuField* field : fields) {
        rowcodec::bind(query, merged, *field);
    }
    query.bindValue(QStringLiteral(":id"), stored->id);
    sql::exec(query);
    transaction.commit();
}

void Catalog::insertGpu(const Gpu& gpu) {
    Gpu card = gpu;
    card.name = collapsedSpaces(gpu.name);
    const QString action = QStringLiteral("add %1").arg(cardLabel(card.name));
    requireWritable(action);
    requireValid(action, card);
    const QSqlDatabase database = sql::connection(m_connectionName);
    sql::Transaction transaction = beginWrite();
    if (const std::optional<StoredCard> holder = storedCard(database, card.name)) {
        throw changedElsewhere(action, {card.name, {}, {}, {}, std::nullopt, holder->gpu.name});
    }
    QSqlQuery query = sql::prepare(database, rowcodec::upsertStatement(CatalogTable::Gpus));
    rowcodec::bind(query, card);
    sql::exec(query);
    transaction.commit();
}

void Catalog::removeGpu(const Gpu& seen, const std::vector<PriceObservation>& seenPrices) {
    Gpu before = seen;
    before.name = collapsedSpaces(seen.name);
    const QString action = QStringLiteral("delete %1").arg(cardLabel(before.name));
    requireWritable(action);
    writeAtomically([&] {
        const std::optional<StoredCard> stored = storedCard(sql::connection(m_connectionName), before.name);
        if (!stored) {
            throw cardGone(action, before.name);
        }
        // Prices first: a new price can change the launch price read with the card.
        if (auto change = priceHistoryChange(before.name, seenPrices, pricesFor(stored->gpu.name))) {
            throw changedElsewhere(action, std::move(*change));
        }
        if (const auto fields = differingFields(before, stored->gpu); !fields.empty()) {
            const GpuField& field = *fields.front();
            throw changedElsewhere(action, {before.name,
                                            std::string(field.name),
                                            {},
                                            {},
                                            field.format(before),
                                            field.format(stored->gpu)});
        }
        removeGpu(stored->gpu.name);
    });
}

void Catalog::updatePrice(const std::optional<PriceObservation>& seen,
                          const std::optional<PriceObservation>& edited,
                          const std::optional<ShownPrice>& shown) {
    if (!seen && !edited) {
        return;
    }
    const PriceObservation& key = edited ? *edited : *seen;
    const QString label =
        QStringLiteral("%1 (%2, %3, source '%4')")
            .arg(cardLabel(key.gpuName), text(toString(key.condition)),
                 key.observedOn.ok() ? text(formatIsoDate(key.observedOn)) : QStringLiteral("invalid date"),
                 text(key.source));
    const QString action =
        (edited ? QStringLiteral("save the price of %1") : QStringLiteral("remove the price of %1"))
            .arg(label);
    requireWritable(action);
    if (seen && edited && priceKey(*seen) != priceKey(*edited)) {
        throw CatalogError(
            QStringLiteral("cannot %1: it would replace a price with another key").arg(action));
    }
    writeAtomically([&] {
        const std::optional<StoredCard> card = storedCard(sql::connection(m_connectionName), key.gpuName);
        if (!card && !seen && !shown) {
            addPrice(*edited); // refused, naming the unknown card and close names
        }
        if (!card) {
            throw cardGone(action, key.gpuName);
        }
        const std::vector<PriceObservation> prices = pricesFor(card->gpu.name);
        if (shown) {
            const PriceBook book(prices);
            const PriceQuote* quote = book.latest(card->gpu.name, key.condition, shown->asOf);
            const std::optional<double> now =
                quote != nullptr ? std::optional<double>(quote->priceUsd) : std::nullopt;
            if (now != shown->priceUsd) {
                throw changedElsewhere(action, {key.gpuName, "price_usd", key.condition, std::nullopt,
                                                priceText(shown->priceUsd), priceText(now)});
            }
        }
        const PriceObservation* stored = nullptr;
        for (const PriceObservation& price : prices) {
            if (priceKey(price) == priceKey(key)) {
                stored = &price;
            }
        }
        const PriceObservation* expected = seen ? &*seen : nullptr;
        if ((stored == nullptr) != (expected == nullptr) ||
            (stored != nullptr && !samePrice(*stored, *expected))) {
            throw changedElsewhere(action, priceChange(key.gpuName, expected, stored));
        }
        if (edited) {
            addPrice(*edited);
        } else {
            removePrice(seen->gpuName, seen->condition, seen->observedOn, seen->source);
        }
    });
}

quint64 Catalog::dataVersion() const {
    return sql::scalar(sql::connection(m_connectionName), QStringLiteral("PRAGMA data_version"))
        .toULongLong();
}

} // namespace gpuadvisor
