// rendericon: a build-time tool that renders the SVG app icon to square PNGs for the hicolor
// icon theme, so the SVG is the only source and no extra package (rsvg-convert) is needed.
//
//   rendericon INPUT.svg OUTPUT.png SIZE

#include <QCoreApplication>
#include <QImage>
#include <QPainter>
#include <QSaveFile>
#include <QSvgRenderer>

#include <cstdio>

int main(int argc, char* argv[]) {
    // Painting an SVG with no text on a QImage needs no QGuiApplication, so no display and no
    // platform plugin at build time.
    QCoreApplication application(argc, argv);
    const QStringList arguments = QCoreApplication::arguments();
    bool sizeOk = false;
    const int size = arguments.size() == 4 ? arguments.at(3).toInt(&sizeOk) : 0;
    if (!sizeOk || size < 1 || size > 4096) {
        std::fputs("usage: rendericon INPUT.svg OUTPUT.png SIZE\n", stderr);
        return 2;
    }
    QSvgRenderer renderer(arguments.at(1));
    if (!renderer.isValid()) {
        std::fprintf(stderr, "rendericon: cannot read %s\n", qPrintable(arguments.at(1)));
        return 1;
    }
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        renderer.render(&painter, QRectF(0, 0, size, size));
    }
    QSaveFile file(arguments.at(2));
    if (!file.open(QIODevice::WriteOnly) || !image.save(&file, "PNG") || !file.commit()) {
        std::fprintf(stderr, "rendericon: cannot write %s\n", qPrintable(arguments.at(2)));
        return 1;
    }
    return 0;
}
