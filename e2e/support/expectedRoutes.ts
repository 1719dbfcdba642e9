import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { NEWS_PER_PAGE, PAGE_SLUGS, routes } from '../../src/domain/routes'

export const CONTENT_DIR = path.join(__dirname, '../../content')

const names = (folder: string, pattern: RegExp) =>
  readdirSync(path.join(CONTENT_DIR, folder))
    .map((name) => pattern.exec(name)?.[1])
    .filter((name): name is string => Boolean(name))

export const galleryYears = () => names('gallery', /^(\d{4}-\d{4})$/)
export const galleryAlbums = () =>
  galleryYears().flatMap((years) =>
    readdirSync(path.join(CONTENT_DIR, 'gallery', years))
      .filter((album) => existsSync(path.join(CONTENT_DIR, 'gallery', years, album, 'album.yaml')))
      .map((album) => ({ years, album })),
  )
export const newsSlugs = () => names('news', /^\d{4}-\d{2}-\d{2}-(.+)\.md$/)
export const homeworkIds = () => names('homework', /^(\d+)\.md$/).map(Number)
export const graduatesYears = () => names('graduates', /^(\d{4}-\d{2})\.yaml$/)

/**
 * Every route of SPEC.md §2's table, from the URL builders and the content folders (not typed a
 * second time): what the built site must have.
 */
export function expectedRoutes(): string[] {
  const newsPages = Math.ceil(newsSlugs().length / NEWS_PER_PAGE)
  return [
    routes.home(),
    routes.notFound(),
    routes.gallery(),
    ...galleryYears().map(routes.galleryYear),
    ...galleryAlbums().map(({ years, album }) => routes.galleryAlbum(years, album)),
    ...Array.from({ length: newsPages }, (_, i) => routes.newsPage(i + 1)),
    ...newsSlugs().map(routes.newsItem),
    ...PAGE_SLUGS.map(routes.page),
    routes.homework(),
    ...homeworkIds().map(routes.homeworkItem),
    ...graduatesYears().map(routes.graduates),
    routes.survey(),
    routes.enrollment(),
    routes.mailingLists(),
    routes.sessions(),
    routes.reports(),
    routes.textbooks(),
    routes.calendar(),
    routes.teachers(),
    routes.schoolForms(),
    routes.parentDuty(),
    routes.bulletins(),
    routes.staff(),
  ]
}
