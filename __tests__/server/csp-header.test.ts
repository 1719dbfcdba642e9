import { cp, rename, rm, symlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { API_POLICY, CSP_MANIFEST_FILE, type CspManifest } from '../../src/domain/csp'
import { setUpServer, siteFiles } from './built-site'

// Issue #17: each page the server sends carries a CSP whose script-src names the hashes the build
// wrote for that very page (public/csp-hashes.json), and never 'unsafe-inline'.
const server = setUpServer()

const hash = (name: string) => `'sha256-${Buffer.from(name).toString('base64')}'`
const MANIFEST: CspManifest = {
  apiOrigin: null,
  pages: {
    'index.html': [hash('home-loader'), hash('home-path')],
    'gazda/index.html': [hash('staff-path')],
    '404.html': [hash('not-found-path')],
  },
}

async function writeManifest(dir: string, manifest: CspManifest) {
  const file = path.join(dir, CSP_MANIFEST_FILE)
  await writeFile(`${file}.tmp`, JSON.stringify(manifest))
  await rename(`${file}.tmp`, file)
}

function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  const entries = String(header)
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .map(([name, ...sources]) => [name!, sources] as const)
  return new Map(entries)
}

async function policyOf(url: string) {
  const response = await server.app.inject(url)
  return {
    status: response.statusCode,
    policy: directives(response.headers['content-security-policy']),
  }
}

beforeAll(() => writeManifest(server.site.publicDir, MANIFEST))

describe('the CSP header of the site’s pages', () => {
  it('lets a page run its own inline scripts by hash, and nothing inline else', async () => {
    const { status, policy } = await policyOf('/')
    expect(status).toBe(200)
    expect(policy.get('script-src')).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      ...MANIFEST.pages['index.html']!,
    ])
    expect(policy.get('script-src-attr')).toEqual(["'none'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'none'"])
    expect(policy.get('form-action')).toEqual(["'self'"])
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(policy.get('report-uri')).toEqual(['/api/csp-report'])
    expect(policy.get('connect-src')).toEqual(["'self'"])
  })

  it('gives every route of the staff area the hashes of gazda/index.html', async () => {
    const { status, policy } = await policyOf('/gazda/zapisy/42/')
    expect(status).toBe(200)
    expect(policy.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", hash('staff-path')])
  })

  it('gives the 404 page the hashes of 404.html', async () => {
    const { status, policy } = await policyOf('/nie-ma-takiej-strony/')
    expect(status).toBe(404)
    expect(policy.get('script-src')).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      hash('not-found-path'),
    ])
  })

  it('gives a page the manifest forgot, and every other file, no inline script at all', async () => {
    for (const url of ['/wiadomosci/', '/app-abc123.js', '/logo.png']) {
      expect((await policyOf(url)).policy.get('script-src')).toEqual([
        "'self'",
        "'wasm-unsafe-eval'",
      ])
    }
  })

  it('lets the pages call the API elsewhere when the build was made for one', async () => {
    const api = 'https://api.szkola.example.org'
    await writeManifest(server.site.publicDir, { ...MANIFEST, apiOrigin: api })
    try {
      const { policy } = await policyOf('/')
      expect(policy.get('connect-src')).toEqual(["'self'", api])
      expect(policy.get('report-uri')).toEqual([`${api}/api/csp-report`])
    } finally {
      await writeManifest(server.site.publicDir, MANIFEST)
    }
  })

  it('follows a publish: the next page has the hashes of the build now live', async () => {
    const live = path.join(server.site.config.dataDir, 'site', 'live')
    const next = path.join(server.site.config.dataDir, 'site', 'next-build')
    await cp(server.site.publicDir, next, { recursive: true })
    await writeManifest(next, { apiOrigin: null, pages: { 'index.html': [hash('next-build')] } })
    // As server/publish/siteFolders.ts switches it: a new link renamed over the old one.
    await symlink(next, `${live}.tmp`, 'dir')
    await rename(`${live}.tmp`, live)
    try {
      expect((await policyOf('/')).policy.get('script-src')).toContain(hash('next-build'))
    } finally {
      await symlink(server.site.publicDir, `${live}.tmp`, 'dir')
      await rename(`${live}.tmp`, live)
      await rm(next, { recursive: true, force: true })
    }
    expect((await policyOf('/')).policy.get('script-src')).toContain(hash('home-loader'))
  })

  it('blocks every inline script while the site has no manifest (a build from before it)', async () => {
    const file = path.join(server.site.publicDir, CSP_MANIFEST_FILE)
    await rm(file)
    try {
      expect((await policyOf('/')).policy.get('script-src')).toEqual([
        "'self'",
        "'wasm-unsafe-eval'",
      ])
    } finally {
      await writeManifest(server.site.publicDir, MANIFEST)
    }
  })
})

describe('the CSP of everything else', () => {
  it('gives the API’s answers a policy under which nothing loads or frames them', async () => {
    for (const url of ['/api/health', '/api/nie-ma']) {
      const response = await server.app.inject(url)
      expect(response.headers['content-security-policy']).toBe(API_POLICY)
    }
  })

  it('never serves a source map, even one left in the site’s folder', async () => {
    await writeFile(path.join(server.site.publicDir, 'app-abc123.js.map'), '{"sources":[]}')
    const response = await server.app.inject('/app-abc123.js.map')
    expect(response.statusCode).toBe(404)
    expect(response.body).toBe(siteFiles['404.html'])
  })
})
