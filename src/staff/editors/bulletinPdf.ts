// What the bulletin editor checks of a chosen PDF before sending it. The server judges the bytes
// themselves (server/uploads/sniff.ts); this only spares a pointless upload.
import { BULLETINS } from './text/bulletins'

export const PDF_TYPE = 'application/pdf'

/** A message when no file or not a PDF was chosen, or '' when it may be sent. */
export function pdfChoiceProblem(file: Pick<File, 'name' | 'type'> | null | undefined): string {
  if (!file) return BULLETINS.chooseFile
  const looksPdf = file.type === PDF_TYPE || (file.type === '' && /\.pdf$/i.test(file.name))
  return looksPdf ? '' : BULLETINS.notPdf
}

/** The API's address of one bulletin (or the list without an id). */
export const bulletinApiPath = (id?: string) =>
  id ? `/api/gazda/content/bulletins/${id}` : '/api/gazda/content/bulletins'
