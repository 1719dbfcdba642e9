import { mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { calendarFeeds, type FeedSources } from '../../src/domain/calendarFeeds'
import type { PostBuildArgs } from './types'

interface FeedsQuery {
  site: { siteMetadata: { siteUrl: string | null } } | null
  siteSettings: { siteName: string } | null
  allSchoolCalendar: { nodes: FeedSources['calendars'] }
  allParentDuty: { nodes: FeedSources['parentDuty'] }
  homework: { nodes: { frontmatter: FeedSources['homework'][number] }[] }
  allLevel: { nodes: FeedSources['levels'] }
  allBuilding: { nodes: NonNullable<FeedSources['shifts']> }
}

const FEEDS_QUERY = `{
  site { siteMetadata { siteUrl } }
  siteSettings { siteName }
  allSchoolCalendar { nodes { schoolYear events { date title kind start end shifts classes note } } }
  allParentDuty(sort: { date: ASC }) { nodes { date class task start end } }
  homework: allMarkdownRemark(
    filter: { fields: { kind: { eq: "homework" }, lang: { eq: "pl" } }, frontmatter: { published: { eq: true } } }
  ) {
    nodes { frontmatter { id title class teacher assigned due } }
  }
  allLevel { nodes { levelId levelName } }
  allBuilding(sort: { buildingId: ASC }) { nodes { buildingId name active start end levels } }
}`

/**
 * The iCalendar feeds of /kalendarz-zajec/ (issue #10), written into public/ beside the page:
 * kalendarz.ics for the whole school and {levelId}.ics per class (src/domain/calendarFeeds.ts).
 * public/ is relative to the site's folder, where Gatsby builds (as gatsby-plugin-sitemap does).
 */
export async function writeCalendarFeeds(
  { graphql, reporter }: PostBuildArgs,
  publicDir = path.resolve('public'),
): Promise<void> {
  const result = await graphql<FeedsQuery>(FEEDS_QUERY)
  if (result.errors || !result.data) {
    reporter.panicOnBuild('The calendar feeds’ query failed', result.errors)
    return
  }
  const data = result.data
  const feeds = calendarFeeds({
    siteName: data.siteSettings?.siteName ?? '',
    siteUrl: data.site?.siteMetadata.siteUrl,
    calendars: data.allSchoolCalendar.nodes,
    parentDuty: data.allParentDuty.nodes,
    homework: data.homework.nodes.map((node) => node.frontmatter),
    levels: data.allLevel.nodes,
    shifts: data.allBuilding.nodes,
  })
  for (const [sitePath, text] of feeds) {
    const file = path.join(publicDir, sitePath)
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, text, 'utf8')
  }
  // A level removed since the last build leaves no feed behind (public/ is built over, issue #30).
  const written = new Set([...feeds.keys()].map((sitePath) => path.join(publicDir, sitePath)))
  for (const dir of new Set([...written].map((file) => path.dirname(file)))) {
    for (const name of await readdir(dir)) {
      const file = path.join(dir, name)
      if (name.endsWith('.ics') && !written.has(file)) await rm(file, { force: true })
    }
  }
  reporter.info(`Calendar feeds: ${feeds.size} iCalendar files written`)
}
