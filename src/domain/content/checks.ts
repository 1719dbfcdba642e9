// What each kind of content file must hold, field by field (content/README.md).
import { Checker, dateText, eachText, isRecord } from './check'
import { ALBUM_EVENTS, CALENDAR_EVENT_KINDS } from './vocabulary'

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

export const checkHomework: Check = (c) => {
  c.integer('id')
  c.text('title')
  c.text('class')
  c.text('teacher')
  c.date('assigned')
  c.date('due')
  const [assigned, due] = [c.value('assigned'), c.value('due')].map(dateText)
  if (typeof assigned === 'string' && typeof due === 'string' && due < assigned) {
    c.fail('due', 'must not be before assigned')
  }
}

export const checkBulletin: Check = (c) => {
  c.text('title')
  c.date('date')
  c.text('file', optional)
}

export const checkGraduates: Check = (c) => {
  c.text('year')
  c.date('ceremony', optional)
  c.list('graduates', eachText)
  c.text('message', optional)
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
}

export const checkTextbookLevel: Check = (c) => {
  c.text('level')
  c.records('books', (book) => {
    book.text('subject')
    book.text('title')
    book.text('publisher')
    book.text('isbn', optional)
    book.text('note', optional)
  })
}

export const checkCalendar: Check = (c) => {
  c.text('schoolYear')
  c.records('events', (event) => {
    event.date('date')
    event.text('title')
    event.oneOf('kind', CALENDAR_EVENT_KINDS)
    event.time('start', optional)
    event.time('end', optional)
    event.list('classes', eachText, optional)
    event.text('note', optional)
  })
}

export const checkTeacher: Check = (c) => {
  c.text('name')
  c.text('role')
  c.list('classes', eachText, optional)
  c.list('subjects', eachText, optional)
  c.text('email', optional)
}

export const checkSchoolForm: Check = (c) => {
  c.text('title')
  c.text('file')
  c.text('description', optional)
}

export const checkParentDuty: Check = (c) => {
  c.date('date')
  c.text('class')
  c.text('task')
  c.time('start', optional)
  c.time('end', optional)
}

export const checkLevel: Check = (c) => {
  c.text('id')
  c.text('levelName')
}

export const checkBuilding: Check = (c) => {
  c.integer('id')
  c.text('name')
  c.boolean('active')
  c.list('levels', eachText, optional)
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
