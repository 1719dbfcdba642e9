// In the node project on purpose: `gatsby build` renders pages where there is no window.
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { routeEvent } from '../../src/domain/trackerQueue'
import { login, selectUser } from '../../src/state/authSlice'
import { selectTracks, track } from '../../src/state/trackerSlice'
import { useAppSelector } from '../../src/state/hooks'
import { RootProviders } from '../../src/wrap-root-element'
import { makeClientStore } from '../state/clientStore'

describe('the store during gatsby build (no window)', () => {
  it('runs where there is no window, localStorage or sessionStorage', () => {
    expect(typeof window).toBe('undefined')
    expect(typeof localStorage).toBe('undefined')
  })

  it('is made without touching any storage, and keeps state in memory', () => {
    const local = jest.fn()
    const session = jest.fn()
    const store = makeClientStore({ storage: { local, session } })
    store.dispatch(login({ jwt: 'a.b.c' }))
    expect(selectUser(store.getState())).toEqual({ jwt: 'a.b.c' })
    expect(local).not.toHaveBeenCalled()
    expect(session).not.toHaveBeenCalled()
  })

  it('stamps events with an empty host and asks the API for nothing until started', () => {
    jest.useFakeTimers()
    const api = { createSession: jest.fn(), saveTracks: jest.fn(), beacon: jest.fn() }
    const store = makeClientStore({ api })
    store.dispatch(track(routeEvent('/', '/wiadomosci/')))
    expect(selectTracks(store.getState())[0]).toMatchObject({ domain: '', sessionId: '' })
    expect(api.createSession).not.toHaveBeenCalled()
    expect(api.saveTracks).not.toHaveBeenCalled()
    jest.clearAllTimers()
    jest.useRealTimers()
  })
})

describe('the root during gatsby build', () => {
  it('gives each page render a fresh store: no login from another store', () => {
    // The renderer renders every page in one process; a store started before must not leak in.
    const other = makeClientStore()
    other.dispatch(login({ jwt: 'a.b.c', name: 'Ewa Nowak' }))
    function Probe() {
      const auth = useAppSelector((state) => state.auth)
      return createElement(
        'p',
        null,
        auth ? `auth ${auth.user?.name ?? 'none'}` : 'no client state',
      )
    }
    const page = () => renderToString(createElement(RootProviders, null, createElement(Probe)))
    expect(page()).toContain('no client state')
    expect(page()).not.toContain('Ewa Nowak')
    expect(selectUser(other.getState())?.name).toBe('Ewa Nowak')
  })
})
