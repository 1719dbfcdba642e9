// Issue #36: a form page whose tab keeps no draft does not load the store's code for it; the form
// is ready at once, and its first save loads the store and keeps the draft (one page load per
// file: the store's code loads once per page).
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useDraft } from '../../src/forms/useDraft'
import * as loader from '../../src/state/loader'
import { RootProviders } from '../../src/wrap-root-element'

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

it('is ready at once without a kept draft, and loads the store with the first save', async () => {
  const form = renderForm()
  await screen.findByText('ready none')
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
  expect(form.isLoaded()).toBe(false)
  await userEvent.click(screen.getByRole('button', { name: 'save' }))
  expect(await screen.findByText('ready Ala')).toBeInTheDocument()
  expect(form.isLoaded()).toBe(true)
  const kept = JSON.parse(sessionStorage.getItem('persist:drafts')!) as { forms: string }
  expect(JSON.parse(kept.forms)['zapisy-do-szkoly'].values).toEqual({ name: 'Ala' })
})
