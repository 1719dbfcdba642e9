import { Link } from 'gatsby'
import { routes } from '../domain/routes'

/** What each page says before its link to /listy-mailowe/ (issue #34). */
const LEAD = {
  homework: 'Nowe zadania domowe mogą przychodzić e-mailem, raz w tygodniu.',
  calendar: 'Zmiany w kalendarzu klasy mogą też przychodzić e-mailem.',
} as const
const LINK_TEXT = 'Zapisz się na powiadomienia e-mail'

/** The homework and calendar pages' pointer to the mailing lists, beside their own feeds. */
export function MailingListsLink({
  page,
  className,
}: {
  page: keyof typeof LEAD
  className?: string
}) {
  return (
    <p className={className} data-testid="mailing-lists-link">
      {LEAD[page]} <Link to={routes.mailingLists()}>{LINK_TEXT}</Link>.
    </p>
  )
}
