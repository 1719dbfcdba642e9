import { graphql, type PageProps } from 'gatsby'
import { SectionHead, type SectionIntro } from '../components/SectionLayout'
import { useLevels } from '../hooks/useLevels'
import { usePolishLang } from '../i18n/usePolishLang'
import type { FrameContext } from './frame'
import { SectionPage } from './SectionPage'
import { CardList } from './CardList'
import * as styles from './lists.module.css'

interface Book {
  subject: string
  title: string
  publisher: string
  isbn: string | null
  note: string | null
}

type Data = { section: SectionIntro; textbooks: { nodes: { level: string; books: Book[] }[] } }

/** /podreczniki-szkolne/: the books of each level, in the order of the levels. */
export default function TextbooksPage({ data, pageContext }: PageProps<Data, FrameContext>) {
  const { levels } = useLevels()
  const polish = usePolishLang()
  const byLevel = new Map(data.textbooks.nodes.map((entry) => [entry.level, entry.books]))
  return (
    <SectionPage data={data} pageContext={pageContext}>
      <CardList
        items={levels.filter((level) => byLevel.has(level.levelId))}
        keyOf={(level) => level.levelId}
      >
        {(level) => (
          <>
            <h2>{level.levelName}</h2>
            <ul className={styles.books}>
              {byLevel.get(level.levelId)!.map((book) => (
                <li key={`${book.subject}-${book.title}`} {...polish}>
                  <strong>{book.subject}:</strong> {book.title}
                  <span className={styles.muted}>
                    {' '}
                    ({book.publisher}
                    {book.isbn ? `, ISBN ${book.isbn}` : ''})
                  </span>
                  {book.note && <div className={styles.muted}>{book.note}</div>}
                </li>
              ))}
            </ul>
          </>
        )}
      </CardList>
    </SectionPage>
  )
}

export const Head = SectionHead

export const query = graphql`
  query TextbooksPage($section: String!) {
    ...SectionOfPage
    textbooks: allTextbookLevel {
      nodes {
        level
        books {
          subject
          title
          publisher
          isbn
          note
        }
      }
    }
  }
`
