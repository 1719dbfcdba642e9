import { readFile } from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../server/app'
import { type BuiltSite, makeBuiltSite, SECRET_OUTSIDE_PUBLIC } from './built-site'

let site: BuiltSite
let app: FastifyInstance

afterAll(async () => {
  await app.close()
  await site.remove()
})

// Through a real socket: app.inject parses the URL and would resolve the dot segments itself.
describe('path traversal', () => {
  let port: number
  beforeAll(async () => {
    site = await makeBuiltSite()
    app = await buildApp(site.config)
    await app.listen({ port: 0, host: '127.0.0.1' })
    port = (app.server.address() as AddressInfo).port
  })

  it('has a private file right beside the public directory to aim at', async () => {
    const secret = await readFile(path.join(site.publicDir, '..', 'secret.txt'), 'utf8')
    expect(secret).toBe(SECRET_OUTSIDE_PUBLIC)
  })

  it.each([
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/static/../../secret.txt',
    '/static/%2e%2e/%2e%2e/secret.txt',
    '/%2e%2e%2fsecret.txt',
  ])('never serves a file outside the public directory for %s', async (rawPath) => {
    const res = await rawGet(port, rawPath)
    expect([403, 404]).toContain(res.status)
    expect(res.body).not.toContain(SECRET_OUTSIDE_PUBLIC)
  })
})

function rawGet(port: number, rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: rawPath }, (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      })
      .on('error', reject)
  })
}
