/** Text or an attribute value escaped for XML: &, <, >, quotes, and no control characters. */
export function escapeXml(text: string): string {
  return (
    text
      // XML 1.0 forbids these control characters even escaped.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  )
}
