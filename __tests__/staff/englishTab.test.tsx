import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { EDITOR } from '../../src/staff/editors/text/editing'
import { ENGLISH_TAB } from '../../src/staff/editors/text/english'
import { NEWS_ITEM } from './support/newsItem'
import { renderStaff, STAFF_SCHOOL, type StaffAnswer, type StaffCall } from './support/renderStaff'
import { homeworkRecord } from './support/homework'
import { waitForSlowRenders } from './support/setup'

waitForSlowRenders()

// Issue #35: the content editors' second tab, "Wersja angielska", where the English version's
// title, text and other text fields are written; the API is the boundary here, and
// __tests__/server/content-english.test.ts saves the same bodies against the real server.
beforeEach(() => sessionStorage.clear())

const VERSION = 'a'.repeat(64)
const PAGE = {
  slug: 'zatrudnienie',
  title: 'Zatrudnienie',
  body: 'Szukamy nauczycieli.\n',
  version: VERSION,
  english: { title: 'Jobs', body: 'We are hiring teachers.\n' },
}

const puts = (calls: StaffCall[]) =>
  calls
    .filter((call) => call.method === 'PUT')
    .map((call) => JSON.parse(String(call.body)) as Record<string, unknown>)

/**
 * An editor's screen at `pathname` over `record`: publishing off, previews empty, a save taken
 * unless `put` says otherwise, and `answers` by the end of the API's path.
 */
function editorAt(
  pathname: string,
  record: unknown,
  {
    put = () => ({ body: { version: 'b'.repeat(64), removed: {} } }),
    answers = {},
  }: { put?: () => StaffAnswer; answers?: Record<string, StaffAnswer> } = {},
) {
  return renderStaff({
    pathname,
    role: 'editor',
    school: STAFF_SCHOOL,
    answer: ({ url, method }) => {
      if (url.includes('/publish')) return { body: { enabled: false } }
      if (url.includes('/preview')) return { body: { html: [''] } }
      if (method === 'PUT') return put()
      return Object.entries(answers).find(([end]) => url.endsWith(end))?.[1] ?? { body: record }
    },
  })
}

const pageEditor = (put?: () => StaffAnswer) => editorAt('/gazda/page/1/', PAGE, { put })

it('shows the Polish fields and the English version in two tabs the arrow keys move between', async () => {
  const user = userEvent.setup()
  pageEditor()
  const tablist = await screen.findByRole('tablist', { name: ENGLISH_TAB.tabs })
  const [polish, english] = within(tablist).getAllByRole('tab')
  expect(polish).toHaveAccessibleName(ENGLISH_TAB.polish)
  expect(english).toHaveAccessibleName(`${ENGLISH_TAB.english} (${ENGLISH_TAB.hasEnglish})`)
  expect(polish).toHaveAttribute('aria-selected', 'true')
  expect(english).toHaveAttribute('aria-selected', 'false')
  expect(english).toHaveAttribute('tabindex', '-1')
  // The Polish panel is shown, the English one hidden (its fields stay in the form).
  expect(screen.getByRole('tabpanel', { name: ENGLISH_TAB.polish })).toBeVisible()
  expect(screen.queryByRole('textbox', { name: 'Po angielsku: Tytuł' })).toBeNull()

  polish!.focus()
  await user.keyboard('{ArrowRight}')
  expect(english).toHaveFocus()
  expect(english).toHaveAttribute('aria-selected', 'true')
  const panel = screen.getByRole('tabpanel', { name: /Wersja angielska/ })
  expect(panel).toHaveAttribute('aria-labelledby', english!.id)
  expect(within(panel).getByText(ENGLISH_TAB.note)).toBeVisible()
  expect(within(panel).getByRole('textbox', { name: 'Po angielsku: Tytuł' })).toHaveValue('Jobs')
  expect(within(panel).getByRole('textbox', { name: /^Po angielsku: Treść/ })).toHaveValue(
    'We are hiring teachers.\n',
  )
  await user.keyboard('{ArrowLeft}')
  expect(polish).toHaveFocus()
  await user.keyboard('{End}')
  expect(english).toHaveFocus()
  await user.keyboard('{Home}')
  expect(polish).toHaveAttribute('aria-selected', 'true')
})

it('sends the English version with the Polish text in the same save; all empty says "brak"', async () => {
  const user = userEvent.setup()
  const calls = pageEditor()
  await user.click(await screen.findByRole('tab', { name: /Wersja angielska/ }))
  const title = screen.getByRole('textbox', { name: 'Po angielsku: Tytuł' })
  await user.clear(title)
  await user.type(title, 'Work with us')
  await user.click(screen.getByRole('button', { name: EDITOR.save }))
  await waitFor(() => expect(puts(calls)).toHaveLength(1))
  expect(puts(calls)[0]).toEqual({
    title: 'Zatrudnienie',
    body: 'Szukamy nauczycieli.\n',
    version: VERSION,
    english: { title: 'Work with us', body: 'We are hiring teachers.\n' },
  })

  await user.clear(title)
  await user.clear(screen.getByRole('textbox', { name: /^Po angielsku: Treść/ }))
  expect(screen.getByRole('tab', { name: /Wersja angielska/ })).toHaveAccessibleName(
    `${ENGLISH_TAB.english} (${ENGLISH_TAB.noEnglish})`,
  )
  await user.click(screen.getByRole('button', { name: EDITOR.save }))
  await waitFor(() => expect(puts(calls)).toHaveLength(2))
  expect(puts(calls)[1]!.english).toEqual({ title: '', body: '' })
})

it('a save refused for an English field shows the English tab with the message', async () => {
  const user = userEvent.setup()
  const message =
    'Tytuł (po angielsku) jest wymagany, gdy wersja angielska ma jakikolwiek tekst. Wpisz go albo wyczyść wszystkie pola wersji angielskiej.'
  pageEditor(() => ({
    status: 400,
    body: {
      code: 'INVALID_CONTENT',
      message: 'Popraw zaznaczone pola: zmiany nie zostały zapisane.',
      formErrors: [],
      inputErrors: { 'english.title': [message] },
    },
  }))
  const polishTitle = await screen.findByRole('textbox', { name: /^Tytuł/ })
  await user.type(polishTitle, '!')
  await user.click(screen.getByRole('button', { name: EDITOR.save }))
  const english = await screen.findByRole('tab', { name: /Wersja angielska.*błędy/ })
  await waitFor(() => expect(english).toHaveAttribute('aria-selected', 'true'))
  const panel = screen.getByRole('tabpanel', { name: /Wersja angielska/ })
  expect(within(panel).getAllByText(message).length).toBeGreaterThan(0)
})

it('a news item’s English tab has its title, summary, photo description and text', async () => {
  const user = userEvent.setup()
  const calls = editorAt(`/gazda/new/${NEWS_ITEM.id}/`, NEWS_ITEM)
  const tab = await screen.findByRole('tab', {
    name: `${ENGLISH_TAB.english} (${ENGLISH_TAB.noEnglish})`,
  })
  fireEvent.click(tab)
  const panel = screen.getByRole('tabpanel', { name: /Wersja angielska/ })
  const names = within(panel)
    .getAllByRole('textbox')
    .map((box) => box.getAttribute('name'))
  expect(names).toEqual(['english.title', 'english.summary', 'english.imageAlt', 'english.body'])
  await user.type(within(panel).getByRole('textbox', { name: 'Po angielsku: Tytuł' }), 'Open day')
  await user.click(screen.getByRole('button', { name: EDITOR.save }))
  await waitFor(() => expect(puts(calls)).toHaveLength(1))
  expect(puts(calls)[0]!.english).toEqual({
    title: 'Open day',
    summary: '',
    imageAlt: '',
    body: '',
  })
})

it('a homework record has the tab, with its title and task', async () => {
  const record = homeworkRecord({
    version: VERSION,
    english: { title: 'An autumn poem', body: '' },
  })
  editorAt('/gazda/zadania-domowe/12/', record, {
    answers: { '/api/gazda/content/teachers': { body: { items: [], canCreate: true } } },
  })
  fireEvent.click(await screen.findByRole('tab', { name: /Wersja angielska/ }))
  const panel = screen.getByRole('tabpanel', { name: /Wersja angielska/ })
  expect(within(panel).getByRole('textbox', { name: 'Po angielsku: Tytuł' })).toHaveValue(
    'An autumn poem',
  )
  expect(
    within(panel).getByRole('textbox', { name: /^Po angielsku: Co trzeba zrobić/ }),
  ).toHaveValue('')
})

it('a kind kept in YAML (textbooks) has no English tab', async () => {
  renderStaff({
    pathname: '/gazda/podreczniki/klasa-3/',
    role: 'editor',
    school: STAFF_SCHOOL,
    answer: ({ url }) => {
      if (url.includes('/publish')) return { body: { state: 'idle' } }
      if (url.endsWith('/api/gazda/content/textbooks/klasa-3')) {
        return {
          body: {
            id: 'klasa-3',
            values: { level: 'klasa-3', books: [] },
            body: null,
            version: VERSION,
          },
        }
      }
      return { body: {} }
    },
  })
  await screen.findByRole('button', { name: EDITOR.save })
  expect(screen.queryByRole('tablist')).toBeNull()
})
