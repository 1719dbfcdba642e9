// A file the staff API answers (the CSV export, a family's data): fetched with the token through
// the base query, then saved under its name. Nothing of it is cached: a Blob is no state.
import type { BaseQueryFn } from '@reduxjs/toolkit/query'
import type { StaffError, StaffRequest } from '../api'
import { saveBlob } from '../download'

export async function downloaded(
  baseQuery: (request: StaffRequest) => ReturnType<BaseQueryFn<StaffRequest, unknown, StaffError>>,
  request: StaffRequest,
  fileName: string,
): Promise<{ data: null } | { error: StaffError }> {
  const answer = await baseQuery({ ...request, responseType: 'blob' })
  if (answer.error) return { error: answer.error }
  saveBlob(answer.data as Blob, fileName)
  return { data: null }
}
