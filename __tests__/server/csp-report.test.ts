import { CSP_REPORT_PATH } from '../../src/domain/csp'
import {
  CSP_REPORT_BODY_LIMIT,
  CSP_REPORTS_PER_MINUTE,
  TOO_MANY_REPORTS_MESSAGE,
} from '../../server/routes/cspReport'
import { setUpLoggedServer } from './built-site'

// Issue #17: browsers report what the CSP blocked; the log keeps what helps find the cause and
// nothing personal (issue #8): no address, no query string, no path of the blocked URL.
const { server, logLines } = setUpLoggedServer({ logLevel: 'info' })

const PROBE_IP = '203.0.113.17'
const report = {
  'csp-report': {
    'document-uri': 'http://localhost:8000/szukaj/?q=Kowalska&token=abc',
    referrer: 'http://localhost:8000/?imie=Anna',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'original-policy': "script-src 'self'",
    'blocked-uri': 'https://evil.example.com/steal.js?who=Kowalska',
    'status-code': 200,
  },
}

const post = (payload: unknown, contentType: string, remoteAddress = PROBE_IP) =>
  server.app.inject({
    method: 'POST',
    url: CSP_REPORT_PATH,
    headers: { 'content-type': contentType },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    remoteAddress,
  })

const violationLines = () => logLines.filter((line) => line.includes('CSP violation'))

describe('POST /api/csp-report', () => {
  it('takes a report-uri report: 204, counted, one warn line with directive, path and origin', async () => {
    const before = server.app.cspReports.count
    logLines.length = 0
    const response = await post(report, 'application/csp-report')
    expect(response.statusCode).toBe(204)
    expect(server.app.cspReports.count).toBe(before + 1)
    const lines = violationLines()
    expect(lines).toHaveLength(1)
    const line = JSON.parse(lines[0]!) as { level: number; csp: unknown }
    expect(line.level).toBe(40)
    expect(line.csp).toEqual({
      directive: 'script-src-elem',
      path: '/szukaj/',
      blocked: 'https://evil.example.com',
    })
    // Nothing personal in any line of the request.
    for (const text of [PROBE_IP, 'Kowalska', 'Anna', 'token', 'steal.js']) {
      expect(logLines.join('\n')).not.toContain(text)
    }
  })

  it('takes the Reporting API’s list, and names an inline script by its keyword', async () => {
    logLines.length = 0
    const response = await post(
      [
        {
          type: 'csp-violation',
          url: 'http://localhost:8000/kalendarz/',
          body: {
            documentURL: 'http://localhost:8000/kalendarz/#maj',
            effectiveDirective: 'script-src-attr',
            blockedURL: 'inline',
          },
        },
      ],
      'application/reports+json',
    )
    expect(response.statusCode).toBe(204)
    expect(JSON.parse(violationLines()[0]!).csp).toEqual({
      directive: 'script-src-attr',
      path: '/kalendarz/',
      blocked: 'inline',
    })
  })

  it('refuses what is not a CSP report: 400 for another shape or broken JSON, 415 for another type', async () => {
    expect((await post({ hello: 'world' }, 'application/csp-report')).statusCode).toBe(400)
    expect(
      (await post([{ type: 'deprecation', body: {} }], 'application/reports+json')).statusCode,
    ).toBe(400)
    expect((await post('{"csp-report": ', 'application/csp-report')).statusCode).toBe(400)
    const other = await post('csp-report', 'text/plain')
    expect(other.statusCode).toBe(415)
    expect(other.json().code).toBe('UNSUPPORTED_MEDIA_TYPE')
  })

  it('refuses a report over 16 KB with 413', async () => {
    const big = {
      'csp-report': { ...report['csp-report'], 'script-sample': 'x'.repeat(CSP_REPORT_BODY_LIMIT) },
    }
    const response = await post(big, 'application/csp-report')
    expect(response.statusCode).toBe(413)
  })

  it(`takes ${CSP_REPORTS_PER_MINUTE} reports a minute from one address, then 429 in Polish; another address is not affected`, async () => {
    const flooder = '198.51.100.23'
    for (let sent = 0; sent < CSP_REPORTS_PER_MINUTE; sent += 1) {
      expect((await post(report, 'application/csp-report', flooder)).statusCode).toBe(204)
    }
    const refused = await post(report, 'application/csp-report', flooder)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({
      code: 'TOO_MANY_REPORTS',
      message: TOO_MANY_REPORTS_MESSAGE,
    })
    expect((await post(report, 'application/csp-report', '198.51.100.24')).statusCode).toBe(204)
  })
})
