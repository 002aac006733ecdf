#include "gpuadvisor/text/namelist.h"

#include <QCoreApplication>

namespace gpuadvisor::text {
namespace {

class NameListText {
    Q_DECLARE_TR_FUNCTIONS(NameListText)
};

} // namespace

QString shortNameList(const QStringList& names) {
    const QString listed = names.mid(0, listedNames).join(QStringLiteral(", "));
    if (names.size() <= listedNames) {
        return listed;
    }
    //: %1: the first ten card names, joined with commas; %Ln: how many more are left unnamed.
    return NameListText::tr("%1 and %Ln more", nullptr, static_cast<int>(names.size() - listedNames))
        .arg(listed);
}

} // namespace gpuadvisor::text
