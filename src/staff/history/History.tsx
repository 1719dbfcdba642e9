import { useState } from 'react'
import { FilterBar, FilterSelect } from '../Filters'
import { PagedTable, usePaging, type Column, type ListTableSpec } from '../ListTable'
import { HISTORY } from './text'
import { formatSchoolDateTime as formatDateTime } from '../../domain/schoolClock'
import type { AuditEntry, HistoryEntry } from '../types'
import { useAuditQuery, useHistoryQuery } from './api'
import { resourceOf } from '../query/resource'
import type { ScreenViews } from '../routes'
import type { historyScreens } from './screens'

const PAGE_SIZE = 25

type Entry = HistoryEntry | AuditEntry

/** The columns the history and the audit log share. */
const at: Column<Entry> = { header: HISTORY.at, cell: (entry) => formatDateTime(entry.at) }
const who: Column<Entry> = { header: HISTORY.who, cell: (entry) => entry.user?.name ?? '' }
const action: Column<Entry> = {
  header: HISTORY.action,
  cell: (entry) => HISTORY.actions[entry.action] ?? entry.action,
}
/** The record by the name people know it by; its id only when the server knows no name. */
const record: Column<Entry> = {
  header: HISTORY.record,
  cell: (entry) => entry.record ?? entry.recordId ?? '',
}

const HISTORY_TABLE: ListTableSpec<HistoryEntry> = {
  caption: HISTORY.caption,
  columns: [
    at,
    who,
    {
      header: HISTORY.kind,
      cell: (entry) => HISTORY.kinds[entry.kind as keyof typeof HISTORY.kinds] ?? entry.kind,
    },
    record,
    action,
    { header: HISTORY.summary, cell: (entry) => entry.summary ?? '' },
  ],
  rowKey: (entry) => entry.id,
  empty: HISTORY.none,
}

const AUDIT_TABLE: ListTableSpec<AuditEntry> = {
  caption: HISTORY.auditCaption,
  columns: [
    at,
    who,
    action,
    { header: HISTORY.kind, cell: (entry) => HISTORY.auditKinds[entry.kind] ?? entry.kind },
    record,
  ],
  rowKey: (entry) => entry.id,
  empty: HISTORY.none,
}

/** /gazda/historia/: who changed which content and when, newest first. */
export function History() {
  const [kind, setKind] = useState('')
  const paging = usePaging(PAGE_SIZE)
  const history = resourceOf(useHistoryQuery({ kind, ...paging.query }))
  return (
    <>
      <FilterBar label={HISTORY.filters}>
        <FilterSelect
          id="history-kind"
          label={HISTORY.kind}
          value={kind}
          onChange={(value) => {
            setKind(value)
            paging.setPage(1)
          }}
          options={Object.entries(HISTORY.kinds).map(([value, label]) => ({ value, label }))}
          allLabel={HISTORY.all}
        />
      </FilterBar>
      <PagedTable resource={history} paging={paging} table={HISTORY_TABLE} />
    </>
  )
}

/** /gazda/audyt/ (admin): every read and change of private data, by whom; never the data itself. */
export function Audit() {
  const paging = usePaging(PAGE_SIZE)
  const audit = resourceOf(useAuditQuery(paging.query))
  return <PagedTable resource={audit} paging={paging} table={AUDIT_TABLE} />
}

/** The history's and the audit log's screens (./screens.ts). */
export const historyViews: ScreenViews<typeof historyScreens> = {
  history: () => <History />,
  audit: () => <Audit />,
}
