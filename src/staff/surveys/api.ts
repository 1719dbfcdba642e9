// The survey answers' staff API: /api/gazda/surveys, the list, one answer, every answer for the
// summary's charts, and the CSV.
import type { Query } from '../api'
import { downloaded } from '../query/download'
import { staffApi } from '../query/staffApi'
import type { Paged, SurveyRecord } from '../types'

export const SURVEYS_API = '/api/gazda/surveys'

/** The API's largest page; the survey summary reads every page of answers. */
const SUMMARY_PAGE_SIZE = 100
const SUMMARY_MAX_PAGES = 50

export const surveysApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    /** Issue #33: the answers (those a search finds) as CSV. */
    exportSurveys: build.mutation<null, { params: Query; fileName: string }>({
      queryFn: ({ params, fileName }, _api, _extra, baseQuery) =>
        downloaded(baseQuery, { url: `${SURVEYS_API}.csv`, params }, fileName),
    }),
    surveys: build.query<Paged<SurveyRecord>, Query>({
      query: (params) => ({ url: SURVEYS_API, params }),
      providesTags: ['Survey'],
    }),
    /** Every answer, page after page, for the summary's charts. */
    allSurveyAnswers: build.query<SurveyRecord[], void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const items: SurveyRecord[] = []
        for (let page = 1; page <= SUMMARY_MAX_PAGES; page += 1) {
          const params = { page, pageSize: SUMMARY_PAGE_SIZE }
          const batch = await baseQuery({ url: SURVEYS_API, params })
          if (batch.error) return { error: batch.error }
          const { items: more, total } = batch.data as Paged<SurveyRecord>
          items.push(...more)
          if (items.length >= total || more.length === 0) break
        }
        return { data: items }
      },
      providesTags: ['Survey'],
    }),
    survey: build.query<SurveyRecord, number>({
      query: (id) => `${SURVEYS_API}/${id}`,
      providesTags: ['Survey'],
    }),
  }),
})

export const {
  useExportSurveysMutation,
  useSurveysQuery,
  useAllSurveyAnswersQuery,
  useSurveyQuery,
} = surveysApi
