// The sample gallery of one school year (issue #33: the gallery stopped at 2024/2025, and parents
// took the site for dead): its year.yaml and one album of the year's opening, dated on the first
// Saturday of September, as the sample calendar dates "Rozpoczęcie roku szkolnego". Only YAML is
// written here; the photos come from scripts/generate-sample-photos.mjs (an album folder without
// a photo stops the build), which the command below runs for the years it wrote.
//
// `npx tsx scripts/sample-content/album.ts [YYYY-YYYY] [YYYY-MM-DD]` (default: the current school
// year and day in Chicago).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import yaml from 'js-yaml'
import { saturdayOnOrAfter } from '../../src/domain/nextSaturday'
import {
  currentSchoolYear,
  schoolDay,
  schoolYearDays,
  schoolYearLabel,
  shiftSchoolYear,
} from '../../src/domain/schoolTime'
import { SAMPLE_MARK } from './shift'

/** The folder name of the opening's album, as the gallery's address shows it. */
export const OPENING_ALBUM = 'rozpoczecie-roku-szkolnego'

/** The day the school year opens: its first Saturday (the sample calendar's first class day). */
export const openingDay = (years: string) => saturdayOnOrAfter(schoolYearDays(years).first)

// Days unquoted, as editors write them (scripts/sample-content.ts does the same).
const dump = (value: unknown) =>
  `# ${SAMPLE_MARK}.\n` +
  yaml.dump(value, { lineWidth: 100 }).replace(/'(\d{4}-\d{2}-\d{2})'/g, '$1')

/**
 * Writes `gallery/{years}/year.yaml` and the opening's album.yaml when the year has no gallery
 * folder and its opening is not after `today` (a sample never shows an album ahead of its day);
 * returns the files written. An existing folder is never touched.
 */
export function writeSampleAlbums(contentDir: string, years: string, today: string): string[] {
  if (!/^\d{4}-\d{4}$/.test(years) || shiftSchoolYear(years, 0) !== years)
    throw new Error(`A school year such as 2026-2027, not ${years}`)
  const yearDir = path.join(contentDir, 'gallery', years)
  const date = openingDay(years)
  if (existsSync(yearDir) || date > today) return []
  const label = schoolYearLabel(years)
  const albumDir = path.join(yearDir, OPENING_ALBUM)
  mkdirSync(albumDir, { recursive: true })
  const yearFile = path.join(yearDir, 'year.yaml')
  writeFileSync(yearFile, dump({ description: `Zdjęcia z wydarzeń roku szkolnego ${label}.` }))
  const albumFile = path.join(albumDir, 'album.yaml')
  writeFileSync(
    albumFile,
    dump({
      title: `Rozpoczęcie roku szkolnego ${label}`,
      date,
      // ALBUM_EVENTS has no kind of its own for the opening.
      event: 'inne',
      description: 'Pierwsza sobota roku szkolnego — powitanie uczniów, rodziców i nauczycieli.',
      // Captions up to 03.jpg: the photo script then draws at least three photos.
      captions: {
        '01.jpg': 'Powitanie uczniów i rodziców',
        '03.jpg': 'Pierwsze zajęcia w klasach',
      },
    }),
  )
  return [albumFile, yearFile]
}

/** Draws the photos of a year's new albums (an album with no photos stops the build). */
export function drawSamplePhotos(years: string): void {
  const photos = spawnSync('node', ['scripts/generate-sample-photos.mjs', years], {
    stdio: 'inherit',
  })
  if (photos.status !== 0) process.exitCode = photos.status ?? 1
}

if (require.main === module) {
  const years = process.argv[2] ?? currentSchoolYear()
  const today = process.argv[3] ?? schoolDay()
  const written = writeSampleAlbums(path.resolve('content'), years, today)
  console.log(`${years}: ${written.length} sample gallery files written`)
  if (written.length > 0) drawSamplePhotos(years)
}
