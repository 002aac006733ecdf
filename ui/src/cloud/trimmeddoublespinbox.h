#pragma once

#include <QDoubleSpinBox>
#include <QLocale>
#include <QString>

namespace gpuadvisor {

/// A money spin box that shows only the decimals a value needs (at least two): "$2.14",
/// "$0.0137", "$0.175", where a fixed count would show "$2.1400".
class TrimmedDoubleSpinBox : public QDoubleSpinBox {
public:
    using QDoubleSpinBox::QDoubleSpinBox;
    QString textFromValue(double value) const override {
        QString text = locale().toString(value, 'f', decimals());
        const QString point = locale().decimalPoint();
        const qsizetype pointAt = text.indexOf(point);
        if (pointAt >= 0) {
            const qsizetype shortest = pointAt + point.size() + 2;
            while (text.size() > shortest && text.endsWith(QLatin1Char('0'))) {
                text.chop(1);
            }
        }
        if (!isGroupSeparatorShown()) {
            text.remove(locale().groupSeparator());
        }
        return text;
    }
};

} // namespace gpuadvisor
