import { readFileSync } from 'node:fs'
import path from 'node:path'
import { load } from 'js-yaml'

// Issue #10: the CI workflow that rebuilds the site on content commits and publishes public/.
const workflow = load(
  readFileSync(path.join(__dirname, '../../.github/workflows/publish-site.yml'), 'utf8'),
) as {
  on: { push: { branches: string[]; paths: string[] }; schedule: { cron: string }[] }
  jobs: Record<string, { steps: { uses?: string; run?: string; with?: Record<string, string> }[] }>
}

describe('the publish workflow', () => {
  const steps = Object.values(workflow.jobs).flatMap((job) => job.steps)

  it('runs on a push to main that touches content/', () => {
    expect(workflow.on.push.branches).toEqual(['main'])
    expect(workflow.on.push.paths).toEqual(['content/**'])
  })

  it('also builds every day just after midnight in Chicago (issue #19)', () => {
    expect(workflow.on.schedule).toEqual([{ cron: '15 6 * * *' }])
  })

  it('keeps Gatsby’s cache and the last public/ between runs', () => {
    const cache = steps.find((step) => step.uses?.startsWith('actions/cache@'))
    expect(cache?.with?.path?.split('\n').filter(Boolean)).toEqual(['.cache', 'public'])
  })

  it('installs exactly the lockfile, builds, and publishes public/ to GitHub Pages', () => {
    const order = steps.map((step) => step.run ?? step.uses ?? '')
    const at = (text: string) => order.findIndex((entry) => entry.startsWith(text))
    expect(at('npm ci')).toBeGreaterThan(at('actions/cache@'))
    expect(at('npx gatsby build')).toBeGreaterThan(at('npm ci'))
    expect(at('actions/upload-pages-artifact@')).toBeGreaterThan(at('npx gatsby build'))
    expect(at('actions/deploy-pages@')).toBeGreaterThan(at('actions/upload-pages-artifact@'))
    const upload = steps.find((step) => step.uses?.startsWith('actions/upload-pages-artifact@'))
    expect(upload?.with?.path).toBe('public')
  })
})
