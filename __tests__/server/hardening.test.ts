import { JSON_BODY_LIMIT } from '../../server/app'
import { setUpServer } from './built-site'

const server = setUpServer({ corsOrigins: ['https://szkola.example.org'] })

describe('the server’s hardening', () => {
  it('sends security headers: a content security policy, HSTS and nosniff', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/' })
    expect(response.headers['content-security-policy']).toMatch(/default-src 'self'/)
    expect(response.headers['content-security-policy']).toMatch(/object-src 'none'/)
    // The site search's WebAssembly may run; JavaScript's eval and inline scripts may not (the
    // page's own run by hash: __tests__/server/csp-header.test.ts).
    const scripts = /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))
    expect(scripts?.[1]?.split(' ')).toEqual(["'self'", "'wasm-unsafe-eval'"])
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/)
    expect(response.headers['x-content-type-options']).toBe('nosniff')
  })

  it('allows cross-origin calls from the configured origins only', async () => {
    const preflight = (origin: string) =>
      server.app.inject({
        method: 'OPTIONS',
        url: '/api/enrollments',
        headers: { origin, 'access-control-request-method': 'POST' },
      })
    const allowed = await preflight('https://szkola.example.org')
    expect(allowed.headers['access-control-allow-origin']).toBe('https://szkola.example.org')
    const other = await preflight('https://evil.example.com')
    expect(other.headers['access-control-allow-origin']).toBeUndefined()
  })

  it('refuses a JSON body over 64 KB with 413', async () => {
    const big = JSON.stringify({ comments: 'x'.repeat(JSON_BODY_LIMIT) })
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/enrollments',
      headers: { 'content-type': 'application/json' },
      payload: big,
    })
    expect(response.statusCode).toBe(413)
    expect(response.json()).toHaveProperty('code')
  })

  it('answers malformed JSON with 400 and a code, not a stack trace', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/enrollments',
      headers: { 'content-type': 'application/json' },
      payload: '{"motherFirstName": ',
    })
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json()).sort()).toEqual(['code', 'message'])
    expect(response.body).not.toMatch(/at .*\.(js|ts):\d+/)
  })

  it('marks every API answer no-store, and answers an unknown API path with JSON 404', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/nie-ma' })
    expect(response.statusCode).toBe(404)
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.json().code).toBe('NOT_FOUND')
  })
})
