import path from 'node:path'
import { NO_SMTP_WARNING } from '../../server/plugins/mailer'
import { setUpServer } from './built-site'

/** The log of one server, as lines read back. */
function logOf() {
  const lines: { level: number; msg: string }[] = []
  return { lines, stream: { write: (line: string) => void lines.push(JSON.parse(line)) } }
}

describe('a server started without SMTP_URL', () => {
  const log = logOf()
  const server = setUpServer({ logLevel: 'info' }, { logStream: log.stream })

  it('warns once, at start, that mail only goes to the outbox folder, naming it', () => {
    const warnings = log.lines.filter((line) => line.level === 40)
    expect(warnings.map((line) => line.msg)).toEqual([
      `${NO_SMTP_WARNING} ${path.join(server.site.config.dataDir, 'outbox')}`,
    ])
  })
})

describe('a server started with SMTP_URL', () => {
  const log = logOf()
  setUpServer({ logLevel: 'info', smtpUrl: 'smtp://127.0.0.1:2525' }, { logStream: log.stream })

  it('says nothing about the outbox', () => {
    expect(log.lines.length).toBeGreaterThan(0)
    expect(log.lines.filter((line) => line.msg.startsWith(NO_SMTP_WARNING))).toEqual([])
  })
})
