import type { FastifyInstance, FastifyReply } from 'fastify'
import formsText from '../../src/domain/i18n/compiled/forms'
import type { Language } from '../../src/domain/i18n/languages'
import { apiError } from '../errors'
import { requestLanguage } from '../requestLanguage'
import { SUBSCRIPTION_ROUTES, unsubscribeUrl } from './links'
import { namesOf } from './lists'
import { page, type PageParts } from './page'
import { preferenceRoutes } from './preferences'
import { createSubscriptionRepository } from './repository'
import { createSubscriber } from './subscribe'
import { pageTexts } from './texts'
import { readToken } from './tokens'
import { checkSubscribe, SubscribeAccepted, SubscribeBody } from './validate'
import type { Routes } from '../routes/options'

/**
 * Issue #34: subscribing to the school's lists with double opt-in, and leaving one list with one
 * click (RFC 8058). No answer and no log line says whether an address was known. Issue #35: the
 * form's refusals in the page's language (Accept-Language), which the subscriber is stored with;
 * the pages the mail's links open in the subscriber's language.
 */
export const subscriptionRoutes: Routes = async (app, { config }) => {
  const { catalogue, catalogues, subscribe } = createSubscriber(app, config)
  const repository = createSubscriptionRepository(app.db)
  const links = { secret: app.jwtSecret, siteUrl: config.siteUrl }
  const home = (language: Language) => ({
    href: `${config.siteUrl}${language === 'pl' ? '/' : '/en/'}`,
    label: pageTexts(language).home,
  })

  app.post(
    SUBSCRIPTION_ROUTES.subscribe,
    {
      onRequest: app.writeLimit('subscriptions'),
      schema: { body: SubscribeBody, response: { 202: SubscribeAccepted } },
    },
    async (request, reply) => {
      const language = requestLanguage(request)
      const checked = checkSubscribe(request.body, catalogue, language)
      if (!checked.valid) {
        const message = formsText.in(language)('invalidAnswer')
        throw apiError(400, 'INVALID_FORM', message, { ...checked.errors })
      }
      await subscribe(checked.email, checked.lists, language)
      return reply.code(202).send({ status: 'pending' as const })
    },
  )

  app.get(SUBSCRIPTION_ROUTES.confirm, async (request, reply) => {
    const claims = readToken(app.jwtSecret, 'confirm', (request.query as { token?: unknown }).token)
    if (!claims) return badLink(reply, requestLanguage(request))
    const confirmed = await repository.confirm(claims.subscriberId)
    // A subscriber since deleted (every list left) has no language of their own: the browser's.
    const language =
      confirmed.length > 0
        ? await repository.languageOf(claims.subscriberId)
        : requestLanguage(request)
    const T = pageTexts(language)
    // Every list left since (an old link opened again): nothing is said to be confirmed.
    if (confirmed.length === 0) {
      const { title, intro } = T.nothingToConfirm
      return html(reply, 200, { title, paragraphs: [intro], home: home(language) }, language)
    }
    return html(
      reply,
      200,
      {
        title: T.confirmed.title,
        paragraphs: [T.confirmed.intro],
        items: namesOf(catalogues[language], confirmed),
        home: home(language),
      },
      language,
    )
  })

  await app.register(async (scope: FastifyInstance) => {
    // RFC 8058's POST is a form (`List-Unsubscribe=One-Click`); Fastify reads only JSON and text.
    // The token alone decides, so the body is taken and not looked at.
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, body),
    )
    // The form posts to the signed address alone, whatever else the visitor's URL had.
    const unsubscribePath = ({ subscriberId, list }: { subscriberId: number; list: string }) =>
      pathOf(unsubscribeUrl(links, subscriberId, list))
    const unsubscribeClaims = (query: unknown) => {
      const claims = readToken(app.jwtSecret, 'unsubscribe', (query as { token?: unknown }).token)
      return claims?.list ? { subscriberId: claims.subscriberId, list: claims.list } : null
    }
    // A GET only asks (mail scanners follow links): the button POSTs to this same address.
    scope.get(SUBSCRIPTION_ROUTES.unsubscribe, async (request, reply) => {
      const claims = unsubscribeClaims(request.query)
      if (!claims) return badLink(reply, requestLanguage(request))
      const language = await repository.languageOf(claims.subscriberId)
      const T = pageTexts(language).unsubscribeAsk
      const [name] = namesOf(catalogues[language], [claims.list])
      return html(
        reply,
        200,
        {
          title: T.title,
          paragraphs: [T.intro(name!)],
          form: { action: unsubscribePath(claims), button: T.button },
          home: home(language),
        },
        language,
      )
    })
    scope.post(SUBSCRIPTION_ROUTES.unsubscribe, async (request, reply) => {
      const claims = unsubscribeClaims(request.query)
      if (!claims) return badLink(reply, requestLanguage(request))
      // Read before: a subscriber left with no list is deleted, language and all.
      const language = await repository.languageOf(claims.subscriberId)
      await repository.unsubscribe(claims.subscriberId, claims.list)
      const T = pageTexts(language).unsubscribed
      const [name] = namesOf(catalogues[language], [claims.list])
      return html(
        reply,
        200,
        { title: T.title, paragraphs: [T.intro(name!)], home: home(language) },
        language,
      )
    })
  })

  // The subscriber's page of lists and frequencies (its own scope: its own form parser).
  await app.register(preferenceRoutes, { config })

  /** A link that names no subscriber: in the browser's language. */
  function badLink(reply: FastifyReply, language: Language) {
    const { title, intro } = pageTexts(language).badLink
    return html(reply, 400, { title, paragraphs: [intro], home: home(language) }, language)
  }
}

function html(reply: FastifyReply, status: number, parts: PageParts, language: Language) {
  return reply.code(status).type('text/html; charset=utf-8').send(page(parts, language))
}

const pathOf = (url: string) => {
  const { pathname, search } = new URL(url)
  return `${pathname}${search}`
}
