#include "breakevencommand.h"

#include "commandsupport.h"
#include "modelsupport.h"

#include "gpuadvisor/core/cost/electricity.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cmath>

namespace gpuadvisor::cli::modelcmd {
namespace {

int breakeven(Invocation& invocation) {
    const OutputFormat format = outputFormat(invocation, true);
    DesktopVersusCloud input;
    input.desktopUsd =
        requiredNumberOption(invocation, QStringLiteral("desktop-usd"), 0, 10000000, QStringLiteral("USD"));
    input.cloudUsdPerHour = requiredNumberOption(invocation, QStringLiteral("cloud-usd-per-hour"), 0, 1000,
                                                 QStringLiteral("USD"));
    input.utilization =
        requiredNumberOption(invocation, QStringLiteral("utilization"), 0.1, 100, QStringLiteral("percent")) /
        100.0;
    input.gpuWatts =
        requiredNumberOption(invocation, QStringLiteral("gpu-watts"), 0, 20000, QStringLiteral("W"));
    input.systemWatts =
        requiredNumberOption(invocation, QStringLiteral("system-watts"), 0, 20000, QStringLiteral("W"));
    input.kwhPriceUsd =
        requiredNumberOption(invocation, QStringLiteral("kwh-price"), 0, 10, QStringLiteral("USD"));

    const auto days = breakEvenDays(input);
    const double kwhPerYear = energyKwh(input.gpuWatts + input.systemWatts, input.utilization, hoursPerYear);
    const double electricityPerYear = kwhPerYear * input.kwhPriceUsd;
    const double cloudPerYear = cloudCostAfterDaysUsd(input, 365);
    // The curve runs to twice the break-even (or five years when there is none), at least a year.
    const double lastDay = std::max(365.0, days ? std::ceil(*days * 2 / 30) * 30 : 5 * 365.0);
    const auto curve = costCurves(input, lastDay, 13);

    if (format == OutputFormat::Csv) {
        QString out = QStringLiteral("days,desktop_usd,cloud_usd\n");
        for (const auto& point : curve) {
            out += QStringLiteral("%1,%2,%3\n")
                       .arg(fixed(point.days, 1), fixed(point.desktopUsd, 2), fixed(point.cloudUsd, 2));
        }
        printOut(out);
        return ExitSuccess;
    }
    if (format == OutputFormat::Json) {
        QJsonArray points;
        for (const auto& point : curve) {
            points.append(QJsonObject{{QStringLiteral("days"), point.days},
                                      {QStringLiteral("desktop_usd"), point.desktopUsd},
                                      {QStringLiteral("cloud_usd"), point.cloudUsd}});
        }
        QJsonObject root;
        root.insert(QStringLiteral("break_even_days"), days ? QJsonValue(*days) : QJsonValue());
        root.insert(QStringLiteral("kwh_per_year"), kwhPerYear);
        root.insert(QStringLiteral("electricity_usd_per_year"), electricityPerYear);
        root.insert(QStringLiteral("cloud_usd_per_year"), cloudPerYear);
        root.insert(QStringLiteral("curve"), points);
        printOut(QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Indented)));
        return ExitSuccess;
    }
    QString out;
    out += QStringLiteral("Desktop electricity: %1 kWh a year, $%2 a year\n")
               .arg(fixed(kwhPerYear, 0), fixed(electricityPerYear, 2));
    out += QStringLiteral("Cloud for the same busy hours: $%1 a year\n").arg(fixed(cloudPerYear, 2));
    if (days) {
        out += QStringLiteral("Break-even: %1 days (%2 years); after that the desktop is cheaper.\n")
                   .arg(fixed(*days, 1), fixed(*days / 365.0, 2));
    } else {
        out += QStringLiteral(
            "No break-even: the cloud costs no more per day than the desktop's electricity.\n");
    }
    TextTable table({QStringLiteral("Day"), QStringLiteral("Desktop (USD)"), QStringLiteral("Cloud (USD)")},
                    {0, 1, 2});
    for (const auto& point : curve) {
        table.addRow({fixed(point.days, 0), fixed(point.desktopUsd, 0), fixed(point.cloudUsd, 0)});
    }
    printOut(out + QLatin1Char('\n') + table.render());
    return ExitSuccess;
}

QList<QCommandLineOption> breakevenOptions() {
    return {
        valueOption(QStringLiteral("desktop-usd"), QStringLiteral("Price of the desktop."),
                    QStringLiteral("USD")),
        valueOption(QStringLiteral("cloud-usd-per-hour"),
                    QStringLiteral("Price of the cloud instance per hour."), QStringLiteral("USD")),
        valueOption(QStringLiteral("utilization"),
                    QStringLiteral("Share of each day the GPU is busy, 0-100."), QStringLiteral("PCT")),
        valueOption(QStringLiteral("gpu-watts"), QStringLiteral("GPU power while busy."),
                    QStringLiteral("W")),
        valueOption(QStringLiteral("system-watts"),
                    QStringLiteral("Power of the rest of the desktop while busy."), QStringLiteral("W")),
        valueOption(QStringLiteral("kwh-price"), QStringLiteral("Electricity price."), QStringLiteral("USD")),
        formatOption(QStringLiteral("table, csv (the cost curves) or json")),
    };
}

} // namespace

Command breakevenCommand() {
    return {{QStringLiteral("breakeven")},
            {},
            QStringLiteral("Days after which a desktop is cheaper than renting a cloud GPU (seed fact C4)."),
            &breakevenOptions,
            &breakeven};
}

} // namespace gpuadvisor::cli::modelcmd
