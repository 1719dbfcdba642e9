import { Link, type HeadFC } from 'gatsby'
import { Layout } from '../components/Layout'
import { Seo } from '../components/Seo'
import { routes } from '../domain/routes'

const TITLE = 'Nie znaleziono strony'

/** SPEC.md §2: unknown paths show the not-found page at /404/. */
export default function NotFoundPage() {
  return (
    <Layout title={TITLE}>
      <p>Strona, której szukasz, nie istnieje albo została przeniesiona.</p>
      <p>
        <Link to={routes.home()}>Przejdź na stronę główną</Link> lub wybierz stronę z menu.
      </p>
    </Layout>
  )
}

export const Head: HeadFC = () => <Seo title={TITLE} />
