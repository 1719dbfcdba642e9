import type { TSchema } from '@sinclair/typebox'
import { CreateAnswer, DatedCreate, NewsParams } from '../../../../src/domain/api/content'
import { CONTENT_BODY_LIMIT, type ContentRoutes, type datedItems } from './shared'

type ContentApp = Parameters<ContentRoutes>[0]

/**
 * The routes every dated kind (news, bulletins) has under `path`: its list (GET), one item with
 * its English version (GET …/:id) and a new item from the create form (POST, answered 201).
 */
export function datedItemRoutes<T extends object>(
  app: ContentApp,
  path: string,
  items: ReturnType<typeof datedItems<T>>,
  {
    list,
    listSchema,
    itemSchema,
  }: { list: () => Promise<unknown>; listSchema: TSchema; itemSchema: TSchema },
) {
  app.get(path, { schema: { response: { 200: listSchema } } }, async () => list())

  app.get(
    `${path}/:id`,
    { schema: { params: NewsParams, response: { 200: itemSchema } } },
    async (request) => items.one(request.params.id),
  )

  app.post(
    path,
    {
      bodyLimit: CONTENT_BODY_LIMIT,
      schema: { body: DatedCreate, response: { 201: CreateAnswer } },
    },
    async (request, reply) =>
      reply.code(201).send(await items.create(request.body, request.staff!)),
  )
}
