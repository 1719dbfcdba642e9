import { alertJudgingMoment, currentAlert, nextAlertChange } from '../../src/domain/alerts'
import { siteSettingsErrors, type Alert } from '../../src/domain/site'

const standing: Alert = { kind: 'info', content: 'Zapisy otwarte' }
const snow: Alert = {
  kind: 'alert',
  content: 'Zajęcia odwołane',
  start: '2027-01-23T18:00:00-06:00',
  end: '2027-01-24T18:00:00-06:00',
}
const at = (iso: string) => Date.parse(iso)

describe('currentAlert (issue #18)', () => {
  it('is the standing alert before and after a scheduled one, and the scheduled one during it', () => {
    const alerts = { standing, scheduled: [snow] }
    expect(currentAlert(alerts, at('2027-01-23T23:59:59Z'))).toBe(standing)
    expect(currentAlert(alerts, at('2027-01-24T00:00:00Z'))).toBe(snow)
    expect(currentAlert(alerts, at('2027-01-25T00:00:00Z'))).toBe(standing)
  })

  it('is nothing when no alert is current and the standing one is off', () => {
    const off: Alert = { kind: 'none', content: '' }
    expect(currentAlert({ standing: off, scheduled: [snow] }, at('2027-02-01T00:00:00Z'))).toBe(
      undefined,
    )
    expect(currentAlert({ standing: off, scheduled: [snow] }, at('2027-01-24T12:00:00Z'))).toBe(
      snow,
    )
  })

  it('is the first current scheduled alert in the file’s order, and the standing one without a time', () => {
    const second = { ...snow, content: 'Drugi' }
    expect(currentAlert({ standing, scheduled: [snow, second] }, at('2027-01-24T12:00:00Z'))).toBe(
      snow,
    )
    expect(currentAlert({ standing, scheduled: [snow] })).toBe(standing)
  })
})

describe('nextAlertChange', () => {
  it('is the nearest start or end still to come, or undefined', () => {
    const alerts = { standing, scheduled: [snow] }
    expect(nextAlertChange(alerts, at('2027-01-01T00:00:00Z'))).toBe(at(snow.start!))
    expect(nextAlertChange(alerts, at('2027-01-24T12:00:00Z'))).toBe(at(snow.end!))
    expect(nextAlertChange(alerts, at('2027-01-25T00:00:00Z'))).toBeUndefined()
  })
})

describe('scheduledAlerts in content/site.yaml', () => {
  const site = {
    siteName: 'Polska Szkoła w Lombard',
    alert: standing,
    social: { facebook: 'https://www.facebook.com/x', youtube: 'https://www.youtube.com/@x' },
    author: { name: 'Jan Kowalski' },
  }
  it('accepts a list of alerts with a start and an end, and names each wrong field', () => {
    expect(siteSettingsErrors({ ...site, scheduledAlerts: [snow] })).toEqual([])
    expect(
      siteSettingsErrors({
        ...site,
        scheduledAlerts: [
          { ...snow, end: undefined },
          { ...snow, kind: 'x' },
        ],
      }),
    ).toEqual([
      'scheduledAlerts[0].end: a scheduled alert needs a start and an end',
      'scheduledAlerts[1].kind: must be one of alert, info, none',
    ])
    expect(siteSettingsErrors({ ...site, scheduledAlerts: 'snow' })).toEqual([
      'scheduledAlerts: must be a list of alerts',
    ])
  })
})

describe('alertJudgingMoment (issue #20)', () => {
  const second: Alert = {
    kind: 'info',
    content: 'Drugi',
    start: '2027-01-24T06:00:00-06:00',
    end: '2027-02-01T00:00:00-06:00',
  }
  const alerts = { standing, scheduled: [snow, second] }

  it('judges as the moment itself, at every start, end and between them', () => {
    const moments = [
      '2026-12-01T00:00:00Z',
      '2027-01-24T00:00:00Z',
      '2027-01-24T00:00:00.001Z',
      '2027-01-24T11:59:59.999Z',
      '2027-01-24T12:00:00Z',
      '2027-01-25T00:00:00Z',
      '2027-01-31T23:59:59Z',
      '2027-02-01T06:00:00Z',
      '2027-03-01T00:00:00Z',
    ].map(at)
    for (const moment of moments) {
      expect(currentAlert(alerts, alertJudgingMoment(alerts, moment))).toBe(
        currentAlert(alerts, moment),
      )
    }
  })

  it('stays the same between a start or an end and the next, and is the epoch before any', () => {
    expect(alertJudgingMoment(alerts, at('2027-01-25T06:00:00Z'))).toBe(
      at('2027-01-24T18:00:00-06:00'),
    )
    expect(alertJudgingMoment(alerts, at('2027-01-24T12:00:01Z'))).toBe(
      alertJudgingMoment(alerts, at('2027-01-24T23:59:00Z')),
    )
    expect(alertJudgingMoment(alerts, at('2026-01-01T00:00:00Z'))).toBe(0)
    expect(alertJudgingMoment({ standing }, at('2027-01-01T00:00:00Z'))).toBe(0)
  })
})
