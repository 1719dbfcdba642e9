import { randomBytes } from 'node:crypto'
import { readdir } from 'node:fs/promises'
import path from 'node:path'

export interface FormPart {
  /** The form field's name; `file` unless told. */
  field?: string
  /** Set for a file part, unset for a plain field. */
  filename?: string
  contentType?: string
  content: Buffer | string
}

/** A multipart/form-data body built by hand, as a browser sends it, with its content type. */
export function multipartForm(parts: FormPart[]) {
  const boundary = `----szkola${randomBytes(8).toString('hex')}`
  const chunks = parts.flatMap((part) => {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`
    const type = part.contentType ? `Content-Type: ${part.contentType}\r\n` : ''
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'file'}"${filename}\r\n${type}\r\n`
    return [Buffer.from(head), Buffer.from(part.content), Buffer.from('\r\n')]
  })
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

/** Every file (not folder) under `dir`, as sorted relative paths; none when `dir` is missing. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort()
}
