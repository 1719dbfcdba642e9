// Crawlers and link previewers announce themselves in their user agent. Their visits are not
// visits of parents, so they are answered as usual but only counted per day.
const BOT_PATTERN =
  /bot\b|bot\/|crawler|spider|crawling|slurp|facebookexternalhit|embedly|quora link preview|whatsapp|telegrambot|applebot|bingpreview|yandex|baiduspider|duckduckgo|petalbot|semrush|ahrefs|mj12|dotbot|headlesschrome\/.*lighthouse|lighthouse|pingdom|uptimerobot|python-requests|curl\/|wget\//i

export function isBot(userAgent: string | undefined): boolean {
  return userAgent !== undefined && BOT_PATTERN.test(userAgent)
}
