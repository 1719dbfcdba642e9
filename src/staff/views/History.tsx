import { useState } from 'react'
import { FilterBar, FilterSelect } from '../Filters'
import { pageCount } from '../enrollments'
import { HISTORY } from '../text/history'
import { formatSchoolDateTime as formatDateTime } from '../../domain/schoolClock'
import type { AuditEntry, HistoryEntry } from '../types'
import { useAuditQuery, useHistoryQuery } from '../query/records'
import { resourceOf } from '../query/resource'
import { Pager, ResourceView, StaffTable } from '../ui'

const PAGE_SIZE = 25

/** The record by the name people know it by; its id only when the server knows no name. */
const recordOf = (entry: HistoryEntry | AuditEntry) => entry.record ?? entry.recordId ?? ''

/** /gazda/historia/: who changed which content and when, newest first. */
export function History() {
  const [kind, setKind] = useState('')
  const [page, setPage] = useState(1)
  const history = resourceOf(useHistoryQuery({ kind, page, pageSize: PAGE_SIZE }))
  return (
    <>
      <FilterBar label={HISTORY.filters}>
        <FilterSelect
          id="history-kind"
          label={HISTORY.kind}
          value={kind}
          onChange={(value) => {
            setKind(value)
            setPage(1)
          }}
          options={Object.entries(HISTORY.kinds).map(([value, label]) => ({ value, label }))}
          allLabel={HISTORY.all}
        />
      </FilterBar>
      <ResourceView resource={history} onRetry={history.reload}>
        {(data) => (
          <>
            {data.items.length === 0 ? (
              <p>{HISTORY.none}</p>
            ) : (
              <StaffTable
                caption={HISTORY.caption}
                columns={[
                  HISTORY.at,
                  HISTORY.who,
                  HISTORY.kind,
                  HISTORY.record,
                  HISTORY.action,
                  HISTORY.summary,
                ]}
              >
                {data.items.map((entry) => (
                  <tr key={entry.id}>
                    <th scope="row">{formatDateTime(entry.at)}</th>
                    <td>{entry.user?.name ?? ''}</td>
                    <td>{HISTORY.kinds[entry.kind as keyof typeof HISTORY.kinds] ?? entry.kind}</td>
                    <td>{recordOf(entry)}</td>
                    <td>{HISTORY.actions[entry.action] ?? entry.action}</td>
                    <td>{entry.summary ?? ''}</td>
                  </tr>
                ))}
              </StaffTable>
            )}
            <Pager
              page={page}
              pages={pageCount(data.total, PAGE_SIZE)}
              total={data.total}
              onPage={setPage}
            />
          </>
        )}
      </ResourceView>
    </>
  )
}

/** /gazda/audyt/ (admin): every read and change of private data, by whom; never the data itself. */
export function Audit() {
  const [page, setPage] = useState(1)
  const audit = resourceOf(useAuditQuery({ page, pageSize: PAGE_SIZE }))
  return (
    <ResourceView resource={audit} onRetry={audit.reload}>
      {(data) => (
        <>
          {data.items.length === 0 ? (
            <p>{HISTORY.none}</p>
          ) : (
            <StaffTable
              caption={HISTORY.auditCaption}
              columns={[HISTORY.at, HISTORY.who, HISTORY.action, HISTORY.kind, HISTORY.record]}
            >
              {data.items.map((entry) => (
                <tr key={entry.id}>
                  <th scope="row">{formatDateTime(entry.at)}</th>
                  <td>{entry.user?.name ?? ''}</td>
                  <td>{HISTORY.actions[entry.action] ?? entry.action}</td>
                  <td>{HISTORY.auditKinds[entry.kind] ?? entry.kind}</td>
                  <td>{recordOf(entry)}</td>
                </tr>
              ))}
            </StaffTable>
          )}
          <Pager
            page={page}
            pages={pageCount(data.total ?? data.items.length, PAGE_SIZE)}
            total={data.total}
            onPage={setPage}
          />
        </>
      )}
    </ResourceView>
  )
}
