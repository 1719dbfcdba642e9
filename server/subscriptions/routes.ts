import type { FastifyInstance, FastifyReply } from 'fastify'
import { FORM_REFUSED_MESSAGE } from '../../src/domain/formErrorPayload'
import { apiError } from '../errors'
import { SUBSCRIPTION_ROUTES, unsubscribeUrl } from './links'
import { namesOf } from './lists'
import { page, type PageParts } from './page'
import { preferenceRoutes } from './preferences'
import { createSubscriptionRepository } from './repository'
import { createSubscriber } from './subscribe'
import { PAGE_TEXTS } from './texts'
import { readToken } from './tokens'
import { checkSubscribe, SubscribeAccepted, SubscribeBody } from './validate'
import type { Routes } from '../routes/options'

/**
 * Issue #34: subscribing to the school's lists with double opt-in, and leaving one list with one
 * click (RFC 8058). No answer and no log line says whether an address was known.
 */
export const subscriptionRoutes: Routes = async (app, { config }) => {
  const { catalogue, subscribe } = createSubscriber(app, config)
  const repository = createSubscriptionRepository(app.db)
  const links = { secret: app.jwtSecret, siteUrl: config.siteUrl }
  const home = { href: `${config.siteUrl}/`, label: PAGE_TEXTS.home }

  app.post(
    SUBSCRIPTION_ROUTES.subscribe,
    {
      onRequest: app.writeLimit('subscriptions'),
      schema: { body: SubscribeBody, response: { 202: SubscribeAccepted } },
    },
    async (request, reply) => {
      const checked = checkSubscribe(request.body, catalogue)
      if (!checked.valid)
        throw apiError(400, 'INVALID_FORM', FORM_REFUSED_MESSAGE, { ...checked.errors })
      await subscribe(checked.email, checked.lists)
      return reply.code(202).send({ status: 'pending' as const })
    },
  )

  app.get(SUBSCRIPTION_ROUTES.confirm, async (request, reply) => {
    const claims = readToken(app.jwtSecret, 'confirm', (request.query as { token?: unknown }).token)
    if (!claims) return badLink(reply)
    const confirmed = await repository.confirm(claims.subscriberId)
    // Every list left since (an old link opened again): nothing is said to be confirmed.
    if (confirmed.length === 0) {
      const { title, intro } = PAGE_TEXTS.nothingToConfirm
      return html(reply, 200, { title, paragraphs: [intro], home })
    }
    return html(reply, 200, {
      title: PAGE_TEXTS.confirmed.title,
      paragraphs: [PAGE_TEXTS.confirmed.intro],
      items: namesOf(catalogue, confirmed),
      home,
    })
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
      if (!claims) return badLink(reply)
      const [name] = namesOf(catalogue, [claims.list])
      return html(reply, 200, {
        title: PAGE_TEXTS.unsubscribeAsk.title,
        paragraphs: [PAGE_TEXTS.unsubscribeAsk.intro(name!)],
        form: { action: unsubscribePath(claims), button: PAGE_TEXTS.unsubscribeAsk.button },
        home,
      })
    })
    scope.post(SUBSCRIPTION_ROUTES.unsubscribe, async (request, reply) => {
      const claims = unsubscribeClaims(request.query)
      if (!claims) return badLink(reply)
      await repository.unsubscribe(claims.subscriberId, claims.list)
      const [name] = namesOf(catalogue, [claims.list])
      return html(reply, 200, {
        title: PAGE_TEXTS.unsubscribed.title,
        paragraphs: [PAGE_TEXTS.unsubscribed.intro(name!)],
        home,
      })
    })
  })

  // The subscriber's page of lists and frequencies (its own scope: its own form parser).
  await app.register(preferenceRoutes, { config })

  function badLink(reply: FastifyReply) {
    return html(reply, 400, {
      title: PAGE_TEXTS.badLink.title,
      paragraphs: [PAGE_TEXTS.badLink.intro],
      home,
    })
  }
}

function html(reply: FastifyReply, status: number, parts: PageParts) {
  return reply.code(status).type('text/html; charset=utf-8').send(page(parts))
}

const pathOf = (url: string) => {
  const { pathname, search } = new URL(url)
  return `${pathname}${search}`
}
