import { screen } from '@testing-library/react'
import { removedMessages } from '../../src/staff/editors/RemovedNotice'
import { EDITOR } from '../../src/staff/editors/text/editing'
import { NEWS_ITEM } from './support/newsItem'
import { renderStaff } from './support/renderStaff'

// Issue #17: a save is never refused for markup, it says what the site leaves out. After creating
// a news item the app moves to the item's page: the list must come along, or the editor never
// hears it (only updates showed it).
const REMOVED = 'Element <script> zostanie usunięty: strona nie uruchamia skryptów z treści.'

function renderItem(state: unknown) {
  renderStaff({
    pathname: `/gazda/new/${NEWS_ITEM.id}/`,
    role: 'editor',
    state,
    answer: ({ url }) => ({ body: url.includes('/publish') ? { enabled: false } : NEWS_ITEM }),
  })
}

describe('a news item just created', () => {
  it('says on its page what the site leaves out of it', async () => {
    renderItem({ savedAt: Date.now(), removed: [REMOVED] })
    expect(await screen.findByText(EDITOR.removedTitle)).toBeInTheDocument()
    expect(screen.getByText(REMOVED)).toBeInTheDocument()
  })

  it('says nothing of the kind when nothing was left out, or when the history holds no list', async () => {
    renderItem({ savedAt: Date.now(), removed: 'not a list' })
    expect(await screen.findByRole('heading', { name: /Dzień otwarty/ })).toBeInTheDocument()
    expect(screen.queryByText(EDITOR.removedTitle)).not.toBeInTheDocument()
  })
})

describe('removedMessages', () => {
  it('lists every field’s messages once', () => {
    expect(removedMessages({ removed: { body: [REMOVED, 'B'], title: [REMOVED] } })).toEqual([
      REMOVED,
      'B',
    ])
    expect(removedMessages({})).toEqual([])
  })
})
