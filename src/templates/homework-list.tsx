import { graphql, Link, type PageProps } from 'gatsby'
import { useId, useState } from 'react'
import { SectionHead, SectionLayout, type SectionIntro } from '../components/SectionLayout'
import { formatDate } from '../domain/dates'
import { routes } from '../domain/routes'
import { useLevels } from '../hooks/useLevels'
import { frameProps, type FrameContext } from './frame'
import * as styles from './tables.module.css'

interface HomeworkRow {
  frontmatter: { id: number; title: string; class: string; teacher: string; due: string }
}

type Data = { section: SectionIntro; homework: { nodes: HomeworkRow[] } }

const ALL = ''

/** /zadania-domowe/: every task, newest first, with a filter by class. */
export default function HomeworkListPage({ data, pageContext }: PageProps<Data, FrameContext>) {
  const { levels, nameOf } = useLevels()
  const [level, setLevel] = useState(ALL)
  const filterId = useId()
  const rows = data.homework.nodes.filter((row) => level === ALL || row.frontmatter.class === level)
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
      <div className={styles.scroll}>
        <table className={styles.table}>
          <caption className="visually-hidden">Zadania domowe</caption>
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
                  <time dateTime={task.due}>{formatDate(task.due)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
      filter: { fields: { kind: { eq: "homework" } } }
      sort: [{ frontmatter: { due: DESC } }, { frontmatter: { id: DESC } }]
    ) {
      nodes {
        frontmatter {
          id
          title
          class
          teacher
          due
        }
      }
    }
  }
`
