import { Link, type HeadFC } from 'gatsby'
import { Layout } from '../components/Layout'
import { Seo } from '../components/Seo'
import { routes } from '../domain/routes'
import { useLanguage, useLocalPath, useText } from '../i18n/useText'
import { languageOfPath } from '../domain/i18n/languages'
import notFoundText from '../domain/i18n/compiled/notFound'

/** SPEC.md §2: unknown paths show the not-found page at /404/; under /en/, in English (issue #35). */
export default function NotFoundPage() {
  const t = useText(notFoundText)
  const local = useLocalPath()
  return (
    <Layout title={t('title')} contentLanguage={useLanguage()}>
      <p>{t('explanation')}</p>
      <p>
        <Link to={local(routes.home())}>{t('home')}</Link> {t('orMenu')}
      </p>
    </Layout>
  )
}

export const Head: HeadFC = ({ location }) => (
  <Seo title={notFoundText.in(languageOfPath(location.pathname))('title')} />
)
