import type { GraphQLResolveInfo } from 'graphql'
import { markdownResolver, sanitizedHtmlResolvers } from '../../gatsby/sanitized-html'

// Issue #17: every HTML field the build's pages read comes out of the one allowlist sanitizer.
const HOSTILE = '<p>Tekst</p><img src=x onerror=alert(1)><a href="jav&#x61;script:alert(1)">x</a>'
const CLEAN = '<p>Tekst</p><img src="x"><a>x</a>'

/** gatsby-transformer-remark's resolver, as createResolvers hands it over in `info`. */
const infoReturning = (value: unknown) =>
  ({ originalResolver: async () => value }) as unknown as GraphQLResolveInfo & {
    originalResolver: () => Promise<unknown>
  }

describe('the build’s HTML fields', () => {
  const { MarkdownRemark, SiteAlert } = sanitizedHtmlResolvers

  it('sanitizes MarkdownRemark.html and tableOfContents', async () => {
    expect(await MarkdownRemark.html.resolve({}, {}, {}, infoReturning(HOSTILE))).toBe(CLEAN)
    expect(await MarkdownRemark.tableOfContents.resolve({}, {}, {}, infoReturning(HOSTILE))).toBe(
      CLEAN,
    )
  })

  it('sanitizes an HTML excerpt and leaves a plain-text one as text', async () => {
    const excerpt = MarkdownRemark.excerpt.resolve
    expect(await excerpt({}, { format: 'HTML' }, {}, infoReturning(HOSTILE))).toBe(CLEAN)
    const plain = 'a <b> in plain text'
    expect(await excerpt({}, { format: 'PLAIN' }, {}, infoReturning(plain))).toBe(plain)
  })

  it('renders markdown in YAML (FAQ answers, graduates’ messages) through the sanitizer', () => {
    const answer = '**Tak**. [kliknij](javascript:alert(1)) <img src=x onerror=alert(1)>'
    expect(markdownResolver('answer')({ answer })).toBe(
      '<p><strong>Tak</strong>. <a>kliknij</a> <img src="x"></p>\n',
    )
    expect(markdownResolver('message')({})).toBeNull()
  })

  it('keeps only the alert banner’s inline tags', () => {
    const content =
      '<strong>Uwaga</strong> <p onclick="alert(1)">akapit</p><script>alert(1)</script>'
    expect(SiteAlert.content.resolve({ content })).toBe('<strong>Uwaga</strong> akapit')
  })
})
