import { subjectLine } from '../../server/subscriptions/notices/mail'
import { htmlOfText } from '../../server/subscriptions/sending/body'
import { htmlToText, linkTarget } from '../../server/subscriptions/notices/plainText'
import { alertIdentity, keyAfterSave } from '../../server/subscriptions/notices/urgent'

// Issue #34: an alert's HTML becomes plain text for list mail (nothing of its markup goes
// through), and which saves of site.yaml make an urgent notice.

const SITE = 'https://szkola.example.org'

describe('htmlToText', () => {
  it('keeps the words and the targets of links a reader can open', () => {
    expect(
      htmlToText(
        '<strong>Zajęcia</strong> odwołane. <a href="/kalendarz-zajec/">Kalendarz</a>, ' +
          '<a href="https://example.com/a?b=1&amp;c=2">tu</a>, <a href="mailto:biuro@example.com">biuro</a>.',
        SITE,
      ),
    ).toBe(
      `Zajęcia odwołane. Kalendarz (${SITE}/kalendarz-zajec/), tu (https://example.com/a?b=1&c=2), biuro (mailto:biuro@example.com).`,
    )
  })

  it('drops scripts, styles, event handlers and links that run code', () => {
    const text = htmlToText(
      'A<script>alert(1)</script><style>p{}</style><img src=x onerror="alert(2)">B' +
        '<a href="javascript:alert(3)">C</a><a href=" data:text/html,x">D</a><!-- <b>ukryte</b> -->' +
        '<svg><script>alert(4)</script></svg><iframe src="https://zlo.example">E</iframe><img src=x onerror=alert(5)',
      SITE,
    )
    expect(text).toBe('A BCD')
  })

  it('decodes entities into text, and a decoded tag is only text', () => {
    expect(htmlToText('&lt;b&gt; &amp; &#322;&#x105; &bdquo;x&rdquo;&nbsp;y &unknown;', SITE)).toBe(
      '<b> & łą „x” y &unknown;',
    )
  })

  it('ends lines where blocks end, without blank lines', () => {
    expect(htmlToText('<p>Jeden</p><p>Dwa<br>Trzy</p><ul><li>a</li><li>b</li></ul>', SITE)).toBe(
      'Jeden\nDwa\nTrzy\na\nb',
    )
  })

  it('takes no longer for a text made to be slow (unclosed links, tags and comments)', () => {
    const hostile = '<a href="/x">'.repeat(20_000) + '<b '.repeat(20_000) + '<!--'.repeat(20_000)
    const started = performance.now()
    const text = htmlToText(hostile, SITE)
    expect(performance.now() - started).toBeLessThan(1000)
    expect(text).not.toContain('<')
  })

  it('leaves targets out when asked (an alert is the same notice whatever its links)', () => {
    expect(htmlToText('<a href="/x/">plan</a>', SITE, { targets: false })).toBe('plan')
    expect(linkTarget('//zlo.example/', SITE)).toBeUndefined()
    expect(linkTarget('/plan/', SITE)).toBe(`${SITE}/plan/`)
  })
})

describe('a notice in mail', () => {
  it('escapes every character of the text in its HTML part and links only addresses', () => {
    const html = htmlOfText(
      '<img src=x onerror=alert(1)> "x" & \'y\'\nhttps://szkola.example.org/a?b=1&c=2',
      'Pilne',
    )
    expect(html).not.toMatch(/<img|<script/)
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &quot;x&quot; &amp; &#39;y&#39;')
    expect(html).toContain(
      '<a href="https://szkola.example.org/a?b=1&amp;c=2">https://szkola.example.org/a?b=1&amp;c=2</a>',
    )
  })

  it('makes a subject one line of at most 90 characters', () => {
    expect(subjectLine('Zajęcia\nodwołane')).toBe('Zajęcia odwołane')
    const long = subjectLine('słowo '.repeat(40))
    expect(long.length).toBeLessThanOrEqual(90)
    expect(long.endsWith('…')).toBe(true)
  })
})

const site = (alert: string, scheduled = '') =>
  `siteName: Szkoła\nalert:\n${alert}\n${scheduled}social:\n  facebook: https://f.example\n  youtube: https://y.example\nauthor:\n  name: A\n`
const SNOW = site('  kind: alert\n  content: <b>Zajęcia odwołane</b> <a href="/a/">plan</a>')
const NOW = Date.parse('2027-01-23T12:00:00Z')

describe('keyAfterSave', () => {
  it('makes a notice when an urgent alert starts showing, none when it showed already', () => {
    expect(keyAfterSave(undefined, SNOW, NOW, SITE)?.key).toMatch(/^urgent:[0-9a-f]{64}:saved-/)
    expect(keyAfterSave(SNOW, SNOW.replace('/a/', '/b/'), NOW, SITE)).toBeUndefined()
    expect(
      keyAfterSave(SNOW, SNOW.replace('<b>', '<i>').replace('</b>', '</i>'), NOW, SITE),
    ).toBeUndefined()
    expect(keyAfterSave(SNOW, SNOW.replace('odwołane', 'nie są odwołane'), NOW, SITE)).toBeDefined()
    expect(
      keyAfterSave(undefined, SNOW.replace('kind: alert', 'kind: info'), NOW, SITE),
    ).toBeUndefined()
  })

  it('names an alert with a start by its start, and mails it only once it has come', () => {
    const scheduled = site(
      '  kind: none\n  content: ""',
      'scheduledAlerts:\n  - kind: alert\n    content: Szkoła zamknięta\n    start: 2027-01-23T18:00:00-06:00\n    end: 2027-01-24T18:00:00-06:00\n',
    )
    expect(keyAfterSave(undefined, scheduled, NOW, SITE)).toBeUndefined()
    const started = Date.parse('2027-01-24T00:00:01Z')
    const found = keyAfterSave(undefined, scheduled, started, SITE)
    expect(found?.key).toBe(`urgent:${alertIdentity(found!.alert, SITE)}`)
  })
})
