import { readFileSync } from 'node:fs'
import path from 'node:path'
import { load } from 'js-yaml'
import { buildCheck } from '../../server/content/editor'
import { versionOf } from '../../server/content/files'
import { LINK_MESSAGES } from '../../server/content/links'
import { EDIT_MESSAGES } from '../../src/domain/content/editing'
import { setUpContentServer } from './support/contentServer'
import { expectFieldRefusal } from './support/refusals'

const server = setUpContentServer()
const siteText = () => readFileSync(path.join(server.contentDir, 'site.yaml'), 'utf8')
const alert = async () => (await server.call('GET', '/api/gazda/content/alert')).json()
const put = async (values: object) =>
  server.call('PUT', '/api/gazda/content/alert', {
    kind: 'info',
    content: 'Treść',
    link: null,
    start: null,
    end: null,
    version: (await alert()).version,
    ...values,
  })

describe('GET /api/gazda/content/alert', () => {
  it('answers the banner of site.yaml, with no start or end, and the version', async () => {
    const response = await server.call('GET', '/api/gazda/content/alert')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      kind: 'info',
      content: expect.stringContaining('<strong>Zapisy na rok szkolny 2026/2027</strong>'),
      link: '/zapisy-do-szkoly/',
      start: null,
      end: null,
      scheduled: [],
      version: versionOf(siteText()),
    })
  })
})

describe('PUT /api/gazda/content/alert', () => {
  it('rewrites the alert block only, with its comment, and the build accepts the file', async () => {
    const before = siteText()
    const values = {
      kind: 'alert',
      content: '<strong>Zajęcia 24 stycznia są odwołane</strong> z powodu śnieżycy.',
      link: '/kalendarz-zajec/',
      start: '2027-01-23T18:00:00-06:00',
      end: '2027-01-24T18:00:00-06:00',
    }
    const response = await put(values)
    expect(response.statusCode).toBe(200)
    const text = siteText()
    const lines = (t: string) => t.split('\n')
    const outside = (t: string) =>
      lines(t).filter((line) => !/^ {2}(kind|content|link|start|end):/.test(line))
    expect(outside(text)).toEqual(outside(before))
    expect(text).toContain(
      '  # alert (red, bell icon), info (accent colour, info icon) or none (no banner)',
    )
    expect((load(text) as { alert: object }).alert).toEqual(values)
    expect(buildCheck('site.yaml', text)).toEqual([])
    expect(await alert()).toMatchObject(values)
  })

  it('takes the banner down with kind none and no content, keeping start and end out of the file', async () => {
    const response = await put({ kind: 'none', content: '', link: '' })
    expect(response.statusCode).toBe(200)
    expect((load(siteText()) as { alert: object }).alert).toEqual({ kind: 'none', content: '' })
    expect(await alert()).toMatchObject({
      kind: 'none',
      content: '',
      link: null,
      start: null,
      end: null,
    })
  })

  it('answers 400 by field for a wrong kind, a bad link and a window that ends first', async () => {
    const before = siteText()
    const response = await put({
      kind: 'pilne',
      content: '<img src=x onerror="alert(1)">',
      link: 'javascript:alert(1)',
      start: '2027-01-24T18:00:00-06:00',
      end: '2027-01-23T18:00:00-06:00',
    })
    expectFieldRefusal(response, {
      kind: [EDIT_MESSAGES.badKind],
      link: [EDIT_MESSAGES.badLink],
      end: [EDIT_MESSAGES.endBeforeStart],
    })
    const times = await put({ start: 'jutro', end: '2027-01-23' })
    expect(times.json().inputErrors).toEqual({
      start: [EDIT_MESSAGES.badTime('Początek')],
      end: [EDIT_MESSAGES.badTime('Koniec')],
    })
    const required = await put({ kind: 'alert', content: '  ' })
    expect(required.json().inputErrors).toEqual({ content: ['Treść komunikatu jest wymagana.'] })
    const link = await put({ link: '/nie-ma-takiej-strony/' })
    expect(link.json().inputErrors).toEqual({
      link: [LINK_MESSAGES.noPage('/nie-ma-takiej-strony/')],
    })
    expect(siteText()).toBe(before)
  })

  // Issue #17: the site removes hostile markup anyway; the save goes ahead and says what.
  it('saves HTML the banner cannot show and says in Polish what it will leave out', async () => {
    const response = await put({
      kind: 'alert',
      content: '<b>Uwaga</b><img src=x onerror="alert(1)">',
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().removed).toEqual({
      content: [
        'Element <img> zostanie usunięty: ten znacznik nie należy do dozwolonych w treści.',
      ],
    })
    expect(siteText()).toContain('onerror')
  })

  it('answers 409 for a stale version and 400 for a malformed body', async () => {
    const { version } = await alert()
    expect((await put({ content: 'Pierwsza zmiana', version })).statusCode).toBe(200)
    const stale = await put({ content: 'Druga zmiana', version })
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'CONTENT_CHANGED'])
    const malformed = await server.call('PUT', '/api/gazda/content/alert', {
      kind: 'info',
      version,
    })
    expect([malformed.statusCode, malformed.json().code]).toEqual([400, 'INVALID_BODY'])
  })
})

describe('scheduled alerts (issue #18)', () => {
  const snow = {
    kind: 'alert',
    content: '<strong>Zajęcia odwołane</strong> z powodu śnieżycy.',
    link: null,
    start: '2027-01-23T18:00:00-06:00',
    end: '2027-01-24T18:00:00-06:00',
  }
  it('keeps the standing alert and writes the scheduled one beside it; the build accepts it', async () => {
    expect((await put({ scheduled: [snow] })).statusCode).toBe(200)
    const site = load(siteText()) as { alert: object; scheduledAlerts: object[] }
    expect(site.alert).toEqual({ kind: 'info', content: 'Treść' })
    expect(site.scheduledAlerts).toEqual([{ ...snow, link: undefined }].map(({ link, ...a }) => a))
    expect(buildCheck('site.yaml', siteText())).toEqual([])
    expect((await alert()).scheduled).toEqual([snow])
    // A save without the list (an older page) leaves it; an empty list removes the block.
    expect((await put({})).statusCode).toBe(200)
    expect((await alert()).scheduled).toHaveLength(1)
    expect((await put({ scheduled: [] })).statusCode).toBe(200)
    // The key is gone (the file's comment still says where scheduled alerts go).
    expect(load(siteText())).not.toHaveProperty('scheduledAlerts')
  })
  it('refuses a scheduled alert without an end, naming its field', async () => {
    const response = await put({ scheduled: [{ ...snow, end: null }] })
    expect(response.statusCode).toBe(400)
    expect(JSON.stringify(response.json())).toContain('scheduled.0.end')
  })
})
