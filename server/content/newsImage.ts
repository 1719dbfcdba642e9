// A news item's photo (issue #30): a file beside the item, `news/{id}.{jpg|png|webp}`, named in its
// front matter as `image: ./{id}.jpg` with `imageAlt`, what the photo shows (content/README.md).
import { editMarkdown } from './markdownFile'

/** The photo's file name the staff area writes for an item, by the processed photo's ending. */
export const newsImageName = (id: string, extension: string) => `${id}.${extension}`

/**
 * The file under content/ an item's `image` names, when it is a photo in news/ itself
 * (`./name.jpg`); null for none, or for anything else (the staff area neither shows nor deletes it).
 */
export function newsImageFile(image: string | null): string | null {
  const match =
    image === null
      ? null
      : /^\.\/([A-Za-z0-9][A-Za-z0-9._-]{0,120}\.(?:jpe?g|png|webp))$/i.exec(image)
  return match && !match[1]!.includes('..') ? `news/${match[1]}` : null
}

/** The item's front matter naming a photo beside it and what it shows. */
export const renderNewsImage = (name: string, alt: string) => (current: string | undefined) =>
  editMarkdown(current!, { image: `./${name}`, imageAlt: alt })

/** The item's front matter with a new alt text for the photo it has. */
export const renderNewsImageAlt = (alt: string) => (current: string | undefined) =>
  editMarkdown(current!, { imageAlt: alt })

/** The item's front matter without a photo. */
export const renderNoNewsImage = () => (current: string | undefined) =>
  editMarkdown(current!, { image: undefined, imageAlt: undefined })

export const newsImageSummary = {
  added: (title: string) => `Nowe zdjęcie wiadomości „${title}”`,
  replaced: (title: string) => `Zmieniono zdjęcie wiadomości „${title}”`,
  alt: (title: string) => `Zmieniono opis zdjęcia wiadomości „${title}”`,
  removed: (title: string) => `Usunięto zdjęcie wiadomości „${title}”`,
}
