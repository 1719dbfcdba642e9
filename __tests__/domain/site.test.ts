import { readFileSync } from 'node:fs'
import path from 'node:path'
import { load } from 'js-yaml'
import { pageTitle, siteSettingsErrors, visibleAlert } from '../../src/domain/site'

const valid = {
  siteName: 'Polska Szkoła w Lombard',
  alert: { kind: 'alert', content: '<b>Zajęcia odwołane</b>', link: '/wiadomosci/' },
  social: { facebook: 'https://www.facebook.com/x', youtube: 'https://www.youtube.com/@x' },
  author: { name: 'Jan Kowalski', url: 'https://example.org' },
}

describe('the page title', () => {
  it('follows the template "%s - Polska Szkoła w Lombard"', () => {
    expect(pageTitle('Wiadomości')).toBe('Wiadomości - Polska Szkoła w Lombard')
  })
})

describe('the alert banner (SPEC.md §4)', () => {
  it('is shown for the kinds alert and info', () => {
    expect(visibleAlert({ kind: 'alert', content: 'x' })?.kind).toBe('alert')
    expect(visibleAlert({ kind: 'info', content: 'x' })?.kind).toBe('info')
  })

  it('is not shown when there is no alert, its kind is none, or it is empty', () => {
    expect(visibleAlert(undefined)).toBeUndefined()
    expect(visibleAlert(null)).toBeUndefined()
    expect(visibleAlert({ kind: 'none', content: 'x' })).toBeUndefined()
    expect(visibleAlert({ kind: 'info', content: '  ' })).toBeUndefined()
  })
})

describe('siteSettingsErrors', () => {
  it('accepts complete settings, and settings without an alert', () => {
    expect(siteSettingsErrors(valid)).toEqual([])
    expect(siteSettingsErrors({ ...valid, alert: undefined })).toEqual([])
  })

  it('names each wrong field', () => {
    const errors = siteSettingsErrors({
      siteName: '',
      alert: { kind: 'warning', content: 3, link: 'javascript:alert(1)' },
      social: { facebook: 'facebook.com/x' },
      author: {},
    })
    expect(errors).toEqual([
      'siteName: the school name is required',
      'alert.kind: must be one of alert, info, none',
      'alert.content: must be text (HTML)',
      'alert.link: must be a path starting with / or an http(s) address',
      'social.facebook: must be an http(s) address',
      'social.youtube: must be an http(s) address',
      'author.name: the credit for the site author is required',
    ])
  })

  it('rejects a file that is not a mapping', () => {
    expect(siteSettingsErrors(['a'])).toEqual(['the file must hold a mapping of fields'])
  })

  it('finds nothing wrong in content/site.yaml', () => {
    const file = readFileSync(path.join(__dirname, '../../content/site.yaml'), 'utf8')
    expect(siteSettingsErrors(load(file))).toEqual([])
  })
})
