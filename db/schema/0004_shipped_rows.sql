-- GPU Advisor catalog, schema version 4: which rows are shipped and which are the user's, and
-- prices quoted in another currency.
-- shipped_rows remembers, for every row key GPU Advisor shipped (catalogRowKey in catalogcsv.h:
-- a card's name, a price's card/condition/date/source, ...), the text each version shipped it
-- with (catalogRowText). A stored row whose text is listed is still as shipped, so a newer
-- version may replace it; any other text is the user's edit and is never overwritten; a listed key
-- with no stored row was deleted by the user and is not brought back. Benchmarks carry their own
-- origin column and are not listed here.
-- catalog_info holds 'shipped_data': the fingerprint of the shipped data last merged in, so the
-- first open by a version with other shipped data merges it (Catalog::shippedUpdate).

CREATE TABLE shipped_rows (
    table_name TEXT NOT NULL CHECK (table_name IN ('gpus', 'prices', 'cloud-offers', 'system-costs')),
    row_key TEXT NOT NULL,
    row_text TEXT NOT NULL,
    PRIMARY KEY (table_name, row_key, row_text)
) WITHOUT ROWID
;;
CREATE TABLE catalog_info (
    name TEXT PRIMARY KEY,
    value TEXT NOT NULL
)
;;
-- A price quoted in another currency keeps what was quoted: the currency, the amount and the US
-- dollars one unit was worth on the day (price_usd is their product). Empty for US dollars.
ALTER TABLE prices ADD COLUMN currency TEXT NOT NULL DEFAULT '' CHECK (currency IN ('', 'CNY', 'EUR'))
;;
ALTER TABLE prices ADD COLUMN quoted_price REAL CHECK (quoted_price IS NULL OR quoted_price > 0)
;;
ALTER TABLE prices ADD COLUMN usd_per_unit REAL CHECK (usd_per_unit IS NULL OR usd_per_unit > 0)
