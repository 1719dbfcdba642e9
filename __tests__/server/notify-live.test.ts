import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { NOTIFY_TEXTS } from '../../server/subscriptions/digest/texts'
import { copyContent } from './support/contentServer'
import { receivingSmtp } from './support/receivingSmtp'
import { waitFor } from './support/waitFor'
import { exited, runCli, serverBundleForTests, type RunningServer } from './support/serverProcess'
import { onPostgres, testDatabase } from './support/testDatabase'

// Issue #34: `npm run notify -- digest` while the server runs on its embedded database (only the
// server may open it: the command asks it, as `npm run backup` does), and with the server
// stopped (the command opens the database and sends itself). Mail goes to a real SMTP server.
jest.setTimeout(180_000)

const root = mkdtempSync(path.join(os.tmpdir(), 'szkola-notify-live-'))
const database = testDatabase()
const dataDir = path.join(root, 'data')

const smtp = receivingSmtp()
const { received } = smtp

let content: Awaited<ReturnType<typeof copyContent>>
const bundle = serverBundleForTests()
let server: RunningServer
let port: string
let env: Record<string, string>

/** The command as `npm run notify` runs it, in a process of its own. */
const notify = (args: string[]) => runCli('server/notify-cli.ts', args, env)

/** Subscribes as a parent does, and opens the link in the confirmation mail. */
async function subscribe(email: string, list: string) {
  const answer = await fetch(`http://127.0.0.1:${port}/api/subscriptions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, lists: [list] }),
  })
  expect(answer.status).toBe(202)
  const mail = await waitFor(() => received.find((r) => r.to.includes(email)), 20_000)
  const link = /https?:\/\/\S+(\/api\/subscriptions\/confirm\?token=\S+)/.exec(mail.mail.text!)
  expect((await fetch(`http://127.0.0.1:${port}${link![1]}`)).status).toBe(200)
}

function homework(id: number, klass: string, assigned: string, due: string) {
  writeFileSync(
    path.join(content.dir, 'homework', `${id}.md`),
    `---\nid: ${id}\ntitle: Zadanie ${id}\nclass: ${klass}\nteacher: Anna Kowalska\n` +
      `assigned: ${assigned}\ndue: ${due}\n---\n\nProszę przeczytać.\n`,
  )
}

const digestsTo = (email: string, day: string) =>
  received.filter((r) => r.to.includes(email) && r.mail.subject!.includes(day))

beforeAll(async () => {
  content = await copyContent()
  await database.create()
  const smtpUrl = await smtp.listen()
  env = {
    DATA_DIR: dataDir,
    DATABASE_URL: database.databaseUrl ?? '',
    CONTENT_DIR: content.dir,
    SMTP_URL: smtpUrl,
    JWT_SECRET: 'a test secret that is long enough: 0123456789abcdef',
    PUBLISH: 'false',
    CONTENT_GIT_COMMIT: 'false',
  }
  server = await bundle.start({ ...env, PUBLIC_DIR: path.join(root, 'no-site') })
  port = server.port
})

afterAll(async () => {
  await smtp.close()
  await database.drop()
  await content?.remove()
  rmSync(root, { recursive: true, force: true })
})

describe('npm run notify -- digest', () => {
  it('sends the klasa-3 homework to the klasa-3 subscriber, not the klasa-4 one, while the server runs', async () => {
    await subscribe('trzecia@example.com', 'klasa-3')
    await subscribe('czwarta@example.com', 'klasa-4')
    // Saved after the server started: the digest reads the content folder when it is made.
    homework(9101, 'klasa-3', '2027-07-10', '2027-07-17')

    const sent = await notify(['digest', '--date=2027-07-15'])
    expect(sent).toMatchObject({ code: 0, err: '' })
    if (!onPostgres()) expect(sent.out).toContain(NOTIFY_TEXTS.askingServer(server.child.pid!))
    expect(sent.out).toContain(NOTIFY_TEXTS.done('2027-07-15', 1, 1))

    const [mail] = digestsTo('trzecia@example.com', '15 lipca 2027')
    expect(mail!.mail.text).toContain('Zadanie 9101')
    expect(digestsTo('czwarta@example.com', '15 lipca 2027')).toEqual([])
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200)
  })

  it('sends nothing twice, and says so', async () => {
    const again = await notify(['digest', '--date=2027-07-15'])
    expect(again).toMatchObject({ code: 0, err: '' })
    expect(again.out).toContain(NOTIFY_TEXTS.done('2027-07-15', 0, 0))
    expect(digestsTo('trzecia@example.com', '15 lipca 2027')).toHaveLength(1)
  })

  it('refuses a day that is not a Thursday, and bad usage', async () => {
    expect(await notify(['digest', '--date=2027-07-16'])).toMatchObject({
      code: 2,
      err: `${NOTIFY_TEXTS.notThursday('2027-07-16')}\n`,
    })
    expect((await notify(['digest', '--now'])).code).toBe(2)
    expect((await notify([])).code).toBe(2)
  })

  it('opens the database itself when the server is stopped', async () => {
    server.child.kill('SIGTERM')
    expect(await exited(server.child)).toBe(0)
    homework(9102, 'klasa-4', '2027-07-17', '2027-07-24')
    const sent = await notify(['digest', '--date=2027-07-22'])
    expect(sent).toMatchObject({ code: 0, err: '' })
    expect(sent.out).not.toContain(NOTIFY_TEXTS.askingServer(server.child.pid!))
    expect(sent.out).toContain(NOTIFY_TEXTS.done('2027-07-22', 1, 1))
    const [mail] = digestsTo('czwarta@example.com', '22 lipca 2027')
    expect(mail!.mail.text).toContain('Zadanie 9102')
    expect(digestsTo('trzecia@example.com', '22 lipca 2027')).toEqual([])
  })
})
