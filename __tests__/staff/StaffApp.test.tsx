import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { navigate, useStaticQuery } from 'gatsby'
import { Provider } from 'react-redux'
import StaffApp from '../../src/staff/StaffApp'
import {
  login,
  selectIsLoggedIn,
  selectSessionExpired,
  selectUser,
} from '../../src/state/authSlice'
import { selectDraft } from '../../src/state/draftsSlice'
import { makeClientStore } from '../state/clientStore'
import { fakeApi } from '../state/trackerFixtures'
import { STAFF_JWT, STAFF_SETTINGS } from './support/renderStaff'
import { startEachTestFresh } from './support/setup'

const school = { levels: [{ id: 'klasa-3', name: 'Klasa 3' }], shifts: [{ id: 1, name: 'Rano' }] }

type Route = (url: string, init: RequestInit) => { status: number; body?: unknown }

/** A fetch answering by URL, that remembers what it was asked. */
function fakeServer(route: Route) {
  const calls: { url: string; init: RequestInit }[] = []
  const impl = jest.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(url), init })
    const { status, body } = route(String(url), init)
    return {
      ok: status >= 200 && status < 300,
      status,
      json: () => Promise.resolve(body),
      blob: () => Promise.resolve(new Blob([JSON.stringify(body)])),
    } as unknown as Response
  })
  return { impl: impl as unknown as typeof fetch, calls }
}

function renderStaff(pathname: string, route: Route, loggedIn: boolean) {
  const store = makeClientStore({ persist: false, api: fakeApi() })
  if (loggedIn) store.dispatch(login({ jwt: STAFF_JWT, name: 'Redaktorka', role: 'editor' }))
  const server = fakeServer(route)
  // The login form posts with the global fetch.
  global.fetch = server.impl
  const view = render(
    <Provider store={store}>
      <StaffApp pathname={pathname} school={school} fetchImpl={server.impl} />
    </Provider>,
  )
  return { store, server, view }
}

startEachTestFresh()
beforeEach(() => {
  ;(useStaticQuery as jest.Mock).mockReturnValue({ siteSettings: STAFF_SETTINGS })
})

describe('the staff area', () => {
  it('asks for e-mail and password without a valid token, and logs in with the answer', async () => {
    const { store, server } = renderStaff(
      '/gazda/',
      (url, init) => {
        if (url.endsWith('/api/auth/login')) {
          const { password } = JSON.parse(String(init.body)) as { password: string }
          return password === 'dobre-hasło'
            ? {
                status: 200,
                body: { token: STAFF_JWT, user: { email: 'a@b.pl', name: 'Ala', role: 'admin' } },
              }
            : {
                status: 401,
                body: { code: 'INVALID_CREDENTIALS', message: 'Nieprawidłowy e-mail lub hasło.' },
              }
        }
        return { status: 200, body: [] }
      },
      false,
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'Logowanie' })).toBeInTheDocument()
    const email = screen.getByLabelText(/E-mail/)
    const password = screen.getByLabelText(/Hasło/)

    // Errors show on blur.
    await userEvent.type(email, 'a@')
    await userEvent.tab()
    expect(await screen.findByText('Proszę podać poprawny adres email.')).toBeInTheDocument()

    await userEvent.clear(email)
    await userEvent.type(email, 'a@b.pl')
    await userEvent.type(password, 'złe')
    await userEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }))
    expect(await screen.findByText('Nieprawidłowy e-mail lub hasło.')).toBeInTheDocument()
    expect(selectIsLoggedIn(store.getState())).toBe(false)

    await userEvent.clear(password)
    await userEvent.type(password, 'dobre-hasło')
    await userEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Panel gazdy' }),
    ).toBeInTheDocument()
    expect(selectUser(store.getState())).toEqual({
      jwt: STAFF_JWT,
      name: 'Ala',
      email: 'a@b.pl',
      role: 'admin',
    })
    expect(screen.getByRole('link', { name: 'Zapisy' })).toHaveAttribute('href', '/gazda/zapisy/')
    expect(server.calls.some((call) => call.url.includes('/api/gazda/'))).toBe(true)
  })

  it('shows "Brak uprawnień" with a way back when the API answers 403', async () => {
    const { server } = renderStaff(
      '/gazda/zapisy/',
      () => ({
        status: 403,
        body: { code: 'FORBIDDEN', message: 'Ta czynność wymaga uprawnień administratora.' },
      }),
      true,
    )
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Brak uprawnień' }),
    ).toBeInTheDocument()
    expect(
      screen.getByText('Ta część panelu jest dostępna tylko dla administratora.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Wróć do panelu' })).toHaveAttribute('href', '/gazda/')
    const headers = server.calls[0]!.init.headers as Record<string, string>
    expect(headers.authorization).toBe(`Bearer ${STAFF_JWT}`)
  })

  it('ends the session on a 401 and sends the user to /gazda/ with "Sesja wygasła"', async () => {
    const { store } = renderStaff(
      '/gazda/zapisy/',
      () => ({ status: 401, body: { code: 'UNAUTHORIZED', message: 'Zaloguj się ponownie.' } }),
      true,
    )
    expect(await screen.findByText('Sesja wygasła. Zaloguj się ponownie.')).toBeInTheDocument()
    expect(selectUser(store.getState())).toBeNull()
    expect(selectSessionExpired(store.getState())).toBe(true)
    expect(navigate).toHaveBeenCalledWith('/gazda/', { replace: true })
    expect(screen.getByRole('heading', { level: 1, name: 'Logowanie' })).toBeInTheDocument()
  })

  it('keeps what an editor typed as a draft in the tab, and restores it after a 401', async () => {
    let faqAnswers: { status: number; body?: unknown }[] = [
      {
        status: 200,
        body: {
          title: 'Najczęstsze pytania',
          items: [{ question: 'Od kiedy?', answer: 'Od 4 lat.' }],
          version: 'v1',
        },
      },
    ]
    const route: Route = (url, init) => {
      if (url.endsWith('/api/gazda/content/faq') && init.method === 'GET') {
        return faqAnswers.shift() ?? { status: 500, body: {} }
      }
      if (url.endsWith('/api/gazda/content/faq') && init.method === 'PUT') {
        return { status: 401, body: { code: 'UNAUTHORIZED', message: 'x' } }
      }
      return { status: 404, body: {} }
    }
    const { store, view } = renderStaff('/gazda/faq/', route, true)
    const question = await screen.findByLabelText(/Pytanie 1/)
    await userEvent.clear(question)
    await userEvent.type(question, 'Od jakiego wieku?')
    expect(selectDraft(store.getState(), 'gazda/faq')?.values).toMatchObject({
      values: { items: [{ question: 'Od jakiego wieku?' }] },
    })
    // The preview is the public FAQ.
    const preview = screen.getByRole('region', { name: 'Podgląd' })
    expect(within(preview).getByText('Od jakiego wieku?')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Zapisz i opublikuj' }))
    expect(await screen.findByText('Sesja wygasła. Zaloguj się ponownie.')).toBeInTheDocument()
    expect(selectDraft(store.getState(), 'gazda/faq')).toBeDefined()

    // The next login opens the editor on the draft.
    faqAnswers = [
      {
        status: 200,
        body: {
          title: 'Najczęstsze pytania',
          items: [{ question: 'Od kiedy?', answer: 'Od 4 lat.' }],
          version: 'v1',
        },
      },
    ]
    act(() => {
      store.dispatch(login({ jwt: STAFF_JWT, name: 'Redaktorka', role: 'editor' }))
    })
    view.rerender(
      <Provider store={store}>
        <StaffApp pathname="/gazda/faq/" school={school} fetchImpl={global.fetch} />
      </Provider>,
    )
    expect(await screen.findByDisplayValue('Od jakiego wieku?')).toBeInTheDocument()
    expect(screen.getByText(/Przywrócono niezapisane zmiany/)).toBeInTheDocument()
  })
})
