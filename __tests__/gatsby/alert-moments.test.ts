import { isoMomentExtension } from '../../gatsby/schema'
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
