// The drafts' actions and selector, apart from the slice (./draftsSlice.ts) and from Redux Toolkit:
// the form pages import these before hydration, and the store's code comes after it (issue #20).

export interface Draft {
  /** Must be serialisable (plain JSON): no File objects. */
  values: unknown
  savedAt: string
}

/** By form id, one level down (sessionStorage's `persist:drafts` keeps `forms` as one field). */
export interface DraftsState {
  forms: Record<string, Draft>
}

const SAVE = 'drafts/saveDraft'
const CLEAR = 'drafts/clearDraft'

export const saveDraft = Object.assign(
  (formId: string, values: unknown, savedAt: Date = new Date()) => ({
    type: SAVE,
    payload: { formId, draft: { values, savedAt: savedAt.toISOString() } as Draft },
  }),
  { type: SAVE },
)

export const clearDraft = Object.assign((formId: string) => ({ type: CLEAR, payload: formId }), {
  type: CLEAR,
})

export const selectDraft = (state: { drafts?: DraftsState }, formId: string): Draft | undefined =>
  state.drafts?.forms[formId]
