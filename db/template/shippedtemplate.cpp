// gpuadvisor_shipped_template: only the resource ":/catalog-template/catalog.sqlite", the catalog
// new catalogs start as (db/CMakeLists.txt); catalogfile::writeShippedTemplate copies it.
