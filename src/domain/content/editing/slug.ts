// A news item's address from its title: /wiadomosci/{slug}/, the file news/{date}-{slug}.md.
import { EDIT_LIMITS } from './limits'

// Ł has no decomposition in Unicode, so NFD alone would drop it; the rest of the Polish letters
// (ą ć ę ń ó ś ź ż) lose their marks through NFD.
const SPECIAL: Record<string, string> = { ł: 'l', Ł: 'l', ß: 'ss', æ: 'ae', ø: 'o', đ: 'd' }

/** 'Zajęcia 24 stycznia są odwołane!' → 'zajecia-24-stycznia-sa-odwolane'; '' when no letter. */
export function slugFromTitle(title: string, maxLength: number = EDIT_LIMITS.slug): string {
  const plain = [...title]
    .map((char) => SPECIAL[char] ?? char)
    .join('')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
  const slug = plain.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '')
  if (slug.length <= maxLength) return slug
  // Cut at a word's end when there is one, never in the middle of a word.
  const cut = slug.slice(0, maxLength + 1)
  const lastDash = cut.lastIndexOf('-')
  return (lastDash > 0 ? cut.slice(0, lastDash) : slug.slice(0, maxLength)).replace(/-+$/, '')
}

/** The news item's id: its file name without `.md`. */
export const newsId = (date: string, slug: string) => `${date}-${slug}`

/** `YYYY-MM-DD-{slug}`: what an id must look like (the content check's file pattern). */
export const NEWS_ID = /^(\d{4}-\d{2}-\d{2})-([a-z0-9-]+)$/
