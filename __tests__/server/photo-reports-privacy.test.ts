import { PHOTO_REPORTS_PATH } from '../../server/routes/photoReports'
import { setUpLoggedServer } from './built-site'

// Issue #10 with issue #8: the log names the stored request, never the reporter's address, e-mail
// or reason. The repository's content/ has the album's photos.
const { server, logLines } = setUpLoggedServer()

const PROBE_IP = '203.0.113.91'
const EMAIL = 'prywatny.rodzic@example.com'
const REASON = 'Powód, którego nie ma w logu'

const report = (email: string) =>
  server.app.inject({
    method: 'POST',
    url: PHOTO_REPORTS_PATH,
    payload: { years: '2024-2025', album: 'andrzejki', photo: '01.jpg', reason: REASON, email },
    remoteAddress: PROBE_IP,
  })

describe('the log of a photo report', () => {
  it('names the request, never the address, e-mail or reason, accepted or refused', async () => {
    const accepted = await report(EMAIL)
    expect(accepted.statusCode).toBe(201)
    const refused = await report(`${EMAIL}x@`)
    expect(refused.statusCode).toBe(400)
    await server.app.close()
    const log = logLines.join('\n')
    expect(log).toContain('"event":"photo-report"')
    expect(log).toContain(`"id":${accepted.json().id}`)
    for (const secret of [PROBE_IP, EMAIL, REASON]) expect(log).not.toContain(secret)
  })
})
