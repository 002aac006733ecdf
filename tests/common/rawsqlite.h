#pragma once

// Reaching a catalog file the way another program would: a QtSql connection of the test's own.
// Header-only; targets that include it link Qt6::Sql.

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <gtest/gtest.h>

/// The INSERT of an RTX 4090 row in the gpus table as every schema version so far has it, for
/// building old-version catalogs by hand in the migration tests.
inline QString insertRtx4090Row() {
    return QStringLiteral(
        "INSERT INTO gpus (name, vendor, architecture, segment, release_year, memory_gb, memory_type, "
        "bandwidth_gbps, sm_count, tensor_core_generation, fp16_tensor_tflops, fp16_tensor_fp32acc_tflops, "
        "bf16_tensor_tflops, int8_tensor_tops, fp8_tensor_tflops, fp32_tflops, l2_cache_mb, "
        "shared_memory_per_sm_kb, board_power_w, slot_width, cooler, power_connectors, pcie_generation, "
        "nvlink, ecc, launch_price_usd, datacenter_use_allowed) VALUES ('RTX 4090', 'NVIDIA', 'Ada', "
        "'consumer', 2022, 24, 'GDDR6X', 1008, 128, 4, 330.3, 165.2, 165.2, 660.6, 660.6, 82.58, 72, 128, "
        "450, 3, 'open-air', '1x 12VHPWR', 4, 0, 1, 1599, 0)");
}

/// A connection of its own to a file, open while the object lives (holding a lock, say).
class RawConnection {
public:
    explicit RawConnection(const QString& path)
        : m_name(QStringLiteral("raw-sqlite-%1").arg(++counter())) {
        QSqlDatabase database = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
        database.setDatabaseName(path);
        database.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=0"));
        EXPECT_TRUE(database.open()) << database.lastError().text().toStdString();
    }
    ~RawConnection() {
        {
            QSqlDatabase database = QSqlDatabase::database(m_name, false);
            database.close();
        }
        QSqlDatabase::removeDatabase(m_name);
    }
    RawConnection(const RawConnection&) = delete;
    RawConnection& operator=(const RawConnection&) = delete;

    /// Runs one statement (a test failure if SQLite refuses it); returns its first value.
    QVariant exec(const QString& statement) const {
        QSqlQuery query(QSqlDatabase::database(m_name, false));
        EXPECT_TRUE(query.exec(statement))
            << statement.toStdString() << ": " << query.lastError().text().toStdString();
        return query.next() ? query.value(0) : QVariant();
    }

    /// Runs one statement; returns the values of `column` in every row it gives, as text.
    QStringList column(const QString& statement, int column) const {
        QSqlQuery query(QSqlDatabase::database(m_name, false));
        EXPECT_TRUE(query.exec(statement))
            << statement.toStdString() << ": " << query.lastError().text().toStdString();
        QStringList values;
        while (query.next()) {
            values << query.value(column).toString();
        }
        return values;
    }

private:
    static int& counter() {
        static int value = 0;
        return value;
    }
    QString m_name;
};

/// Runs one statement on the file through a short-lived connection; returns its first value.
inline QVariant rawQuery(const QString& path, const QString& statement) {
    return RawConnection(path).exec(statement);
}

/// SQLite's own "database or disk is full" for the catalog open on `path` in this process:
/// its connection may not grow the file past its current size.
inline void capCatalogGrowth(const QString& path) {
    bool found = false;
    for (const QString& name : QSqlDatabase::connectionNames()) {
        QSqlDatabase database = QSqlDatabase::database(name, false);
        if (database.databaseName() == path && !name.startsWith(QLatin1String("raw-sqlite-"))) {
            QSqlQuery query(database);
            ASSERT_TRUE(query.exec(QStringLiteral("PRAGMA page_count")) && query.next());
            const int pages = query.value(0).toInt();
            ASSERT_TRUE(query.exec(QStringLiteral("PRAGMA max_page_count = %1").arg(pages)));
            found = true;
        }
    }
    ASSERT_TRUE(found) << "no open catalog on " << path.toStdString();
}
