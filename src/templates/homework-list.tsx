import { graphql, Link, navigate, type PageProps } from 'gatsby'
import { useEffect, useId, useState } from 'react'
import { MailingListsLink } from '../components/MailingListsLink'
import { SectionHead, type SectionIntro } from '../components/SectionLayout'
import { formatDate, formatShortDate } from '../domain/dates'
import { inLanguage } from '../domain/content/english'
import contentText from '../domain/i18n/compiled/content'
import { useLanguage, useLocalPath } from '../i18n/useText'
import { routes } from '../domain/routes'
import { isOnOrAfter, schoolYearOf } from '../domain/schoolTime'
import { useLevels } from '../hooks/useLevels'
import { useSchoolToday } from '../hooks/useSchoolToday'
import type { FrameContext } from './frame'
import { SectionPage } from './SectionPage'
import type { HomeworkTask as HomeworkRow } from './homeworkTask'
import { ScrollTable } from './ScrollTable'
import * as styles from './tables.module.css'

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
  const local = useLocalPath()
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const level = hydrated ? (new URLSearchParams(search).get(CLASS_PARAM) ?? ALL) : ALL
  const choose = (next: string) => {
    const query = next === ALL ? '' : `?${new URLSearchParams({ [CLASS_PARAM]: next })}`
    void navigate(`${local(routes.homework())}${query}`)
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
  const language = useLanguage()
  const local = useLocalPath()
  const t = contentText.in(language)
  // Level names are Polish (content/school/levels.yaml): marked on the English page.
  const polish = language !== 'pl' ? 'pl' : undefined
  return (
    <ScrollTable
      className={styles.homework}
      columns={[t('task'), t('level'), t('due')]}
      caption={caption}
    >
      {rows.map((row) => {
        const { item, lang } = inLanguage(row, language)
        const task = item.frontmatter
        return (
          <tr key={task.id}>
            <td lang={lang !== language ? lang : undefined}>
              <Link to={local(routes.homeworkItem(task.id))}>{task.title}</Link>
            </td>
            <td lang={polish}>{nameOf(task.class)}</td>
            <td>
              {/* Issue #33: at 320 px the long date cut the column off; a phone shows the short. */}
              <time dateTime={task.due} className={styles.due}>
                <span className={styles.longDate}>{formatDate(task.due, language)}</span>
                <span className={styles.shortDate}>{formatShortDate(task.due, language)}</span>
              </time>
            </td>
          </tr>
        )
      })}
    </ScrollTable>
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
  const language = useLanguage()
  const t = contentText.in(language)
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
    <SectionPage data={data} pageContext={pageContext}>
      <p className={styles.filter}>
        <label htmlFor={filterId}>{t('showClass')}</label>
        <select id={filterId} value={level} onChange={(event) => setLevel(event.target.value)}>
          <option value={ALL}>{t('allClasses')}</option>
          {levels
            .filter((l) => used.has(l.levelId))
            .map((l) => (
              <option key={l.levelId} value={l.levelId} lang={language !== 'pl' ? 'pl' : undefined}>
                {l.levelName}
              </option>
            ))}
        </select>
      </p>
      <MailingListsLink page="homework" />
      <h2>{t('toHandIn')}</h2>
      {current.length ? (
        <HomeworkTable caption={t('toHandInCaption')} rows={current} nameOf={nameOf} />
      ) : (
        <p>{t('nothingToHandIn')}</p>
      )}
      {past.length > 0 && (
        <>
          <h2>{t('pastDue')}</h2>
          <HomeworkTable caption={t('pastDueCaption')} rows={past} nameOf={nameOf} />
        </>
      )}
    </SectionPage>
  )
}

export const Head = SectionHead

export const query = graphql`
  query HomeworkList($section: String = "homework") {
    ...SectionOfPage
    homework: allMarkdownRemark(
      filter: {
        fields: { kind: { eq: "homework" }, lang: { eq: "pl" } }
        frontmatter: { published: { eq: true } }
      }
      sort: [{ frontmatter: { due: DESC } }, { frontmatter: { id: DESC } }]
    ) {
      nodes {
        ...HomeworkTask
      }
    }
    site {
      buildTime
    }
  }
`
