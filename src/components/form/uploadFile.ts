import { refusalText } from '../../domain/apiErrorText'
import type { Language } from '../../domain/i18n/languages'
import { UPLOAD_FAILED_MESSAGE, UPLOAD_NETWORK_MESSAGE } from './messages'

/** SPEC.md §3 "File entry", as kept in a form's value once the server has the file. */
export interface UploadedFile {
  name: string
  type: string
  url: string
  uuid: string
}

export const DEFAULT_UPLOAD_URL = '/api/uploads'

export interface Upload {
  done: Promise<UploadedFile>
  abort: () => void
}

/**
 * Thrown with the server's refusal (its `{code, message, params}` body) worded in the page's
 * language where the code has words (issue #35), else the server's message, or one of ours.
 */
export class UploadError extends Error {}

/**
 * SPEC.md §7 "File upload": one file as the multipart field `file`. XMLHttpRequest, not fetch,
 * because only it reports upload progress. `onProgress` gets 0–100.
 */
export function uploadFile(
  url: string,
  file: File,
  onProgress: (percent: number) => void,
  language: Language = 'pl',
): Upload {
  const xhr = new XMLHttpRequest()
  const done = new Promise<UploadedFile>((resolve, reject) => {
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100))
    }
    xhr.onload = () => {
      const body = parseJson(xhr.responseText)
      if (xhr.status >= 200 && xhr.status < 300 && typeof body?.url === 'string') {
        resolve({
          name: typeof body.name === 'string' ? body.name : file.name,
          type: typeof body.type === 'string' ? body.type : file.type,
          url: body.url,
          uuid: typeof body.uuid === 'string' ? body.uuid : '',
        })
      } else {
        const message = refusalText(body, language) || UPLOAD_FAILED_MESSAGE
        reject(new UploadError(message))
      }
    }
    xhr.onerror = () => reject(new UploadError(UPLOAD_NETWORK_MESSAGE))
  })
  const form = new FormData()
  form.append('file', file)
  xhr.open('POST', url)
  xhr.send(form)
  // An aborted upload's promise never settles: only its dismissed row was waiting for it.
  return { done, abort: () => xhr.abort() }
}

function parseJson(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text)
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}
