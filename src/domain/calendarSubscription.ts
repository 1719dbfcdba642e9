// Where the calendar feeds live and how a calendar program subscribes to them (issue #10).
// Shared by the post-build step that writes the feeds and the page that offers them.
import { routes } from './routes'

/** The whole school's feed: the class calendar and every class's parent duty. */
export const SCHOOL_FEED_FILE = 'kalendarz.ics'

/** The domain of every event's UID: fixed, so UIDs do not change with the address the site has. */
export const UID_DOMAIN = 'polskaszkolalombard.org'

/** `/kalendarz-zajec/kalendarz.ics`, or `/kalendarz-zajec/{levelId}.ics` for one class. */
export function calendarFeedPath(levelId?: string): string {
  return `${routes.calendar()}${levelId ? `${levelId}.ics` : SCHOOL_FEED_FILE}`
}

/** The name a calendar program shows for the subscription (X-WR-CALNAME). */
export function calendarFeedName(siteName: string, levelName?: string): string {
  return `${siteName} – ${levelName ?? 'kalendarz zajęć'}`
}

/** The site's address without a trailing slash, or null when the build was not given one. */
export function siteOrigin(siteUrl: string | null | undefined): string | null {
  return siteUrl ? siteUrl.replace(/\/+$/, '') : null
}

export interface SubscribeLinks {
  /** The feed itself (https), to download or paste into any program. */
  feed: string
  google: string
  apple: string
  outlook: string
}

/**
 * Links that add a feed to Google Calendar, Apple Calendar (webcal://) and Outlook.com. Without
 * the site's origin (before the page knows its address) every link is the feed's own path.
 */
export function subscribeLinks(origin: string | null, path: string, name: string): SubscribeLinks {
  if (!origin) return { feed: path, google: path, apple: path, outlook: path }
  const feed = `${origin}${path}`
  const webcal = feed.replace(/^https?:/, 'webcal:')
  return {
    feed,
    google: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`,
    apple: webcal,
    outlook:
      'https://outlook.live.com/calendar/0/addfromweb' +
      `?url=${encodeURIComponent(feed)}&name=${encodeURIComponent(name)}`,
  }
}
