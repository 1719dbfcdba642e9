// How much an editor may write in the staff area (issue #7): one source for the form and the API.
export const EDIT_LIMITS = {
  title: 120,
  newsTitle: 200,
  faqItems: 100,
  question: 300,
  answer: 5000,
  body: 50_000,
  alertContent: 1000,
  link: 500,
  /** The longest news slug made from a title; the file name is `{date}-{slug}.md`. */
  slug: 60,
} as const
