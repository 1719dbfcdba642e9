import type { NewsContent } from '../../../src/staff/types'

/** A published news item as the content API answers it. */
export const NEWS_ITEM: NewsContent = {
  id: '2026-12-12-dzien-otwarty',
  title: 'Dzień otwarty',
  date: '2026-12-12',
  body: 'Zapraszamy.',
  published: true,
  image: null,
  imageAlt: null,
  version: 'a'.repeat(64),
  english: null,
}
