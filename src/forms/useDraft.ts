// A form's draft in the Redux store (persisted to sessionStorage only: src/state/persist.ts),
// available once the page is mounted and the client state is in the store (injected after
// hydration with the drafts read back from the tab's storage: issue #20).
import { useCallback, useEffect, useState } from 'react'
import { clearDraft, saveDraft, selectDraft } from '../state/draftActions'
import { useAppDispatch, useAppSelector } from '../state/hooks'
import type { PendingSubmission } from './pending'

export interface DraftHandle<T> {
  /** False on the server and in the first client render, so both render the same. */
  ready: boolean
  draft: T | undefined
  save: (values: T) => void
  clear: () => void
}

export function useDraft<T>(formId: string): DraftHandle<T> {
  const dispatch = useAppDispatch()
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  const started = useAppSelector((state) => state.drafts !== undefined)
  const stored = useAppSelector((state) => selectDraft(state, formId))
  const save = useCallback((values: T) => dispatch(saveDraft(formId, values)), [dispatch, formId])
  const clear = useCallback(() => dispatch(clearDraft(formId)), [dispatch, formId])
  const ready = mounted && started
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
