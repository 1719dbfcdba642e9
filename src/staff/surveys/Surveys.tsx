import { Link } from 'gatsby'
import { useEffect, useState } from 'react'
import { RATING_OPTIONS } from '../../domain/survey/answers'
import { surveyFamily } from '../../domain/survey/family'
import { SURVEY_LABELS } from '../../domain/survey/labels'
import { CONTINUATION_OPTIONS, SURVEY_MODES } from '../../domain/survey/options'
import { SURVEY_FIELDS, type SurveyValues } from '../../domain/survey/values'
import { BarChart } from '../charts/BarChart'
import {
  CONTINUATION_SHORT,
  continuationCounts,
  meanRating,
  ratingDistribution,
  total,
} from '../charts/data'
import { FilterBar, FilterSearch } from '../Filters'
import { PagedTable, usePaging, type ListTableSpec } from '../ListTable'
import { staffPath } from '../routes'
import { subjectLabel, useSchool } from '../school'
import { SURVEYS } from './text'
import { formatSchoolDateTime as formatDateTime } from '../../domain/schoolClock'
import { formatIsoDay as formatDay } from '../../domain/isoDay'
import type { SurveyRecord } from '../types'
import { useSearch } from '../useSearch'
import { messageOf } from '../api'
import {
  useAllSurveyAnswersQuery,
  useExportSurveysMutation,
  useSurveyQuery,
  useSurveysQuery,
} from './api'
import { failureOf, resourceOf } from '../query/resource'
import { ErrorNote, ResourceView, useViewTitle } from '../ui'
import * as styles from '../Staff.module.css'
import type { ScreenViews } from '../routes'
import type { surveyScreens } from './screens'

const PAGE_SIZE = 25

const label = (options: readonly { value: string; label: string }[], value: unknown) =>
  options.find((option) => option.value === value)?.label ??
  (typeof value === 'string' ? value : '')

const TABLE: ListTableSpec<SurveyRecord> = {
  caption: SURVEYS.answers,
  columns: [
    {
      header: SURVEYS.number,
      cell: (item) => <Link to={staffPath({ view: 'survey', id: item.id })}>{item.id}</Link>,
    },
    { header: SURVEYS.date, cell: (item) => formatDateTime(item.createdAt) },
    { header: SURVEYS.family, cell: (item) => <FamilyOf record={item} />, className: styles.email },
    { header: SURVEYS.mode, cell: (item) => label(SURVEY_MODES, item.answers?.mode) },
    {
      header: SURVEY_LABELS.opinion.label,
      cell: (item) => label(RATING_OPTIONS, item.answers?.opinion),
    },
    {
      header: SURVEY_LABELS.continuation.label,
      cell: (item) =>
        CONTINUATION_SHORT[item.answers?.continuation as keyof typeof CONTINUATION_SHORT] ?? '',
    },
  ],
  rowKey: (item) => item.id,
  empty: SURVEYS.none,
}

/** /gazda/ankiety/ (admin): the summary with its charts, then the answers page by page. */
export function SurveyList() {
  const summary = resourceOf(useAllSurveyAnswersQuery())
  const paging = usePaging(PAGE_SIZE)
  const { q, box } = useSearch()
  const { setPage } = paging
  useEffect(() => setPage(1), [q, setPage])
  const list = resourceOf(useSurveysQuery({ ...paging.query, q }))
  const [exportSurveys] = useExportSurveysMutation()
  const [exportError, setExportError] = useState('')
  async function exportCsv() {
    setExportError('')
    try {
      await exportSurveys({ params: q ? { q } : {}, fileName: SURVEYS.csvName }).unwrap()
    } catch (error) {
      if (failureOf(error).status !== 'loading') setExportError(messageOf(error))
    }
  }
  return (
    <>
      <section aria-labelledby="survey-summary">
        <h2 id="survey-summary">{SURVEYS.summary}</h2>
        <ResourceView resource={summary} onRetry={summary.reload}>
          {(items) => <Summary answers={items.map((item) => item.answers)} />}
        </ResourceView>
      </section>
      <section aria-labelledby="survey-answers">
        <h2 id="survey-answers">{SURVEYS.answers}</h2>
        <FilterBar label={SURVEYS.searchLabel}>
          <FilterSearch id="survey-search" label={SURVEYS.search} {...box} />
        </FilterBar>
        <div className={styles.actions}>
          <button type="button" className="button" onClick={() => void exportCsv()}>
            {SURVEYS.exportCsv}
          </button>
        </div>
        <ErrorNote message={exportError} />
        <PagedTable resource={list} paging={paging} table={TABLE} />
      </section>
    </>
  )
}

function Summary({ answers }: { answers: Partial<SurveyValues>[] }) {
  const ratings = ratingDistribution(answers)
  const continuation = continuationCounts(answers)
  const mean = meanRating(ratings)
  const charts = [
    {
      title: SURVEYS.ratingChart,
      data: ratings,
      categoryHeader: SURVEYS.rating,
      valueHeader: SURVEYS.answersCount,
    },
    {
      title: SURVEYS.continuationChart,
      data: continuation,
      categoryHeader: SURVEYS.declaration,
      valueHeader: SURVEYS.familiesCount,
    },
  ]
  return (
    <>
      <p>
        {SURVEYS.count(answers.length)}
        {mean !== null && <> · {SURVEYS.mean(mean, total(ratings))}</>}
      </p>
      <div className={styles.charts}>
        {charts.map((chart) => (
          <BarChart key={chart.title} {...chart} showShare tableVisible />
        ))}
      </div>
    </>
  )
}

/** Who answered: the family's enrolment when a parent's e-mail matches one, and the e-mails. */
function FamilyOf({ record }: { record: SurveyRecord }) {
  const emails = surveyFamily(record.answers ?? {})
  const { family } = record
  // Issue #33: the surname the family gave, before the enrolment found by its e-mail.
  const surname = record.answers?.familyName
  if (!family) return <>{[surname, emails].filter(Boolean).join(' · ') || SURVEYS.noFamily}</>
  return (
    <>
      {surname && <>{surname} · </>}
      <Link to={staffPath({ view: 'enrollment', id: family.enrollmentId })}>
        {SURVEYS.familyOf(family.name, family.number)}
      </Link>
      {emails && <> · {emails}</>}
    </>
  )
}

/** /gazda/ankiety/{id}/ (admin): one answer, every question in the survey's order. */
export function SurveyRecordView({ id }: { id: number }) {
  const record = resourceOf(useSurveyQuery(id))
  return (
    <ResourceView resource={record} onRetry={record.reload}>
      {(data) => <SurveyAnswers record={data} />}
    </ResourceView>
  )
}

function SurveyAnswers({ record }: { record: SurveyRecord }) {
  useViewTitle(SURVEYS.recordTitle(record.id))
  const school = useSchool()
  const answers = record.answers ?? {}
  const shown = (field: (typeof SURVEY_FIELDS)[number]): string => {
    const value = answers[field]
    if (value === undefined || value === '') return ''
    switch (field) {
      case 'mode':
        return label(SURVEY_MODES, value)
      case 'opinion':
        return `${value} – ${label(RATING_OPTIONS, value)}`
      case 'continuation':
        return label(CONTINUATION_OPTIONS, value)
      case 'parentDuty':
        return value === '1' ? SURVEYS.accepted : SURVEYS.notAccepted
      case 'level':
        return school.levelName(String(value))
      case 'buildingId':
        return school.shiftName(String(value))
      case 'subjects':
        return subjectLabel(String(value))
      case 'birthDate':
        return formatDay(String(value))
      default:
        return String(value)
    }
  }
  return (
    <>
      <p className={styles.muted}>{formatDateTime(record.createdAt)}</p>
      <p>
        {SURVEYS.family}:{' '}
        <span className={styles.email}>
          <FamilyOf record={record} />
        </span>
      </p>
      <dl className={styles.answers}>
        {SURVEY_FIELDS.filter((field) => shown(field) !== '').map((field) => (
          <div key={field}>
            <dt>{SURVEY_LABELS[field].label}</dt>
            <dd className={styles.prewrap}>{shown(field)}</dd>
          </div>
        ))}
      </dl>
    </>
  )
}

/** The survey answers' screens (./screens.ts). */
export const surveyViews: ScreenViews<typeof surveyScreens> = {
  surveys: () => <SurveyList />,
  survey: ({ id }) => <SurveyRecordView id={id} />,
}
