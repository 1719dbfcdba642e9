import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { setTopLevelKeys } from '../../server/content/yamlText'
import { setUpContentServer } from './support/contentServer'

// Issue #20: the banners as saved now, for the pages already open; anyone may ask.
const server = setUpContentServer()
const sitePath = () => path.join(server.contentDir, 'site.yaml')
const live = () => server.app.inject({ method: 'GET', url: '/api/alert' })
const saveAlert = async (values: object) => {
  const { version } = (await server.call('GET', '/api/gazda/content/alert')).json()
  const response = await server.call('PUT', '/api/gazda/content/alert', {
    kind: 'info',
    content: 'Treść',
    link: null,
    start: null,
    end: null,
    version,
    ...values,
  })
  expect(response.statusCode).toBe(200)
}

describe('GET /api/alert', () => {
  it('answers the standing banner of site.yaml without a token, and no cache keeps it', async () => {
    const response = await live()
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.json()).toEqual({
      alert: {
        kind: 'info',
        content: expect.stringContaining('<strong>Zapisy na rok szkolny 2026/2027</strong>'),
        link: '/zapisy-do-szkoly/',
        start: null,
        end: null,
      },
      scheduledAlerts: [],
    })
  })

  it('answers a saved change at once, scheduled banners included, before any build', async () => {
    const snow = {
      kind: 'alert',
      content: '<strong>Zajęcia 24 stycznia są odwołane</strong> z powodu śnieżycy.',
      link: '/kalendarz-zajec/',
      start: '2027-01-23T18:00:00-06:00',
      end: '2027-01-24T18:00:00-06:00',
    }
    await saveAlert({ content: 'Stały komunikat', scheduled: [snow] })
    expect((await live()).json()).toEqual({
      alert: { kind: 'info', content: 'Stały komunikat', link: null, start: null, end: null },
      scheduledAlerts: [snow],
    })
  })

  it('sanitizes HTML written into the file by hand with the build’s allowlist', async () => {
    const hostile =
      'Uwaga <img src=x onerror="alert(1)"><script>alert(2)</script>' +
      '<a href="javascript:alert(3)">tu</a> <em>jutro</em>'
    writeFileSync(
      sitePath(),
      setTopLevelKeys(readFileSync(sitePath(), 'utf8'), {
        alert: { kind: 'alert', content: hostile },
        scheduledAlerts: [
          {
            kind: 'info',
            content: '<b onclick="x()">Zebranie</b>',
            start: '2027-01-23T18:00:00-06:00',
            end: '2027-01-24T18:00:00-06:00',
          },
        ],
      }),
    )
    const answer = (await live()).json()
    const html = [answer.alert.content, answer.scheduledAlerts[0].content].join('\n')
    expect(html).toContain('<em>jutro</em>')
    expect(html).toContain('Zebranie')
    expect(html).not.toMatch(/onerror|onclick|<script|javascript:|<img/i)
  })

  // Many open pages asking at once while the office saves: the file is replaced whole (renamed
  // into place), so every page gets the banner before the save or after it, never none or an error.
  it('answers pages asking during a save with the banner before or after it', async () => {
    await saveAlert({ content: 'Przed zmianą' })
    const asking = () => Array.from({ length: 30 }, () => live())
    const before = asking()
    const saved = saveAlert({ content: 'Po zmianie' })
    const during = asking()
    await saved
    const answers = await Promise.all([...before, ...during, ...asking()])
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200))
    const shown = answers.map((answer) => answer.json().alert.content as string)
    expect(shown.every((content) => ['Przed zmianą', 'Po zmianie'].includes(content))).toBe(true)
    // Once the save has answered, every page gets the new banner.
    expect(shown.slice(-30)).toEqual(Array(30).fill('Po zmianie'))
  })

  it('answers no banner for a site.yaml without one', async () => {
    writeFileSync(
      sitePath(),
      setTopLevelKeys(readFileSync(sitePath(), 'utf8'), {
        alert: undefined,
        scheduledAlerts: undefined,
      }),
    )
    expect((await live()).json()).toEqual({
      alert: { kind: 'none', content: '', link: null, start: null, end: null },
      scheduledAlerts: [],
    })
  })
})
