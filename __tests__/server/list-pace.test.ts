import type { AppConfig } from '../../server/config'
import { confirmedRecipients, enqueue } from '../../server/subscriptions/sending/queue'
import { sendQueued } from '../../server/subscriptions/sending/worker'
import { setUpServer } from './built-site'
import { startCountingSmtp } from './support/listMail'
import { addSubscriber } from './support/subscribers'

// Issue #34: list mail keeps its rate after a slow SMTP answer instead of making up for it.
const STALL_MS = 600
const RATE = 10

let smtp: Awaited<ReturnType<typeof startCountingSmtp>>
const overrides: Partial<AppConfig> = {
  publish: false,
  contentGitCommit: false,
  // The test calls sendQueued itself.
  listMailRunner: false,
}
beforeAll(async () => {
  // The first message is answered only after STALL_MS, as by a busy server.
  smtp = await startCountingSmtp({
    beforeAnswer: async (accepted) => {
      if (accepted === 0) await new Promise((resolve) => setTimeout(resolve, STALL_MS))
    },
  })
  overrides.smtpUrl = smtp.url
})
const server = setUpServer(overrides)
afterAll(() => smtp.close())

it('sends 1 / rate seconds apart after a stall, not the stalled time’s messages at once', async () => {
  const db = server.app.db
  for (let i = 1; i <= 5; i += 1) {
    const email = `tempo-${i}@example.com`
    await addSubscriber(db, email, ['news'])
  }
  const lists = ['news']
  await enqueue(
    db,
    { key: 'tempo', subject: 'Tempo', text: 'Dzień dobry.', lists },
    await confirmedRecipients(db, lists),
  )

  expect(await sendQueued(server.app, { ratePerSecond: RATE })).toMatchObject({ sent: 5 })

  // The second may go as soon as the first is answered; the three after it one interval apart
  // each. Made up for, the four would all have gone within milliseconds of the first's answer.
  const [first, , , , last] = smtp.accepted.map((copy) => copy.at)
  expect(last! - first!).toBeGreaterThanOrEqual((3 * 1000) / RATE - 10)
})
