import { graphql, type PageProps } from 'gatsby'
import { SectionHead, type SectionIntro } from '../components/SectionLayout'
import { useLevels } from '../hooks/useLevels'
import listsText from '../domain/i18n/compiled/lists'
import { usePolishLang } from '../i18n/usePolishLang'
import { useText } from '../i18n/useText'
import type { FrameContext } from './frame'
import { SectionPage } from './SectionPage'
import { CardList } from './CardList'
import * as styles from './lists.module.css'

interface Teacher {
  name: string
  role: string
  classes: string[] | null
  subjects: string[] | null
  email: string | null
}

type Data = { section: SectionIntro; teachers: { nodes: Teacher[] } }

/** /grono-nauczycielskie/: the teachers with their classes and subjects. */
export default function TeachersPage({ data, pageContext }: PageProps<Data, FrameContext>) {
  const { nameOf } = useLevels()
  const t = useText(listsText)
  const polish = usePolishLang()
  return (
    <SectionPage data={data} pageContext={pageContext}>
      <CardList items={data.teachers.nodes} keyOf={(teacher) => teacher.name}>
        {(teacher) => (
          <>
            <h2>{teacher.name}</h2>
            <p {...polish}>{teacher.role}</p>
            {teacher.classes && teacher.classes.length > 0 && (
              <p className={styles.muted}>
                {t('classes')} {teacher.classes.map(nameOf).join(', ')}
              </p>
            )}
            {teacher.subjects && teacher.subjects.length > 0 && (
              <p className={styles.muted}>
                {t('subjects')} <span {...polish}>{teacher.subjects.join(', ')}</span>
              </p>
            )}
            {teacher.email && (
              <p>
                <a href={`mailto:${teacher.email}`}>{teacher.email}</a>
              </p>
            )}
          </>
        )}
      </CardList>
    </SectionPage>
  )
}

export const Head = SectionHead

export const query = graphql`
  query TeachersPage($section: String!) {
    ...SectionOfPage
    teachers: allTeacher {
      nodes {
        name
        role
        classes
        subjects
        email
      }
    }
  }
`
