// The drafts' actions and selector, apart from the slice (./draftsSlice.ts): the form pages import
// these, and the slice's code (with Immer) comes only with the client state, after hydration.
import { createAction } from '@reduxjs/toolkit'

export interface Draft {
  /** Must be serialisable (plain JSON): no File objects. */
  values: unknown
  savedAt: string
}

/** By form id, one level down (sessionStorage's `persist:drafts` keeps `forms` as one field). */
export interface DraftsState {
  forms: Record<string, Draft>
}

export const saveDraft = createAction(
  'drafts/saveDraft',
  (formId: string, values: unknown, savedAt: Date = new Date()) => ({
    payload: { formId, draft: { values, savedAt: savedAt.toISOString() } as Draft },
  }),
)

export const clearDraft = createAction<string>('drafts/clearDraft')

export const selectDraft = (state: { drafts?: DraftsState }, formId: string): Draft | undefined =>
  state.drafts?.forms[formId]
