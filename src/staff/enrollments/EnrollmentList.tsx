import { Link } from 'gatsby'
import { useEffect, useState } from 'react'
import { FilterBar, FilterSearch, FilterSelect } from '../Filters'
import { ListTable, type ListTableSpec } from '../ListTable'
import {
  ENROLLMENTS_PAGE_SIZE,
  enrollmentQuery,
  NO_FILTERS,
  pageCount,
  schoolYearOptions,
  STATUS_OPTIONS,
  statusLabel,
  type EnrollmentFilters,
} from './filters'
import { staffPath } from '../routes'
import { useSchool } from '../school'
import { ENROLLMENTS } from './text'
import { formatSchoolDate as formatMomentDay } from '../../domain/schoolClock'
import { labelOf } from '../../domain/enrollment/words'
import type { SelectOption } from '../../components/form/SelectField'
import type { EnrollmentRecord } from '../types'
import { useSearch } from '../useSearch'
import { messageOf } from '../api'
import {
  useCurrentEnrollmentYearQuery,
  useEnrollmentsQuery,
  useExportEnrollmentsMutation,
} from './api'
import { failureOf, resourceOf } from '../query/resource'
import { ErrorNote, Pager, ResourceView } from '../ui'
import * as styles from '../Staff.module.css'

/** /gazda/zapisy/ (admin): the current enrolment year first; filters; search; CSV; print. */
export function EnrollmentList() {
  // The year the newest enrolment is for decides where the list opens.
  const newest = resourceOf(useCurrentEnrollmentYearQuery())
  return (
    <ResourceView resource={newest} onRetry={newest.reload}>
      {(year) => <Enrollments currentYear={year} />}
    </ResourceView>
  )
}

function Enrollments({ currentYear }: { currentYear: string }) {
  const [exportEnrollments] = useExportEnrollmentsMutation()
  const school = useSchool()
  const [filters, setFilters] = useState<EnrollmentFilters>({
    ...NO_FILTERS,
    schoolYear: currentYear,
  })
  const [page, setPage] = useState(1)
  const [exportError, setExportError] = useState('')
  const { q, box } = useSearch()

  // The name searched for goes to the API's query string only: never into the page's URL.
  useEffect(() => {
    setFilters((was) => (was.q === q ? was : { ...was, q }))
    setPage(1)
  }, [q])

  const list = resourceOf(useEnrollmentsQuery(enrollmentQuery(filters, page)))

  const set = (key: keyof EnrollmentFilters) => (value: string) => {
    setFilters((was) => ({ ...was, [key]: value }))
    setPage(1)
  }

  async function exportCsv() {
    setExportError('')
    try {
      const fileName = ENROLLMENTS.csvName(filters.schoolYear)
      await exportEnrollments({ params: enrollmentQuery(filters), fileName }).unwrap()
    } catch (error) {
      if (failureOf(error).status !== 'loading') setExportError(messageOf(error))
    }
  }

  const selects = filterSelects(currentYear, school)

  return (
    <>
      <FilterBar label={ENROLLMENTS.filters}>
        {selects.map(({ key, ...select }) => (
          <FilterSelect key={key} {...select} value={filters[key]} onChange={set(key)} />
        ))}
        <FilterSearch
          id="filter-search"
          label={ENROLLMENTS.search}
          hint={ENROLLMENTS.searchHint}
          {...box}
        />
      </FilterBar>

      <div className={`${styles.actions} ${styles.noPrint}`}>
        <button type="button" className="button" onClick={() => void exportCsv()}>
          {ENROLLMENTS.exportCsv}
        </button>
        <button type="button" className="button" onClick={() => window.print()}>
          {ENROLLMENTS.print}
        </button>
      </div>
      <ErrorNote message={exportError} />

      <PrintedFilters filters={filters} selects={selects} />
      <ResourceView resource={list} onRetry={list.reload}>
        {(data) => (
          <>
            {/* The count always (on paper too); that a search is going on, beside it on screen. */}
            <p role="status" className={styles.muted}>
              {ENROLLMENTS.found(data.total)}
              {list.pending && <span className={styles.noPrint}> ({ENROLLMENTS.searching})</span>}
            </p>
            {data.items.length > 0 && <ListTable table={TABLE} items={data.items} />}
            <Pager
              page={page}
              pages={pageCount(data.total, ENROLLMENTS_PAGE_SIZE)}
              onPage={setPage}
            />
          </>
        )}
      </ResourceView>
    </>
  )
}

const TABLE: ListTableSpec<EnrollmentRecord> = {
  caption: ENROLLMENTS.tableCaption,
  columns: [
    {
      header: ENROLLMENTS.number,
      cell: (item) => (
        <Link to={staffPath({ view: 'enrollment', id: item.id })}>{item.number}</Link>
      ),
    },
    { header: ENROLLMENTS.created, cell: (item) => formatMomentDay(item.createdAt) },
    { header: ENROLLMENTS.students, cell: (item) => <Students record={item} /> },
    { header: ENROLLMENTS.status, cell: (item) => statusLabel(item.status) },
    {
      header: ENROLLMENTS.duplicate,
      cell: (item) => (item.possibleDuplicate ? ENROLLMENTS.yes : ENROLLMENTS.no),
    },
  ],
  rowKey: (item) => item.id,
}

/** The list's select filters: the bar shows them as controls, the printed page as words. */
function filterSelects(currentYear: string, school: ReturnType<typeof useSchool>) {
  const years = schoolYearOptions(currentYear).map((value) => ({
    value,
    label: value.replace('-', '/'),
  }))
  const selects: {
    key: Exclude<keyof EnrollmentFilters, 'q'>
    id: string
    label: string
    options: readonly SelectOption[]
    allLabel: string
  }[] = [
    {
      key: 'schoolYear',
      id: 'filter-year',
      label: ENROLLMENTS.year,
      options: years,
      allLabel: ENROLLMENTS.allYears,
    },
    {
      key: 'status',
      id: 'filter-status',
      label: ENROLLMENTS.status,
      options: STATUS_OPTIONS,
      allLabel: ENROLLMENTS.all,
    },
    {
      key: 'buildingId',
      id: 'filter-shift',
      label: ENROLLMENTS.shift,
      options: school.shifts.map((s) => ({ value: String(s.id), label: s.name })),
      allLabel: ENROLLMENTS.allShifts,
    },
    {
      key: 'level',
      id: 'filter-level',
      label: ENROLLMENTS.level,
      options: school.levels.map((l) => ({ value: l.id, label: l.name })),
      allLabel: ENROLLMENTS.allLevels,
    },
    {
      key: 'duplicate',
      id: 'filter-duplicate',
      label: ENROLLMENTS.duplicate,
      options: ENROLLMENTS.duplicateOptions,
      allLabel: ENROLLMENTS.all,
    },
  ]
  return selects
}

/**
 * On paper only: which filters made the list (the screen shows them in their controls, which
 * are not printed). A value no option has is printed as stored (labelOf).
 */
function PrintedFilters({
  filters,
  selects,
}: {
  filters: EnrollmentFilters
  selects: ReturnType<typeof filterSelects>
}) {
  const shown = [
    ...selects.map(({ key, label, options, allLabel }) => [
      label,
      labelOf(options, filters[key]),
      allLabel,
    ]),
    [ENROLLMENTS.printedSearch, filters.q.trim() ? `„${filters.q.trim()}”` : '', ''],
  ].filter(([, value, all]) => value || all)
  return (
    <p className={styles.printOnly}>
      {ENROLLMENTS.printedFilters}:{' '}
      {shown.map(([name, value, all]) => `${name}: ${value || all}`).join('; ')}
    </p>
  )
}

function Students({ record }: { record: EnrollmentRecord }) {
  const school = useSchool()
  return (
    <ul className={styles.plain}>
      {record.students.map((student) => (
        <li key={student.id}>
          {student.firstName} {student.lastName} ({school.levelName(student.level)},{' '}
          {school.shiftName(student.buildingId)}): {statusLabel(student.status)}
        </li>
      ))}
    </ul>
  )
}
