#include "gpuadvisor/ui/shell/catalogopener.h"

#include "gpuadvisor/db/catalog.h"
#include "gpuadvisor/text/catalogproblemtext.h"

#include <QApplication>
#include <QDir>
#include <QMessageBox>
#include <QPushButton>

namespace gpuadvisor {
namespace {

class CatalogOpener {
    Q_DECLARE_TR_FUNCTIONS(CatalogOpener)

public:
    CatalogOpener(const QString& path, QWidget* parent)
        : m_path(path)
        , m_parent(parent) {}

    std::unique_ptr<Catalog> open() {
        CatalogAccess access = CatalogAccess::ReadWrite;
        for (;;) {
            try {
                auto catalog = std::make_unique<Catalog>(m_path, access);
                tellAboutUpdate(*catalog);
                return catalog;
            } catch (const CatalogError& error) {
                switch (error.kind()) {
                case CatalogErrorKind::Damaged:
                    return offerRecovery(error);
                case CatalogErrorKind::NewerSchema:
                    if (!ask(error, tr("This catalog was written by a newer version of GPU Advisor."),
                             tr("This version can show it but must not change it. Open it read-only?"),
                             tr("Open &Read-Only"), QStringLiteral("openReadOnlyButton"))) {
                        return nullptr;
                    }
                    access = CatalogAccess::ReadOnly;
                    break;
                case CatalogErrorKind::Locked:
                    if (!ask(error, tr("Another program is using this catalog."),
                             tr("Perhaps GPU Advisor is already open. Close the other program, then try "
                                "again."),
                             tr("&Try Again"), QStringLiteral("retryButton"))) {
                        return nullptr;
                    }
                    break;
                default:
                    tell(error);
                    return nullptr;
                }
            }
        }
    }

private:
    /// Says once what this version's shipped data changed in a catalog an earlier version made.
    void tellAboutUpdate(const Catalog& catalog) {
        const auto& update = catalog.shippedUpdate();
        if (!update || !update->affectedRows()) {
            return;
        }
        QMessageBox box(QMessageBox::Information, tr("GPU Advisor"),
                        tr("Your catalog was brought up to this version's cards and prices."),
                        QMessageBox::Ok, m_parent);
        box.setObjectName(QStringLiteral("catalogUpdatedDialog"));
        box.setInformativeText(text::shippedUpdateText(*update));
        box.exec();
    }

    /// A warning with the file, the problem, a question, and `action` or Cancel; true for `action`.
    bool ask(const CatalogError& error, const QString& problem, const QString& question,
             const QString& action, const QString& actionName) {
        QMessageBox box(QMessageBox::Warning, tr("GPU Advisor"), problem, QMessageBox::Cancel, m_parent);
        box.setObjectName(QStringLiteral("catalogProblemDialog"));
        box.setInformativeText(tr("File: %1").arg(QDir::toNativeSeparators(m_path)) + QStringLiteral("\n\n") +
                               question);
        box.setDetailedText(error.message());
        QPushButton* button = box.addButton(action, QMessageBox::AcceptRole);
        button->setObjectName(actionName);
        box.setDefaultButton(button);
        box.exec();
        return box.clickedButton() == button;
    }

    void tell(const CatalogError& error) {
        QMessageBox box(QMessageBox::Critical, tr("GPU Advisor"), tr("The catalog cannot be opened."),
                        QMessageBox::Ok, m_parent);
        box.setObjectName(QStringLiteral("catalogProblemDialog"));
        box.setInformativeText(tr("File: %1").arg(QDir::toNativeSeparators(m_path)) + QStringLiteral("\n\n") +
                               reason(error));
        box.setDetailedText(error.message());
        box.exec();
    }

    /// Why the file cannot be opened: the general words for a catalog problem, except for the
    /// two that only happen when a new catalog is to be made.
    static QString reason(const CatalogError& error) {
        switch (error.kind()) {
        case CatalogErrorKind::ReadOnly:
            return tr("The folder cannot be written, so no catalog can be created there.");
        case CatalogErrorKind::MissingDirectory:
            return tr("The folder does not exist.");
        default:
            return text::catalogErrorText(error);
        }
    }

    std::unique_ptr<Catalog> offerRecovery(const CatalogError& error) {
        if (!ask(error, tr("The catalog file is damaged."),
                 tr("GPU Advisor can keep the damaged file as a backup next to it, make a fresh catalog, "
                    "and copy into it your cards, prices and builds that can still be read. Recover it?"),
                 tr("&Recover"), QStringLiteral("recoverButton"))) {
            return nullptr;
        }
        try {
            const CatalogRecovery recovery = Catalog::recoverDamaged(m_path);
            QMessageBox box(QMessageBox::Information, tr("GPU Advisor"), tr("The catalog was recovered."),
                            QMessageBox::Ok, m_parent);
            box.setObjectName(QStringLiteral("catalogRecoveredDialog"));
            box.setInformativeText(text::recoveryText(recovery));
            box.exec();
            return std::make_unique<Catalog>(m_path);
        } catch (const CatalogError& failed) {
            tell(failed);
            return nullptr;
        }
    }

    QString m_path;
    QWidget* m_parent;
};

} // namespace

std::unique_ptr<Catalog> openCatalogForUser(const QString& path, QWidget* parent) {
    return CatalogOpener(path, parent).open();
}

} // namespace gpuadvisor
