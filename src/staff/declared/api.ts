// The staff API of every declared kind of content (issue #30): /api/gazda/content/{kind}, its
// list, one record, create, change and delete, and a school form's PDF. Injected into the staff
// API beside the editors' endpoints (../editors/api.ts); a change makes the kind's list and the history stale.
import type { SaveAnswer } from '../../domain/api/content'
import { CONTENT_API } from '../editors/api'
import { LIST, onSuccess, staffApi } from '../query/staffApi'
import type { Versioned } from '../types'

/** A record's values as the API keeps them: text, numbers, booleans, lists and records. */
export type RecordValues = Record<string, unknown>

export interface DeclaredItem {
  id: string
  name: string
  values: RecordValues
  version: string
}

export interface DeclaredList {
  items: DeclaredItem[]
  canCreate: boolean
}

export interface DeclaredRecord {
  id: string
  values: RecordValues
  body: string | null
  version: string
  /** A markdown record's English version (issue #35): null when it has none; absent for YAML kinds. */
  english?: Record<string, string> | null
}

/** What a save sends: the fields flat, the markdown body when the kind has one. */
export type DeclaredSave = RecordValues & { body?: string }

export const declaredApiPath = (kind: string, id?: string) =>
  id === undefined ? `${CONTENT_API}/${kind}` : `${CONTENT_API}/${kind}/${encodeURIComponent(id)}`

/** A school form's PDF, sent as the body itself; the answer names it as the form's `file`. */
export const SCHOOL_FORM_FILE_API = `${CONTENT_API}/school-forms/file`

const list = (kind: string) => ({ type: 'Content', id: `declared/${kind}/${LIST}` }) as const

export const declaredApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    declaredList: build.query<DeclaredList, string>({
      query: (kind) => declaredApiPath(kind),
      providesTags: (_answer, _error, kind) => [list(kind)],
    }),
    /** An open editor's record is read afresh each time the editor opens. */
    declaredRecord: build.query<DeclaredRecord, { kind: string; id: string }>({
      query: ({ kind, id }) => declaredApiPath(kind, id),
      keepUnusedDataFor: 0,
    }),
    createDeclared: build.mutation<
      SaveAnswer & { id: string },
      { kind: string; body: DeclaredSave }
    >({
      query: ({ kind, body }) => ({ url: declaredApiPath(kind), method: 'POST', body }),
      invalidatesTags: (_answer, error, { kind }) => (error ? [] : [list(kind), 'History']),
    }),
    saveDeclared: build.mutation<
      SaveAnswer,
      { kind: string; id: string; body: DeclaredSave & Versioned }
    >({
      query: ({ kind, id, body }) => ({ url: declaredApiPath(kind, id), method: 'PUT', body }),
      invalidatesTags: (_answer, error, { kind }) => (error ? [] : [list(kind), 'History']),
    }),
    deleteDeclared: build.mutation<unknown, { kind: string; id: string; version: string }>({
      query: ({ kind, id, version }) => ({
        url: declaredApiPath(kind, id),
        method: 'DELETE',
        params: { version },
      }),
      invalidatesTags: (_answer, error, { kind }) => (error ? [] : [list(kind), 'History']),
    }),
    uploadSchoolFormFile: build.mutation<{ file: string }, { pdf: Blob; name: string }>({
      query: ({ pdf, name }) => ({
        url: SCHOOL_FORM_FILE_API,
        method: 'POST',
        params: { name },
        file: { blob: pdf, type: 'application/pdf' },
      }),
      invalidatesTags: onSuccess('History'),
    }),
  }),
})

export const {
  useDeclaredListQuery,
  useDeclaredRecordQuery,
  useCreateDeclaredMutation,
  useSaveDeclaredMutation,
  useDeleteDeclaredMutation,
  useUploadSchoolFormFileMutation,
} = declaredApi
