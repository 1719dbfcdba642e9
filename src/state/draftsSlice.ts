// What a parent has typed into a form, kept so that a reload or a lost connection loses nothing
// (DESIGN.md "who uses it"). Persisted to sessionStorage only: it stays in the tab, never on disk
// for the next person at a shared computer.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

export interface Draft {
  /** Must be serialisable (plain JSON): no File objects. */
  values: unknown
  savedAt: string
}

/** By form id, one level down: the drafts' own persistReducer adds `_persist` beside `forms`. */
export interface DraftsState {
  forms: Record<string, Draft>
}

export const initialDraftsState: DraftsState = { forms: {} }

export const draftsSlice = createSlice({
  name: 'drafts',
  initialState: initialDraftsState,
  reducers: {
    saveDraft: {
      reducer(state, action: PayloadAction<{ formId: string; draft: Draft }>) {
        state.forms[action.payload.formId] = action.payload.draft
      },
      prepare(formId: string, values: unknown, savedAt: Date = new Date()) {
        return { payload: { formId, draft: { values, savedAt: savedAt.toISOString() } } }
      },
    },
    clearDraft(state, action: PayloadAction<string>) {
      delete state.forms[action.payload]
    },
  },
})

export const { saveDraft, clearDraft } = draftsSlice.actions

export const selectDraft = (state: { drafts: DraftsState }, formId: string): Draft | undefined =>
  state.drafts.forms[formId]
