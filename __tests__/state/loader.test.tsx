// The client state's own code is tested in its modules; here, what the page hands it before and
// after it is loaded (issue #20: it comes after hydration).
jest.mock('../../src/state/browser', () => {
  const calls: string[] = []
  return {
    calls,
    startedStore: () => undefined,
    trackNavigation: (from: string, to: string) => calls.push(`route ${from} → ${to}`),
    trackExternalClick: (target: string) => calls.push(`click ${target}`),
    guardStaffArea: (pathname: string) => calls.push(`guard ${pathname}`),
    flushTracking: () => calls.push('flush'),
  }
})

type Loader = typeof import('../../src/state/loader')
let browser: { calls: string[] }

/** A fresh loader and client state, as on a new page load. */
function newPage(): Loader {
  jest.resetModules()
  browser = jest.requireMock('../../src/state/browser')
  return jest.requireActual('../../src/state/loader')
}

describe('the client state, loaded after hydration', () => {
  it('hands over the first page view and an outbound click, in order, once loaded', async () => {
    const loader = newPage()
    document.body.innerHTML =
      '<a href="https://www.facebook.com/x" data-track-external="facebook">f</a>'
    loader.startPageTracking()
    loader.trackNavigation('', '/')
    document.querySelector('a')!.addEventListener('click', (event) => event.preventDefault())
    document.querySelector('a')!.click()
    loader.trackNavigation('/', '/wiadomosci/')
    expect(browser.calls).toEqual([])
    await loader.loadClientState()
    expect(browser.calls).toEqual(['route  → /', 'click facebook', 'route / → /wiadomosci/'])
  })

  it('guards only /gazda/ paths', async () => {
    const loader = newPage()
    loader.guardStaffArea('/wiadomosci/', () => undefined)
    loader.guardStaffArea('/gazda/faq/', () => undefined)
    await loader.loadClientState()
    expect(browser.calls).toEqual(['guard /gazda/faq/'])
  })

  it('flushes the queue when the page is hidden, once there is a queue to flush', async () => {
    const loader = newPage()
    loader.startPageTracking()
    window.dispatchEvent(new Event('pagehide'))
    expect(browser.calls).toEqual([])
    await loader.loadClientState()
    window.dispatchEvent(new Event('pagehide'))
    expect(browser.calls).toEqual(['flush'])
  })
})
