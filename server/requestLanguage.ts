// The language a public form's request asks its answer in (issue #35): the page sends its own as
// Accept-Language ('pl' or 'en', src/forms/submit.ts). Only the first tag counts, so a browser's
// own list (a client that sends none of its own) still answers Polish unless English comes first.
import type { FastifyRequest } from 'fastify'
import type { Language } from '../src/domain/i18n/languages'

export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Language {
  const header = request.headers['accept-language']
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim().toLowerCase()
  return first === 'en' || first?.startsWith('en-') ? 'en' : 'pl'
}
