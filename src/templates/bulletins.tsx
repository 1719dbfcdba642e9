import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { Layout } from '../components/Layout'
import { Prose } from '../components/Prose'
import { Seo } from '../components/Seo'
import { formatDate } from '../domain/dates'
import { frameProps, type FrameContext, type SectionIntro } from './frame'
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
    <Layout title={data.section.frontmatter.title} {...frameProps(pageContext)}>
      <Prose html={data.section.html} />
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
    </Layout>
  )
}

export const Head = ({ data }: HeadProps<Data>) => <Seo title={data.section.frontmatter.title} />

export const query = graphql`
  query BulletinsPage {
    section: markdownRemark(fields: { kind: { eq: "section" }, slug: { eq: "bulletins" } }) {
      ...SectionIntro
    }
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
