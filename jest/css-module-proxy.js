// CSS modules in jest: every class name maps to itself. Flagged as an ES module so that
// `import * as styles from './X.module.css'` (Gatsby 5's named exports) sees the keys.
module.exports = new Proxy({}, { get: (_, key) => (key === '__esModule' ? true : key) })
