import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { EDITOR } from '../../src/staff/editors/text/editing'
import { renderStaff, type StaffCall } from './support/renderStaff'

// Issue #32: a save holding a look-alike link is answered 422 LINKS_TO_CONFIRM; the editor sees
// each link named and saves it as it is only by confirming, which sends the answer's
// confirmation once, with that save.
const PAGE = {
  title: 'Skarbnik',
  body: 'Wpłaty: [strona](https://example.org/)',
  version: 'a'.repeat(64),
}
const WARNING =
  'Odnośnik https://polskaszkołalombard.org/ prowadzi do adresu z nietypowymi znakami: polskaszkołalombard.org (naprawdę xn--polskaszkoalombard-ewc.org).'
const ASKED = {
  status: 422,
  body: {
    code: 'LINKS_TO_CONFIRM',
    message:
      'Sprawdź odnośniki zaznaczone przy polach. Jeśli są właściwe, potwierdź je i zapisz ponownie.',
    formErrors: [],
    inputErrors: { body: [WARNING] },
    confirmation: 'c0ffee',
  },
}

const puts = (calls: StaffCall[]) => calls.filter((call) => call.method === 'PUT')
const confirmationOf = (call: StaffCall) =>
  (call.init.headers as Record<string, string>)['x-confirm-links']

it('names the look-alike link, saves nothing until confirmed, then sends the confirmation once', async () => {
  const user = userEvent.setup()
  let answered = 0
  const calls = renderStaff({
    pathname: '/gazda/page/1/',
    role: 'editor',
    answer: ({ url, method }) => {
      if (url.includes('/publish')) return { body: { enabled: false } }
      if (method === 'PUT') {
        answered += 1
        return answered === 1 ? ASKED : { body: { version: 'b'.repeat(64) } }
      }
      return { body: PAGE }
    },
  })
  const title = await screen.findByLabelText(/^Tytuł/)
  await user.clear(title)
  await user.type(title, 'Skarbnik szkoły')
  await user.click(screen.getByRole('button', { name: EDITOR.save }))
  expect(await screen.findByText(EDITOR.linksTitle)).toBeInTheDocument()
  expect(screen.getAllByText(WARNING).length).toBeGreaterThan(0)
  expect(puts(calls)).toHaveLength(1)
  expect(confirmationOf(puts(calls)[0]!)).toBeUndefined()

  await user.click(screen.getByRole('button', { name: EDITOR.linksConfirm }))
  await screen.findByText(/Zapisano|Opublikowano|publikac/i)
  expect(puts(calls)).toHaveLength(2)
  expect(confirmationOf(puts(calls)[1]!)).toBe('c0ffee')
  expect(screen.queryByText(EDITOR.linksTitle)).toBeNull()
})
