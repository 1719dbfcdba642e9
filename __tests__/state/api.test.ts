import type { TrackEvent } from '../../src/domain/tracker'
import { makeTrackEvent, routeEvent, sessionCreationRecord } from '../../src/domain/trackerQueue'
import { createTrackerApi } from '../../src/state/api'

const BASE = 'https://api.polskaszkolalombard.org'
const SESSION = '6f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e5f'
const EVENT: TrackEvent = makeTrackEvent(
  SESSION,
  routeEvent('/', '/wiadomosci/'),
  new Date('2026-09-12T09:00:00Z'),
  'polskaszkolalombard.org',
)

const answer = (status: number, body: unknown) =>
  ({ ok: status < 400, status, json: () => Promise.resolve(body) }) as Response

let fetchMock: jest.Mock
beforeEach(() => {
  fetchMock = jest.fn()
  global.fetch = fetchMock
})

const sentBody = (call = 0) => JSON.parse(fetchMock.mock.calls[call][1].body as string)

describe('the tracker API client (SPEC.md §7)', () => {
  it('asks for a session with POST of one record spelt sesstionId, and reads the id', async () => {
    fetchMock.mockResolvedValue(answer(201, { sessionId: SESSION }))
    const record = sessionCreationRecord('', new Date('2026-09-12T09:00:00Z'))
    await expect(createTrackerApi(`${BASE}/`).createSession(record)).resolves.toBe(SESSION)
    expect(fetchMock.mock.calls[0][0]).toBe(`${BASE}/api/tracker/`)
    expect(fetchMock.mock.calls[0][1].method).toBe('POST')
    expect(sentBody()).toEqual([
      { sesstionId: '', time: '2026-09-12T09:00:00.000Z', action: 'create-session-id' },
    ])
  })

  it('fails when the server refuses the session or answers no id', async () => {
    fetchMock.mockResolvedValueOnce(answer(400, { code: 'INVALID_BODY', message: 'Zły wpis' }))
    fetchMock.mockResolvedValueOnce(answer(201, {}))
    const api = createTrackerApi(BASE)
    const record = sessionCreationRecord('', new Date())
    await expect(api.createSession(record)).rejects.toThrow('Zły wpis')
    await expect(api.createSession(record)).rejects.toThrow()
  })

  it('saves a batch with PATCH and answers the times the server saved', async () => {
    fetchMock.mockResolvedValue(answer(200, [EVENT.time]))
    await expect(createTrackerApi(BASE).saveTracks([EVENT])).resolves.toEqual([EVENT.time])
    expect(fetchMock.mock.calls[0][1].method).toBe('PATCH')
    expect(sentBody()).toEqual([EVENT])
  })

  it('fails a batch the server refuses, and a network error', async () => {
    fetchMock.mockResolvedValueOnce(answer(400, { code: 'UNKNOWN_SESSION', message: 'Nieznana' }))
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    const api = createTrackerApi(BASE)
    await expect(api.saveTracks([EVENT])).rejects.toThrow('Nieznana')
    await expect(api.saveTracks([EVENT])).rejects.toThrow('Failed to fetch')
  })

  it('takes its base from GATSBY_API_URL, and the site’s own origin without it', async () => {
    fetchMock.mockResolvedValue(answer(200, []))
    const previous = process.env.GATSBY_API_URL
    try {
      process.env.GATSBY_API_URL = BASE
      await createTrackerApi().saveTracks([EVENT])
      delete process.env.GATSBY_API_URL
      await createTrackerApi().saveTracks([EVENT])
    } finally {
      process.env.GATSBY_API_URL = previous
    }
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      `${BASE}/api/tracker/`,
      '/api/tracker/',
    ])
  })

  it('sends a beacon of JSON as text/plain to /api/tracker/beacon', async () => {
    const sendBeacon = jest.fn(() => true)
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true })
    try {
      expect(createTrackerApi(BASE).beacon([EVENT])).toBe(true)
      const [url, blob] = sendBeacon.mock.calls[0] as unknown as [string, Blob]
      expect(url).toBe(`${BASE}/api/tracker/beacon`)
      expect(blob.type).toBe('text/plain;charset=utf-8')
      const text = await new Promise<string>((resolve) => {
        const reader = new FileReader()
        reader.onload = () => resolve(reader.result as string)
        reader.readAsText(blob)
      })
      expect(JSON.parse(text)).toEqual([EVENT])
    } finally {
      delete (navigator as { sendBeacon?: unknown }).sendBeacon
    }
  })

  it('answers false when the browser has no beacon or refuses it', () => {
    expect(createTrackerApi(BASE).beacon([EVENT])).toBe(false)
    Object.defineProperty(navigator, 'sendBeacon', {
      value: () => {
        throw new TypeError('Illegal invocation')
      },
      configurable: true,
    })
    try {
      expect(createTrackerApi(BASE).beacon([EVENT])).toBe(false)
    } finally {
      delete (navigator as { sendBeacon?: unknown }).sendBeacon
    }
  })
})
