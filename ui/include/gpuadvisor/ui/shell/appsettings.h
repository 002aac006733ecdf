#pragma once

// Every setting GPU Advisor keeps between runs, in one table: its QSettings key, its type and its
// one default. Code reads and writes settings only through these keys and value() / setValue(),
// so a key is spelled once and a damaged or hand-edited value reads as the default.
//
// QSettings() here is the application's (organization and application name of the
// QCoreApplication); tests point it elsewhere with QStandardPaths::setTestModeEnabled(true) and
// names of their own.

#include "gpuadvisor/core/catalog/enums.h"
#include "gpuadvisor/core/cost/electricity.h"
#include "gpuadvisor/text/currency.h"
#include "gpuadvisor/ui/charts/chartexport.h"
#include "gpuadvisor/ui/shared/chartsettings.h"

#include <QByteArray>
#include <QSettings>
#include <QString>
#include <QVariant>

#include <cmath>
#include <type_traits>

namespace gpuadvisor::settings {

/// One setting: where it is stored, what it holds when unset, and which stored values count.
template <typename T> struct SettingKey {
    const char* key;
    T defaultValue;
    /// A stored value this rejects reads as the default; nullptr accepts every value of the type.
    bool (*accepts)(const T& value) = nullptr;
};

/// The user's language: "en" or "zh_CN" (see Languages); empty follows the system locale.
inline const SettingKey<QString> language{"ui/language", QString(), [](const QString& code) {
                                              return code.isEmpty() || code == QLatin1String("en") ||
                                                     code == QLatin1String("zh_CN");
                                          }};
/// Whether the welcome dialog has been shown once.
inline const SettingKey<bool> firstRunDone{"ui/firstRunDone", false};

/// The currency money is shown in: "USD", "CNY" or "EUR" (prices are stored in US dollars).
inline const SettingKey<QString> currency{"money/currency", QStringLiteral("USD"), [](const QString& code) {
                                              return code == QLatin1String("USD") ||
                                                     code == QLatin1String("CNY") ||
                                                     code == QLatin1String("EUR");
                                          }};
/// The user's exchange rates (no network: the user sets them).
inline const SettingKey<double> cnyPerUsd{"money/cnyPerUsd", 7.2, [](const double& rate) {
                                              return rate > 0 && rate < 1e6;
                                          }};
inline const SettingKey<double> eurPerUsd{"money/eurPerUsd", 0.92, [](const double& rate) {
                                              return rate > 0 && rate < 1e6;
                                          }};

/// The charts page's defaults at start: electricity price, utilisation (0..1), years of
/// ownership (the 2023 guide's, seed fact C1) and the metric (toString(Metric)).
inline const SettingKey<double> kwhPriceUsd{"charts/kwhPriceUsd", guideKwhPriceUsd, [](const double& usd) {
                                                return usd >= 0 && usd <= 2;
                                            }};
inline const SettingKey<double> utilization{"charts/utilization", guideUtilization, [](const double& share) {
                                                return share >= 0.001 && share <= 1;
                                            }};
inline const SettingKey<double> years{"charts/years", guideOwnershipYears, [](const double& value) {
                                          return value >= 0.5 && value <= 15;
                                      }};
/// The rest of the purchase context (the context line; the day is always today at start):
/// condition (toString(Condition)), workload (toString(Workload)) and GPUs per machine.
inline const SettingKey<QString> contextCondition{"context/condition", QStringLiteral("new"),
                                                  [](const QString& name) {
                                                      return parseCondition(name.toStdString()).has_value();
                                                  }};
inline const SettingKey<QString> contextWorkload{"context/workload", QStringLiteral("transformer"),
                                                 [](const QString& name) {
                                                     return parseWorkload(name.toStdString()).has_value();
                                                 }};
inline const SettingKey<int> contextGpuCount{"context/gpuCount", 1, [](const int& count) {
                                                 return count >= 1 && count <= maxGpusPerMachine;
                                             }};
/// Prices more than this many months old are marked as old (Preferences).
inline const SettingKey<int> stalePriceMonths{"prices/staleAfterMonths", defaultStalePriceMonths,
                                              [](const int& months) {
                                                  return months >= 1 && months <= 120;
                                              }};
inline const SettingKey<QString> defaultMetric{"charts/metric", QStringLiteral("training16"),
                                               [](const QString& name) {
                                                   return parseMetric(name.toStdString()).has_value();
                                               }};

/// The main window's QMainWindow::saveGeometry() and saveState().
/// Whether cards current software no longer runs on are charted, ranked and picked too.
inline const SettingKey<bool> includeUnsupported{"charts/includeUnsupported", false};
inline const SettingKey<QByteArray> windowGeometry{"window/geometry", QByteArray()};
inline const SettingKey<QByteArray> windowState{"window/state", QByteArray()};
/// The folder of the last export (chart or recommendation); empty: see exportFolder().
inline const SettingKey<QString> lastExportFolder{"export/directory", QString()};
/// The export dialog's picture size and resolution; defaults are ChartExportOptions'.
inline const SettingKey<int> exportWidth{"export/width", ChartExportOptions{}.size.width(),
                                         [](const int& side) {
                                             return side >= minimumExportSide && side <= maximumExportSide;
                                         }};
inline const SettingKey<int> exportHeight{"export/height", ChartExportOptions{}.size.height(),
                                          [](const int& side) {
                                              return side >= minimumExportSide && side <= maximumExportSide;
                                          }};
inline const SettingKey<int> exportDpi{"export/dpi", ChartExportOptions{}.dpi, [](const int& dpi) {
                                           return dpi >= minimumExportDpi && dpi <= maximumExportDpi;
                                       }};

/// The value stored under `key` in `store`, or the key's default when it is unset, of the wrong
/// type or rejected.
template <typename T> T value(const QSettings& store, const SettingKey<T>& key) {
    const QVariant stored = store.value(QString::fromLatin1(key.key));
    if (!stored.isValid()) {
        return key.defaultValue;
    }
    T result{};
    bool ok = true;
    if constexpr (std::is_same_v<T, bool>) {
        // INI files hold "true" / "false"; QVariant::toBool() would take any other text as true.
        const QString text = stored.toString().trimmed().toLower();
        ok = stored.typeId() == QMetaType::Bool || text == QLatin1String("true") ||
             text == QLatin1String("false") || text == QLatin1String("1") || text == QLatin1String("0");
        result = stored.toBool();
    } else if constexpr (std::is_same_v<T, double>) {
        result = stored.toDouble(&ok);
        ok = ok && std::isfinite(result);
    } else if constexpr (std::is_same_v<T, int>) {
        result = stored.toInt(&ok);
    } else if constexpr (std::is_same_v<T, QString>) {
        ok = stored.canConvert<QString>();
        result = stored.toString();
    } else if constexpr (std::is_same_v<T, QByteArray>) {
        ok = stored.canConvert<QByteArray>();
        result = stored.toByteArray();
    } else {
        static_assert(std::is_same_v<T, void>, "add a conversion for this setting type");
    }
    if (!ok || (key.accepts != nullptr && !key.accepts(result))) {
        return key.defaultValue;
    }
    return result;
}

/// The value in the application's settings.
template <typename T> T value(const SettingKey<T>& key) {
    const QSettings store;
    return value(store, key);
}

template <typename T> void setValue(QSettings& store, const SettingKey<T>& key, const T& newValue) {
    store.setValue(QString::fromLatin1(key.key), QVariant::fromValue(newValue));
}

template <typename T> void setValue(const SettingKey<T>& key, const T& newValue) {
    QSettings store;
    setValue(store, key, newValue);
}

/// `base` with the charts page's remembered metric and purchase context ($/kWh, utilisation,
/// years, condition, workload, GPUs per machine).
ChartSettings restoredChartSettings(ChartSettings base = {});
/// Remembers those of `chart` as the defaults of the next start.
void saveChartSettings(const ChartSettings& chart);

/// Where an export dialog starts: the last export's folder, else the user's pictures folder
/// (charts and the wizard's result are pictures first).
QString exportFolder();

/// The currency code of the setting ("USD", "CNY", "EUR") as a currency.
text::Currency currencyFor(const QString& code);
/// The display currency the settings hold: the currency and the user's rate for it.
text::DisplayCurrency storedDisplayCurrency();

} // namespace gpuadvisor::settings
