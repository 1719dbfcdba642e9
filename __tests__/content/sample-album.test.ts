import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { load } from 'js-yaml'
import { OPENING_ALBUM, openingDay, writeSampleAlbums } from '../../scripts/sample-content/album'
import { SAMPLE_MARK } from '../../scripts/sample-content/shift'
import { contentErrors } from '../../src/domain/content/kinds'
import { referenceErrors } from '../../src/domain/content/references'
import { schoolDay, schoolYearOf } from '../../src/domain/schoolTime'

// Issue #33: the sample gallery has an album in each school year it is written for, dated on a
// day already past, so that the sample site looks alive on any date and never shows a future album.
const CONTENT = path.join(__dirname, '../../content')
let dir: string
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'sample-album-'))
  cpSync(path.join(CONTENT, 'gallery'), path.join(dir, 'gallery'), { recursive: true })
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const day = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v))
const isSaturday = (d: string) => new Date(`${d}T00:00:00Z`).getUTCDay() === 6
const fieldsIn = (root: string, file: string) =>
  load(readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>
// The photos scripts/generate-sample-photos.mjs draws for the album: at least up to 03.jpg.
const PHOTOS = ['01.jpg', '02.jpg', '03.jpg']

describe('the sample album of a school year', () => {
  it('is written for 2028/2029 on a Saturday in September 2028, passing the build’s checks', () => {
    const written = writeSampleAlbums(dir, '2028-2029', '2028-10-01').map((f) =>
      path.relative(dir, f),
    )
    const albumFile = `gallery/2028-2029/${OPENING_ALBUM}/album.yaml`
    expect(written.sort()).toEqual([albumFile, 'gallery/2028-2029/year.yaml'])
    for (const file of written) {
      expect([file, contentErrors(file, fieldsIn(dir, file))]).toEqual([file, []])
      expect(readFileSync(path.join(dir, file), 'utf8')).toContain(SAMPLE_MARK)
    }
    const album = fieldsIn(dir, albumFile)
    const date = day(album.date)
    expect(date).toMatch(/^2028-09-/)
    expect(isSaturday(date)).toBe(true)
    expect(album.title).toBe('Rozpoczęcie roku szkolnego 2028/2029')
    const snapshot = { file: albumFile, years: '2028-2029', date, photos: PHOTOS }
    const problems = referenceErrors({
      levels: [],
      teachers: [],
      homework: [],
      textbooks: [],
      calendarEvents: [],
      parentDuty: [],
      buildings: [],
      albums: [{ ...snapshot, captions: album.captions as Record<string, string> }],
    })
    expect(problems).toEqual([])
  })

  it('is not written before its day: no album ahead of the calendar', () => {
    expect(writeSampleAlbums(dir, '2028-2029', '2028-08-20')).toEqual([])
    expect(existsSync(path.join(dir, 'gallery/2028-2029'))).toBe(false)
  })

  it('refuses a school year that is not two years in a row', () => {
    expect(() => writeSampleAlbums(dir, '2026-2028', '2028-10-01')).toThrow('2026-2028')
    expect(existsSync(path.join(dir, 'gallery/2026-2028'))).toBe(false)
  })

  it('leaves a year that already has a gallery folder alone', () => {
    const before = readdirSync(path.join(dir, 'gallery/2024-2025'))
    expect(writeSampleAlbums(dir, '2024-2025', '2026-11-27')).toEqual([])
    expect(readdirSync(path.join(dir, 'gallery/2024-2025'))).toEqual(before)
  })
})

// Against the repository's files, with the real date only where time can just make it truer:
// a day past stays past, and a year's opening once passed stays passed. A check that the current
// school year has an album would fail by itself each September until someone adds the sample.
describe('the repository’s gallery', () => {
  const years = readdirSync(path.join(CONTENT, 'gallery')).filter((y) => /^\d{4}-\d{4}$/.test(y))
  const albums = years.flatMap((y) =>
    readdirSync(path.join(CONTENT, 'gallery', y))
      .filter((a) => existsSync(path.join(CONTENT, 'gallery', y, a, 'album.yaml')))
      .map((a) => ({
        years: y,
        date: day(fieldsIn(CONTENT, `gallery/${y}/${a}/album.yaml`).date),
      })),
  )

  it('shows no album dated after today', () => {
    const today = schoolDay()
    expect(albums.filter((a) => a.date > today)).toEqual([])
  })

  it('has an album in every school year of the calendar once that year has opened', () => {
    // The sample calendar and the gallery move together (scripts/sample-content.ts and
    // scripts/sample-content/album.ts): a calendar year under way with an empty gallery looks dead.
    const today = schoolDay()
    const opened = readdirSync(path.join(CONTENT, 'calendar'))
      .map((f) => /^(\d{4}-\d{4})\.yaml$/.exec(f)?.[1])
      .filter((y): y is string => !!y && openingDay(y) <= today)
    expect(opened.length).toBeGreaterThan(0)
    const withAlbums = new Set(albums.filter((a) => a.date <= today).map((a) => a.years))
    expect(opened.filter((y) => !withAlbums.has(y))).toEqual([])
    expect(albums.every((a) => schoolYearOf(a.date) === a.years)).toBe(true)
  })
})
