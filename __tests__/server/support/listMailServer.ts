import type { AppConfig } from '../../../server/config'
import { setUpServer } from '../built-site'
import { copyContent } from './contentServer'

/**
 * The server sending list mail by itself (issue #34: its runner, at a test's pace) over a copy of
 * content/ of its own, which the tests add files to at `content.dir`; publishing, content commits
 * and the digest's clock are off. `prepare` gives what is known only in `beforeAll` (an SMTP
 * server's URL). The copy is made before the server starts and removed after it closes.
 */
export function setUpListMailServer(
  overrides: Partial<AppConfig> = {},
  prepare: () => Promise<Partial<AppConfig>> = async () => ({}),
) {
  const config: Partial<AppConfig> = {
    publish: false,
    contentGitCommit: false,
    listMailPerSecond: 1000,
    listMailRunner: true,
    digestSchedule: false,
    ...overrides,
  }
  const content = { dir: '' }
  let copy: Awaited<ReturnType<typeof copyContent>> | undefined
  beforeAll(async () => {
    copy = await copyContent()
    content.dir = copy.dir
    Object.assign(config, { contentDir: copy.dir }, await prepare())
  })
  const server = setUpServer(config)
  afterAll(() => copy?.remove())
  return { server, content, config }
}
