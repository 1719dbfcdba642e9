import { TextEncoder } from 'node:util'
import { act, render, screen } from '@testing-library/react'
import { AlertBanner } from '../../src/components/AlertBanner'
import type { Alert } from '../../src/domain/site'

const alert: Alert = {
  kind: 'alert',
  content: '<strong>Zajęcia odwołane</strong> z powodu śnieżycy.',
  link: '/wiadomosci/',
  start: '2027-01-23T18:00:00-06:00',
  end: '2027-01-24T18:00:00-06:00',
}
const banner = () => screen.queryByRole('region', { name: 'Ważny komunikat' })

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe('AlertBanner with a start and an end (issue #7)', () => {
  it('is in the built HTML whatever the time: the build cannot know when the page is read', () => {
    jest.setSystemTime(new Date('2030-01-01T00:00:00Z'))
    // react-dom/server needs TextEncoder, which jsdom lacks.
    Object.assign(globalThis, { TextEncoder })
    const { renderToString } = require('react-dom/server') as typeof import('react-dom/server')
    expect(renderToString(<AlertBanner alert={alert} />)).toContain('Zajęcia odwołane')
  })

  it('is hidden after hydration before its start, and shows when the start comes', () => {
    jest.setSystemTime(new Date('2027-01-23T23:00:00Z'))
    render(<AlertBanner alert={alert} />)
    expect(banner()).toBeNull()
    act(() => jest.advanceTimersByTime(60 * 60 * 1000))
    expect(banner()).toBeInTheDocument()
  })

  it('shows between start and end, and hides when the end comes while the page is open', () => {
    jest.setSystemTime(new Date('2027-01-24T12:00:00Z'))
    render(<AlertBanner alert={alert} />)
    expect(banner()).toHaveTextContent('Zajęcia odwołane z powodu śnieżycy.')
    act(() => jest.advanceTimersByTime(12 * 60 * 60 * 1000))
    expect(banner()).toBeNull()
  })

  it('is hidden after its end', () => {
    jest.setSystemTime(new Date('2027-01-25T00:00:00Z'))
    render(<AlertBanner alert={alert} />)
    expect(banner()).toBeNull()
  })

  it('without start and end, shows as before; kind none never shows', () => {
    jest.setSystemTime(new Date('2030-01-01T00:00:00Z'))
    const { rerender } = render(<AlertBanner alert={{ ...alert, start: null, end: undefined }} />)
    expect(banner()).toBeInTheDocument()
    rerender(<AlertBanner alert={{ ...alert, kind: 'none', start: null, end: null }} />)
    expect(banner()).toBeNull()
  })
})

describe('AlertBanner with a standing alert and a scheduled one (issue #18)', () => {
  const standing: Alert = { kind: 'info', content: 'Zapisy otwarte', link: null }
  const info = () => screen.queryByRole('region', { name: 'Informacja' })

  it('shows the scheduled alert instead of the standing one while current, then the standing one again', () => {
    jest.setSystemTime(new Date('2027-01-23T12:00:00Z'))
    render(<AlertBanner alert={standing} scheduled={[alert]} />)
    expect(info()).toHaveTextContent('Zapisy otwarte')
    act(() => jest.advanceTimersByTime(12 * 60 * 60 * 1000))
    expect(info()).toBeNull()
    expect(banner()).toHaveTextContent('Zajęcia odwołane')
    act(() => jest.advanceTimersByTime(24 * 60 * 60 * 1000))
    expect(banner()).toBeNull()
    expect(info()).toHaveTextContent('Zapisy otwarte')
  })

  it('judges again when the tab is shown (timers of a sleeping laptop are late)', () => {
    jest.setSystemTime(new Date('2027-01-24T12:00:00Z'))
    render(<AlertBanner alert={standing} scheduled={[alert]} />)
    expect(banner()).toBeInTheDocument()
    jest.setSystemTime(new Date('2027-01-25T12:00:00Z'))
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'))
    })
    expect(info()).toHaveTextContent('Zapisy otwarte')
  })

  it('in the built HTML shows what was current at the build time', () => {
    Object.assign(globalThis, { TextEncoder })
    const { renderToString } = require('react-dom/server') as typeof import('react-dom/server')
    const html = (builtAt: string) =>
      renderToString(<AlertBanner alert={standing} scheduled={[alert]} builtAt={builtAt} />)
    expect(html('2027-01-24T12:00:00Z')).toContain('Zajęcia odwołane')
    expect(html('2027-01-25T12:00:00Z')).toContain('Zapisy otwarte')
  })
})
