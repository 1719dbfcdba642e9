import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { NEWS_IMAGE } from '../../src/staff/editors/text/newsImage'
import { NEWS_ITEM } from './support/newsItem'
import { renderStaff, type StaffCall } from './support/renderStaff'

// Issue #30: a news item's photo is uploaded in its editor, with its description required, and
// can be described anew or removed; each sends the item's version.
const API = `/api/gazda/content/news/${NEWS_ITEM.id}`
const WITH_PHOTO = {
  ...NEWS_ITEM,
  image: `./${NEWS_ITEM.id}.jpg`,
  imageAlt: 'Uczniowie przed szkołą',
}
const SAVED = { version: 'b'.repeat(64), image: WITH_PHOTO.image, imageAlt: 'Nowy opis' }

function renderItem(item: typeof NEWS_ITEM) {
  return renderStaff({
    pathname: `/gazda/new/${NEWS_ITEM.id}/`,
    role: 'editor',
    answer: ({ url, method }) => {
      if (url.includes('/publish')) return { body: { enabled: false } }
      if (url.includes('/image') && method !== 'GET') return { body: SAVED }
      if (url.includes('/image')) return { blob: new Blob(['jpeg'], { type: 'image/jpeg' }) }
      return { body: item }
    },
  })
}

const section = async () =>
  within((await screen.findByRole('heading', { name: NEWS_IMAGE.heading })).closest('section')!)
const sent = (calls: StaffCall[], method: string) =>
  calls.filter((call) => call.method === method && call.url.includes('/image'))

describe('a news item’s photo in its editor', () => {
  it('asks for a photo and its description before sending anything', async () => {
    const user = userEvent.setup()
    const calls = renderItem(NEWS_ITEM)
    const photo = await section()
    expect(photo.getByText(NEWS_IMAGE.none)).toBeInTheDocument()
    expect(photo.getByLabelText(/^Opis zdjęcia \(dla osób niewidomych\)/)).toBeRequired()
    await user.click(photo.getByRole('button', { name: NEWS_IMAGE.add }))
    expect((await photo.findAllByText(NEWS_IMAGE.choosePhoto)).length).toBeGreaterThan(0)
    expect(
      photo.getAllByText('Opisz, co widać na zdjęciu: ten opis czytają osoby niewidome.').length,
    ).toBeGreaterThan(0)
    expect(sent(calls, 'PUT')).toEqual([])
  })

  it('sends a chosen photo as it is, with its description and the item’s version', async () => {
    const user = userEvent.setup()
    const calls = renderItem(NEWS_ITEM)
    const photo = await section()
    const file = new File(['jpeg bytes'], 'IMG_0412.JPG', { type: 'image/jpeg' })
    await user.upload(photo.getByLabelText(/^Zdjęcie/), file)
    await user.type(photo.getByLabelText(/^Opis zdjęcia/), 'Rodzice na zebraniu')
    await user.click(photo.getByRole('button', { name: NEWS_IMAGE.add }))
    expect(await screen.findByText(NEWS_IMAGE.added)).toBeInTheDocument()
    const [upload] = sent(calls, 'PUT')
    const url = new URL(upload!.url, 'http://localhost')
    expect(url.pathname).toBe(`${API}/image`)
    expect(url.searchParams.get('alt')).toBe('Rodzice na zebraniu')
    expect(url.searchParams.get('version')).toBe(NEWS_ITEM.version)
    expect(upload!.body).toBe(file)
  })

  it('shows the photo it has, saves a new description alone, and removes it after asking', async () => {
    const user = userEvent.setup()
    const calls = renderItem(WITH_PHOTO)
    const photo = await section()
    expect(await photo.findByRole('img', { name: 'Uczniowie przed szkołą' })).toBeInTheDocument()
    const alt = photo.getByLabelText(/^Opis zdjęcia/)
    expect(alt).toHaveValue('Uczniowie przed szkołą')
    await user.clear(alt)
    await user.type(alt, 'Nowy opis')
    await user.click(photo.getByRole('button', { name: NEWS_IMAGE.save }))
    expect(await screen.findByText(NEWS_IMAGE.altSaved)).toBeInTheDocument()
    const [saved] = sent(calls, 'PUT')
    expect(saved!.url).toBe(`${API}/image/alt`)
    expect(JSON.parse(String(saved!.body))).toEqual({
      imageAlt: 'Nowy opis',
      version: NEWS_ITEM.version,
    })

    await user.click(photo.getByRole('button', { name: NEWS_IMAGE.remove }))
    await user.click(await photo.findByRole('button', { name: 'Tak' }))
    expect(await screen.findByText(NEWS_IMAGE.removed)).toBeInTheDocument()
    const [removal] = sent(calls, 'DELETE')
    expect(new URL(removal!.url, 'http://localhost').searchParams.get('version')).toBeTruthy()
  })
})
