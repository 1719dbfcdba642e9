// What a parent has typed into a form, kept so that a reload or a lost connection loses nothing
// (DESIGN.md "who uses it"). Persisted to sessionStorage only: it stays in the tab, never on disk
// for the next person at a shared computer. The actions are in ./draftActions.ts.
import { createSlice } from '@reduxjs/toolkit'
import { clearDraft, saveDraft, type DraftsState } from './draftActions'
import { persistedStateRead } from './persist'

export { clearDraft, saveDraft, selectDraft, type Draft, type DraftsState } from './draftActions'

export const initialDraftsState: DraftsState = { forms: {} }

export const draftsSlice = createSlice({
  name: 'drafts',
  initialState: initialDraftsState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(saveDraft.type, (state, action: ReturnType<typeof saveDraft>) => {
        state.forms[action.payload.formId] = action.payload.draft
      })
      .addCase(clearDraft.type, (state, action: ReturnType<typeof clearDraft>) => {
        delete state.forms[action.payload]
      })
      .addCase(persistedStateRead, (state, action) => action.payload.drafts ?? state)
  },
})

declare module './store' {
  interface LazyLoadedSlices {
    drafts: DraftsState
  }
}
