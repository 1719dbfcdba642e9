import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import {
  CONTENT_PAGE_SLUGS,
  EXTRA_PAGE_SLUGS,
  NEWS_PER_PAGE,
  PAGE_SLUGS,
  routes,
  SPECIAL_PAGE_SLUGS,
} from '../../src/domain/routes'

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

/** One route of each template (SPEC.md §2's table), the first the content has of each kind. */
export function oneRoutePerTemplate(): string[] {
  const { years, album } = galleryAlbums()[0]!
  return [
    routes.home(),
    routes.news(),
    routes.newsPage(2),
    routes.newsItem(newsSlugs()[0]!),
    routes.homework(),
    routes.homeworkItem(homeworkIds()[0]!),
    routes.calendar(),
    routes.parentDuty(),
    routes.gallery(),
    routes.galleryYear(galleryYears()[0]!),
    routes.galleryAlbum(years!, album!),
    routes.graduates(graduatesYears()[0]!),
    routes.textbooks(),
    routes.teachers(),
    routes.page(CONTENT_PAGE_SLUGS[0]),
    ...[...SPECIAL_PAGE_SLUGS, ...EXTRA_PAGE_SLUGS].map(routes.page),
    routes.bulletins(),
    routes.enrollment(),
    routes.survey(),
    routes.sessions(),
    routes.reports(),
    routes.schoolForms(),
    routes.staff(),
  ]
}
