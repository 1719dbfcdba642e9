import { graphql, Link, type PageProps } from 'gatsby'
import { Layout } from '../components/Layout'
import { Prose } from '../components/Prose'
import type { CalendarEvent } from '../components/calendar/CalendarMonths'
import { NextSaturday } from '../components/calendar/NextSaturday'
import { SectionHead } from '../components/SectionLayout'
import type { ShiftHours } from '../domain/calendarShifts'
import { inLanguage, linksIn } from '../domain/content/english'
import contentText from '../domain/i18n/compiled/content'
import { useLanguage, useLocalPath } from '../i18n/useText'
import { routes } from '../domain/routes'
import type { SectionIntro } from '../templates/frame'
import { NewsDate } from '../templates/NewsDate'
import * as styles from './index.module.css'

interface NewsTeaser {
  fields: { slug: string }
  frontmatter: { title: string; date: string; summary: string | null }
  excerpt: string
  english: { excerpt?: string; frontmatter?: { title?: string; summary?: string | null } } | null
}

type Data = {
  section: SectionIntro
  news: { nodes: NewsTeaser[] }
  calendars: { nodes: { events: CalendarEvent[] }[] }
  shifts: { nodes: ShiftHours[] }
  site: { buildTime: string } | null
}

const QUICK_LINKS = [
  { to: routes.enrollment(), label: 'enrollment' },
  { to: routes.homework(), label: 'homework' },
  { to: routes.calendar(), label: 'calendar' },
  { to: routes.gallery(), label: 'gallery' },
] as const

/** The home page: the school's welcome from content/sections/home.md and the latest news. */
export default function HomePage({ data }: PageProps<Data>) {
  const language = useLanguage()
  const local = useLocalPath()
  const t = contentText.in(language)
  const section = inLanguage(data.section, language)
  return (
    <Layout title={section.item.frontmatter.title} contentLanguage={section.lang}>
      <Prose html={linksIn(section.item.html, language)} className={styles.lead} />
      <NextSaturday
        events={data.calendars.nodes.flatMap((calendar) => calendar.events)}
        shifts={data.shifts.nodes}
        buildTime={data.site?.buildTime ?? new Date(0).toISOString()}
      />
      <nav aria-label={t('quickLinks')}>
        <ul className={styles.quickLinks}>
          {QUICK_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={local(link.to)}>{t(link.label)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="najnowsze" className={styles.news}>
        <h2 id="najnowsze">{t('latestNews')}</h2>
        <ul>
          {data.news.nodes.map((node) => {
            const { item, lang } = inLanguage(node, language)
            const { fields, frontmatter, excerpt } = item
            const textLang = lang !== language ? lang : undefined
            return (
              <li key={fields.slug}>
                <h3 lang={textLang}>
                  <Link to={local(routes.newsItem(fields.slug))}>{frontmatter.title}</Link>
                </h3>
                <NewsDate date={frontmatter.date} language={language} className={styles.date} />
                <p lang={textLang}>{frontmatter.summary ?? excerpt}</p>
              </li>
            )
          })}
        </ul>
        <p>
          <Link to={local(routes.news())}>{t('allNews')}</Link>
        </p>
      </section>
    </Layout>
  )
}

export const Head = SectionHead

export const query = graphql`
  query HomePage($section: String = "home") {
    ...SectionOfPage
    calendars: allSchoolCalendar(sort: { schoolYear: ASC }) {
      nodes {
        events {
          ...CalendarEventFields
        }
      }
    }
    ...CalendarShifts
    site {
      buildTime
    }
    news: allMarkdownRemark(
      filter: {
        fields: { kind: { eq: "news" }, lang: { eq: "pl" } }
        frontmatter: { published: { ne: false } }
      }
      sort: { frontmatter: { date: DESC } }
      limit: 3
    ) {
      nodes {
        excerpt(pruneLength: 180)
        fields {
          slug
        }
        frontmatter {
          title
          date
          summary
        }
        english {
          excerpt(pruneLength: 180)
          frontmatter {
            title
            summary
          }
        }
      }
    }
  }
`
