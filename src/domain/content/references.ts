// Checks across content files: every class, teacher, photo and internal link a file names must
// exist. Each problem names the file and the field, like the per-file checks.
import { schoolYearOf } from '../dates'

export interface ContentProblem {
  file: string
  message: string
}

export interface ContentSnapshot {
  levels: string[]
  teachers: { file: string; name: string; classes: string[] }[]
  homework: { file: string; class: string; teacher: string }[]
  textbooks: { file: string; level: string }[]
  calendarEvents: { file: string; index: number; classes: string[] }[]
  parentDuty: { file: string; class: string }[]
  buildings: { file: string; levels: string[] }[]
  albums: {
    file: string
    years: string
    date: string
    cover?: string | null
    captions?: Record<string, unknown> | null
    alts?: Record<string, unknown> | null
    hidden?: string[] | null
    /** Photos shown first, in this order (the gallery editor's "Przesuń wcześniej/później"). */
    order?: string[] | null
    /** Every photo in the album's folder, hidden ones included. */
    photos: string[]
  }[]
}

export function referenceErrors(content: ContentSnapshot): ContentProblem[] {
  const problems: ContentProblem[] = []
  const levels = new Set(content.levels)
  const teachers = new Set(content.teachers.map((teacher) => teacher.name))
  const level = (file: string, field: string, id: string) => {
    if (!levels.has(id)) {
      problems.push({ file, message: `${field}: no level "${id}" in school/levels.yaml` })
    }
  }

  for (const item of content.homework) {
    level(item.file, 'class', item.class)
    if (!teachers.has(item.teacher)) {
      problems.push({
        file: item.file,
        message: `teacher: no teacher "${item.teacher}" in teachers.yaml`,
      })
    }
  }
  content.teachers.forEach((t) =>
    t.classes.forEach((id) => level(t.file, `${t.name}: classes`, id)),
  )
  content.textbooks.forEach((t) => level(t.file, 'level', t.level))
  content.calendarEvents.forEach((e) =>
    e.classes.forEach((id) => level(e.file, `events[${e.index}].classes`, id)),
  )
  content.parentDuty.forEach((d) => level(d.file, 'class', d.class))
  content.buildings.forEach((b) => b.levels.forEach((id) => level(b.file, 'levels', id)))

  for (const album of content.albums) {
    const photos = new Set(album.photos)
    if (photos.size === 0)
      problems.push({ file: album.file, message: 'the album folder has no photos' })
    if (schoolYearOf(album.date) !== album.years) {
      problems.push({
        file: album.file,
        message: `date: ${album.date} is not in the school year ${album.years}`,
      })
    }
    if (album.cover && !photos.has(album.cover)) {
      problems.push({ file: album.file, message: `cover: no photo "${album.cover}" in the album` })
    }
    for (const field of ['captions', 'alts'] as const) {
      for (const name of Object.keys(album[field] ?? {})) {
        if (!photos.has(name)) {
          problems.push({ file: album.file, message: `${field}: no photo "${name}" in the album` })
        }
      }
    }
    const hidden = new Set(album.hidden ?? [])
    for (const name of hidden) {
      if (!photos.has(name)) {
        problems.push({ file: album.file, message: `hidden: no photo "${name}" in the album` })
      }
    }
    if (photos.size > 0 && album.photos.every((name) => hidden.has(name))) {
      problems.push({ file: album.file, message: 'hidden: every photo of the album is hidden' })
    }
    const ordered = new Set<string>()
    for (const name of album.order ?? []) {
      if (ordered.has(name)) {
        problems.push({ file: album.file, message: `order: "${name}" is listed twice` })
      } else if (!photos.has(name)) {
        problems.push({ file: album.file, message: `order: no photo "${name}" in the album` })
      }
      ordered.add(name)
    }
  }
  return problems
}

/** The site paths an HTML fragment links to (href="/…"), without query or hash. */
export function internalLinks(html: string): string[] {
  const links = [...html.matchAll(/href="(\/(?!\/)[^"#?]*)[^"]*"/g)].map((match) => match[1]!)
  return [...new Set(links)]
}

/** Links to pages that the build does not create, or written without the trailing slash. */
export function linkErrors(
  documents: { file: string; html: string }[],
  pages: ReadonlySet<string>,
  files: ReadonlySet<string>,
): ContentProblem[] {
  const problems: ContentProblem[] = []
  for (const { file, html } of documents) {
    for (const link of internalLinks(html)) {
      if (pages.has(link) || files.has(link)) continue
      const message = pages.has(`${link}/`)
        ? `the link ${link} must end with a slash: ${link}/`
        : `the link ${link} goes to no page of the site`
      problems.push({ file, message })
    }
  }
  return problems
}
