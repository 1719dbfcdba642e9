// Issue #32: a PDF is stored as sent, so its structure is checked first (ISO 32000-1 §7.5, "File
// structure"). A file that only starts like a PDF, or has something written after its end (a
// polyglot: a PDF header followed by an HTML page), is refused. What is checked:
// - it starts with the header `%PDF-1.0` … `%PDF-2.0` and a line end;
// - between the header and its first object (`N G obj`) there are only comment lines without
//   markup (no `<` or `>`), and that object comes within the first HEAD_BYTES;
// - it ends with `%%EOF`, followed by nothing but whitespace;
// - just before that end stands `startxref` and an offset, and at that offset is a cross-reference
//   table (`xref`, with a `trailer` after it) or a cross-reference stream (`N G obj … /XRef`).

/** Where the first object must begin: right after the header and a binary comment line. */
const HEAD_BYTES = 1024
/** How far before `%%EOF` the `startxref` line may be. */
const TAIL_BYTES = 1024
/** PDF's white-space characters (ISO 32000-1, table 1): NUL, TAB, LF, FF, CR, SPACE. */
const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20])

const HEADER = /^%PDF-(?:1\.[0-7]|2\.0)[\r\n]/
const FIRST_OBJECT = /(?:^|[\r\n])\d+[ \t\r\n\f\0]+\d+[ \t\r\n\f\0]+obj\b/
const STARTXREF = /startxref[ \t\r\n\f\0]+(\d+)[ \t\r\n\f\0]*%%EOF$/
const XREF_STREAM = /^\d+[ \t\r\n\f\0]+\d+[ \t\r\n\f\0]+obj\b[\s\S]*?\/Type\s*\/XRef\b/

export function isWellFormedPdf(bytes: Buffer): boolean {
  const head = bytes.subarray(0, HEAD_BYTES).toString('latin1')
  if (!HEADER.test(head)) return false
  const first = FIRST_OBJECT.exec(head)
  if (!first || /[<>]/.test(head.slice(0, first.index))) return false

  let end = bytes.length
  while (end > 0 && WHITESPACE.has(bytes[end - 1]!)) end--
  const tailStart = Math.max(0, end - TAIL_BYTES)
  const tail = bytes.subarray(tailStart, end).toString('latin1')
  const pointer = STARTXREF.exec(tail)
  if (!pointer) return false
  const offset = Number(pointer[1])
  const startxref = tailStart + pointer.index
  if (offset < first.index || offset >= startxref) return false
  return isCrossReference(bytes.subarray(offset, startxref).toString('latin1').trimStart())
}

function isCrossReference(section: string): boolean {
  if (section.startsWith('xref')) return /[\r\n\s]trailer\b/.test(section)
  return XREF_STREAM.test(section.slice(0, HEAD_BYTES))
}
