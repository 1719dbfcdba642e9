import path from 'node:path'
import { DEFAULT_BUILD_COMMAND, loadConfig, parseCommand } from '../../server/config'

describe('PUBLISH and BUILD_COMMAND', () => {
  it('publish with `gatsby build` by default, run by node without npx', () => {
    const config = loadConfig({})
    expect(config.publish).toBe(true)
    expect(config.buildCommand).toEqual(['node', 'node_modules/gatsby/cli.js', 'build'])
    expect(DEFAULT_BUILD_COMMAND).toBe('node node_modules/gatsby/cli.js build')
    // The file is the one npm links as the `gatsby` command.
    const gatsby = require('../../node_modules/gatsby/package.json') as { bin: { gatsby: string } }
    expect(path.join('node_modules/gatsby', gatsby.bin.gatsby)).toBe(config.buildCommand[1])
  })

  it.each([
    ['0', false],
    ['off', false],
    ['false', false],
    ['1', true],
    ['on', true],
  ])('PUBLISH=%s is %s', (value, publish) => {
    expect(loadConfig({ PUBLISH: value }).publish).toBe(publish)
  })

  it('commit saves to git unless CONTENT_GIT_COMMIT is off', () => {
    expect(loadConfig({}).contentGitCommit).toBe(true)
    expect(loadConfig({ CONTENT_GIT_COMMIT: 'off' }).contentGitCommit).toBe(false)
  })

  it('refuses a PUBLISH that is neither on nor off', () => {
    expect(() => loadConfig({ PUBLISH: 'maybe' })).toThrow(/^PUBLISH must be on or off/)
  })

  it('splits BUILD_COMMAND into a program and arguments, keeping quoted words together, no shell', () => {
    expect(loadConfig({ BUILD_COMMAND: 'node "my build.js" --fast' }).buildCommand).toEqual([
      'node',
      'my build.js',
      '--fast',
    ])
    expect(parseCommand('BUILD_COMMAND', "npm run 'build:site'")).toEqual([
      'npm',
      'run',
      'build:site',
    ])
    expect(() => parseCommand('BUILD_COMMAND', 'node "unclosed')).toThrow(/^BUILD_COMMAND must be/)
  })
})
