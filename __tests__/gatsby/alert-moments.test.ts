import { isoMomentExtension } from '../../gatsby/schema'
import { alertsJudgedAtResolver } from '../../gatsby/resolvers'
import { alertTime } from '../../src/domain/site'

// site.yaml's alert start and end reach the page as ISO strings, however the YAML wrote them.
const resolve = (value: unknown) =>
  isoMomentExtension.extend().resolve({ end: value }, {}, {}, { fieldName: 'end' })

describe('the alert’s start and end in the data layer', () => {
  it('keep a quoted date-time as it was written', () => {
    expect(resolve('2026-01-23T18:00:00-06:00')).toBe('2026-01-23T18:00:00-06:00')
  })

  it('turn an unquoted one (a Date, or its milliseconds in the node) into an ISO string', () => {
    const moment = new Date('2026-01-24T00:00:00Z')
    expect(resolve(moment)).toBe('2026-01-24T00:00:00.000Z')
    expect(resolve(moment.getTime())).toBe('2026-01-24T00:00:00.000Z')
    expect(resolve(String(moment.getTime()))).toBe('2026-01-24T00:00:00.000Z')
    expect(alertTime(resolve(String(moment.getTime())))).toBe(moment.getTime())
  })

  it('are null when absent', () => {
    expect(resolve(undefined)).toBeNull()
  })
})

describe('Site.alertsJudgedAt (issue #20)', () => {
  const judged = (settings: Record<string, unknown> | null, buildTime: string) =>
    alertsJudgedAtResolver({ buildTime }, {}, { nodeModel: { findOne: async () => settings } })

  it('is the last start or end before the build, however the YAML wrote it', async () => {
    const settings = {
      alert: { kind: 'info', content: 'Zapisy' },
      scheduledAlerts: [
        {
          kind: 'alert',
          content: 'Śnieg',
          start: new Date('2027-01-24T00:00:00Z'),
          end: '2027-01-24T18:00:00-06:00',
        },
      ],
    }
    expect(await judged(settings, '2027-01-24T10:00:00.000Z')).toBe('2027-01-24T00:00:00.000Z')
    expect(await judged(settings, '2027-01-26T10:00:00.000Z')).toBe('2027-01-25T00:00:00.000Z')
    expect(await judged(settings, '2027-01-20T10:00:00.000Z')).toBe('1970-01-01T00:00:00.000Z')
  })

  it('is the epoch with no alert times (the first render then judges as at the build)', async () => {
    expect(await judged(null, '2027-01-24T10:00:00.000Z')).toBe('1970-01-01T00:00:00.000Z')
    expect(
      await judged({ alert: { kind: 'info', content: 'Zapisy' } }, '2027-01-24T10:00:00Z'),
    ).toBe('1970-01-01T00:00:00.000Z')
  })
})
