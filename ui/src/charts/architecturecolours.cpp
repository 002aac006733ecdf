// The colours of the bars and the legend's names for them: NVIDIA's generations one by one, every
// other vendor's product line in one colour.

#include "gpuadvisor/ui/charts/performancechart.h"

#include "gpuadvisor/text/enumlabels.h"

namespace gpuadvisor {

/// The legend's name for the colour of `architecture`: NVIDIA's generation, or another vendor's
/// product line.
QString legendGroupLabel(Architecture architecture) {
    switch (architecture) {
    case Architecture::Cdna:
    case Architecture::Cdna2:
    case Architecture::Cdna3:
    case Architecture::Cdna4:
        return QStringLiteral("AMD Instinct");
    case Architecture::Rdna3:
    case Architecture::Rdna35:
    case Architecture::Rdna4:
        return QStringLiteral("AMD Radeon");
    case Architecture::Alchemist:
    case Architecture::Battlemage:
    case Architecture::Gaudi3:
        return QStringLiteral("Intel");
    case Architecture::AppleM1:
    case Architecture::AppleM2:
    case Architecture::AppleM3:
    case Architecture::AppleM4:
    case Architecture::AppleM5:
        return QStringLiteral("Apple");
    default:
        return text::architectureLabel(architecture);
    }
}

QColor architectureColor(Architecture architecture) {
    // Okabe-Ito colours (distinguishable with colour-blindness) for the generations people
    // still buy, greys for the old ones.
    switch (architecture) {
    case Architecture::Fermi:
        return QColor(0xbb, 0xbb, 0xbb);
    case Architecture::Kepler:
        return QColor(0x99, 0x99, 0x99);
    case Architecture::Maxwell:
        return QColor(0x77, 0x77, 0x77);
    case Architecture::Pascal:
        return QColor(0xcc, 0x79, 0xa7);
    case Architecture::Volta:
        return QColor(0xf0, 0xe4, 0x42);
    case Architecture::Turing:
        return QColor(0x56, 0xb4, 0xe9);
    case Architecture::Ampere:
        return QColor(0x00, 0x9e, 0x73);
    case Architecture::Ada:
        return QColor(0xe6, 0x9f, 0x00);
    case Architecture::Hopper:
        return QColor(0x00, 0x72, 0xb2);
    case Architecture::Blackwell:
        return QColor(0xd5, 0x5e, 0x00);
    case Architecture::Cdna:
    case Architecture::Cdna2:
    case Architecture::Cdna3:
    case Architecture::Cdna4:
        return QColor(0xa0, 0x10, 0x10); // AMD Instinct: dark red
    case Architecture::Rdna3:
    case Architecture::Rdna35:
    case Architecture::Rdna4:
        return QColor(0xe0, 0x3c, 0x31); // AMD Radeon: red
    case Architecture::Alchemist:
    case Architecture::Battlemage:
    case Architecture::Gaudi3:
        return QColor(0x7b, 0x68, 0xee); // Intel: slate blue
    case Architecture::AppleM1:
    case Architecture::AppleM2:
    case Architecture::AppleM3:
    case Architecture::AppleM4:
    case Architecture::AppleM5:
        return QColor(0x3a, 0x3a, 0x3c); // Apple: charcoal
    }
    return Qt::gray;
}

} // namespace gpuadvisor
