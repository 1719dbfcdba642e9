import {
  EDIT_LIMITS,
  EDIT_MESSAGES,
  slugFromTitle,
  validateAlert,
  validateFaq,
  validateNewsCreate,
  validateNewsUpdate,
  validatePage,
} from '../../../src/domain/content/editing'
import { contentErrors } from '../../../src/domain/content/kinds'

describe('slugFromTitle', () => {
  it.each([
    ['Zajęcia 24 stycznia są odwołane!', 'zajecia-24-stycznia-sa-odwolane'],
    ['Żółć, ŁÓDŹ i źdźbło', 'zolc-lodz-i-zdzblo'],
    ['  Bal  karnawałowy 2025  ', 'bal-karnawalowy-2025'],
    ['!!!', ''],
  ])('makes %j into %j', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug)
  })

  it('cuts a long title at the end of a word, within the limit', () => {
    const slug = slugFromTitle('Bardzo długi tytuł wiadomości '.repeat(5))
    expect(slug.length).toBeLessThanOrEqual(EDIT_LIMITS.slug)
    expect(slug).toMatch(/^bardzo-dlugi-tytul-wiadomosci-.*[a-z]$/)
    expect(slug.endsWith('-')).toBe(false)
  })
})

// Issue #17: markup the site removes no longer refuses a save. The allowlist sanitizer removes it
// wherever the text is shown (__tests__/domain/content/sanitize/), and the save's answer says what.
describe('markup the site removes', () => {
  it('does not refuse an alert or a page', () => {
    const alert = { kind: 'alert', content: '<img src=x onerror=alert(1)>Uwaga', link: null }
    expect(validateAlert({ ...alert, start: null, end: null }).valid).toBe(true)
    expect(validatePage({ title: 'Strona', body: '[x](javascript:alert(1))' }).valid).toBe(true)
  })
})

describe('validateFaq', () => {
  it('trims titles and questions and ends each answer with one line break', () => {
    expect(
      validateFaq({
        title: ' FAQ ',
        items: [{ question: ' Kiedy? ', answer: 'W sobotę.\r\n\r\n' }],
      }),
    ).toEqual({
      valid: true,
      value: { title: 'FAQ', items: [{ question: 'Kiedy?', answer: 'W sobotę.\n' }] },
    })
  })

  it('names each field in the form’s way, items[n].question', () => {
    const result = validateFaq({
      title: 'x'.repeat(121),
      items: [{ question: '', answer: 'x'.repeat(5001) }],
    })
    expect(result).toEqual({
      valid: false,
      errors: {
        formErrors: [],
        inputErrors: {
          title: ['Tytuł powinien być nie dłuższy niż 120 znaków.'],
          'items[0].question': ['Pytanie jest wymagane.'],
          'items[0].answer': ['Odpowiedź powinna być nie dłuższa niż 5000 znaków.'],
        },
      },
    })
  })
})

describe('validatePage, validateNewsCreate, validateNewsUpdate', () => {
  it('accept what the build accepts', () => {
    const page = validatePage({ title: 'Skarbnik', body: 'Tekst' })
    expect(page).toEqual({ valid: true, value: { title: 'Skarbnik', body: 'Tekst\n' } })
    const news = validateNewsCreate({
      title: 'Dzień otwarty',
      date: '2026-12-12',
      body: 'Zapraszamy',
    })
    expect(news.valid).toBe(true)
    if (news.valid) {
      const fields = { title: news.value.title, date: news.value.date }
      expect(contentErrors('news/2026-12-12-dzien-otwarty.md', fields)).toEqual([])
    }
    expect(validateNewsUpdate({ title: 'T', body: 'B', published: false })).toMatchObject({
      valid: true,
      value: { published: false },
    })
  })

  it('refuse a date that is not a real one, and a published flag that is not true or false', () => {
    expect(validateNewsCreate({ title: 'T', date: '2026-13-01', body: 'B' })).toMatchObject({
      valid: false,
      errors: { inputErrors: { date: [EDIT_MESSAGES.badDate] } },
    })
    expect(validateNewsUpdate({ title: 'T', body: 'B', published: 'tak' }).valid).toBe(false)
  })
})

describe('validateAlert', () => {
  const alert = { kind: 'info', content: 'Treść', link: '', start: '', end: null }

  it('turns blank link, start and end into null', () => {
    expect(validateAlert(alert)).toEqual({
      valid: true,
      value: { kind: 'info', content: 'Treść', link: null, start: null, end: null },
    })
  })

  it('takes a time window written with an offset, and wants the end after the start', () => {
    const window = { start: '2026-01-23T18:00:00-06:00', end: '2026-01-24T06:00:00Z' }
    expect(validateAlert({ ...alert, ...window }).valid).toBe(true)
    expect(validateAlert({ ...alert, start: window.end, end: window.start })).toMatchObject({
      valid: false,
      errors: { inputErrors: { end: [EDIT_MESSAGES.endBeforeStart] } },
    })
    expect(validateAlert({ ...alert, start: '2026-01-23T18:00' })).toMatchObject({
      valid: false,
      errors: { inputErrors: { start: [EDIT_MESSAGES.badTime('Początek')] } },
    })
  })

  it('needs content unless the banner is off', () => {
    expect(validateAlert({ ...alert, kind: 'none', content: '' }).valid).toBe(true)
    expect(validateAlert({ ...alert, kind: 'alert', content: '' }).valid).toBe(false)
  })
})
