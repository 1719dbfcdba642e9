import {
  botsPerDay,
  continuationCounts,
  daysBetween,
  meanRating,
  percent,
  ratingDistribution,
  total,
  viewsPerDay,
} from '../../src/staff/charts/data'
import type { Visits } from '../../src/staff/types'

const answers = [
  { mode: 'kontynuacja', opinion: '5', continuation: 'tak' },
  { mode: 'kontynuacja', opinion: '4', continuation: 'tak' },
  { mode: 'kontynuacja', opinion: '5', continuation: 'nie-wiem' },
  { mode: 'nowa', opinion: '', continuation: '' },
  { mode: 'kontynuacja', opinion: '2', continuation: 'nie' },
] as const

describe('the survey summary’s numbers', () => {
  it('counts each star from 1 to 5, zeros included, and leaves the unrated out', () => {
    const ratings = ratingDistribution([...answers])
    expect(ratings.map((d) => [d.key, d.value])).toEqual([
      ['1', 0],
      ['2', 1],
      ['3', 0],
      ['4', 1],
      ['5', 2],
    ])
    expect(ratings[4]!.label).toBe('5 – Bardzo dobrze')
    expect(total(ratings)).toBe(4)
  })

  it('averages the ratings to one decimal place, and has none without ratings', () => {
    expect(meanRating(ratingDistribution([...answers]))).toBe(4)
    expect(
      meanRating(ratingDistribution([{ opinion: '4' }, { opinion: '5' }, { opinion: '5' }])),
    ).toBe(4.7)
    expect(meanRating(ratingDistribution([]))).toBeNull()
  })

  it('counts the continuation declarations tak, nie and nie-wiem', () => {
    expect(continuationCounts([...answers]).map((d) => [d.key, d.label, d.value])).toEqual([
      ['tak', 'Kontynuuje', 2],
      ['nie', 'Nie kontynuuje', 1],
      ['nie-wiem', 'Jeszcze nie wie', 1],
    ])
  })

  it('reads answers that lack fields, or are missing, as unanswered', () => {
    expect(total(ratingDistribution([null, undefined, {}]))).toBe(0)
  })

  it('gives shares of the total as whole percents', () => {
    expect(percent(1, 3)).toBe('33%')
    expect(percent(0, 0)).toBe('0%')
  })
})

describe('the visits per day', () => {
  const visits: Visits = {
    views: [
      { day: '2026-11-19', views: 12, sessions: 4 },
      { day: '2026-11-21', views: 3, sessions: 1 },
    ],
    topPages: [],
    outbound: [],
    bots: [{ day: '2026-11-20', count: 40 }],
  }

  it('lists every day of the period, inclusive, across a month’s end', () => {
    expect(daysBetween('2026-10-30', '2026-11-02')).toEqual([
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
    ])
    expect(daysBetween('2026-11-02', '2026-11-01')).toEqual([])
  })

  it('puts a zero on days without a view, and labels days as DD.MM', () => {
    const perDay = viewsPerDay(visits, '2026-11-19', '2026-11-21')
    expect(perDay.map((d) => [d.label, d.value])).toEqual([
      ['19.11', 12],
      ['20.11', 0],
      ['21.11', 3],
    ])
  })

  it('keeps the bots apart from the views', () => {
    expect(botsPerDay(visits, '2026-11-19', '2026-11-21').map((d) => d.value)).toEqual([0, 40, 0])
    expect(total(viewsPerDay(visits, '2026-11-19', '2026-11-21'))).toBe(15)
  })
})
