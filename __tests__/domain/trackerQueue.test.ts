import {
  CREATE_SESSION_ACTION,
  FIRST_SEND_DELAY_MS,
  MAX_EVENTS_PER_BATCH,
  MAX_TRACKED_PATH_LENGTH,
  RESTART_SEND_DELAY_MS,
  type TrackEvent,
} from '../../src/domain/tracker'
import {
  batches,
  eventTime,
  externalClickEvent,
  makeTrackEvent,
  nextBatch,
  pathOnly,
  routeEvent,
  sendDelay,
  sessionCreationRecord,
  withoutConfirmed,
  withSessionId,
} from '../../src/domain/trackerQueue'

const SESSION = '6f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e5f'
const HOST = 'polskaszkolalombard.org'
const at = (ms: number) => new Date(Date.UTC(2026, 8, 12, 9, 0, 0, ms))
const event = (ms: number, sessionId = SESSION): TrackEvent =>
  makeTrackEvent(sessionId, routeEvent('/', '/kalendarz-zajec/'), at(ms), HOST)
const events = (count: number) => Array.from({ length: count }, (_, index) => event(index))

describe('the tracker queue policy (SPEC.md §4 "Tracker queue", §9)', () => {
  it('sends 25 s after the first event, and restarts at 12 s when a send is pending', () => {
    expect(sendDelay(false)).toBe(FIRST_SEND_DELAY_MS)
    expect(sendDelay(true)).toBe(RESTART_SEND_DELAY_MS)
    expect([FIRST_SEND_DELAY_MS, RESTART_SEND_DELAY_MS]).toEqual([25_000, 12_000])
  })

  it('sends the oldest events first, at most 48 per batch', () => {
    const queue = events(100)
    expect(MAX_EVENTS_PER_BATCH).toBe(48)
    expect(nextBatch(queue)).toEqual(queue.slice(0, 48))
    expect(nextBatch(queue.slice(0, 3))).toEqual(queue.slice(0, 3))
    expect(nextBatch([])).toEqual([])
  })

  it('cuts the whole queue into batches of 48, 48 and 4 for the beacon', () => {
    const queue = events(100)
    expect(batches(queue).map((batch) => batch.length)).toEqual([48, 48, 4])
    expect(batches(queue).flat()).toEqual(queue)
  })

  it('removes only the sent events whose time the server confirmed', () => {
    const queue = events(5)
    const sent = queue.slice(0, 3)
    const left = withoutConfirmed(queue, sent, [queue[0]!.time, queue[2]!.time])
    expect(left).toEqual([queue[1], queue[3], queue[4]])
  })

  it('keeps an unsent event even when its time is among the confirmed ones', () => {
    const otherSession = event(0, '00000000-0000-4000-8000-000000000000')
    const queue = [event(0), otherSession]
    expect(withoutConfirmed(queue, [queue[0]!], [queue[0]!.time])).toEqual([otherSession])
  })

  it('removes nothing when the server confirms nothing', () => {
    const queue = events(3)
    expect(withoutConfirmed(queue, queue, [])).toEqual(queue)
  })

  it('gives the session id to events queued before it arrived, and only to them', () => {
    const older = event(0, '')
    const other = event(1, 'a-previous-session')
    expect(withSessionId([older, other], SESSION)).toEqual([
      { ...older, sessionId: SESSION },
      other,
    ])
  })
})

describe('track events (SPEC.md §3 "Track event")', () => {
  it('carries the session id, the ISO time, the page host and the caller’s fields', () => {
    expect(makeTrackEvent(SESSION, routeEvent('/', '/wiadomosci/'), at(7), HOST)).toEqual({
      sessionId: SESSION,
      time: '2026-09-12T09:00:00.007Z',
      domain: HOST,
      action: 'route',
      from: '/',
      to: '/wiadomosci/',
    })
    expect(externalClickEvent('facebook')).toEqual({ action: 'external-click', target: 'facebook' })
  })

  it('never carries a query string or a hash, which may hold what a parent typed', () => {
    expect(routeEvent('/zapisy-do-szkoly/?imie=Anna#uczen', '/wiadomosci/?q=x')).toEqual({
      action: 'route',
      from: '/zapisy-do-szkoly/',
      to: '/wiadomosci/',
    })
    expect(pathOnly('https://polskaszkolalombard.org/ankiety/zapisy/?email=a@b.pl')).toBe(
      '/ankiety/zapisy/',
    )
    expect(pathOnly('/#telefon=123')).toBe('/')
  })

  it('counts the first page of a visit as coming from no page', () => {
    expect(routeEvent(undefined, '/')).toEqual({ action: 'route', from: '', to: '/' })
    expect(routeEvent('', '/')).toEqual({ action: 'route', from: '', to: '/' })
    expect(routeEvent(null, 'galeria-zdjec/')).toEqual({
      action: 'route',
      from: '',
      to: '/galeria-zdjec/',
    })
  })

  it('cuts a path to the length the API takes', () => {
    expect(pathOnly(`/${'a'.repeat(2000)}`)).toHaveLength(MAX_TRACKED_PATH_LENGTH)
  })

  it('gives each event its own time, since session and time name an event', () => {
    const queue = [event(5)]
    expect(eventTime(at(5), queue)).toEqual(at(6))
    expect(eventTime(at(3), queue)).toEqual(at(6))
    expect(eventTime(at(9), queue)).toEqual(at(9))
    expect(eventTime(at(0), [])).toEqual(at(0))
  })

  it('asks for a session with the spec’s sesstionId spelling', () => {
    expect(sessionCreationRecord('', at(0))).toEqual({
      sesstionId: '',
      time: '2026-09-12T09:00:00.000Z',
      action: CREATE_SESSION_ACTION,
    })
  })
})
