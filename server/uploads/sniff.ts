// An upload's type is judged by its first bytes alone, never by its name or the browser's
// Content-Type, both of which the sender chooses. Anything not recognised here is refused.

export interface SniffedType {
  mime: string
  ext: string
}

/** How many leading bytes sniffFileType needs to see to judge every type it knows. */
export const SNIFF_BYTES = 64

export const DEFAULT_ALLOWED_TYPES: readonly string[] = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/heic',
  'image/heif',
  'application/pdf',
]

const JPEG: SniffedType = { mime: 'image/jpeg', ext: 'jpg' }
const PNG: SniffedType = { mime: 'image/png', ext: 'png' }
const GIF: SniffedType = { mime: 'image/gif', ext: 'gif' }
const WEBP: SniffedType = { mime: 'image/webp', ext: 'webp' }
const PDF: SniffedType = { mime: 'application/pdf', ext: 'pdf' }
const HEIC: SniffedType = { mime: 'image/heic', ext: 'heic' }
const HEIF: SniffedType = { mime: 'image/heif', ext: 'heif' }

export function sniffFileType(head: Uint8Array): SniffedType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return JPEG
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return GIF
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 15) === 'WEBPVP8') return WEBP
  if (ascii(head, 0, 5) === '%PDF-') return PDF
  if (ascii(head, 4, 8) === 'ftyp') return sniffHeif(head)
  return null
}

export function isAllowed(
  type: SniffedType | null,
  allowed: readonly string[] = DEFAULT_ALLOWED_TYPES,
): boolean {
  return type !== null && allowed.includes(type.mime)
}

// ISO BMFF (ISO/IEC 14496-12): a box of [size][ftyp][major brand][minor version][brands...].
function sniffHeif(head: Uint8Array): SniffedType | null {
  const major = ascii(head, 8, 12)
  if (major === 'heic' || major === 'heix') return HEIC
  if (major !== 'mif1') return null
  // AVIF files may also carry the generic 'mif1' major brand; they name 'avif' among the rest.
  const boxSize = Math.min(readUint32(head, 0), head.length)
  for (let offset = 16; offset + 4 <= boxSize; offset += 4) {
    const brand = ascii(head, offset, offset + 4)
    if (brand === 'avif' || brand === 'avis') return null
  }
  return HEIF
}

function startsWith(head: Uint8Array, bytes: number[]): boolean {
  return head.length >= bytes.length && bytes.every((byte, index) => head[index] === byte)
}

function ascii(head: Uint8Array, start: number, end: number): string {
  if (head.length < end) return ''
  return String.fromCharCode(...head.subarray(start, end))
}

function readUint32(head: Uint8Array, offset: number): number {
  if (head.length < offset + 4) return 0
  return new DataView(head.buffer, head.byteOffset + offset, 4).getUint32(0)
}
