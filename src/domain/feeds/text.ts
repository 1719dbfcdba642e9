// The words of the feeds, the manifest and the Open Graph tags (one place, habit 4). The news
// feed's are in both languages (issue #35: the catalog src/domain/i18n/messages/feeds.json).
import feedsText from '../i18n/compiled/feeds'
import type { Language } from '../i18n/languages'

export const newsFeedTitle = (siteName: string, language: Language = 'pl') =>
  feedsText.in(language)('newsTitle', { siteName })
export const newsFeedDescription = (siteName: string, language: Language = 'pl') =>
  feedsText.in(language)('newsDescription', { siteName })
export const NEWS_FEED_TITLE = (siteName: string) => newsFeedTitle(siteName)
export const NEWS_FEED_DESCRIPTION = (siteName: string) => newsFeedDescription(siteName)
export const MANIFEST_SHORT_NAME = 'Szkoła Lombard'
export const MANIFEST_DESCRIPTION =
  'Sobotnia szkoła języka polskiego w Lombard, Illinois: wiadomości, zadania domowe, kalendarz i zapisy.'
export const SOCIAL_IMAGE_ALT = (siteName: string) => `Godło szkoły: ${siteName}`
