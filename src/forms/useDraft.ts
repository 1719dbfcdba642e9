// A form's draft in the Redux store (persisted to sessionStorage only: src/state/persist.ts),
// available once the page is mounted, the client state is loaded (after hydration: issue #20)
// and the drafts have been read back from the tab's storage.
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import { useClientState } from '../state/context'
import type { PendingSubmission } from './pending'

const noSubscription = () => () => undefined

export interface DraftHandle<T> {
  /** False on the server and in the first client render, so both render the same. */
  ready: boolean
  draft: T | undefined
  save: (values: T) => void
  clear: () => void
}

export function useDraft<T>(formId: string): DraftHandle<T> {
  const client = useClientState()
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  // The drafts only: the rest of the store (the tracker's queue) changes without them.
  const drafts = useSyncExternalStore(
    client ? client.store.subscribe : noSubscription,
    () => client?.store.getState().drafts,
    () => undefined,
  )
  const rehydrated = Boolean(
    (drafts as { _persist?: { rehydrated?: boolean } } | undefined)?._persist?.rehydrated,
  )
  const stored = drafts && client?.selectDraft({ drafts }, formId)
  const save = useCallback(
    (values: T) => client?.store.dispatch(client.saveDraft(formId, values)),
    [client, formId],
  )
  const clear = useCallback(
    () => client?.store.dispatch(client.clearDraft(formId)),
    [client, formId],
  )
  const ready = mounted && rehydrated
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
