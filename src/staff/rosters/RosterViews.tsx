// The class lists (issue #31): /gazda/klasy/, every class grouped by level with its counts and
// capacity, and /gazda/klasy/{level}.{shift}/, one class's children, its wait-list (admins), its
// CSV and three printed sheets. The sheets are the page's print: print CSS alone
// (Rosters.module.css) leaves out the site's banner, the navigation and every control.
import { Link } from 'gatsby'
import { useCallback, useEffect, useId, useState, type FormEvent, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import type {
  Roster,
  RosterChild,
  RosterList,
  RosterSheet,
  RosterSummary,
} from '../../domain/api/rosters'
import { MAX_CAPACITY } from '../../domain/api/rosters'
import { formatIsoDay } from '../../domain/isoDay'
import { messageOf } from '../api'
import { failureOf, resourceOf } from '../query/resource'
import { staffPath } from '../routes'
import { useStaff } from '../session'
import { ErrorNote, ResourceView, StaffTable, useViewTitle } from '../ui'
import {
  useAllRostersQuery,
  useExportRosterMutation,
  useMoveChildMutation,
  useRosterPrintedMutation,
  useRosterQuery,
  useRostersQuery,
  useSetCapacityMutation,
} from './api'
import { ROSTERS } from './text'
import { ColumnHeads } from '../../components/ColumnHeads'
import * as staffStyles from '../Staff.module.css'
import * as styles from './Rosters.module.css'
import type { ScreenViews } from '../routes'
import type { rosterScreens } from './screens'

const classNameOf = (item: { levelName: string; shiftName: string }) =>
  ROSTERS.classTitle(item.levelName, item.shiftName)

/** The classes of each level together, in the API's order (levels.yaml's, then the shifts'). */
function byLevel(items: RosterSummary[]) {
  const groups: { level: string; levelName: string; items: RosterSummary[] }[] = []
  for (const item of items) {
    const group = groups.find((g) => g.level === item.level)
    if (group) group.items.push(item)
    else groups.push({ level: item.level, levelName: item.levelName, items: [item] })
  }
  return groups
}

/** /gazda/klasy/: the school's classes. */
export function RosterListView() {
  const list = resourceOf(useRostersQuery())
  return (
    <ResourceView resource={list} onRetry={list.reload}>
      {(data) => <Classes list={data} />}
    </ResourceView>
  )
}

function Classes({ list }: { list: RosterList }) {
  const { isAdmin } = useStaff()
  const columns = [
    ROSTERS.shift,
    ROSTERS.accepted,
    ...(isAdmin ? [ROSTERS.waitlisted, ROSTERS.capacity] : []),
  ]
  const [printAll, setPrintAll] = useState(false)
  const printedAll = useCallback(() => setPrintAll(false), [])
  const filled = list.items.filter((item) => item.accepted > 0)
  if (list.items.length === 0) return <p>{ROSTERS.noClasses}</p>
  return (
    <div className={styles.roster}>
      <div className={styles.screen}>
        <p className={staffStyles.muted}>{ROSTERS.schoolYear(list.schoolYear)}</p>
        {filled.length > 0 && (
          <div className={staffStyles.actions}>
            <button type="button" className="button" onClick={() => setPrintAll(true)}>
              {ROSTERS.printAll}
            </button>
          </div>
        )}
        {byLevel(list.items).map((group) => (
          <section key={group.level} aria-labelledby={`poziom-${group.level}`}>
            <h2 id={`poziom-${group.level}`}>{group.levelName}</h2>
            <StaffTable caption={ROSTERS.listCaption(group.levelName)} columns={columns}>
              {group.items.map((item) => (
                <tr key={item.shiftId}>
                  <th scope="row">
                    <Link
                      to={staffPath({ view: 'roster', level: item.level, shiftId: item.shiftId })}
                      aria-label={ROSTERS.openClass(classNameOf(item))}
                    >
                      {item.shiftName}
                    </Link>
                  </th>
                  <td>{ROSTERS.acceptedOf(item.accepted, item.capacity)}</td>
                  {isAdmin && <td>{item.waitlisted ?? 0}</td>}
                  {isAdmin && (
                    <td>
                      <CapacityForm item={item} />
                    </td>
                  )}
                </tr>
              ))}
            </StaffTable>
          </section>
        ))}
      </div>
      {printAll && <AllSheets classes={filled} onDone={printedAll} />}
    </div>
  )
}

/**
 * Every class with children, each its class list on a page of its own: read, each print noted in
 * the audit log, then the browser's print dialog.
 */
function AllSheets({ classes, onDone }: { classes: RosterSummary[]; onDone: () => void }) {
  const keys = classes.map(({ level, shiftId }) => ({ level, shiftId }))
  const rosters = resourceOf(useAllRostersQuery(keys))
  const [printed] = useRosterPrintedMutation()
  const [error, setError] = useState('')
  const data = rosters.status === 'ready' ? rosters.data : null
  useEffect(() => {
    if (!data) return
    let gone = false
    void (async () => {
      try {
        for (const { level, shiftId } of data)
          await printed({ level, shiftId, sheet: 'list' }).unwrap()
      } catch (caught) {
        if (!gone) setError(messageOf(caught))
        return
      }
      if (gone) return
      // The sheets stay until the dialog is closed (the browser may copy the page after print()).
      window.addEventListener('afterprint', onDone, { once: true })
      window.print()
    })()
    return () => {
      gone = true
    }
  }, [data, printed, onDone])
  if (rosters.status === 'error' || rosters.status === 'forbidden' || error)
    return <ErrorNote message={error || ('message' in rosters ? rosters.message : '')} />
  if (!data) return <p role="status">{ROSTERS.preparing}</p>
  return (
    <div className={styles.sheets}>
      {data.map((roster) => (
        <Sheet key={`${roster.level}.${roster.shiftId}`} roster={roster} sheet="list" />
      ))}
    </div>
  )
}

/** An admin's capacity of one class: a number and its save, said back when saved. */
function CapacityForm({ item }: { item: RosterSummary }) {
  const id = useId()
  const [value, setValue] = useState(item.capacity === null ? '' : String(item.capacity))
  const [said, setSaid] = useState('')
  const [error, setError] = useState('')
  const [setCapacity, { isLoading }] = useSetCapacityMutation()
  const name = classNameOf(item)

  async function save(event: FormEvent) {
    event.preventDefault()
    setSaid('')
    setError('')
    const capacity = Number(value)
    try {
      await setCapacity({ level: item.level, shiftId: item.shiftId, capacity }).unwrap()
      setSaid(ROSTERS.capacitySaved(name, capacity))
    } catch (caught) {
      if (failureOf(caught).status !== 'loading') setError(messageOf(caught))
    }
  }

  return (
    <form className={styles.capacity} onSubmit={(event) => void save(event)}>
      <label htmlFor={id} className="visually-hidden">
        {ROSTERS.capacityLabel(name)}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_CAPACITY}
        required
        value={value}
        onChange={(event) => setValue(event.target.value)}
        className={styles.capacityInput}
      />
      <button type="submit" className="button" disabled={isLoading}>
        {ROSTERS.saveCapacity}
      </button>
      <span role="status" className={styles.said}>
        {said}
      </span>
      {error && <ErrorNote message={error} />}
    </form>
  )
}

/** /gazda/klasy/{level}.{shift}/: one class. */
export function RosterView({ level, shiftId }: { level: string; shiftId: number }) {
  const roster = resourceOf(useRosterQuery({ level, shiftId }))
  return (
    <ResourceView resource={roster} onRetry={roster.reload}>
      {(data) => <ClassRoster roster={data} />}
    </ResourceView>
  )
}

const SHEETS: { sheet: RosterSheet; label: string }[] = [
  { sheet: 'list', label: ROSTERS.printList },
  { sheet: 'signin', label: ROSTERS.printSignIn },
  { sheet: 'emergency', label: ROSTERS.printEmergency },
]

function ClassRoster({ roster }: { roster: Roster }) {
  const { isAdmin } = useStaff()
  const name = classNameOf(roster)
  useViewTitle(name)
  // The sheet the page prints: the class list unless a print button chose another.
  const [sheet, setSheet] = useState<RosterSheet>('list')
  const [error, setError] = useState('')
  // Said here, not beside the child: a moved child's row leaves the list.
  const [moved, setMoved] = useState('')
  const [printed] = useRosterPrintedMutation()
  const [exportRoster] = useExportRosterMutation()
  const where = { level: roster.level, shiftId: roster.shiftId }

  async function print(chosen: RosterSheet) {
    setError('')
    // The sheet is on the page before the print dialog copies it.
    flushSync(() => setSheet(chosen))
    try {
      await printed({ ...where, sheet: chosen }).unwrap()
    } catch (caught) {
      if (failureOf(caught).status !== 'loading') setError(messageOf(caught))
      return
    }
    window.print()
  }

  async function exportCsv() {
    setError('')
    try {
      await exportRoster({
        ...where,
        fileName: ROSTERS.csvName(roster.level, roster.shiftId),
      }).unwrap()
    } catch (caught) {
      if (failureOf(caught).status !== 'loading') setError(messageOf(caught))
    }
  }

  const count =
    roster.capacity === null
      ? ROSTERS.count(roster.children.length)
      : ROSTERS.countWithCapacity(roster.children.length, roster.capacity)

  return (
    <div className={styles.roster}>
      <div className={styles.screen}>
        <p className={staffStyles.muted}>{ROSTERS.schoolYear(roster.schoolYear)}</p>
        <p>{count}</p>
        <div className={staffStyles.actions} role="group" aria-label={ROSTERS.printing}>
          <button type="button" className="button" onClick={() => void exportCsv()}>
            {ROSTERS.csv}
          </button>
          {SHEETS.map((item) => (
            <button
              key={item.sheet}
              type="button"
              className="button"
              onClick={() => void print(item.sheet)}
            >
              {item.label}
            </button>
          ))}
        </div>
        <ErrorNote message={error} />
        <p role="status" className={styles.said}>
          {moved}
        </p>
        {roster.children.length === 0 ? (
          <p>{ROSTERS.noChildren}</p>
        ) : (
          <ChildrenTable roster={roster} name={name} admin={isAdmin} onMoved={setMoved} />
        )}
        {roster.waitlist && <Waitlist roster={roster} name={name} />}
      </div>
      <div className={styles.sheets} data-sheet={sheet}>
        <Sheet roster={roster} sheet={sheet} />
      </div>
    </div>
  )
}

function Phone({ number }: { number: string }) {
  return number ? <a href={`tel:${number.replace(/[^\d+]/g, '')}`}>{number}</a> : null
}

/** Items one under the other, for a cell holding several. */
function Lines({ items }: { items: ReactNode[] }) {
  return (
    <ul className={styles.lines}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  )
}

function ChildrenTable({
  roster,
  name,
  admin,
  onMoved,
}: {
  roster: Roster
  name: string
  admin: boolean
  onMoved: (said: string) => void
}) {
  const columns = [
    ROSTERS.lp,
    ROSTERS.child,
    ROSTERS.birthDate,
    ROSTERS.parents,
    ROSTERS.emergencyPhone,
    ROSTERS.comments,
    ROSTERS.photo,
    ...(admin ? [ROSTERS.move] : []),
  ]
  return (
    <StaffTable caption={ROSTERS.childrenCaption(name)} columns={columns}>
      {roster.children.map((child, index) => (
        <tr key={child.studentId}>
          <td>{index + 1}</td>
          <th scope="row">
            {child.lastName} {child.firstName}
            {admin && child.enrollmentId !== null && (
              <span className={styles.number}>
                <Link
                  to={staffPath({ view: 'enrollment', id: child.enrollmentId })}
                  aria-label={ROSTERS.enrollmentOf(
                    `${child.firstName} ${child.lastName}`,
                    child.number ?? '',
                  )}
                >
                  {child.number}
                </Link>
              </span>
            )}
          </th>
          <td>{formatIsoDay(child.birthDate)}</td>
          <td>
            {child.parents.map((parent, at) => (
              <Lines
                key={at}
                items={[
                  parent.name,
                  parent.phone && <Phone number={parent.phone} />,
                  parent.email && <a href={`mailto:${parent.email}`}>{parent.email}</a>,
                ].filter(Boolean)}
              />
            ))}
          </td>
          <td>
            <Phone number={child.emergencyPhone} />
          </td>
          <td>{child.comments}</td>
          <td>{child.photoConsent}</td>
          {admin && (
            <td>
              <MoveForm roster={roster} child={child} onMoved={onMoved} />
            </td>
          )}
        </tr>
      ))}
    </StaffTable>
  )
}

/** An admin moves a child to another class of the school: its level and shift. */
function MoveForm({
  roster,
  child,
  onMoved,
}: {
  roster: Roster
  child: RosterChild
  onMoved: (said: string) => void
}) {
  const id = useId()
  const classes = useRostersQuery()
  const [target, setTarget] = useState('')
  const [error, setError] = useState('')
  const [move, { isLoading }] = useMoveChildMutation()
  const options = (classes.data?.items ?? []).filter(
    (item) => !(item.level === roster.level && item.shiftId === roster.shiftId),
  )
  const childName = `${child.firstName} ${child.lastName}`

  async function submit(event: FormEvent) {
    event.preventDefault()
    const chosen = options.find((item) => `${item.level}.${item.shiftId}` === target)
    if (!chosen || child.enrollmentId === null) return
    onMoved('')
    setError('')
    try {
      await move({
        enrollmentId: child.enrollmentId,
        studentId: child.studentId,
        level: chosen.level,
        shiftId: chosen.shiftId,
      }).unwrap()
      onMoved(ROSTERS.moved(childName, classNameOf(chosen)))
    } catch (caught) {
      const failure = failureOf(caught)
      if (failure.status === 'loading') return
      setError(
        (caught as { status?: number }).status === 409 ? ROSTERS.moveChanged : messageOf(caught),
      )
    }
  }

  return (
    <form className={styles.move} onSubmit={(event) => void submit(event)}>
      <label htmlFor={id} className="visually-hidden">
        {ROSTERS.moveTo(childName)}
      </label>
      <select id={id} value={target} onChange={(event) => setTarget(event.target.value)} required>
        <option value="" />
        {options.map((item) => (
          <option key={`${item.level}.${item.shiftId}`} value={`${item.level}.${item.shiftId}`}>
            {classNameOf(item)}
          </option>
        ))}
      </select>
      <button type="submit" className="button" disabled={isLoading}>
        {ROSTERS.move}
      </button>
      {error && <ErrorNote message={error} />}
    </form>
  )
}

function Waitlist({ roster, name }: { roster: Roster; name: string }) {
  const waitlist = roster.waitlist ?? []
  return (
    <section aria-labelledby="lista-oczekujacych">
      <h2 id="lista-oczekujacych">{ROSTERS.waitlistTitle}</h2>
      {waitlist.length === 0 ? (
        <p>{ROSTERS.noWaitlist}</p>
      ) : (
        <StaffTable
          caption={ROSTERS.waitlistCaption(name)}
          columns={[ROSTERS.place, ROSTERS.child, ROSTERS.birthDate, ROSTERS.enrollment]}
        >
          {waitlist.map((child) => (
            <tr key={child.studentId}>
              <td>{child.place}</td>
              <th scope="row">
                {child.lastName} {child.firstName}
              </th>
              <td>{formatIsoDay(child.birthDate)}</td>
              <td>
                <Link to={staffPath({ view: 'enrollment', id: child.enrollmentId })}>
                  {child.number}
                </Link>
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
    </section>
  )
}

/** A printed sheet's page: its caption, its columns' heads, its rows. */
function SheetTable({
  caption,
  columns,
  landscape = false,
  children,
}: {
  caption: string
  columns: string[]
  landscape?: boolean
  children: ReactNode
}) {
  return (
    <section className={landscape ? `${styles.sheet} ${styles.landscape}` : styles.sheet}>
      <table className={styles.sheetTable}>
        <caption>{caption}</caption>
        <ColumnHeads columns={columns} />
        <tbody>{children}</tbody>
      </table>
    </section>
  )
}

/** A sheet's column: its head and each child's cell; the row header names the child. */
interface SheetColumn {
  header: string
  cell: (child: RosterChild, index: number) => ReactNode
  rowHeader?: true
}

const fullName = (child: RosterChild) => `${child.lastName} ${child.firstName}`
/** A column left empty on the screen, to be written in on paper. */
const blank = (header: string): SheetColumn => ({ header, cell: () => null })

const SHEET_LAYOUTS: Record<
  RosterSheet,
  { title: (name: string) => string; landscape?: true; rowClass?: string; columns: SheetColumn[] }
> = {
  signin: {
    title: ROSTERS.signInSheet,
    landscape: true,
    rowClass: styles.writeRow,
    columns: [
      blank(ROSTERS.date),
      { header: ROSTERS.child, cell: fullName, rowHeader: true },
      blank(ROSTERS.timeIn),
      blank(ROSTERS.parentSignature),
      blank(ROSTERS.timeOut),
    ],
  },
  emergency: {
    title: ROSTERS.emergencySheet,
    columns: [
      { header: ROSTERS.child, cell: fullName, rowHeader: true },
      { header: ROSTERS.emergencyPhone, cell: (child) => child.emergencyPhone },
      {
        header: ROSTERS.phones,
        cell: (child) => <Lines items={child.parents.map((p) => `${p.name}: ${p.phone}`)} />,
      },
      { header: ROSTERS.comments, cell: (child) => child.comments },
      { header: ROSTERS.photo, cell: (child) => child.photoConsent },
    ],
  },
  list: {
    title: ROSTERS.listSheet,
    columns: [
      { header: ROSTERS.lp, cell: (_child, index) => index + 1 },
      { header: ROSTERS.lastName, cell: (child) => child.lastName, rowHeader: true },
      { header: ROSTERS.firstName, cell: (child) => child.firstName },
      { header: ROSTERS.birthDate, cell: (child) => formatIsoDay(child.birthDate) },
      {
        header: ROSTERS.parents,
        cell: (child) => <Lines items={child.parents.map((p) => p.name)} />,
      },
      {
        header: ROSTERS.phones,
        cell: (child) => <Lines items={child.parents.map((p) => p.phone)} />,
      },
    ],
  },
}

/** One printed sheet of one class: a page of its own (landscape for the sign-in sheet). */
export function Sheet({ roster, sheet }: { roster: Roster; sheet: RosterSheet }) {
  const { title, landscape, rowClass, columns } = SHEET_LAYOUTS[sheet]
  return (
    <SheetTable
      landscape={landscape}
      caption={`${title(classNameOf(roster))} · ${ROSTERS.schoolYear(roster.schoolYear)}`}
      columns={columns.map((column) => column.header)}
    >
      {roster.children.map((child, index) => (
        <tr key={child.studentId} className={rowClass}>
          {columns.map(({ header, cell, rowHeader }) =>
            rowHeader ? (
              <th key={header} scope="row">
                {cell(child, index)}
              </th>
            ) : (
              <td key={header}>{cell(child, index)}</td>
            ),
          )}
        </tr>
      ))}
    </SheetTable>
  )
}

/** The class lists' screens (./screens.ts). */
export const rosterViews: ScreenViews<typeof rosterScreens> = {
  rosters: () => <RosterListView />,
  roster: ({ level, shiftId }) => <RosterView level={level} shiftId={shiftId} />,
}
