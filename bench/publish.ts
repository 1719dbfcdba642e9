// `npm run bench:publish`: the time an editor waits from "save" in the staff area to the change
// being live. The real server with publishing on, over the built sample site (warm Gatsby cache):
// an FAQ answer is changed through the API, then the public page is fetched until it shows the
// change. The FAQ is then put back the same way (a second sample), so content/ ends as it began.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { hashPassword } from '../server/auth/passwords'
import { createUserRepository } from '../server/repositories/users'
import { serveBuiltSite } from '../e2e/support/site'

const ROOT = path.join(__dirname, '..')
const FAQ_FILE = path.join(ROOT, 'content/pages/najczestsze-pytania.md')
const FAQ_PAGE = '/pages/najczestsze-pytania/'
const TIMEOUT_MS = 5 * 60_000

interface Faq {
  title: string
  items: { question: string; answer: string }[]
  version: string
}

async function main() {
  if (!existsSync(path.join(ROOT, 'public/index.html'))) {
    console.error(
      'public/ is not built: run `npm run build` first (the bench measures a warm rebuild)',
    )
    process.exit(1)
  }
  const original = readFileSync(FAQ_FILE)
  // The bench's edits are not history worth keeping in the repository: the server does not commit.
  const { app, url, close } = await serveBuiltSite({ PUBLISH: 'on' })
  try {
    await createUserRepository(app.db).add({
      email: 'bench@example.com',
      name: 'Bench',
      role: 'admin',
      passwordHash: await hashPassword('bench-password-123'),
    })
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password-123' }),
    })
    const { token } = (await login.json()) as { token: string }
    const auth = { authorization: `Bearer ${token}` }

    const getFaq = async () =>
      (await (await fetch(`${url}/api/gazda/content/faq`, { headers: auth })).json()) as Faq

    /** Saves the FAQ with the first answer replaced; resolves when the page passes `live`. */
    async function saveAndWait(answer: string, live: (html: string) => boolean) {
      const faq = await getFaq()
      const items = faq.items.map((item, index) => (index === 0 ? { ...item, answer } : item))
      const started = performance.now()
      const saved = await fetch(`${url}/api/gazda/content/faq`, {
        method: 'PUT',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ title: faq.title, items, version: faq.version }),
      })
      if (!saved.ok) throw new Error(`save failed: ${saved.status} ${await saved.text()}`)
      for (;;) {
        const html = await (await fetch(`${url}${FAQ_PAGE}`)).text()
        if (live(html)) break
        const status = (await (
          await fetch(`${url}/api/gazda/publish`, { headers: auth })
        ).json()) as { state: string; error?: string | null }
        if (status.state === 'failed') throw new Error(`build failed:\n${status.error ?? ''}`)
        if (performance.now() - started > TIMEOUT_MS) throw new Error('not live after 5 minutes')
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
      return (performance.now() - started) / 1000
    }

    const before = await getFaq()
    const first = before.items[0]!.answer.trimEnd()
    const marker = `Pomiar publikacji ${Date.now()}`
    const edit = await saveAndWait(`${first}\n\n${marker}.\n`, (html) => html.includes(marker))
    // Back as it was: the original text is live again when the marker is gone.
    const restored = await saveAndWait(`${first}\n`, (html) => !html.includes(marker))

    console.log('| sample | save → live |')
    console.log('|---|---|')
    console.log(`| edit an FAQ answer | ${edit.toFixed(1)} s |`)
    console.log(`| put it back | ${restored.toFixed(1)} s |`)
  } finally {
    await close()
    // Whatever happened, content/ ends byte for byte as it began.
    if (!readFileSync(FAQ_FILE).equals(original)) {
      const { writeFileSync } = await import('node:fs')
      writeFileSync(FAQ_FILE, original)
      console.error('content/pages/najczestsze-pytania.md restored from the copy taken at start')
    }
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
