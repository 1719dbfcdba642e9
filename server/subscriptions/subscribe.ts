import type { FastifyInstance } from 'fastify'
import type { Language } from '../../src/domain/i18n/languages'
import type { AppConfig } from '../config'
import { mailboxKey } from '../limits/mailCap'
import { mailAfterAnswer } from '../mail'
import { confirmUrl } from './links'
import { loadListCatalogues, namesOf } from './lists'
import { createSubscriptionRepository } from './repository'
import { confirmationMail } from './texts'

/** A family as the enrolment form gives it: the parents' addresses and the children's classes. */
export interface FamilyChoice {
  motherEmail: string
  fatherEmail: string
  students: readonly { level: string }[]
}

/**
 * Issue #34, the enrolment form's "Chcę otrzymywać…" box: each parent's address (given ones,
 * each mailbox once) to the lists of the children's classes the school has.
 */
export function familyLists(family: FamilyChoice, catalogue: Map<string, string>) {
  const byMailbox = new Map<string, string>()
  for (const address of [family.motherEmail, family.fatherEmail]) {
    const email = address.trim()
    if (email !== '' && !byMailbox.has(mailboxKey(email))) byMailbox.set(mailboxKey(email), email)
  }
  const lists = [...new Set(family.students.map((student) => student.level))].filter((level) =>
    catalogue.has(level),
  )
  return { addresses: [...byMailbox.values()], lists }
}

/**
 * Subscribing with double opt-in, as POST /api/subscriptions does it for the enrolment too: a
 * pending subscription per list, and the confirmation mailed after the answer when one is due,
 * in the subscriber's language (issue #35: the page's or the enrolment's).
 */
export function createSubscriber(app: FastifyInstance, config: AppConfig) {
  const catalogues = loadListCatalogues(config.contentDir)
  const catalogue = catalogues.pl
  const repository = createSubscriptionRepository(app.db)
  const mail = mailAfterAnswer(app)
  const links = { secret: app.jwtSecret, siteUrl: config.siteUrl }

  async function subscribe(email: string, lists: string[], language: Language): Promise<void> {
    const due = await repository.subscribe(email, lists, language)
    if (!due) return
    const message = confirmationMail(
      namesOf(catalogues[due.language], due.pendingLists),
      confirmUrl(links, due.subscriberId),
      due.language,
    )
    mail({ to: [due.email], ...message }, 'subscription-confirmation')
  }

  return {
    catalogue,
    catalogues,
    subscribe,
    /** Every parent's address to the children's classes; none when no class is known. */
    async subscribeFamily(family: FamilyChoice, language: Language = 'pl'): Promise<void> {
      const { addresses, lists } = familyLists(family, catalogue)
      if (lists.length === 0) return
      for (const email of addresses) await subscribe(email, lists, language)
    },
  }
}
