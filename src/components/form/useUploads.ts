import { useCallback, useEffect, useRef, useState } from 'react'
import { useLanguage } from '../../i18n/useText'
import { uploadFile, UploadError, type UploadedFile } from './uploadFile'
import { UPLOAD_FAILED_MESSAGE } from './messages'

/** SPEC.md §9: how long a finished file shows its completion indicator. */
export const UPLOAD_DONE_INDICATOR_MS = 1000

/** A file on its way, or one the server refused (then with its message). */
export interface PendingUpload {
  key: string
  name: string
  progress: number
  error?: string
}

let nextKey = 0

/**
 * The uploads of one file field: those in flight (with progress), those refused (with the
 * server's message) and those finished less than UPLOAD_DONE_INDICATOR_MS ago. `onUploaded`
 * gets each finished file; the field's value is the caller's.
 */
export function useUploads(url: string, onUploaded: (file: UploadedFile) => void) {
  const [pending, setPending] = useState<PendingUpload[]>([])
  // A refusal worded by its code in the page's language (issue #35).
  const language = useLanguage()
  const [recent, setRecent] = useState<string[]>([])
  // Kept in refs, not state: a validator reads `inFlight` synchronously, in the same tick.
  const inFlight = useRef(new Map<string, () => void>())
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>())
  const uploaded = useRef(onUploaded)
  uploaded.current = onUploaded

  useEffect(() => {
    const aborts = inFlight.current
    const pendingTimers = timers.current
    return () => {
      aborts.forEach((abort) => abort())
      pendingTimers.forEach(clearTimeout)
    }
  }, [])

  const update = (key: string, change: Partial<PendingUpload>) =>
    setPending((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)))

  function showDone(url: string) {
    setRecent((list) => [...list, url])
    const timer = setTimeout(() => {
      timers.current.delete(timer)
      setRecent((list) => list.filter((item) => item !== url))
    }, UPLOAD_DONE_INDICATOR_MS)
    timers.current.add(timer)
  }

  function start(files: readonly File[]) {
    for (const file of files) {
      const key = `upload-${++nextKey}`
      const upload = uploadFile(url, file, (progress) => update(key, { progress }), language)
      inFlight.current.set(key, upload.abort)
      setPending((list) => [...list, { key, name: file.name, progress: 0 }])
      upload.done.then(
        (result) => {
          inFlight.current.delete(key)
          setPending((list) => list.filter((item) => item.key !== key))
          uploaded.current(result)
          showDone(result.url)
        },
        (error: unknown) => {
          inFlight.current.delete(key)
          const message = error instanceof UploadError ? error.message : UPLOAD_FAILED_MESSAGE
          update(key, { error: message })
        },
      )
    }
  }

  /** Stops an upload in flight, or clears a refused one. */
  function dismiss(key: string) {
    inFlight.current.get(key)?.()
    inFlight.current.delete(key)
    setPending((list) => list.filter((item) => item.key !== key))
  }

  const isUploading = useCallback(() => inFlight.current.size > 0, [])

  return { pending, isRecent: (url: string) => recent.includes(url), start, dismiss, isUploading }
}
