import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import type { CreatePagesArgs } from 'gatsby'
import {
  linkErrors,
  referenceErrors,
  type ContentProblem,
} from '../../src/domain/content/references'
import { englishVersionProblems } from '../../src/domain/content/kinds'
import { SECTION_KEYS } from '../../src/domain/content/vocabulary'
import { allMenuItems } from '../../src/domain/menu'
import { query, type PageRegistry } from './registry'

type InFile = { parent: { relativePath: string } }

interface ChecksQuery {
  allLevel: { nodes: { levelId: string }[] }
  allTeacher: { nodes: (InFile & { name: string; classes: string[] | null })[] }
  homework: { nodes: (InFile & { frontmatter: { class: string; teacher: string } })[] }
  allTextbookLevel: { nodes: (InFile & { level: string })[] }
  allSchoolCalendar: { nodes: (InFile & { events: { classes: string[] | null }[] })[] }
  allParentDuty: { nodes: (InFile & { class: string })[] }
  allBuilding: { nodes: (InFile & { levels: string[] | null })[] }
  allGalleryAlbum: {
    nodes: (InFile & {
      date: string
      cover: string | null
      captions: Record<string, unknown> | null
      alts: Record<string, unknown> | null
      hidden: string[] | null
      order: string[] | null
      fields: { years: string }
      allPhotos: { base: string }[]
    })[]
  }
  markdown: {
    nodes: (InFile & {
      html: string
      fields: { kind: string; slug: string; lang: string }
      frontmatter: {
        faq: { answerHtml: string }[] | null
        sponsors: unknown[] | null
        members: unknown[] | null
      }
    })[]
  }
  allGraduates: { nodes: (InFile & { messageHtml: string | null })[] }
  siteSettings: {
    alert: { link: string | null } | null
    scheduledAlerts: { link: string | null }[] | null
  } | null
}

const IN_FILE = 'parent { ... on File { relativePath } }'

/** Files of static/ by their address on the site (/logo.svg). */
function staticFiles(dir = path.resolve('static'), prefix = '/'): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory()
      ? staticFiles(full, `${prefix}${name}/`)
      : [`${prefix}${name}`]
  })
}

/**
 * After every page exists: each class, teacher, photo and internal link named in content/ must
 * exist, each menu target must be a page, and each section file must be there. Every problem
 * stops the build with one line naming the file and the field.
 */
export async function checkContent(args: CreatePagesArgs, pages: PageRegistry) {
  const data = await query<ChecksQuery>(
    args,
    `{
      allLevel { nodes { levelId } }
      allTeacher { nodes { name classes ${IN_FILE} } }
      homework: allMarkdownRemark(filter: { fields: { kind: { eq: "homework" }, lang: { eq: "pl" } } }) {
        nodes { frontmatter { class teacher } ${IN_FILE} }
      }
      allTextbookLevel { nodes { level ${IN_FILE} } }
      allSchoolCalendar { nodes { events { classes } ${IN_FILE} } }
      allParentDuty { nodes { class ${IN_FILE} } }
      allBuilding { nodes { levels ${IN_FILE} } }
      allGalleryAlbum { nodes { date cover captions alts hidden order fields { years } allPhotos { base } ${IN_FILE} } }
      markdown: allMarkdownRemark { nodes { html fields { kind slug lang } frontmatter { faq { answerHtml } sponsors { description } members { role } } ${IN_FILE} } }
      allGraduates { nodes { messageHtml ${IN_FILE} } }
      siteSettings { alert { link } scheduledAlerts { link } }
    }`,
  )
  const file = (node: InFile) => node.parent.relativePath
  const problems: ContentProblem[] = referenceErrors({
    levels: data.allLevel.nodes.map((level) => level.levelId),
    teachers: data.allTeacher.nodes.map((t) => ({
      file: file(t),
      name: t.name,
      classes: t.classes ?? [],
    })),
    homework: data.homework.nodes.map((h) => ({ file: file(h), ...h.frontmatter })),
    textbooks: data.allTextbookLevel.nodes.map((t) => ({ file: file(t), level: t.level })),
    calendarEvents: data.allSchoolCalendar.nodes.flatMap((calendar) =>
      calendar.events.map((event, index) => ({
        file: file(calendar),
        index,
        classes: event.classes ?? [],
      })),
    ),
    parentDuty: data.allParentDuty.nodes.map((d) => ({ file: file(d), class: d.class })),
    buildings: data.allBuilding.nodes.map((b) => ({ file: file(b), levels: b.levels ?? [] })),
    albums: data.allGalleryAlbum.nodes.map((album) => ({
      file: file(album),
      years: album.fields.years,
      date: album.date,
      cover: album.cover,
      captions: album.captions,
      alts: album.alts,
      hidden: album.hidden,
      order: album.order,
      photos: album.allPhotos.map((photo) => photo.base),
    })),
  })

  const documents = [
    ...data.markdown.nodes.map((node) => ({
      file: file(node),
      html: [node.html, ...(node.frontmatter.faq ?? []).map((entry) => entry.answerHtml)].join(
        '\n',
      ),
    })),
    ...data.allGraduates.nodes.map((node) => ({ file: file(node), html: node.messageHtml ?? '' })),
    {
      file: 'site.yaml',
      html: [data.siteSettings?.alert, ...(data.siteSettings?.scheduledAlerts ?? [])]
        .map((alert) => `<a href="${alert?.link ?? ''}">`)
        .join('\n'),
    },
  ]
  problems.push(...linkErrors(documents, pages.paths, new Set(staticFiles())))

  problems.push(
    ...englishVersionProblems(
      data.markdown.nodes.map((node) => ({
        file: file(node),
        lists: {
          sponsors: node.frontmatter.sponsors?.length,
          members: node.frontmatter.members?.length,
        },
      })),
    ),
  )

  const sections = new Set(
    data.markdown.nodes
      .filter((n) => n.fields.kind === 'section' && n.fields.lang === 'pl')
      .map((n) => n.fields.slug),
  )
  for (const key of SECTION_KEYS) {
    if (!sections.has(key)) problems.push({ file: `sections/${key}.md`, message: 'is missing' })
  }
  for (const problem of problems)
    args.reporter.panicOnBuild(`content/${problem.file}: ${problem.message}`)

  for (const item of allMenuItems()) {
    if (!pages.paths.has(item.to)) {
      args.reporter.panicOnBuild(
        `src/domain/menu.ts: the menu item "${item.label}" goes to ${item.to}, which is no page`,
      )
    }
  }
}
