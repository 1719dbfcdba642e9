// What each kind of content file must hold, field by field (content/README.md).
import { Checker, eachText, isRecord } from './check'
import { ALBUM_EVENTS } from './vocabulary'

export type Check = (item: Checker) => void

const optional = { required: false }

export const checkNews: Check = (c) => {
  c.text('title')
  c.date('date')
  c.text('summary', optional)
  c.text('image', optional)
  if (c.has('image')) c.text('imageAlt')
  // false keeps the item out of the site (issue #7); absent means published.
  c.boolean('published', optional)
}

export const checkPage: Check = (c) => {
  c.text('title')
}

export const checkBulletin: Check = (c) => {
  c.text('title')
  c.date('date')
  c.text('file', optional)
}

export const checkAlbum: Check = (c) => {
  c.text('title')
  c.date('date')
  c.oneOf('event', ALBUM_EVENTS)
  c.text('description', optional)
  c.text('cover', optional)
  // Photos kept in the folder but left out of the site (issue #7: hidden one by one).
  c.list('hidden', eachText, optional)
  // Photos shown first, as listed; the others after them by file name (issue #18: reordering).
  c.list('order', eachText, optional)
  if (c.has('captions')) {
    const captions = c.value('captions')
    if (!isRecord(captions)) c.fail('captions', 'must map file names to captions')
    else {
      for (const [file, caption] of Object.entries(captions)) {
        if (typeof caption !== 'string' || !caption.trim())
          c.fail(`captions.${file}`, 'must be text')
      }
    }
  }
  // Each photo's alt text, what it shows for those who cannot see it (issue #30).
  if (c.has('alts')) {
    const alts = c.value('alts')
    if (!isRecord(alts)) c.fail('alts', 'must map file names to alt texts')
    else {
      for (const [file, alt] of Object.entries(alts)) {
        if (typeof alt !== 'string' || !alt.trim()) c.fail(`alts.${file}`, 'must be text')
      }
    }
  }
}

export const checkGalleryYear: Check = (c) => c.text('description', optional)

/** The special pages carry structured lists besides their text. */
export const SPECIAL_PAGE_CHECKS: Record<string, Check> = {
  'najczestsze-pytania': (c) =>
    c.records('faq', (entry) => {
      entry.text('question')
      entry.text('answer')
    }),
  sponsors: (c) =>
    c.records('sponsors', (sponsor) => {
      sponsor.text('name')
      sponsor.httpUrl('url', optional)
      sponsor.text('description', optional)
    }),
  'komitet-rodzicielski': (c) =>
    c.records('members', (member) => {
      member.text('role')
      member.text('name')
    }),
  lokalizacja: (c) =>
    c.record('address', (address) => {
      address.text('street')
      address.text('city')
      address.text('state')
      address.text('zip')
      address.httpUrl('mapUrl', optional)
    }),
}
