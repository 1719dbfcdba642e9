import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import { languageOfPath } from '../domain/i18n/languages'
import { Layout } from '../components/Layout'
import { Prose } from '../components/Prose'
import { Seo } from '../components/Seo'
import { formatDate } from '../domain/dates'
import listsText from '../domain/i18n/compiled/lists'
import { routes } from '../domain/routes'
import { usePolishLang } from '../i18n/usePolishLang'
import { useLanguage, useLocalPath, useText } from '../i18n/useText'
import { frameProps, type FrameContext, type SectionIntro } from './frame'
import * as styles from './lists.module.css'

type Data = {
  section: SectionIntro
  graduates: {
    year: string
    ceremony: string | null
    graduates: string[]
    messageHtml: string | null
  }
  years: { nodes: { year: string }[] }
}

const titleOf = (data: Data) =>
  `${data.section.frontmatter.title} ${data.graduates.year.replace('-', '/')}`

/** /maturzysci/{YYYY-YY}/: a year's graduates, with links to the other years. */
export default function GraduatesPage({ data, pageContext }: PageProps<Data, FrameContext>) {
  const { year, ceremony, graduates, messageHtml } = data.graduates
  const t = useText(listsText)
  const language = useLanguage()
  const local = useLocalPath()
  const polish = usePolishLang()
  return (
    <Layout
      title={titleOf(data)}
      contentLanguage={language}
      titleLanguage="pl"
      {...frameProps(pageContext)}
    >
      <Prose html={data.section.html} {...polish} />
      {ceremony && (
        <p>
          {t('ceremony')} <time dateTime={ceremony}>{formatDate(ceremony, language)}</time>
        </p>
      )}
      <ul className={styles.names}>
        {graduates.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
      {messageHtml && <Prose html={messageHtml} {...polish} />}
      <nav aria-label={t('otherYearsLabel')} className={styles.years}>
        <h2>{t('otherYears')}</h2>
        <ul>
          {data.years.nodes
            .filter((other) => other.year !== year)
            .map((other) => (
              <li key={other.year}>
                <Link to={local(routes.graduates(other.year))}>{other.year.replace('-', '/')}</Link>
              </li>
            ))}
        </ul>
      </nav>
    </Layout>
  )
}

// Issue #35: the tab's title in the page's language (a Head is rendered outside the page's).
export const Head = ({ data, location }: HeadProps<Data>) => (
  <Seo
    title={
      languageOfPath(location.pathname) === 'en'
        ? listsText.in('en')('graduatesTitle', { year: data.graduates.year.replace('-', '/') })
        : titleOf(data)
    }
  />
)

export const query = graphql`
  query GraduatesPage($id: String!) {
    section: markdownRemark(
      fields: { kind: { eq: "section" }, slug: { eq: "graduates" }, lang: { eq: "pl" } }
    ) {
      ...SectionIntro
    }
    graduates(id: { eq: $id }) {
      year
      ceremony
      graduates
      messageHtml
    }
    years: allGraduates(sort: { year: DESC }) {
      nodes {
        year
      }
    }
  }
`
