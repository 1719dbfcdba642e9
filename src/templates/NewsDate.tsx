import { formatDate } from '../domain/dates'
import type { Language } from '../domain/i18n/languages'

/** A news item's date line, as the list, the item's page and the home page's latest news show it. */
export function NewsDate({
  date,
  language,
  className,
}: {
  date: string
  language: Language
  className: string | undefined
}) {
  return (
    <p className={className}>
      <time dateTime={date}>{formatDate(date, language)}</time>
    </p>
  )
}
