import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import { Layout } from '../components/Layout'
import { Prose } from '../components/Prose'
import type { CalendarEvent } from '../components/calendar/CalendarMonths'
import { NextSaturday } from '../components/calendar/NextSaturday'
import { Seo } from '../components/Seo'
import type { ShiftHours } from '../domain/calendarShifts'
import { formatDate } from '../domain/dates'
import { routes } from '../domain/routes'
import type { SectionIntro } from '../templates/frame'
import * as styles from './index.module.css'

interface NewsTeaser {
  fields: { slug: string }
  frontmatter: { title: string; date: string; summary: string | null }
  excerpt: string
}

type Data = {
  section: SectionIntro
  news: { nodes: NewsTeaser[] }
  calendars: { nodes: { events: CalendarEvent[] }[] }
  shifts: { nodes: ShiftHours[] }
  site: { buildTime: string } | null
}

const QUICK_LINKS = [
  { to: routes.enrollment(), label: 'Zapisy do szkoły' },
  { to: routes.homework(), label: 'Zadania domowe' },
  { to: routes.calendar(), label: 'Kalendarz zajęć' },
  { to: routes.gallery(), label: 'Galeria zdjęć' },
]

/** The home page: the school's welcome from content/sections/home.md and the latest news. */
export default function HomePage({ data }: PageProps<Data>) {
  return (
    <Layout title={data.section.frontmatter.title}>
      <Prose html={data.section.html} className={styles.lead} />
      <NextSaturday
        events={data.calendars.nodes.flatMap((calendar) => calendar.events)}
        shifts={data.shifts.nodes}
        buildTime={data.site?.buildTime ?? new Date(0).toISOString()}
      />
      <nav aria-label="Na skróty">
        <ul className={styles.quickLinks}>
          {QUICK_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="najnowsze" className={styles.news}>
        <h2 id="najnowsze">Najnowsze wiadomości</h2>
        <ul>
          {data.news.nodes.map(({ fields, frontmatter, excerpt }) => (
            <li key={fields.slug}>
              <h3>
                <Link to={routes.newsItem(fields.slug)}>{frontmatter.title}</Link>
              </h3>
              <p className={styles.date}>
                <time dateTime={frontmatter.date}>{formatDate(frontmatter.date)}</time>
              </p>
              <p>{frontmatter.summary ?? excerpt}</p>
            </li>
          ))}
        </ul>
        <p>
          <Link to={routes.news()}>Wszystkie wiadomości</Link>
        </p>
      </section>
    </Layout>
  )
}

export const Head = ({ data }: HeadProps<Data>) => (
  <Seo title={data.section.frontmatter.title} description={data.section.excerpt} />
)

export const query = graphql`
  query HomePage {
    section: markdownRemark(fields: { kind: { eq: "section" }, slug: { eq: "home" } }) {
      ...SectionIntro
    }
    calendars: allSchoolCalendar(sort: { schoolYear: ASC }) {
      nodes {
        events {
          date
          title
          kind
          start
          end
          shifts
          classes
        }
      }
    }
    shifts: allBuilding(sort: { buildingId: ASC }) {
      nodes {
        buildingId
        name
        active
        start
        end
        levels
      }
    }
    site {
      buildTime
    }
    news: allMarkdownRemark(
      filter: { fields: { kind: { eq: "news" } }, frontmatter: { published: { ne: false } } }
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
      }
    }
  }
`
