// PGlite's CommonJS build loads Node's built-ins with import("fs") and the like, which jest's
// module system only allows behind --experimental-vm-modules (and that flag breaks the ES-module
// packages the server needs). For jest alone, such imports of built-ins become require().
const BUILTIN_IMPORT = /\bimport\((["'])((?:node:)?[a-z_/]+)\1\)/g

module.exports = {
  process(source) {
    return { code: source.replace(BUILTIN_IMPORT, 'Promise.resolve(module.require($1$2$1))') }
  },
}
