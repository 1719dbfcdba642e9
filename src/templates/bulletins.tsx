import { graphql, type PageProps } from 'gatsby'
import { SectionHead, type SectionIntro } from '../components/SectionLayout'
import { Prose } from '../components/Prose'
import { formatDate } from '../domain/dates'
import { inLanguage, linksIn } from '../domain/content/english'
import contentText from '../domain/i18n/compiled/content'
import { useLanguage } from '../i18n/useText'
import type { FrameContext } from './frame'
import { SectionPage } from './SectionPage'
import * as styles from './lists.module.css'

interface Bulletin {
  html: string
  fields: { slug: string }
  frontmatter: {
    title: string
    date: string
    file: { publicURL: string; prettySize: string } | null
  }
  english: { html?: string; frontmatter?: { title?: string } } | null
}

type Data = { section: SectionIntro; bulletins: { nodes: Bulletin[] } }

/**
 * /biuletyny-szkolne/: the bulletins, newest first, each in full: in English where it has an English
 * version (issue #35), else its Polish title and text marked lang="pl".
 */
export default function BulletinsPage({ data, pageContext }: PageProps<Data, FrameContext>) {
  const language = useLanguage()
  const t = contentText.in(language)
  return (
    <SectionPage data={data} pageContext={pageContext}>
      {data.bulletins.nodes.map((node) => {
        const { item, lang } = inLanguage(node, language)
        const { html, fields, frontmatter } = item
        const textLang = lang !== language ? lang : undefined
        return (
          <article key={fields.slug} id={fields.slug} className={styles.article}>
            <h2 lang={textLang}>{frontmatter.title}</h2>
            <p className={styles.muted}>
              <time dateTime={frontmatter.date}>{formatDate(frontmatter.date, language)}</time>
            </p>
            <div lang={textLang}>
              <Prose html={linksIn(html, language)} />
            </div>
            {frontmatter.file && (
              <p>
                <a href={frontmatter.file.publicURL} download>
                  {t('downloadBulletin', { size: frontmatter.file.prettySize })}
                </a>
              </p>
            )}
          </article>
        )
      })}
    </SectionPage>
  )
}

export const Head = SectionHead

export const query = graphql`
  query BulletinsPage($section: String!) {
    ...SectionOfPage
    bulletins: allMarkdownRemark(
      filter: { fields: { kind: { eq: "bulletin" }, lang: { eq: "pl" } } }
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
        english {
          html
          frontmatter {
            title
          }
        }
      }
    }
  }
`
