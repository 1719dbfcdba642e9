import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { DEPLOY, replaceOnce, run, start, stopped } from './recipe'

/** The name the test's Caddy serves; curl resolves it to 127.0.0.1 (no DNS). */
export const TEST_DOMAIN = 'szkola.test'

export interface TestCaddy {
  httpsPort: number
  rootCertificate: string
  accessLog: string
  /** Resolves once Caddy has exited. */
  stop: () => Promise<unknown>
  output: () => string
}

/**
 * deploy/Caddyfile as it is, but for the test: its own CA (`tls internal`, kept out of the
 * system's trust store), high ports, no admin endpoint, the access log in the test's folder and
 * the upstream on the test server's port. The site address stays {$SITE_DOMAIN}, set in Caddy's
 * environment as the school sets it.
 */
export function testCaddyfile(
  source: string,
  ports: { https: number; http: number; upstream: number },
  accessLog: string,
) {
  let text = replaceOnce(
    source,
    /^\{$/m,
    `{\n\tadmin off\n\tskip_install_trust\n\thttp_port ${ports.http}\n\thttps_port ${ports.https}`,
  )
  text = replaceOnce(text, /^(\{\$SITE_DOMAIN[^}]*\} \{)$/m, '$1\n\ttls internal')
  text = replaceOnce(
    text,
    'reverse_proxy 127.0.0.1:8000',
    `reverse_proxy 127.0.0.1:${ports.upstream}`,
  )
  return replaceOnce(text, '/var/log/caddy/szkola-access.log', accessLog)
}

export function startCaddy(
  dir: string,
  ports: { https: number; http: number; upstream: number },
): TestCaddy {
  mkdirSync(dir, { recursive: true })
  const config = path.join(dir, 'Caddyfile')
  const accessLog = path.join(dir, 'access.log')
  writeFileSync(
    config,
    testCaddyfile(readFileSync(path.join(DEPLOY, 'Caddyfile'), 'utf8'), ports, accessLog),
  )
  // Caddy keeps its CA and certificates under XDG_DATA_HOME/caddy.
  const env = {
    SITE_DOMAIN: TEST_DOMAIN,
    HOME: dir,
    XDG_DATA_HOME: path.join(dir, 'data'),
    XDG_CONFIG_HOME: path.join(dir, 'config'),
  }
  const caddy = start('caddy', ['run', '--config', config, '--adapter', 'caddyfile'], env)
  return {
    httpsPort: ports.https,
    rootCertificate: path.join(dir, 'data/caddy/pki/authorities/local/root.crt'),
    accessLog,
    stop: () => {
      caddy.child.kill('SIGTERM')
      return stopped(caddy.child)
    },
    output: caddy.output,
  }
}

export interface CurlAnswer {
  status: number
  headers: Record<string, string[]>
  body: string
}

let requests = 0

/** curl over HTTPS to the test's Caddy, from a loopback address of the client's (--interface). */
export async function curl(
  caddy: TestCaddy,
  dir: string,
  urlPath: string,
  options: {
    from: string
    json?: unknown
    /** A file sent as the form field `file` (multipart), with its type. */
    file?: { path: string; type: string }
    headers?: Record<string, string>
  },
): Promise<CurlAnswer> {
  requests += 1
  const headersFile = path.join(dir, `headers-${requests}`)
  const bodyFile = path.join(dir, `body-${requests}`)
  const args = [
    '--silent',
    '--show-error',
    '--cacert',
    caddy.rootCertificate,
    '--resolve',
    `${TEST_DOMAIN}:${caddy.httpsPort}:127.0.0.1`,
    '--interface',
    options.from,
    '--dump-header',
    headersFile,
    '--output',
    bodyFile,
    '--write-out',
    '%{http_code}',
  ]
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    args.push('--header', `${name}: ${value}`)
  }
  if (options.json !== undefined) {
    const payload = path.join(dir, `payload-${requests}.json`)
    writeFileSync(payload, JSON.stringify(options.json))
    args.push('--header', 'content-type: application/json', '--data-binary', `@${payload}`)
  }
  if (options.file) args.push('--form', `file=@${options.file.path};type=${options.file.type}`)
  const answer = await run('curl', [...args, `https://${TEST_DOMAIN}:${caddy.httpsPort}${urlPath}`])
  if (answer.code !== 0) throw new Error(`curl failed (${answer.code}): ${answer.err}`)
  const headers: Record<string, string[]> = {}
  for (const line of readFileSync(headersFile, 'utf8').split(/\r?\n/).slice(1)) {
    const colon = line.indexOf(':')
    if (colon <= 0) continue
    const name = line.slice(0, colon).trim().toLowerCase()
    ;(headers[name] ??= []).push(line.slice(colon + 1).trim())
  }
  return { status: Number(answer.out), headers, body: readFileSync(bodyFile, 'utf8') }
}
