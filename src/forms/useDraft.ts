// A form's draft in the Redux store (persisted to sessionStorage only: src/state/persist.ts),
// available once the page is mounted and the drafts have been read back from the tab's storage.
import { useCallback, useEffect, useState } from 'react'
import { useAppDispatch, useAppSelector } from '../state/hooks'
import { clearDraft, saveDraft, selectDraft } from '../state/draftsSlice'
import type { RootState } from '../state/store'

const selectDraftsRehydrated = (state: RootState): boolean =>
  Boolean((state.drafts as { _persist?: { rehydrated?: boolean } })._persist?.rehydrated)

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
  const rehydrated = useAppSelector(selectDraftsRehydrated)
  const stored = useAppSelector((state) => selectDraft(state, formId))
  const save = useCallback((values: T) => dispatch(saveDraft(formId, values)), [dispatch, formId])
  const clear = useCallback(() => dispatch(clearDraft(formId)), [dispatch, formId])
  const ready = mounted && rehydrated
  return { ready, draft: ready ? (stored?.values as T | undefined) : undefined, save, clear }
}
