import type { CSSProperties } from 'react'
import type { IGatsbyImageData, ImageDataLike } from 'gatsby-plugin-image'
import * as styles from './Picture.module.css'

// A processed image (gatsby-plugin-sharp's gatsbyImageData) as plain, valid HTML: a <picture>
// with a source per format (AVIF, WebP) and an <img> with its width and height, so the browser
// keeps its room before it loads and lazy-loads it natively. No script: gatsby-plugin-image's
// component would add its runtime to every page with a photo and writes markup the Nu HTML
// Checker refuses (`sizes` without `srcset`, `<source>` without `srcset` before hydration).

/** The image data of a File node or of gatsbyImageData itself, as gatsby-plugin-image's getImage. */
export function imageOf(data: ImageDataLike | null | undefined): IGatsbyImageData | undefined {
  if (!data) return undefined
  const node = data as {
    gatsbyImageData?: IGatsbyImageData
    childImageSharp?: { gatsbyImageData?: IGatsbyImageData } | null
    images?: unknown
  }
  if (node.images) return data as IGatsbyImageData
  return node.gatsbyImageData ?? node.childImageSharp?.gatsbyImageData ?? undefined
}

interface PictureProps {
  image: IGatsbyImageData
  alt: string
  className?: string
  /** 'eager' for a photo above the fold (the largest paint), else loaded as it comes near. */
  loading?: 'lazy' | 'eager'
  style?: CSSProperties
}

export function Picture({ image, alt, className, loading = 'lazy', style }: PictureProps) {
  const { images, width, height, backgroundColor } = image
  const fallback = images.fallback
  return (
    <picture className={styles.picture}>
      {images.sources?.map((source) => (
        <source
          key={source.type}
          type={source.type}
          srcSet={source.srcSet}
          sizes={source.sizes}
          media={source.media}
        />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.srcSet ? fallback.sizes : undefined}
        width={width}
        height={height}
        alt={alt}
        loading={loading}
        decoding="async"
        {...(loading === 'eager' ? { fetchpriority: 'high' } : {})}
        className={className ? `${styles.image} ${className}` : styles.image}
        style={backgroundColor ? { backgroundColor, ...style } : style}
      />
    </picture>
  )
}
