// Issue #36: a form page whose tab keeps no draft does not load the store's code for it; the form
// is ready at once, and its first save loads the store and keeps the draft (one page load per
// file: the store's code loads once per page).
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { freshTab, renderForm } from './draftForm'

freshTab()

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
