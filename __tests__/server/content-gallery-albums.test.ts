import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { buildCheck } from '../../server/content/editor'
import { setUpContentServer } from './support/contentServer'
import { expectFieldRefusal } from './support/refusals'

const server = setUpContentServer()

const photo = (width = 320, height = 240) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer()

const create = async (
  years: string,
  fields: { title: string; date: string; event?: string },
  payload?: Buffer,
) =>
  server.app.inject({
    method: 'POST',
    url: `/api/gazda/content/gallery/${years}`,
    query: { event: 'inne', ...fields },
    payload: payload ?? (await photo()),
    headers: { authorization: `Bearer ${server.tokens.editor}`, 'content-type': 'image/jpeg' },
  })

// The one school year the sample gallery leaves out (SPEC.md §9), so it stays new to every copy
// of content/ while the sample years move on (issue #33).
const NEW_YEAR = '2009-2010'

const folder = (...parts: string[]) => path.join(server.contentDir, 'gallery', ...parts)

describe('creating an album', () => {
  it('makes a new school year and an album in it, named from the title without Polish marks', async () => {
    const response = await create(NEW_YEAR, {
      title: 'Żółta łódź – Święto Niepodległości',
      date: '2009-11-14',
    })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toEqual({
      years: NEW_YEAR,
      slug: 'zolta-lodz-swieto-niepodleglosci',
      name: '01.jpg',
    })
    const dir = folder(NEW_YEAR, 'zolta-lodz-swieto-niepodleglosci')
    expect((await readdir(dir)).sort()).toEqual(['01.jpg', 'album.yaml'])
    const yaml = await readFile(path.join(dir, 'album.yaml'), 'utf8')
    expect(yaml).toBe(
      "title: Żółta łódź – Święto Niepodległości\ndate: '2009-11-14'\nevent: inne\n",
    )
    expect(
      buildCheck(`gallery/${NEW_YEAR}/zolta-lodz-swieto-niepodleglosci/album.yaml`, yaml),
    ).toEqual([])
    expect(await readdir(folder(NEW_YEAR))).toEqual(['zolta-lodz-swieto-niepodleglosci'])
    const list: { slug: string }[] = (await server.call('GET', '/api/gazda/content/gallery')).json()
    expect(list.find((album) => album.slug === 'zolta-lodz-swieto-niepodleglosci')).toMatchObject({
      years: NEW_YEAR,
      photoCount: 1,
      hiddenCount: 0,
    })
  })

  it('refuses a second album of the same address in the same year, and allows it in another', async () => {
    const again = await create(NEW_YEAR, {
      title: 'Żółta Łódź, święto niepodległości',
      date: '2009-11-15',
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(
      `W roku szkolnym ${NEW_YEAR} jest już album o adresie „zolta-lodz-swieto-niepodleglosci”. Zmień tytuł albo dodaj zdjęcia do tamtego albumu.`,
    )
    const other = await create('2025-2026', {
      title: 'Żółta łódź – Święto Niepodległości',
      date: '2025-11-15',
    })
    expect(other.statusCode).toBe(201)
  })

  it('says in Polish what is wrong with each field, and writes nothing', async () => {
    const before = await readdir(folder())
    const wrongYear = await create('2026-2028', { title: 'Jasełka', date: '2026-12-19' })
    expectFieldRefusal(wrongYear, {
      years: ['Podaj rok szkolny jako dwa kolejne lata, np. 2025-2026.'],
    })
    const wrong = await create(NEW_YEAR, { title: ' !! ', date: '2010-09-01', event: 'inne' })
    expect(wrong.json().inputErrors).toEqual({
      title: ['Podaj tytuł albumu (najwyżej 120 znaków, z co najmniej jedną literą lub cyfrą).'],
      date: [`Data musi przypadać w roku szkolnym ${NEW_YEAR} (od 1 września do 31 sierpnia).`],
    })
    const badDay = await create(NEW_YEAR, { title: 'Jasełka', date: '2010-02-30' })
    expect(badDay.json().inputErrors).toEqual({ date: ['Podaj datę wydarzenia.'] })
    expect(
      (await create(NEW_YEAR, { title: 'Jasełka', date: '2009-12-19', event: 'bal' })).statusCode,
    ).toBe(400)
    const notPhoto = await create(
      NEW_YEAR,
      { title: 'Jasełka', date: '2009-12-19' },
      Buffer.from('%PDF-1.4'),
    )
    expect(notPhoto.json().code).toBe('NOT_A_PHOTO')
    expect(await readdir(folder())).toEqual(before)
    expect(await readdir(folder(NEW_YEAR))).toEqual(['zolta-lodz-swieto-niepodleglosci'])
  })

  it('needs a staff token', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/gazda/content/gallery/${NEW_YEAR}?title=A&date=2009-12-01&event=inne`,
      payload: await photo(),
      headers: { 'content-type': 'image/jpeg' },
    })
    expect(response.statusCode).toBe(401)
  })
})

describe('renaming an album', () => {
  const url = `/api/gazda/content/gallery/${NEW_YEAR}/zolta-lodz-swieto-niepodleglosci`
  const file = () =>
    readFile(folder(NEW_YEAR, 'zolta-lodz-swieto-niepodleglosci', 'album.yaml'), 'utf8')

  it('changes its title, keeping its folder and its address, and checks the version', async () => {
    const { version } = (await server.call('GET', url)).json()
    const renamed = await server.call('PUT', url, { title: 'Święto Niepodległości 2009', version })
    expect(renamed.statusCode).toBe(200)
    expect(await file()).toBe(
      "title: Święto Niepodległości 2009\ndate: '2009-11-14'\nevent: inne\n",
    )
    expect((await server.call('GET', url)).json().title).toBe('Święto Niepodległości 2009')
    const stale = await server.call('PUT', url, { title: 'Inny', version })
    expect(stale.statusCode).toBe(409)
  })

  it('refuses a title without a letter, in Polish, and an album there is not', async () => {
    const { version } = (await server.call('GET', url)).json()
    const empty = await server.call('PUT', url, { title: '  ', version })
    expectFieldRefusal(empty, {
      title: ['Podaj tytuł albumu (najwyżej 120 znaków, z co najmniej jedną literą lub cyfrą).'],
    })
    const missing = await server.call('PUT', `/api/gazda/content/gallery/${NEW_YEAR}/nie-ma`, {
      title: 'A',
      version,
    })
    expect(missing.statusCode).toBe(404)
  })
})
