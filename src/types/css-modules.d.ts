// Gatsby 5 CSS modules export each class as a named export (`import * as styles from ...`).
declare module '*.module.css' {
  const classes: { readonly [key: string]: string }
  export = classes
}
