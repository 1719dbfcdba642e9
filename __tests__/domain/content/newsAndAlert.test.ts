import { contentErrors } from '../../../src/domain/content/kinds'
import { alertInWindow, siteSettingsErrors } from '../../../src/domain/site'

const site = {
  siteName: 'Polska Szkoła w Lombard',
  social: { facebook: 'https://www.facebook.com/x', youtube: 'https://www.youtube.com/@x' },
  author: { name: 'Komitet Rodzicielski' },
}

describe('a news item’s published field (issue #7)', () => {
  const item = { title: 'Start', date: '2025-09-06' }
  it('is optional, and true or false when given', () => {
    expect(contentErrors('news/2025-09-06-start.md', item)).toEqual([])
    expect(contentErrors('news/2025-09-06-start.md', { ...item, published: false })).toEqual([])
    expect(contentErrors('news/2025-09-06-start.md', { ...item, published: 'nie' })).toEqual([
      'published: must be true or false',
    ])
  })
})

describe('the alert’s start and end', () => {
  const alert = { kind: 'info', content: 'x' }

  it('are optional date-times with an offset, or dates YAML read as Date objects', () => {
    expect(siteSettingsErrors({ ...site, alert })).toEqual([])
    const window = { start: '2026-01-23T18:00:00-06:00', end: new Date('2026-01-25T00:00:00Z') }
    expect(siteSettingsErrors({ ...site, alert: { ...alert, ...window } })).toEqual([])
  })

  it('name the wrong field, and an end that is not after the start', () => {
    expect(siteSettingsErrors({ ...site, alert: { ...alert, start: 'jutro' } })).toEqual([
      'alert.start: must be a date and time such as 2026-01-23T18:00:00-06:00',
    ])
    const backwards = { start: '2026-01-24T00:00:00Z', end: '2026-01-23T00:00:00Z' }
    expect(siteSettingsErrors({ ...site, alert: { ...alert, ...backwards } })).toEqual([
      'alert.end: must be after alert.start',
    ])
  })

  it('show the banner from start (inclusive) until end (exclusive)', () => {
    const window = { start: '2026-01-23T18:00:00-06:00', end: '2026-01-24T18:00:00-06:00' }
    const at = (iso: string) => alertInWindow(window, Date.parse(iso))
    expect(at('2026-01-23T23:59:59.999Z')).toBe(false)
    expect(at('2026-01-24T00:00:00Z')).toBe(true)
    expect(at('2026-01-25T00:00:00Z')).toBe(false)
    expect(at('2026-01-24T23:59:59.999Z')).toBe(true)
    expect(alertInWindow({}, 0)).toBe(true)
    expect(alertInWindow({ start: window.start }, Date.parse('2030-01-01T00:00:00Z'))).toBe(true)
  })
})
