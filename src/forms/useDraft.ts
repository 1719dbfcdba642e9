// A form's draft in the Redux store (persisted to sessionStorage only: src/state/persist.ts),
// available once the page is mounted and, when the tab keeps a draft, the client state is in the
// store with the drafts read back from the tab's storage (issues #20 and #36).
import { useCallback, useEffect, useState } from 'react'
import { clearDraft, saveDraft, selectDraft } from '../state/draftActions'
import { useAppDispatch, useAppSelector } from '../state/hooks'
import { loadClientState } from '../state/loader'
import { browserSessionStorage, readDrafts, safeStorage } from '../state/storage'
import type { PendingSubmission } from './pending'

export interface DraftHandle<T> {
  /** False on the server and in the first client render, so both render the same. */
  ready: boolean
  draft: T | undefined
  save: (values: T) => void
  clear: () => void
}

/** Whether the tab keeps a draft of this form (read without the store's code). */
function draftKept(formId: string): boolean {
  return (
    readDrafts(safeStorage(browserSessionStorage, 'sessionStorage'))?.forms[formId] !== undefined
  )
}

/**
 * A form's draft. The store's code (the client state, 14 KB) is loaded when the form mounts only if
 * the tab keeps a draft of it; otherwise the form is ready at once with none, and the store loads
 * with the first save (issue #36: a first visit to a form page does not load it for nothing).
 */
export function useDraft<T>(formId: string): DraftHandle<T> {
  const dispatch = useAppDispatch()
  const [mounted, setMounted] = useState(false)
  const [withoutStore, setWithoutStore] = useState(false)
  useEffect(() => {
    setMounted(true)
    if (draftKept(formId)) loadClientState().catch(() => undefined)
    else setWithoutStore(true)
  }, [formId])
  const started = useAppSelector((state) => state.drafts !== undefined)
  const stored = useAppSelector((state) => selectDraft(state, formId))
  // Until the store is there, a save or a clear is handed to it once it has loaded.
  const send = useCallback(
    (action: ReturnType<typeof saveDraft> | ReturnType<typeof clearDraft>) => {
      if (started) dispatch(action)
      else
        loadClientState().then(
          (state) => state.startedStore().dispatch(action),
          () => undefined,
        )
    },
    [dispatch, started],
  )
  const save = useCallback((values: T) => send(saveDraft(formId, values)), [send, formId])
  const clear = useCallback(() => send(clearDraft(formId)), [send, formId])
  const ready = mounted && (started || withoutStore)
  return { ready, draft: ready ? (stored?.values as T | undefined) : undefined, save, clear }
}

/**
 * What the tab keeps of a form page while it is filled in (sessionStorage only): the phase it was
 * left in, the values, and the key of the last attempt to send.
 */
export interface FormDraft<T, P extends string> {
  phase: P
  values: T
  /** Kept with the values it was for. */
  submission?: PendingSubmission
}

/**
 * A form page's draft, and the handlers its form takes (DraftFormHandlers but onBack): what is
 * typed, and the key of each attempt to send, are kept with the phase 'form'.
 */
export function useFormDraft<T, P extends string>(formId: string) {
  const handle = useDraft<FormDraft<T, P | 'form'>>(formId)
  const { save, clear } = handle
  const submission = handle.draft?.submission
  const onValuesChange = useCallback(
    (values: T) => save({ phase: 'form', values, submission }),
    [save, submission],
  )
  const onPending = useCallback(
    (pending: PendingSubmission, values: T) => save({ phase: 'form', values, submission: pending }),
    [save],
  )
  return { ...handle, handlers: { pending: submission, onValuesChange, onPending, onClear: clear } }
}
