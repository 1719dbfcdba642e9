import { useState } from 'react'
import { FilterBar, FilterSelect } from '../Filters'
import { BarChart } from '../charts/BarChart'
import { botsPerDay, daysBefore, total, viewsPerDay } from '../charts/data'
import { schoolDay } from '../../domain/schoolTime'
import { VISITS } from './text'
import type { Visits as VisitsData } from '../types'
import { useVisitsQuery } from './api'
import { resourceOf } from '../query/resource'
import { ResourceView } from '../ui'
import * as styles from '../Staff.module.css'
import type { ScreenViews } from '../routes'
import type { visitScreens } from './screens'

const PERIODS = [7, 30, 90] as const

/** /gazda/wizyty/ (admin): views per day, top pages, outbound clicks; bots counted apart. */
export function Visits() {
  const [days, setDays] = useState<number>(30)
  const today = schoolDay()
  const since = daysBefore(today, days - 1)
  const visits = resourceOf(useVisitsQuery(since))
  return (
    <>
      <FilterBar label={VISITS.period}>
        <FilterSelect
          id="visits-period"
          label={VISITS.period}
          value={String(days)}
          onChange={(value) => setDays(Number(value))}
          options={PERIODS.map((n) => ({ value: String(n), label: VISITS.lastDays(n) }))}
        />
      </FilterBar>
      <ResourceView resource={visits} onRetry={visits.reload}>
        {(data) => <VisitsReport data={data} since={since} until={today} />}
      </ResourceView>
    </>
  )
}

function VisitsReport({ data, since, until }: { data: VisitsData; since: string; until: string }) {
  const perDay = viewsPerDay(data, since, until)
  const bots = botsPerDay(data, since, until)
  return (
    <>
      <p>{VISITS.totals(total(perDay), total(bots))}</p>
      <BarChart
        title={VISITS.perDay}
        data={perDay}
        orientation="vertical"
        categoryHeader={VISITS.day}
        valueHeader={VISITS.views}
      />
      <div className={styles.columnsWide}>
        <CountsSection
          id="visits-pages"
          title={VISITS.topPages}
          headers={[VISITS.page, VISITS.views]}
          rows={data.topPages.map((row) => [row.path ?? '', row.views])}
        />
        <CountsSection
          id="visits-outbound"
          title={VISITS.outbound}
          headers={[VISITS.target, VISITS.clicks]}
          rows={data.outbound.map((row) => [row.target ?? '', row.clicks])}
        />
        <CountsSection
          id="visits-bots"
          title={VISITS.bots}
          note={VISITS.botsNote}
          headers={[VISITS.day, VISITS.botVisits]}
          rows={bots.filter((row) => row.value > 0).map((row) => [row.key, row.value])}
        />
      </div>
    </>
  )
}

/** A part of the report: a count per name, in a table named by the part's heading. */
function CountsSection({
  id,
  title,
  note,
  headers,
  rows,
}: {
  id: string
  title: string
  note?: string
  headers: [string, string]
  rows: [string, number][]
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {note && <p className={styles.muted}>{note}</p>}
      {rows.length === 0 ? (
        <p className={styles.muted}>{VISITS.none}</p>
      ) : (
        <table className={styles.table}>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{headers[0]}</th>
              <th scope="col">{headers[1]}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([name, value]) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}

/** The visit statistics' screen (./screens.ts). */
export const visitViews: ScreenViews<typeof visitScreens> = { visits: () => <Visits /> }
