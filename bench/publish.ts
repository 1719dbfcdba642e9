// `npm run bench:publish`: the time an editor waits from "save" in the staff area to the change
// being live (issue #20: median ≤ 10 s, none over 15 s). The real server with publishing on, over
// the built sample site (warm Gatsby cache). Ten edits of four kinds, each saved through the staff
// API as the staff area saves it, each timed from the save until the public page, fetched over
// HTTP, shows it:
//   - an FAQ answer (content/pages/najczestsze-pytania.md),
//   - a news item's text (content/news/…),
//   - the alert banner (content/site.yaml, shown on the home page as built),
//   - a content page's text (content/pages/…).
// Each kind is changed (a marker added), then put back the same way (the marker gone is a change
// too); the FAQ twice. content/ ends as it began, which the bench checks byte for byte.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { hashPassword } from '../server/auth/passwords'
import { createUserRepository } from '../server/repositories/users'
import { serveBuiltSite } from '../e2e/support/site'

const ROOT = path.join(__dirname, '..')
const TIMEOUT_MS = 5 * 60_000
const NEWS_ID = '2025-09-15-zebranie-rodzicow'
const PAGE_SLUG = 'o-naszej-szkole'

type Json = Record<string, unknown>

interface Kind {
  name: string
  /** The content file the edit changes, relative to content/. */
  file: string
  /** The staff API's address of the content. */
  api: string
  /** The public page that shows it. */
  page: string
  /** The text is one line (the banner). */
  oneLine?: boolean
  /** The text the marker goes into, as the API answers it. */
  read(content: Json): string
  /** What the edit saves: the content as read (without its version) with `text` in place. */
  edit(content: Json, text: (before: string) => string): Json
}

/** The text with the marker as a paragraph of its own (a sentence after it, in a one-line text). */
const withMarker = (kind: Kind, marker: string) => (before: string) =>
  kind.oneLine ? `${before.trimEnd()} ${marker}.` : `${before.trimEnd()}\n\n${marker}.\n`

const KINDS: Record<'faq' | 'news' | 'alert' | 'page', Kind> = {
  faq: {
    name: 'FAQ answer',
    file: 'pages/najczestsze-pytania.md',
    api: '/api/gazda/content/faq',
    page: '/pages/najczestsze-pytania/',
    read: (faq) => (faq.items as { answer: string }[])[0]!.answer,
    edit: (faq, text) => ({
      title: faq.title,
      items: (faq.items as { question: string; answer: string }[]).map((item, index) =>
        index === 0 ? { ...item, answer: text(item.answer) } : item,
      ),
    }),
  },
  news: {
    name: 'news item text',
    file: `news/${NEWS_ID}.md`,
    api: `/api/gazda/content/news/${NEWS_ID}`,
    page: '/wiadomosci/zebranie-rodzicow/',
    read: (news) => news.body as string,
    edit: (news, text) => ({
      title: news.title,
      body: text(news.body as string),
      published: news.published,
    }),
  },
  alert: {
    name: 'alert banner (site.yaml)',
    file: 'site.yaml',
    api: '/api/gazda/content/alert',
    page: '/',
    oneLine: true,
    read: (alert) => alert.content as string,
    edit: (alert, text) => ({
      kind: alert.kind,
      content: text(alert.content as string),
      link: alert.link,
      start: alert.start,
      end: alert.end,
      scheduled: alert.scheduled,
    }),
  },
  page: {
    name: 'content page text',
    file: `pages/${PAGE_SLUG}.md`,
    api: `/api/gazda/content/pages/${PAGE_SLUG}`,
    page: `/pages/${PAGE_SLUG}/`,
    read: (page) => page.body as string,
    edit: (page, text) => ({ title: page.title, body: text(page.body as string) }),
  },
}

/** The ten edits: each kind changed, then each put back; the FAQ changed and put back once more. */
const PLAN: { kind: keyof typeof KINDS; change: 'add' | 'remove' }[] = [
  { kind: 'faq', change: 'add' },
  { kind: 'news', change: 'add' },
  { kind: 'alert', change: 'add' },
  { kind: 'page', change: 'add' },
  { kind: 'faq', change: 'remove' },
  { kind: 'news', change: 'remove' },
  { kind: 'alert', change: 'remove' },
  { kind: 'page', change: 'remove' },
  { kind: 'faq', change: 'add' },
  { kind: 'faq', change: 'remove' },
]

/**
 * The CPU seconds (user and system) of this process's children that have ended: the builds the
 * server started, with Gatsby's workers (linux: /proc/self/stat's cutime and cstime, in clock
 * ticks of 1/100 s). Less sensitive than the wall clock to other work on a shared machine.
 */
function childrenCpuSeconds(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[13]) + Number(fields[14])) / 100
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

async function main() {
  if (!existsSync(path.join(ROOT, 'public/index.html'))) {
    console.error(
      'public/ is not built: run `npm run build` first (the bench measures a warm rebuild)',
    )
    process.exit(1)
  }
  const originals = new Map(
    Object.values(KINDS).map((kind) => {
      const file = path.join(ROOT, 'content', kind.file)
      return [file, readFileSync(file)] as const
    }),
  )
  // The bench's edits are not history worth keeping in the repository: the server does not commit.
  // One editor's builds may start at most every PUBLISH_MIN_INTERVAL_SECONDS (30 s by default): a
  // limit on how often, not the time a publish takes, so the bench saves with none.
  const { app, url, close } = await serveBuiltSite({
    PUBLISH: 'on',
    PUBLISH_MIN_INTERVAL_SECONDS: '0',
  })
  const rows: { name: string; change: string; seconds: number; cpu: number }[] = []
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

    /** Saves `kind` changed by `text`; resolves when its page passes `live`, in seconds. */
    async function saveAndWait(
      kind: Kind,
      text: (before: string) => string,
      live: (html: string) => boolean,
    ) {
      const content = (await (await fetch(`${url}${kind.api}`, { headers: auth })).json()) as Json
      const body = { ...kind.edit(content, text), version: content.version }
      const started = performance.now()
      const saved = await fetch(`${url}${kind.api}`, {
        method: 'PUT',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      if (!saved.ok)
        throw new Error(`${kind.name}: save failed: ${saved.status} ${await saved.text()}`)
      for (;;) {
        const html = await (await fetch(`${url}${kind.page}`)).text()
        if (live(html)) break
        const status = (await (
          await fetch(`${url}/api/gazda/publish`, { headers: auth })
        ).json()) as { state: string; error?: string | null }
        if (status.state === 'failed') throw new Error(`build failed:\n${status.error ?? ''}`)
        if (performance.now() - started > TIMEOUT_MS) throw new Error('not live after 5 minutes')
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      return (performance.now() - started) / 1000
    }

    /** Each kind's text before its marker, and the marker. */
    const changed = new Map<string, { text: string; marker: string }>()
    for (const [index, { kind: key, change }] of PLAN.entries()) {
      const kind = KINDS[key]
      const cpuBefore = childrenCpuSeconds()
      let seconds: number
      if (change === 'add') {
        const content = (await (await fetch(`${url}${kind.api}`, { headers: auth })).json()) as Json
        const marker = `Pomiar publikacji ${index + 1} ${Date.now()}`
        changed.set(key, { text: kind.read(content), marker })
        seconds = await saveAndWait(kind, withMarker(kind, marker), (html) => html.includes(marker))
      } else {
        // Back as it was: the text as read before, live when the marker is gone.
        const { text, marker } = changed.get(key)!
        seconds = await saveAndWait(
          kind,
          () => text,
          (html) => !html.includes(marker),
        )
      }
      const cpu = childrenCpuSeconds() - cpuBefore
      rows.push({
        name: kind.name,
        change: change === 'add' ? 'changed' : 'put back',
        seconds,
        cpu,
      })
      console.error(
        `${index + 1}. ${kind.name}, ${rows.at(-1)!.change}: ${seconds.toFixed(1)} s (build CPU ${cpu.toFixed(1)} s)`,
      )
    }

    const seconds = rows.map((row) => row.seconds)
    const cpu = rows.map((row) => row.cpu)
    console.log('| # | edit | save → live | CPU of the build (user + system) |')
    console.log('|---|---|---|---|')
    rows.forEach((row, index) =>
      console.log(
        `| ${index + 1} | ${row.name}, ${row.change} | ${row.seconds.toFixed(1)} s | ${row.cpu.toFixed(1)} s |`,
      ),
    )
    console.log(
      `| | **median** | **${median(seconds).toFixed(1)} s** | **${median(cpu).toFixed(1)} s** |`,
    )
    console.log(
      `| | **max** | **${Math.max(...seconds).toFixed(1)} s** | **${Math.max(...cpu).toFixed(1)} s** |`,
    )
  } finally {
    await close()
    // Whatever happened, content/ ends byte for byte as it began.
    for (const [file, original] of originals) {
      if (!readFileSync(file).equals(original)) {
        writeFileSync(file, original)
        console.error(`${path.relative(ROOT, file)} restored from the copy taken at start`)
      }
    }
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
