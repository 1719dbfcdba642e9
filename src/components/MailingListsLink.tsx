import { Link } from 'gatsby'
import mailingListsLinkText from '../domain/i18n/compiled/mailingListsLink'
import { routes } from '../domain/routes'
import { useLocalPath, useText } from '../i18n/useText'

/** The homework and calendar pages' pointer to the mailing lists, beside their own feeds. */
export function MailingListsLink({
  page,
  className,
}: {
  /** What the page says before the link (issue #34). */
  page: 'homework' | 'calendar'
  className?: string
}) {
  const t = useText(mailingListsLinkText)
  const local = useLocalPath()
  return (
    <p className={className} data-testid="mailing-lists-link">
      {t(page)} <Link to={local(routes.mailingLists())}>{t('link')}</Link>.
    </p>
  )
}
