import { graphql, type PageProps } from 'gatsby'
import { SectionHead, type SectionIntro } from '../components/SectionLayout'
import { formatDateWithWeekday, formatTime } from '../domain/dates'
import { schoolYearOf } from '../domain/schoolTime'
import { useLevels } from '../hooks/useLevels'
import { useSchoolToday } from '../hooks/useSchoolToday'
import listsText from '../domain/i18n/compiled/lists'
import { usePolishLang } from '../i18n/usePolishLang'
import { useLanguage, useText } from '../i18n/useText'
import type { FrameContext } from './frame'
import { SectionPage } from './SectionPage'
import { ScrollTable } from './ScrollTable'
import * as styles from './tables.module.css'

interface Duty {
  date: string
  class: string
  task: string
  start: string | null
  end: string | null
}

type Data = {
  section: SectionIntro
  duties: { nodes: Duty[] }
  site: { buildTime: string } | null
}

/** /dyzury-rodzicow/: which class's parents are on duty on which Saturday. */
export default function ParentDutyPage({ data, pageContext }: PageProps<Data, FrameContext>) {
  const { nameOf } = useLevels()
  const t = useText(listsText)
  const language = useLanguage()
  const polish = usePolishLang()
  // The current school year's duties, on the visitor's day (issue #19); all while none are set.
  const year = schoolYearOf(useSchoolToday(data.site?.buildTime ?? new Date(0).toISOString()))
  const ofYear = data.duties.nodes.filter((duty) => schoolYearOf(duty.date) === year)
  const duties = ofYear.length ? ofYear : data.duties.nodes
  return (
    <SectionPage data={data} pageContext={pageContext}>
      <ScrollTable
        className={styles.duty}
        columns={[t('day'), t('class'), t('duty'), t('hours')]}
        caption={t('dutyCaption')}
        focusable
      >
        {duties.map((duty) => (
          <tr key={`${duty.date}-${duty.class}-${duty.task}`}>
            <td>
              <time dateTime={duty.date}>{formatDateWithWeekday(duty.date, language)}</time>
            </td>
            <td data-label={t('class')}>{nameOf(duty.class)}</td>
            <td data-label={t('duty')} {...polish}>
              {duty.task}
            </td>
            <td data-label={t('hours')}>
              {duty.start
                ? `${formatTime(duty.start, language)}–${duty.end ? formatTime(duty.end, language) : ''}`
                : '—'}
            </td>
          </tr>
        ))}
      </ScrollTable>
    </SectionPage>
  )
}

export const Head = SectionHead

export const query = graphql`
  query ParentDutyPage($section: String!) {
    ...SectionOfPage
    duties: allParentDuty(sort: { date: ASC }) {
      nodes {
        date
        class
        task
        start
        end
      }
    }
    site {
      buildTime
    }
  }
`
