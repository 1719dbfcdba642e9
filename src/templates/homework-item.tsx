import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { Layout } from '../components/Layout'
import { Prose } from '../components/Prose'
import type { PageText } from '../components/SectionIntroFragment'
import { Seo } from '../components/Seo'
import type { HomeworkEntry } from '../domain/calendarFeeds'
import { formatDateWithWeekday } from '../domain/dates'
import { inLanguage, linksIn } from '../domain/content/english'
import contentText from '../domain/i18n/compiled/content'
import { languageOfPath } from '../domain/i18n/languages'
import { useLanguage } from '../i18n/useText'
import { useLevels } from '../hooks/useLevels'
import { frameProps, type FrameContext } from './frame'
import * as styles from './tables.module.css'

type Data = { homework: PageText<HomeworkEntry> }

/** The task's dates, in this order, each named by its field's word. */
const DATES = ['assigned', 'due'] as const

/** /zadania-domowe/{id}/: one task, with a link back to the list. */
export default function HomeworkItemPage({ data, pageContext }: PageProps<Data, FrameContext>) {
  const { nameOf } = useLevels()
  const language = useLanguage()
  const { item, lang } = inLanguage(data.homework, language)
  // The facts' words are in the text's language: a Polish task is marked as a whole.
  const t = contentText.in(lang)
  const { html, frontmatter: task } = item
  return (
    <Layout title={task.title} contentLanguage={lang} {...frameProps(pageContext)}>
      <dl className={styles.facts}>
        <div>
          <dt>{t('level')}</dt>
          <dd lang={lang !== 'pl' ? 'pl' : undefined}>{nameOf(task.class)}</dd>
        </div>
        <div>
          <dt>{t('teacher')}</dt>
          <dd>{task.teacher}</dd>
        </div>
        {DATES.map((date) => (
          <div key={date}>
            <dt>{t(date)}</dt>
            <dd>
              <time dateTime={task[date]}>{formatDateWithWeekday(task[date], lang)}</time>
            </dd>
          </div>
        ))}
      </dl>
      <Prose html={linksIn(html, language)} />
    </Layout>
  )
}

export const Head = ({ data, location }: HeadProps<Data>) => {
  const language = languageOfPath(location.pathname)
  const { item } = inLanguage(data.homework, language)
  const { title, id } = item.frontmatter
  return (
    <Seo
      title={contentText.in(language)('homeworkTitle', { title, id })}
      description={item.excerpt}
    />
  )
}

export const query = graphql`
  query HomeworkItem($id: String!) {
    homework: markdownRemark(id: { eq: $id }) {
      ...PageText
      ...HomeworkTask
    }
  }
`
