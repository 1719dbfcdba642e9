// A fake SMTP server on 127.0.0.1 that keeps what it receives, for the mail tests.
import net from 'node:net'

export interface Received {
  from: string
  to: string[]
  data: string
}

// Just enough SMTP (RFC 5321) for nodemailer: EHLO, MAIL, RCPT, DATA, RSET, QUIT.
const replies: Record<string, string> = {
  EHLO: '250 test.local',
  HELO: '250 test.local',
  RSET: '250 2.0.0 OK',
  MAIL: '250 2.1.0 OK',
  RCPT: '250 2.1.5 OK',
  DATA: '354 End data with <CR><LF>.<CR><LF>',
  QUIT: '221 2.0.0 Bye',
}

export async function startSmtpServer(options: { refuseRecipients?: boolean } = {}) {
  const received: Received[] = []
  let refuseRecipients = options.refuseRecipients ?? false
  const server = net.createServer((socket) => {
    let buffer = ''
    let envelope: Received = { from: '', to: [], data: '' }
    let inData = false
    const reply = (line: string) => socket.write(`${line}\r\n`)
    reply('220 test.local ESMTP')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1')
      for (;;) {
        const end = buffer.indexOf(inData ? '\r\n.\r\n' : '\r\n')
        if (end === -1) return
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + (inData ? 5 : 2))
        if (inData) {
          const data = line.replace(/^\.\./gm, '.')
          received.push({ ...envelope, data: Buffer.from(data, 'latin1').toString('utf8') })
          envelope = { from: '', to: [], data: '' }
          inData = false
          reply('250 2.0.0 Queued')
          continue
        }
        const address = /<([^>]*)>/.exec(line)?.[1] ?? ''
        const verb = line.slice(0, 4).toUpperCase()
        const refused = verb === 'RCPT' && refuseRecipients
        if (verb === 'MAIL') envelope.from = address
        if (verb === 'RCPT' && !refused) envelope.to.push(address)
        inData = verb === 'DATA'
        reply(refused ? `550 5.1.1 <${address}> unknown` : (replies[verb] ?? '502 5.5.2 Unknown'))
        if (verb === 'QUIT') socket.end()
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** From now on, refuse (550) or take every recipient. */
    refuseRecipients: (refuse: boolean) => {
      refuseRecipients = refuse
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
