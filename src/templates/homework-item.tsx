import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { Layout } from '../components/Layout'
import { Prose } from '../components/Prose'
import { Seo } from '../components/Seo'
import { formatDateWithWeekday } from '../domain/dates'
import { useLevels } from '../hooks/useLevels'
import { frameProps, type FrameContext } from './frame'
import * as styles from './tables.module.css'

type Data = {
  homework: {
    html: string
    excerpt?: string
    frontmatter: {
      id: number
      title: string
      class: string
      teacher: string
      assigned: string
      due: string
    }
  }
}

/** /zadania-domowe/{id}/: one task, with a link back to the list. */
export default function HomeworkItemPage({ data, pageContext }: PageProps<Data, FrameContext>) {
  const { nameOf } = useLevels()
  const { html, frontmatter: task } = data.homework
  return (
    <Layout title={task.title} {...frameProps(pageContext)}>
      <dl className={styles.facts}>
        <div>
          <dt>Klasa</dt>
          <dd>{nameOf(task.class)}</dd>
        </div>
        <div>
          <dt>Nauczyciel</dt>
          <dd>{task.teacher}</dd>
        </div>
        <div>
          <dt>Zadane</dt>
          <dd>
            <time dateTime={task.assigned}>{formatDateWithWeekday(task.assigned)}</time>
          </dd>
        </div>
        <div>
          <dt>Termin</dt>
          <dd>
            <time dateTime={task.due}>{formatDateWithWeekday(task.due)}</time>
          </dd>
        </div>
      </dl>
      <Prose html={html} />
    </Layout>
  )
}

export const Head = ({ data }: HeadProps<Data>) => (
  <Seo
    title={`${data.homework.frontmatter.title} (zadanie ${data.homework.frontmatter.id})`}
    description={data.homework.excerpt}
  />
)

export const query = graphql`
  query HomeworkItem($id: String!) {
    homework: markdownRemark(id: { eq: $id }) {
      html
      excerpt(pruneLength: 160)
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
`
