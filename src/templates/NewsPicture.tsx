import type { ImageDataLike } from 'gatsby-plugin-image'
import { Picture, imageOf } from '../components/Picture'

/** A news item's photo, if it has one, with its alternative text (none: decorative). */
export function NewsPicture({
  frontmatter,
  className,
  loading,
}: {
  frontmatter: { image: ImageDataLike | null; imageAlt?: string | null }
  className: string | undefined
  loading?: 'eager'
}) {
  const image = frontmatter.image ? imageOf(frontmatter.image) : undefined
  return image ? (
    <Picture
      image={image}
      alt={frontmatter.imageAlt ?? ''}
      className={className}
      loading={loading}
    />
  ) : null
}
