import { createPrivateKey } from 'node:crypto'

// Issue #34: how fast list mail goes, and the DKIM key it is signed with (server/config.ts).

export const DEFAULT_LIST_MAIL_PER_SECOND = 10

/** nodemailer's `dkim` option. */
export interface DkimConfig {
  domainName: string
  keySelector: string
  privateKey: string
}

/**
 * DKIM_PRIVATE_KEY (PEM; `\n` may stand for its line breaks, as in a one-line .env), DKIM_SELECTOR
 * and DKIM_DOMAIN: all three or none. A key that does not parse stops the server at start, not
 * at the first list mail.
 */
export function loadDkimConfig(env: NodeJS.ProcessEnv): DkimConfig | undefined {
  const names = ['DKIM_PRIVATE_KEY', 'DKIM_SELECTOR', 'DKIM_DOMAIN'] as const
  const given = names.filter((name) => env[name]?.trim())
  if (given.length === 0) return undefined
  if (given.length < names.length) {
    const missing = names.filter((name) => !given.includes(name))
    throw new Error(
      `DKIM signing needs ${names.join(', ')} together; missing: ${missing.join(', ')}.`,
    )
  }
  const privateKey = env.DKIM_PRIVATE_KEY!.trim().replace(/\\n/g, '\n')
  try {
    createPrivateKey(privateKey)
  } catch (error) {
    throw new Error(
      `DKIM_PRIVATE_KEY is not a private key in PEM form (-----BEGIN PRIVATE KEY----- …): ${(error as Error).message}`,
    )
  }
  return {
    domainName: env.DKIM_DOMAIN!.trim(),
    keySelector: env.DKIM_SELECTOR!.trim(),
    privateKey,
  }
}
