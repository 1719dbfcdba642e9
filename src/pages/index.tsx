import { Link, type HeadFC } from 'gatsby'
import { Layout } from '../components/Layout'
import { Seo } from '../components/Seo'
import { routes } from '../domain/routes'
import * as styles from './index.module.css'

const TITLE = 'Strona główna'

// The content issue (#3) replaces these with the news and pages from content/.
const QUICK_LINKS = [
  { to: routes.enrollment(), label: 'Zapisy do szkoły' },
  { to: routes.news(), label: 'Wiadomości' },
  { to: routes.homework(), label: 'Zadania domowe' },
  { to: routes.calendar(), label: 'Kalendarz zajęć' },
  { to: routes.gallery(), label: 'Galeria zdjęć' },
]

export default function HomePage() {
  return (
    <Layout title={TITLE}>
      <p className={styles.lead}>
        Witamy na stronie Polskiej Szkoły w Lombard, sobotniej szkoły języka polskiego dla dzieci i
        młodzieży.
      </p>
      <nav aria-label="Na skróty">
        <ul className={styles.quickLinks}>
          {QUICK_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </Layout>
  )
}

export const Head: HeadFC = () => <Seo title={TITLE} />
