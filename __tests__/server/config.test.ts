import path from 'node:path'
import { loadConfig } from '../../server/config'

const repoRoot = path.resolve(__dirname, '../..')

describe('loadConfig', () => {
  it('falls back to port 8000 on all interfaces, public/ and data/ in the repository, and info logs', () => {
    expect(loadConfig({})).toMatchObject({
      port: 8000,
      host: '0.0.0.0',
      publicDir: path.join(repoRoot, 'public'),
      dataDir: path.join(repoRoot, 'data'),
      logLevel: 'info',
      databaseUrl: undefined,
      jwtSecret: undefined,
      smtpUrl: undefined,
      corsOrigins: [],
      uploadMaxBytes: 10 * 1024 * 1024,
    })
  })

  it('reads PORT, HOST, PUBLIC_DIR, DATA_DIR and LOG_LEVEL from the environment', () => {
    const env = {
      PORT: '3000',
      HOST: '127.0.0.1',
      PUBLIC_DIR: '/srv/szkola/public',
      DATA_DIR: '/var/lib/szkola',
      LOG_LEVEL: 'silent',
    }
    expect(loadConfig(env)).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicDir: '/srv/szkola/public',
      dataDir: '/var/lib/szkola',
      logLevel: 'silent',
    })
  })

  it('resolves relative directories against the working directory', () => {
    expect(loadConfig({ DATA_DIR: 'dane' }).dataDir).toBe(path.resolve('dane'))
  })

  it.each(['abc', '80.5', '-1', '70000', '8000x'])('rejects PORT=%s with a clear error', (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow(
      `PORT must be a whole number from 0 to 65535, got "${port}".`,
    )
  })

  it('rejects an unknown LOG_LEVEL, naming the allowed ones', () => {
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL must be one of .*silent/)
  })
})
