import { graphql, type PageProps } from 'gatsby'
import { SectionHead, SectionLayout, type SectionIntro } from '../components/SectionLayout'
import { Prose } from '../components/Prose'
import { formatDate } from '../domain/dates'
import { frameProps, type FrameContext } from './frame'
import * as styles from './lists.module.css'

interface Bulletin {
  html: string
  fields: { slug: string }
  frontmatter: {
    title: string
    date: string
    file: { publicURL: string; prettySize: string } | null
  }
}

type Data = { section: SectionIntro; bulletins: { nodes: Bulletin[] } }

/** /biuletyny-szkolne/: the bulletins, newest first, each in full. */
export default function BulletinsPage({ data, pageContext }: PageProps<Data, FrameContext>) {
  return (
    <SectionLayout section={data.section} {...frameProps(pageContext)}>
      {data.bulletins.nodes.map(({ html, fields, frontmatter }) => (
        <article key={fields.slug} id={fields.slug} className={styles.article}>
          <h2>{frontmatter.title}</h2>
          <p className={styles.muted}>
            <time dateTime={frontmatter.date}>{formatDate(frontmatter.date)}</time>
          </p>
          <Prose html={html} />
          {frontmatter.file && (
            <p>
              <a href={frontmatter.file.publicURL} download>
                Pobierz biuletyn (PDF, {frontmatter.file.prettySize})
              </a>
            </p>
          )}
        </article>
      ))}
    </SectionLayout>
  )
}

export const Head = SectionHead

export const query = graphql`
  query BulletinsPage($section: String!) {
    ...SectionOfPage
    bulletins: allMarkdownRemark(
      filter: { fields: { kind: { eq: "bulletin" } } }
      sort: { frontmatter: { date: DESC } }
    ) {
      nodes {
        html
        fields {
          slug
        }
        frontmatter {
          title
          date
          file {
            publicURL
            prettySize
          }
        }
      }
    }
  }
`
