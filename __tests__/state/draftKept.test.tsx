// Issue #36: a form page whose tab keeps a draft loads the store's code for it at once, and is
// ready with the draft (one page load per file: the store's code loads once per page).
import { render, screen } from '@testing-library/react'
import { useDraft } from '../../src/forms/useDraft'
import * as loader from '../../src/state/loader'
import { RootProviders } from '../../src/wrap-root-element'

const PERSIST = JSON.stringify({ version: -1, rehydrated: true })

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  // The tracker's session request is never answered in this test's time.
  global.fetch = jest.fn(() => new Promise<Response>(() => undefined))
})

function renderForm() {
  let loaded = false
  loader.whenClientStateLoads(() => (loaded = true))
  function Form() {
    const { ready, draft, save } = useDraft<{ name: string }>('zapisy-do-szkoly')
    return (
      <div>
        <p>{ready ? `ready ${draft?.name ?? 'none'}` : 'not ready'}</p>
        <button onClick={() => save({ name: 'Ala' })}>save</button>
      </div>
    )
  }
  render(
    <RootProviders>
      <Form />
    </RootProviders>,
  )
  return { isLoaded: () => loaded }
}

it('loads the store at once when the tab keeps a draft, and is ready with it', async () => {
  sessionStorage.setItem(
    'persist:drafts',
    JSON.stringify({
      forms: JSON.stringify({
        'zapisy-do-szkoly': { values: { name: 'Ola' }, savedAt: '2026-11-20T10:00:00.000Z' },
      }),
      _persist: PERSIST,
    }),
  )
  const form = renderForm()
  expect(screen.getByText('not ready')).toBeInTheDocument()
  expect(await screen.findByText('ready Ola')).toBeInTheDocument()
  expect(form.isLoaded()).toBe(true)
})
