// Every kind of file under content/ and where it lives (content/README.md).
import { PAGE_SLUGS } from '../routes'
import { siteSettingsErrors } from '../site'
import { schoolYearOf } from '../schoolTime'
import { checkFields, dateText, isIsoDate, isRecord } from './check'
import * as checks from './checks'
import { SECTION_KEYS } from './vocabulary'

export interface ContentKind {
  kind: string
  /** Where such files live, relative to content/. */
  pattern: RegExp
  /** The GraphQL node type of a YAML kind (one node per item of a list file). */
  type?: string
  /** True when the file holds a list of items rather than one record. */
  isList?: boolean
  check: (value: unknown) => string[]
}

const fields = (check: checks.Check) => (value: unknown) => checkFields(value, check)
const SECTIONS: readonly string[] = SECTION_KEYS

export const CONTENT_KINDS: readonly ContentKind[] = [
  { kind: 'site', pattern: /^site\.yaml$/, type: 'SiteSettings', check: siteSettingsErrors },
  { kind: 'section', pattern: /^sections\/([a-z-]+)\.md$/, check: fields(checks.checkPage) },
  {
    kind: 'news',
    pattern: /^news\/\d{4}-\d{2}-\d{2}-([a-z0-9-]+)\.md$/,
    check: fields(checks.checkNews),
  },
  { kind: 'page', pattern: /^pages\/([a-z-]+)\.md$/, check: fields(checks.checkPage) },
  { kind: 'homework', pattern: /^homework\/(\d+)\.md$/, check: fields(checks.checkHomework) },
  {
    kind: 'bulletin',
    pattern: /^bulletins\/\d{4}-\d{2}-\d{2}-([a-z0-9-]+)\.md$/,
    check: fields(checks.checkBulletin),
  },
  {
    kind: 'graduates',
    pattern: /^graduates\/(\d{4}-\d{2})\.yaml$/,
    type: 'Graduates',
    check: fields(checks.checkGraduates),
  },
  {
    kind: 'galleryYear',
    pattern: /^gallery\/(\d{4}-\d{4})\/year\.yaml$/,
    type: 'GalleryYear',
    check: fields(checks.checkGalleryYear),
  },
  {
    kind: 'album',
    pattern: /^gallery\/(\d{4}-\d{4})\/([a-z0-9-]+)\/album\.yaml$/,
    type: 'GalleryAlbum',
    check: fields(checks.checkAlbum),
  },
  ...(
    [
      ['textbooks', /^textbooks\.yaml$/, 'TextbookLevel', checks.checkTextbookLevel],
      ['teachers', /^teachers\.yaml$/, 'Teacher', checks.checkTeacher],
      ['schoolForms', /^school-forms\.yaml$/, 'SchoolForm', checks.checkSchoolForm],
      ['parentDuty', /^parent-duty\.yaml$/, 'ParentDuty', checks.checkParentDuty],
      ['levels', /^school\/levels\.yaml$/, 'Level', checks.checkLevel],
      ['buildings', /^school\/buildings\.yaml$/, 'Building', checks.checkBuilding],
    ] as const
  ).map(([kind, pattern, type, check]) => ({
    kind,
    pattern,
    type,
    isList: true,
    check: (value: unknown) =>
      Array.isArray(value)
        ? value.flatMap((item, index) => checkFields(item, check).map((e) => `[${index}].${e}`))
        : ['the file must hold a list'],
  })),
  {
    kind: 'calendar',
    pattern: /^calendar\/(\d{4}-\d{4})\.yaml$/,
    type: 'SchoolCalendar',
    check: fields(checks.checkCalendar),
  },
]

/** A school year's calendar (`calendar/2026-2027.yaml`) holds that year and only its days. */
function calendarYearErrors(years: string, record: Record<string, unknown>): string[] {
  if (record.schoolYear !== undefined && record.schoolYear !== years) {
    return [`schoolYear: must be ${years}, the same as the file name`]
  }
  const events = Array.isArray(record.events) ? record.events : []
  return events.flatMap((event: unknown, index) => {
    const date = dateText(isRecord(event) ? event.date : undefined)
    return isIsoDate(date) && schoolYearOf(date) !== years
      ? [
          `events[${index}].date: ${date} is not in the school year ${years} (1 September to 31 August)`,
        ]
      : []
  })
}

/** The kind of a content file, or undefined when the path fits none (the build then stops). */
export function contentKindOf(relativePath: string): ContentKind | undefined {
  return CONTENT_KINDS.find((kind) => kind.pattern.test(relativePath))
}

/**
 * The checks that depend on the file's name as well as its fields: a section or page the site
 * does not have, a homework id, graduates year or calendar year that differs from its file name.
 */
export function fileNameErrors(relativePath: string, value: unknown): string[] {
  const kind = contentKindOf(relativePath)
  const key = kind?.pattern.exec(relativePath)?.[1]
  const record = isRecord(value) ? value : {}
  if (kind?.kind === 'section' && key && !SECTIONS.includes(key)) {
    return [`the file name: no section is called "${key}" (one of ${SECTIONS.join(', ')})`]
  }
  if (kind?.kind === 'page' && key && !(PAGE_SLUGS as readonly string[]).includes(key)) {
    return [`the file name: the site has no page "${key}" (one of ${PAGE_SLUGS.join(', ')})`]
  }
  if (kind?.kind === 'homework' && key && record.id !== undefined && String(record.id) !== key) {
    return [`id: must be ${key}, the same as the file name`]
  }
  if (kind?.kind === 'calendar' && key) return calendarYearErrors(key, record)
  if (kind?.kind === 'graduates' && key && record.year !== undefined && record.year !== key) {
    return [`year: must be ${key}, the same as the file name`]
  }
  return []
}

/** Everything wrong with one content file, each message naming the field; empty when it is fine. */
export function contentErrors(relativePath: string, value: unknown): string[] {
  const kind = contentKindOf(relativePath)
  if (!kind) return ['this file is not a kind of content the site knows (see content/README.md)']
  const errors = [...kind.check(value), ...fileNameErrors(relativePath, value)]
  const slug = kind.pattern.exec(relativePath)?.[1]
  const special = kind.kind === 'page' && slug ? checks.SPECIAL_PAGE_CHECKS[slug] : undefined
  if (special) errors.push(...checkFields(value, special))
  return errors
}
