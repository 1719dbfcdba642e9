import { Link } from 'gatsby'
import type { ImageDataLike } from 'gatsby-plugin-image'
import { useLocalPath } from '../../i18n/useText'
import { imageOf, Picture } from '../Picture'
import * as styles from './Gallery.module.css'

interface AlbumCardProps {
  to: string
  title: string
  cover: ImageDataLike | null
  /** Lines under the title: a date, a count of photos or albums. */
  details: string[]
  headingLevel?: 'h2' | 'h3'
  /** For the first cards, in view on arrival: their covers load at once. */
  eager?: boolean
  /** The title's language where it differs from the page's: an album's Polish title (issue #35). */
  titleLang?: string
}

/** A cover photo and title linking to an album or a school year. */
export function AlbumCard({
  to,
  title,
  cover,
  details,
  headingLevel: Heading = 'h2',
  eager = false,
  titleLang,
}: AlbumCardProps) {
  const local = useLocalPath()
  const image = cover ? imageOf(cover) : undefined
  return (
    <li className={styles.card}>
      {/* The whole card is one link; the photo is decorative beside the title. */}
      <Link to={local(to)} className={styles.cardLink}>
        {image && (
          <Picture
            image={image}
            alt=""
            className={styles.cover}
            loading={eager ? 'eager' : 'lazy'}
          />
        )}
        <Heading className={styles.cardTitle} lang={titleLang}>
          {title}
        </Heading>
        {/* The date and photo count are left out of the site search: words on every card, noise. */}
        {details.map((line) => (
          <p key={line} className={styles.cardDetail} data-pagefind-ignore>
            {line}
          </p>
        ))}
      </Link>
    </li>
  )
}
