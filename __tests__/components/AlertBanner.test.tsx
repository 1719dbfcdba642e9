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
