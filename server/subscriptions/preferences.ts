import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import { and, eq } from 'drizzle-orm'
import type { Language } from '../../src/domain/i18n/languages'
import type { AppConfig } from '../config'
import type { Database } from '../db/client'
import { subscriptions } from '../db/schema'
import { requestLanguage } from '../requestLanguage'
import { preferenceTexts } from './digest/texts'
import { SUBSCRIPTION_ROUTES } from './links'
import { loadListCatalogues } from './lists'
import { SUBSCRIPTION_FREQUENCIES } from './model'
import { page, type ChoicesForm } from './page'
import { createSubscriptionRepository } from './repository'
import { pageTexts } from './texts'
import { readToken } from './tokens'

// Issue #34: the subscriber's own page, opened by the signed link in every list mail (no login):
// how often each list comes (weekly in the Thursday digest, at once, or not at all), and the
// school's other lists. It shows and changes only the lists of the subscriber the token names,
// in their language (issue #35).

type Frequency = (typeof SUBSCRIPTION_FREQUENCIES)[number]

interface Subscription {
  list: string
  status: 'pending' | 'confirmed'
  frequency: Frequency
}

/** Urgent notices are never in a digest: they come at once or not at all. */
const choicesFor = (list: string): Frequency[] =>
  list === 'urgent' ? ['immediate', 'off'] : ['weekly', 'immediate', 'off']

/** What the page shows as chosen: an urgent list 'weekly' (the column's default) comes at once. */
const shown = ({ list, frequency }: Pick<Subscription, 'list' | 'frequency'>): Frequency =>
  list === 'urgent' && frequency === 'weekly' ? 'immediate' : frequency

async function subscriptionsOf(
  db: Pick<Database, 'select'>,
  subscriberId: number,
): Promise<Subscription[]> {
  return db
    .select({
      list: subscriptions.list,
      status: subscriptions.status,
      frequency: subscriptions.frequency,
    })
    .from(subscriptions)
    .where(eq(subscriptions.subscriberId, subscriberId))
}

/**
 * Saves the choices. A list the subscriber is on gets its frequency, its status untouched (a
 * pending list stays pending until its link is opened). A list they are not on is added only
 * for a subscriber with a confirmed list: the link came in list mail to a confirmed address,
 * whose owner needs no second confirmation. 'off' for a list they are not on changes nothing.
 */
async function save(db: Database, subscriberId: number, chosen: Map<string, Frequency>) {
  await db.transaction(async (tx) => {
    const current = await subscriptionsOf(tx, subscriberId)
    const confirmed = current.some((s) => s.status === 'confirmed')
    for (const [list, frequency] of chosen) {
      const row = current.find((s) => s.list === list)
      if (row) {
        if (shown(row) === frequency) continue
        await tx
          .update(subscriptions)
          .set({ frequency })
          .where(and(eq(subscriptions.subscriberId, subscriberId), eq(subscriptions.list, list)))
      } else if (confirmed && frequency !== 'off') {
        await tx
          .insert(subscriptions)
          .values({ subscriberId, list, frequency, status: 'confirmed', confirmedAt: new Date() })
          .onConflictDoNothing()
      }
    }
  })
}

/** The choices of a form-urlencoded body: only the catalogue's lists, only their own choices. */
function chosenOf(body: unknown, catalogue: Map<string, string>): Map<string, Frequency> {
  const form = new URLSearchParams(typeof body === 'string' ? body : '')
  const chosen = new Map<string, Frequency>()
  for (const list of catalogue.keys()) {
    const value = form.get(list)
    if (value && (choicesFor(list) as string[]).includes(value))
      chosen.set(list, value as Frequency)
  }
  return chosen
}

export const preferenceRoutes: FastifyPluginAsync<{ config: AppConfig }> = async (
  app,
  { config },
) => {
  const catalogues = loadListCatalogues(config.contentDir)
  const catalogue = catalogues.pl
  const repository = createSubscriptionRepository(app.db)
  const home = (language: Language) => ({
    href: `${config.siteUrl}${language === 'pl' ? '/' : '/en/'}`,
    label: pageTexts(language).home,
  })

  // A form POST is form-urlencoded; Fastify reads only JSON and text. Small: a choice per list.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, body),
  )

  const claimsOf = (query: unknown) =>
    readToken(app.jwtSecret, 'preferences', (query as { token?: unknown }).token)

  const form = (token: string, current: Subscription[], language: Language): ChoicesForm => {
    const T = preferenceTexts(language)
    const field = (list: string, name: string, chosen: Frequency, pending: boolean) => ({
      name: list,
      legend: pending ? `${name} (${T.pending})` : name,
      chosen,
      options: choicesFor(list).map((value) => ({ value, label: T[value] })),
    })
    const named = [...catalogues[language]]
    const on = named.filter(([list]) => current.some((s) => s.list === list))
    const others = named.filter(([list]) => !current.some((s) => s.list === list))
    const confirmed = current.some((s) => s.status === 'confirmed')
    return {
      // The signed address alone, whatever else the visitor's URL had.
      action: `${SUBSCRIPTION_ROUTES.preferences}?token=${encodeURIComponent(token)}`,
      button: T.save,
      groups: [
        {
          fields: on.map(([list, name]) => {
            const row = current.find((s) => s.list === list)!
            return field(list, name, shown(row), row.status === 'pending')
          }),
        },
        // Another list is offered only where choosing it can add it (see save).
        ...(confirmed && others.length > 0
          ? [
              {
                heading: T.others,
                fields: others.map(([list, name]) => field(list, name, 'off', false)),
              },
            ]
          : []),
      ],
    }
  }

  const show = async (
    reply: FastifyReply,
    token: string,
    subscriberId: number,
    saved: boolean,
    fallback: Language,
  ) => {
    const current = await subscriptionsOf(app.db, subscriberId)
    // A subscriber since deleted has no language of their own: the browser's.
    const language = current.length > 0 ? await repository.languageOf(subscriberId) : fallback
    const T = preferenceTexts(language)
    if (current.length === 0) return html(reply, 200, T.title, [T.gone], language, home(language))
    const paragraphs = saved ? [T.saved] : [T.intro]
    const choices = form(token, current, language)
    return reply
      .code(200)
      .type('text/html; charset=utf-8')
      .send(page({ title: T.title, paragraphs, choices, home: home(language) }, language))
  }

  app.get(SUBSCRIPTION_ROUTES.preferences, async (request, reply) => {
    const claims = claimsOf(request.query)
    if (!claims) return badLink(reply, requestLanguage(request))
    const token = (request.query as { token: string }).token
    return show(reply, token, claims.subscriberId, false, requestLanguage(request))
  })

  app.post(
    SUBSCRIPTION_ROUTES.preferences,
    { onRequest: app.writeLimit('subscriptions') },
    async (request, reply) => {
      const claims = claimsOf(request.query)
      if (!claims) return badLink(reply, requestLanguage(request))
      await save(app.db, claims.subscriberId, chosenOf(request.body, catalogue))
      const token = (request.query as { token: string }).token
      return show(reply, token, claims.subscriberId, true, requestLanguage(request))
    },
  )

  /** A link that names no subscriber: in the browser's language. */
  function badLink(reply: FastifyReply, language: Language) {
    const { title, intro } = pageTexts(language).badLink
    return html(reply, 400, title, [intro], language, home(language))
  }
}

function html(
  reply: FastifyReply,
  status: number,
  title: string,
  paragraphs: string[],
  language: Language,
  home: { href: string; label: string },
) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(page({ title, paragraphs, home }, language))
}
