// The yardstick of `gpu-advisor --export-chart` (issue 36): a bare Qt Charts program that draws
// 75 labelled horizontal bars, a title and a value axis into a PNG of the size the app exports
// for 75 bars (1200 x 1750: PerformanceChart::comfortableHeight plus the heading), then exits.
// No catalog, no translations, no model: what any Qt Charts program pays to start, lay out one
// chart and write it. chart_export_ratio.sh times both whole processes.
//
// Usage: bare_chart_export OUT.png [BARS [WIDTH HEIGHT]] (default: 75 bars, 1200 x 1750)

#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QGraphicsScene>
#include <QHorizontalBarSeries>
#include <QImage>
#include <QPainter>
#include <QValueAxis>

#include <cstdio>

int main(int argc, char* argv[]) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    QApplication application(argc, argv);
    if (argc < 2) {
        std::fputs("usage: bare_chart_export OUT.png [BARS [WIDTH HEIGHT]]\n", stderr);
        return 2;
    }
    const int bars = argc > 2 ? QString::fromLocal8Bit(argv[2]).toInt() : 75;
    const QSize size =
        argc > 4 ? QSize(QString::fromLocal8Bit(argv[3]).toInt(), QString::fromLocal8Bit(argv[4]).toInt())
                 : QSize(1200, 150 + bars * 20 + 100);

    auto* set = new QBarSet(QStringLiteral("Relative performance"));
    QStringList labels;
    for (int index = 0; index < bars; ++index) {
        const double value = 2.0 * (bars - index) / bars;
        *set << value;
        labels << QStringLiteral("GPU model %1 (%2 GB)  %3")
                      .arg(index + 1)
                      .arg(8 + index % 9 * 8)
                      .arg(value, 0, 'f', 2);
    }
    auto* series = new QHorizontalBarSeries;
    series->setBarWidth(0.8);
    series->append(set);
    auto* chart = new QChart;
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setTitle(QStringLiteral("Training, 16-bit: performance per $1,000 of ownership"));
    chart->addSeries(series);
    auto* categories = new QBarCategoryAxis;
    categories->append(labels);
    categories->setTruncateLabels(false); // every label whole, as the app draws them
    chart->addAxis(categories, Qt::AlignLeft);
    series->attachAxis(categories);
    auto* values = new QValueAxis;
    values->setTitleText(QStringLiteral("relative performance (H100 SXM = 1)"));
    chart->addAxis(values, Qt::AlignBottom);
    series->attachAxis(values);

    QGraphicsScene scene;
    scene.setSceneRect(QRectF(QPointF(0, 0), QSizeF(size)));
    scene.addItem(chart);
    chart->setGeometry(scene.sceneRect());
    QCoreApplication::sendPostedEvents(); // Qt Charts lays out on a posted event

    // Opaque, so written as an RGB PNG: what the app's export writes of its opaque picture.
    QImage image(size, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    scene.render(&painter, QRectF(QPointF(0, 0), QSizeF(size)), scene.sceneRect());
    painter.end();
    return image.save(QString::fromLocal8Bit(argv[1]), "PNG") ? 0 : 1;
}
