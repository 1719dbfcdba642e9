// A staff list as a table: each column's header and cell are written together, so that the
// header row and the cells under it cannot fall out of step. The first column names the row.
import { useState, type Key, type ReactNode } from 'react'
import { pageCount } from './enrollments/filters'
import type { ShownResource } from './query/resource'
import { StaffTable } from './StaffTable'
import type { Paged } from './types'
import { Pager, ResourceView } from './ui'

export interface Column<T> {
  header: string
  cell: (item: T) => ReactNode
  /** The body cells' class (not the row header's). */
  className?: string
}

/** What a list's table is: its name for screen readers, its columns, each row's React key. */
export interface ListTableSpec<T> {
  caption: string
  /** In order; the first names the row. */
  columns: readonly [Column<T>, ...Column<T>[]]
  rowKey: (item: T) => Key
  /** Said instead of the table when there are no items; without it, an empty table is shown. */
  empty?: string
}

export function ListTable<T>({ table, items }: { table: ListTableSpec<T>; items: readonly T[] }) {
  const { caption, columns, rowKey, empty } = table
  if (empty !== undefined && items.length === 0) return <p>{empty}</p>
  const [first, ...rest] = columns
  return (
    <StaffTable caption={caption} columns={columns.map((column) => column.header)}>
      {items.map((item) => (
        <tr key={rowKey(item)}>
          <th scope="row">{first.cell(item)}</th>
          {rest.map((column, index) => (
            <td key={index} className={column.className}>
              {column.cell(item)}
            </td>
          ))}
        </tr>
      ))}
    </StaffTable>
  )
}

export interface Paging {
  /** The page and its size, as the list's query asks for them. */
  query: { page: number; pageSize: number }
  setPage: (page: number) => void
}

/** A list's page, kept in the view's state (a page number needs no URL), and its size. */
export function usePaging(pageSize: number): Paging {
  const [page, setPage] = useState(1)
  return { query: { page, pageSize }, setPage }
}

/** One page of a list the API pages: loading or refused, then its table and the pager. */
export function PagedTable<T>({
  resource,
  paging: {
    query: { page, pageSize },
    setPage,
  },
  table,
}: {
  resource: ShownResource<Paged<T>>
  paging: Paging
  table: ListTableSpec<T>
}) {
  return (
    <ResourceView resource={resource} onRetry={resource.reload}>
      {(data) => (
        <>
          <ListTable table={table} items={data.items} />
          <Pager
            page={page}
            pages={pageCount(data.total, pageSize)}
            total={data.total}
            onPage={setPage}
          />
        </>
      )}
    </ResourceView>
  )
}
