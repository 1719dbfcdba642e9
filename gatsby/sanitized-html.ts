import type { GraphQLResolveInfo } from 'graphql'
import { marked } from 'marked'
import { ALERT_SCHEMA, MARKDOWN_SCHEMA } from '../src/domain/content/sanitize'
import { nodeSanitizer } from '../src/domain/content/sanitize/node'

// Every HTML field the pages read goes through the one allowlist sanitizer (issue #17): the
// markdown files' HTML from gatsby-transformer-remark, markdown inside YAML rendered with marked,
// and the alert banner's HTML from content/site.yaml.

type Source = Record<string, unknown>
type Info = GraphQLResolveInfo & {
  originalResolver: (s: Source, a: Source, c: unknown, i: GraphQLResolveInfo) => unknown
}

export const sanitizeMarkdownHtml = (html: string) =>
  nodeSanitizer().sanitize(html, MARKDOWN_SCHEMA)

/** Renders a markdown field of a YAML record to sanitized HTML. */
export const markdownResolver = (field: string) => (source: Source) => {
  const text = source[field]
  return typeof text === 'string'
    ? sanitizeMarkdownHtml(marked.parse(text, { async: false }))
    : null
}

/** gatsby-transformer-remark's own resolver, its HTML sanitized (`when` says if it is HTML). */
const sanitizedOriginal =
  (when: (args: Source) => boolean = () => true) =>
  async (source: Source, args: Source, context: unknown, info: Info) => {
    const value = await info.originalResolver(source, args, context, info)
    return typeof value === 'string' && when(args) ? sanitizeMarkdownHtml(value) : value
  }

export const sanitizedHtmlResolvers = {
  MarkdownRemark: {
    html: { resolve: sanitizedOriginal() },
    // excerpt(format: HTML) is HTML; PLAIN and MARKDOWN are text that React escapes.
    excerpt: { resolve: sanitizedOriginal((args) => args.format === 'HTML') },
    tableOfContents: { resolve: sanitizedOriginal() },
  },
  SiteAlert: {
    content: {
      resolve: (source: Source) =>
        nodeSanitizer().sanitize(String(source.content ?? ''), ALERT_SCHEMA),
    },
  },
}
