import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { login, selectIsLoggedIn, selectUser } from '../../src/state/authSlice'
import { saveDraft, selectDraft } from '../../src/state/draftsSlice'
import { useAppDispatch, useAppSelector } from '../../src/state/hooks'
import { sessionCreated, selectSessionId } from '../../src/state/trackerSlice'
import { jwtExpiringAt } from '../domain/jwtFixture'
import { makeClientStore, type ClientStoreOptions } from './clientStore'
import { fakeApi, SESSION } from './trackerFixtures'

const JWT = jwtExpiringAt(Math.floor(Date.now() / 1000) + 3600)
const DRAFT = { motherFirstName: 'Agnieszka', comments: 'alergia na orzechy' }

/** A store whose persisted state is back, as after a page load. */
const loadPage = (options: Omit<ClientStoreOptions, 'api'> = {}) =>
  makeClientStore({ api: fakeApi(), ...options })

/** localStorage refusing to write, as a full one does. */
const fullStorage = (): Storage => {
  const full = Object.create(window.localStorage) as Storage
  full.getItem = () => null
  full.setItem = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  }
  return full
}
const refusingStorage = (): Storage => {
  throw new DOMException('The operation is insecure.', 'SecurityError')
}

let consoleWarn: jest.SpyInstance
beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => consoleWarn.mockRestore())

describe('persisted state (SPEC.md §4 "Session", §9 "library default" key: redux-persist\'s)', () => {
  it('keeps auth and tracker in localStorage under persist:root, and no draft there', () => {
    const store = loadPage()
    store.dispatch(login({ jwt: JWT }))
    store.dispatch(sessionCreated(SESSION))
    store.dispatch(saveDraft('zapisy-do-szkoly', DRAFT))

    expect(Object.keys(localStorage)).toEqual(['persist:root'])
    const root = JSON.parse(localStorage.getItem('persist:root')!) as Record<string, string>
    expect(Object.keys(root).sort()).toEqual(['_persist', 'auth', 'tracker'])
    expect(JSON.parse(root.auth!)).toEqual({ user: { jwt: JWT }, isActive: true })
    expect(JSON.parse(root.tracker!)).toEqual({ sessionId: SESSION, tracks: [] })
    expect(localStorage.getItem('persist:root')).not.toContain('Agnieszka')
  })

  it('keeps form drafts in sessionStorage only', () => {
    const store = loadPage()
    store.dispatch(saveDraft('zapisy-do-szkoly', DRAFT))

    expect(Object.keys(sessionStorage)).toEqual(['persist:drafts'])
    expect(sessionStorage.getItem('persist:drafts')).toContain('Agnieszka')
    expect(sessionStorage.getItem('persist:drafts')).not.toContain(SESSION)
  })

  it('brings the user, the session id and the drafts back on the next page load', () => {
    const first = loadPage()
    first.dispatch(login({ jwt: JWT }))
    first.dispatch(sessionCreated(SESSION))
    first.dispatch(saveDraft('ankieta', DRAFT))

    const store = loadPage()
    expect(selectUser(store.getState())).toEqual({ jwt: JWT })
    expect(selectIsLoggedIn(store.getState())).toBe(true)
    expect(selectSessionId(store.getState())).toBe(SESSION)
    expect(selectDraft(store.getState(), 'ankieta')?.values).toEqual(DRAFT)
  })

  it('goes on working when localStorage is full (QuotaExceededError), warning once', () => {
    const store = loadPage({ storage: { local: fullStorage } })
    expect(() => {
      store.dispatch(login({ jwt: JWT }))
      store.dispatch(sessionCreated(SESSION))
    }).not.toThrow()
    store.dispatch(sessionCreated('another'))

    expect(selectIsLoggedIn(store.getState())).toBe(true)
    expect(consoleWarn).toHaveBeenCalledTimes(1)
    expect(String(consoleWarn.mock.calls[0]![1])).toContain('quota')
  })

  it('goes on working when the browser refuses access to localStorage', () => {
    const store = loadPage({
      storage: { local: refusingStorage, session: refusingStorage },
    })
    store.dispatch(login({ jwt: JWT }))
    store.dispatch(saveDraft('zapisy-do-szkoly', DRAFT))

    expect(selectIsLoggedIn(store.getState())).toBe(true)
    expect(selectDraft(store.getState(), 'zapisy-do-szkoly')?.values).toEqual(DRAFT)
    expect(consoleWarn).toHaveBeenCalledTimes(2) // once for each storage
  })
})

function LoginButton() {
  const dispatch = useAppDispatch()
  const loggedIn = useAppSelector((state) => selectIsLoggedIn(state))
  return (
    <button type="button" onClick={() => dispatch(login({ jwt: JWT }))}>
      {loggedIn ? 'Zalogowano' : 'Zaloguj'}
    </button>
  )
}

describe('rendering with refused storage', () => {
  it.each([
    ['full', fullStorage],
    ['refused', refusingStorage],
  ])('renders and handles a click when localStorage is %s', async (_name, local) => {
    const store = makeClientStore({ api: fakeApi(), storage: { local } })
    render(
      <Provider store={store}>
        <LoginButton />
      </Provider>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Zaloguj' }))
    expect(await screen.findByRole('button', { name: 'Zalogowano' })).toBeInTheDocument()
  })
})
