import { graphql, Link, navigate, type PageProps } from 'gatsby'
import { useEffect, useId, useState } from 'react'
import { MailingListsLink } from '../components/MailingListsLink'
import { SectionHead, SectionLayout, type SectionIntro } from '../components/SectionLayout'
import { formatDate, formatShortDate } from '../domain/dates'
import { routes } from '../domain/routes'
import { isOnOrAfter, schoolYearOf } from '../domain/schoolTime'
import { useLevels } from '../hooks/useLevels'
import { useSchoolToday } from '../hooks/useSchoolToday'
import { frameProps, type FrameContext } from './frame'
import * as styles from './tables.module.css'

interface HomeworkRow {
  frontmatter: {
    id: number
    title: string
    class: string
    teacher: string
    assigned: string
    due: string
  }
}

type Data = {
  section: SectionIntro
  homework: { nodes: HomeworkRow[] }
  site: { buildTime: string } | null
}

const ALL = ''
/** The class filter's query parameter: `/zadania-domowe/?klasa=klasa-4` (issue #19). */
const CLASS_PARAM = 'klasa'

/**
 * The class in the address, so that reload, Back and a shared link keep the filter. Read only
 * after hydration: the HTML was built without a query, and the first render must match it.
 */
function useClassInAddress(search: string): [string, (level: string) => void] {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const level = hydrated ? (new URLSearchParams(search).get(CLASS_PARAM) ?? ALL) : ALL
  const choose = (next: string) => {
    const query = next === ALL ? '' : `?${new URLSearchParams({ [CLASS_PARAM]: next })}`
    void navigate(`${routes.homework()}${query}`)
  }
  return [level, choose]
}

function HomeworkTable({
  caption,
  rows,
  nameOf,
}: {
  caption: string
  rows: HomeworkRow[]
  nameOf: (levelId: string) => string
}) {
  return (
    <div className={styles.scroll}>
      <table className={`${styles.table} ${styles.homework}`}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Zadanie</th>
            <th scope="col">Klasa</th>
            <th scope="col">Termin</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ frontmatter: task }) => (
            <tr key={task.id}>
              <td>
                <Link to={routes.homeworkItem(task.id)}>{task.title}</Link>
              </td>
              <td>{nameOf(task.class)}</td>
              <td>
                {/* Issue #33: at 320 px the long date cut the column off; a phone shows the short. */}
                <time dateTime={task.due} className={styles.due}>
                  <span className={styles.longDate}>{formatDate(task.due)}</span>
                  <span className={styles.shortDate}>{formatShortDate(task.due)}</span>
                </time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/**
 * /zadania-domowe/: tasks still to hand in (soonest first), then past ones of this school year
 * (newest first), with a filter by class. Which are current is decided on the visitor's day (issue
 * #19): a task is shown from the day it was assigned (issue #33), and earlier years' tasks stay on
 * their own pages, out of this list.
 */
export default function HomeworkListPage({
  data,
  pageContext,
  location,
}: PageProps<Data, FrameContext>) {
  const { levels, nameOf } = useLevels()
  const [level, setLevel] = useClassInAddress(location.search)
  const today = useSchoolToday(data.site?.buildTime ?? new Date(0).toISOString())
  const filterId = useId()
  const rows = data.homework.nodes.filter((row) => level === ALL || row.frontmatter.class === level)
  const current = rows
    .filter((row) => isOnOrAfter(row.frontmatter.due, today))
    .filter((row) => isOnOrAfter(today, row.frontmatter.assigned))
    .reverse()
  const past = rows.filter(
    (row) =>
      !isOnOrAfter(row.frontmatter.due, today) &&
      schoolYearOf(row.frontmatter.due) === schoolYearOf(today),
  )
  const used = new Set(data.homework.nodes.map((row) => row.frontmatter.class))
  return (
    <SectionLayout section={data.section} {...frameProps(pageContext)}>
      <p className={styles.filter}>
        <label htmlFor={filterId}>Pokaż zadania klasy</label>
        <select id={filterId} value={level} onChange={(event) => setLevel(event.target.value)}>
          <option value={ALL}>Wszystkie klasy</option>
          {levels
            .filter((l) => used.has(l.levelId))
            .map((l) => (
              <option key={l.levelId} value={l.levelId}>
                {l.levelName}
              </option>
            ))}
        </select>
      </p>
      <MailingListsLink page="homework" />
      <h2>Do oddania</h2>
      {current.length ? (
        <HomeworkTable caption="Zadania do oddania" rows={current} nameOf={nameOf} />
      ) : (
        <p>Nie ma zadań do oddania.</p>
      )}
      {past.length > 0 && (
        <>
          <h2>Po terminie</h2>
          <HomeworkTable caption="Zadania po terminie" rows={past} nameOf={nameOf} />
        </>
      )}
    </SectionLayout>
  )
}

export const Head = SectionHead

export const query = graphql`
  query HomeworkList {
    section: markdownRemark(fields: { kind: { eq: "section" }, slug: { eq: "homework" } }) {
      ...SectionIntro
    }
    homework: allMarkdownRemark(
      filter: { fields: { kind: { eq: "homework" } }, frontmatter: { published: { eq: true } } }
      sort: [{ frontmatter: { due: DESC } }, { frontmatter: { id: DESC } }]
    ) {
      nodes {
        frontmatter {
          id
          title
          class
          teacher
          assigned
          due
        }
      }
    }
    site {
      buildTime
    }
  }
`
