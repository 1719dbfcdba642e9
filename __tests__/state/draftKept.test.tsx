// Issue #36: a form page whose tab keeps a draft loads the store's code for it at once, and is
// ready with the draft (one page load per file: the store's code loads once per page).
import { screen } from '@testing-library/react'
import { freshTab, renderForm } from './draftForm'

const PERSIST = JSON.stringify({ version: -1, rehydrated: true })

freshTab()

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
