import { Link } from 'gatsby'
import type { ImageDataLike } from 'gatsby-plugin-image'
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
}

/** A cover photo and title linking to an album or a school year. */
export function AlbumCard({
  to,
  title,
  cover,
  details,
  headingLevel: Heading = 'h2',
  eager = false,
}: AlbumCardProps) {
  const image = cover ? imageOf(cover) : undefined
  return (
    <li className={styles.card}>
      {/* The whole card is one link; the photo is decorative beside the title. */}
      <Link to={to} className={styles.cardLink}>
        {image && (
          <Picture
            image={image}
            alt=""
            className={styles.cover}
            loading={eager ? 'eager' : 'lazy'}
          />
        )}
        <Heading className={styles.cardTitle}>{title}</Heading>
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
