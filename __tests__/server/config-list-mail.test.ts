import { generateKeyPairSync } from 'node:crypto'
import { loadConfig } from '../../server/config'
import { DEFAULT_LIST_MAIL_PER_SECOND } from '../../server/subscriptions/sending/config'

// Issue #34: list mail's rate and DKIM key, read at start like every other setting.

const pem = generateKeyPairSync('rsa', { modulusLength: 1024 })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString()
const dkimEnv = { DKIM_PRIVATE_KEY: pem, DKIM_SELECTOR: 'lista', DKIM_DOMAIN: 'example.org' }

describe('loadConfig, list mail', () => {
  it('sends list mail at LIST_MAIL_PER_SECOND, by default DEFAULT_LIST_MAIL_PER_SECOND', () => {
    expect(loadConfig({}).listMailPerSecond).toBe(DEFAULT_LIST_MAIL_PER_SECOND)
    expect(loadConfig({ LIST_MAIL_PER_SECOND: '3' }).listMailPerSecond).toBe(3)
    expect(() => loadConfig({ LIST_MAIL_PER_SECOND: '0' })).toThrow(/LIST_MAIL_PER_SECOND/)
  })

  it('signs with DKIM only when the key, selector and domain are all set', () => {
    expect(loadConfig({}).dkim).toBeUndefined()
    expect(loadConfig(dkimEnv).dkim).toEqual({
      domainName: 'example.org',
      keySelector: 'lista',
      privateKey: pem.trim(),
    })
    expect(() => loadConfig({ ...dkimEnv, DKIM_DOMAIN: '' })).toThrow(/missing: DKIM_DOMAIN/)
  })

  it('reads a key written on one line with \\n for its line breaks', () => {
    const oneLine = pem.trim().replace(/\n/g, '\\n')
    expect(loadConfig({ ...dkimEnv, DKIM_PRIVATE_KEY: oneLine }).dkim?.privateKey).toBe(pem.trim())
  })

  it('refuses to start with a DKIM key that does not parse, saying so', () => {
    expect(() => loadConfig({ ...dkimEnv, DKIM_PRIVATE_KEY: 'not a key' })).toThrow(
      /DKIM_PRIVATE_KEY is not a private key in PEM form/,
    )
  })
})
