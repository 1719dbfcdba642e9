import { setUpContentServer } from './support/contentServer'

// Issue #18: the history says what changed, in words, not "12 pytań".
const server = setUpContentServer()

const lastSummary = async () => {
  const history = (await server.call('GET', '/api/gazda/history?pageSize=1')).json()
  return history.items[0].summary as string
}

describe('the history of a content save, in words', () => {
  it('names the FAQ questions changed and removed, with the changed words', async () => {
    const { version, title, items } = (await server.call('GET', '/api/gazda/content/faq')).json()
    const [first, second, ...rest] = items as { question: string; answer: string }[]
    const response = await server.call('PUT', '/api/gazda/content/faq', {
      title,
      items: [{ ...first!, answer: `${first!.answer} Dziękujemy!` }, ...rest],
      version,
    })
    expect(response.statusCode).toBe(200)
    const summary = await lastSummary()
    expect(summary).toMatch(
      /^Najczęstsze pytania: zmieniono „[^”]+”: „…[^”]*” → „…[^”]*Dziękujemy!”/,
    )
    expect(summary).toContain(`usunięto „${second!.question.slice(0, 40)}`)
    expect(summary).not.toMatch(/pytań|pytania$/)
  })

  it('says how a bulletin’s title changed', async () => {
    const [bulletin] = (await server.call('GET', '/api/gazda/content/bulletins')).json()
    const current = (await server.call('GET', `/api/gazda/content/bulletins/${bulletin.id}`)).json()
    const response = await server.call('PUT', `/api/gazda/content/bulletins/${bulletin.id}`, {
      title: `${current.title} (poprawiony)`,
      body: current.body,
      version: current.version,
    })
    expect(response.statusCode).toBe(200)
    expect(await lastSummary()).toMatch(
      /^Biuletyn „.+ \(poprawiony\)”: tytuł „[^”]+” → „[^”]+\(poprawiony\)”$/,
    )
  })
})
