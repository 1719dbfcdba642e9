// The Polish words of the feeds, the manifest and the Open Graph tags (one place, habit 4).

export const NEWS_FEED_TITLE = (siteName: string) => `Wiadomości - ${siteName}`
export const NEWS_FEED_DESCRIPTION = (siteName: string) =>
  `Najnowsze wiadomości dla rodziców i uczniów: ${siteName}, sobotnia szkoła języka polskiego w Lombard, Illinois.`
export const MANIFEST_SHORT_NAME = 'Szkoła Lombard'
export const MANIFEST_DESCRIPTION =
  'Sobotnia szkoła języka polskiego w Lombard, Illinois: wiadomości, zadania domowe, kalendarz i zapisy.'
export const SOCIAL_IMAGE_ALT = (siteName: string) => `Godło szkoły: ${siteName}`
