import { isAllowedUrl, isSiteImageUrl } from '../../../../src/domain/content/sanitize'

describe('isAllowedUrl', () => {
  it.each([
    '/pages/skarbnik/',
    '#tresc',
    'zdjecie.jpg',
    '?strona=2',
    'https://example.org/a',
    'http://example.org',
    'mailto:sekretariat@example.org',
    'tel:+17735550100',
  ])('allows %s', (url) => expect(isAllowedUrl(url)).toBe(true))

  // Values as the DOM holds them: entities are already decoded by the HTML parser.
  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    ' \u000e javascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'ftp://example.org',
    'http://[',
  ])('refuses %j', (url) => expect(isAllowedUrl(url)).toBe(false))
})

// The pages load images only from the site (img-src 'self'): an editor's image is a path.
describe('isSiteImageUrl', () => {
  it.each(['/galeria/2025-2026/jaselka/01.jpg', 'zdjecie.jpg', '../x.png', '?a=1'])(
    'allows %s',
    (url) => expect(isSiteImageUrl(url)).toBe(true),
  )

  it.each([
    'https://example.org/x.png',
    'http://example.org/x.png',
    '//example.org/x.png',
    '\\\\example.org/x.png',
    '/\\example.org/x.png',
    'https://strona.invalid/x.png',
    'data:image/png;base64,AAAA',
    'javascript:alert(1)',
  ])('refuses %j', (url) => expect(isSiteImageUrl(url)).toBe(false))
})
