// The client state's own code is tested in its modules; here, what the page hands it before and
// after it is loaded (issue #20), and when it is loaded (issue #36: when a page needs the store or
// the tracker's first send is due; until then the queue is kept in storage by the early tracker).
jest.mock('../../src/state/browser', () => {
  const calls: string[] = []
  return {
    calls,
    startedStore: (options: { due?: boolean } = {}) => calls.push(`start due=${!!options.due}`),
    trackNavigation: (from: string, to: string) => calls.push(`route ${from} → ${to}`),
    trackExternalClick: (target: string) => calls.push(`click ${target}`),
    guardStaffArea: (pathname: string) => calls.push(`guard ${pathname}`),
    flushTracking: () => calls.push('flush'),
  }
})

import { FIRST_SEND_DELAY_MS } from '../../src/domain/tracker'
import { jwtExpiringAt } from '../domain/jwtFixture'
import { SESSION } from './trackerFixtures'

type Loader = typeof import('../../src/state/loader')
let browser: { calls: string[] }

/** A fresh loader and client state, as on a new page load. */
function newPage(): Loader {
  jest.resetModules()
  browser = jest.requireMock('../../src/state/browser')
  return jest.requireActual('../../src/state/loader')
}

const queued = () =>
  (
    JSON.parse(JSON.parse(localStorage.getItem('persist:root')!).tracker as string) as {
      tracks: { action: string; to?: string; target?: string; sessionId: string }[]
    }
  ).tracks.map((event) => `${event.action} ${event.to ?? event.target} ${event.sessionId}`)

let sendBeacon: jest.Mock
beforeEach(() => {
  localStorage.clear()
  global.fetch = jest.fn(() =>
    Promise.resolve({
      ok: true,
      status: 200,
      json: () => Promise.resolve({ sessionId: SESSION }),
    } as Response),
  )
  sendBeacon = jest.fn(() => true)
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true })
})

describe('the client state, loaded when needed', () => {
  it('keeps the first page view and an outbound click in storage, with the session, without the store', async () => {
    const loader = newPage()
    document.body.innerHTML =
      '<a href="https://www.facebook.com/x" data-track-external="facebook">f</a>'
    loader.startPageTracking()
    loader.trackNavigation('', '/')
    document.querySelector('a')!.addEventListener('click', (event) => event.preventDefault())
    document.querySelector('a')!.click()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(global.fetch).toHaveBeenCalledTimes(1)
    expect(queued()).toEqual([`route / ${SESSION}`, `external-click facebook ${SESSION}`])
    expect(browser.calls).toEqual([])
    // Once loaded, the store has the queue (it reads the storage) and takes the next events.
    await loader.loadClientState()
    loader.trackNavigation('/', '/wiadomosci/')
    expect(browser.calls).toEqual(['start due=false', 'route / → /wiadomosci/'])
  })

  it('loads the store when the first send is due, to send', async () => {
    jest.useFakeTimers()
    try {
      const loader = newPage()
      loader.trackNavigation('', '/')
      await jest.advanceTimersByTimeAsync(FIRST_SEND_DELAY_MS - 1)
      expect(browser.calls).toEqual([])
      await jest.advanceTimersByTimeAsync(1)
      expect(browser.calls).toEqual(['start due=true'])
    } finally {
      jest.useRealTimers()
    }
  })

  it('guards only /gazda/ paths, loading the store for them', async () => {
    const loader = newPage()
    loader.guardStaffArea('/wiadomosci/', () => undefined)
    expect(browser.calls).toEqual([])
    loader.guardStaffArea('/gazda/faq/', () => undefined)
    await loader.loadClientState()
    expect(browser.calls).toEqual(['start due=false', 'guard /gazda/faq/'])
  })

  it('flushes the queue by beacon when the page is hidden, before the store and after', async () => {
    const loader = newPage()
    loader.startPageTracking()
    loader.trackNavigation('', '/')
    window.dispatchEvent(new Event('pagehide'))
    // (An earlier test's page, whose listeners the window keeps, sends the same queue too.)
    expect(sendBeacon).toHaveBeenCalled()
    expect(browser.calls).toEqual([])
    await loader.loadClientState()
    window.dispatchEvent(new Event('pagehide'))
    expect(browser.calls).toEqual(['start due=false', 'flush'])
  })

  it('is needed at once in the staff area and for a logged-in staff member only', () => {
    const loader = newPage()
    expect(loader.clientStateNeeded('/wiadomosci/')).toBe(false)
    expect(loader.clientStateNeeded('/gazda/')).toBe(true)
    const jwt = jwtExpiringAt(Math.floor(Date.now() / 1000) + 3600)
    localStorage.setItem(
      'persist:root',
      JSON.stringify({ auth: JSON.stringify({ user: { jwt }, isActive: true }) }),
    )
    expect(loader.clientStateNeeded('/wiadomosci/')).toBe(true)
    const expired = jwtExpiringAt(Math.floor(Date.now() / 1000) - 60)
    localStorage.setItem(
      'persist:root',
      JSON.stringify({ auth: JSON.stringify({ user: { jwt: expired }, isActive: true }) }),
    )
    expect(loader.clientStateNeeded('/wiadomosci/')).toBe(false)
  })
})
