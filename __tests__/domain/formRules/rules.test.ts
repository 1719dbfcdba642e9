import { RULE_NAMES, passes, type RuleName } from '../../../src/domain/formRules'
import { JPEG, PDF, PNG, contextOf } from './fixtures'

interface Vector {
  rule: RuleName
  args: unknown[]
  value: unknown
  ok: boolean
  /** The field's name, for confirm. */
  name?: string
}

const v = (
  rule: RuleName,
  args: unknown[],
  value: unknown,
  ok: boolean,
  name?: string,
): Vector => ({
  rule,
  args,
  value,
  ok,
  name,
})

/** SPEC.md §5 "Form library rules available", in the spec's order. */
const SPEC_RULES = [
  'accepted', 'after', 'before', 'alpha', 'alphanumeric', 'between', 'confirm', 'date', 'email',
  'endsWith', 'startsWith', 'in', 'not', 'matches', 'mime', 'min', 'max', 'number', 'required',
  'url', 'bail', 'optional',
] // prettier-ignore

/** SPEC.md §5 "Form library rules", each with values it passes and values it fails. */
const VECTORS: Vector[] = [
  v('accepted', [], 'yes', true),
  v('accepted', [], 'on', true),
  v('accepted', [], '1', true),
  v('accepted', [], 1, true),
  v('accepted', [], 'true', true),
  v('accepted', [], true, true),
  v('accepted', [], 'no', false),
  v('accepted', [], 'YES', false),
  v('accepted', [], false, false),
  v('accepted', [], 0, false),
  v('accepted', [], '', false),
  v('accepted', [], undefined, false),

  v('after', [], '2025-09-07', true),
  v('after', [], '2025-09-06', false),
  v('after', [], '2025-09-06T12:00:01Z', true),
  v('after', [], new Date('2026-01-01'), true),
  v('after', ['2025-01-01'], '2025-01-02', true),
  v('after', ['2025-01-01'], '2025-01-01', false),
  v('after', [new Date('2025-01-01T00:00:00Z')], '2025-03-01', true),
  v('after', [], 'jutro', false),
  v('after', [], '2025-02-30', false),
  v('after', [], undefined, false),

  v('before', [], '2025-09-05', true),
  v('before', [], '2025-09-07', false),
  v('before', ['2022-09-01'], '2022-08-31', true),
  v('before', ['2022-09-01'], '2022-09-01', false),
  v('before', [], '', false),

  v('alpha', [], 'Łódź', true),
  v('alpha', [], 'Gżegżółka', true),
  v('alpha', [], 'ŻÓŁĆĘŚĄŹŃ', true),
  v('alpha', [], 'Müller', true),
  v('alpha', [], 'Klasa3', false),
  v('alpha', [], 'Jan Kowalski', false),
  v('alpha', [], '', false),
  v('alpha', [], 123, false),
  v('alpha', ['latin'], 'Lodz', true),
  v('alpha', ['latin'], 'Łódź', false),

  v('alphanumeric', [], 'Klasa3b', true),
  v('alphanumeric', [], 'źdźbło2', true),
  v('alphanumeric', [], 'a-b', false),
  v('alphanumeric', ['latin'], 'abc123', true),
  v('alphanumeric', ['latin'], 'ą1', false),

  v('between', [5, 10], 'abcde', true),
  v('between', [5, 10], 'abcdefghij', true),
  v('between', [5, 10], 'abcd', false),
  v('between', [5, 10], 'abcdefghijk', false),
  v('between', [1, 10], 10, true),
  v('between', [1, 10], 0, false),
  v('between', [1, 10], 11, false),
  v('between', [1, 3], ['a', 'b'], true),
  v('between', [1, 3], [], false),
  v('between', ['5', '10'], 'abcdef', true),
  v('between', [5, 10, 'value'], '7', true),
  v('between', [5, 10, 'value'], 'siedem', false),
  v('between', [1, 2, 'length'], 12, true),
  v('between', [1, 10], {}, false),
  v('between', [1, 10], null, false),

  v('confirm', [], 'tajne123', true, 'password'),
  v('confirm', [], 'tajne124', false, 'password'),
  v('confirm', [], 'tajne123', true, 'password_confirm'),
  v('confirm', [], 'jan@example.pl', false, 'email'),
  v('confirm', ['password'], 'tajne123', true, 'repeat'),
  v('confirm', ['password'], '', false, 'repeat'),

  v('date', [], '2025-09-06', true),
  v('date', [], '2024-02-29', true),
  v('date', [], '2025-02-29', false),
  v('date', [], '2025-09-06T09:30', true),
  v('date', [], '06.09.2025', false),
  v('date', [], '1', false),
  v('date', [], new Date('2025-01-01'), true),
  v('date', [], new Date('nie data'), false),
  v('date', ['DD.MM.YYYY'], '06.09.2025', true),
  v('date', ['DD.MM.YYYY'], '31.02.2025', false),
  v('date', ['DD.MM.YYYY'], '6.9.2025', false),
  v('date', ['D.M.YYYY'], '6.9.2025', true),
  v('date', ['MM/DD/YY'], '09/06/25', true),
  v('date', ['YYYY-MM'], '2025-09', true),
  v('date', ['YYYY-MM'], '2025-13', false),

  v('email', [], 'jan.kowalski@example.pl', true),
  v('email', [], 'jan@localhost', false),
  v('email', [], 'jan@', false),
  v('email', [], 'jan kowalski@example.pl', false),
  v('email', [], '', false),
  v('email', [], undefined, false),

  v('endsWith', ['.pl', '.com'], 'szkola.pl', true),
  v('endsWith', ['.pl', '.com'], 'szkola.org', false),
  v('endsWith', [], 'cokolwiek', true),
  v('endsWith', ['.pl'], 5, false),

  v('in', ['Y', 'N'], 'Y', true),
  v('in', ['Y', 'N'], 'y', false),
  v('in', [1, 2], '1', false),
  v('in', [{ id: 1 }], { id: 1 }, true),
  v('in', [{ id: 1 }], { id: 1, name: 'a' }, false),

  v('matches', [/^\d{5}$/], '60601', true),
  v('matches', [/^\d{5}$/], '6060', false),
  v('matches', ['/^\\d{5}$/'], '60601', true),
  v('matches', ['/^tak$/i'], 'TAK', true),
  v('matches', ['tak', 'nie'], 'nie', true),
  v('matches', ['tak'], 'Tak', false),
  v('matches', [/^\d+$/], 123, true),
  v('matches', [/^\d+$/], ['1'], false),

  v('mime', ['image/png'], PNG, true),
  v('mime', ['image/png'], JPEG, false),
  v('mime', ['image/*'], JPEG, true),
  v('mime', ['IMAGE/PNG'], PNG, true),
  v('mime', ['application/pdf', 'image/png'], [PDF, PNG], true),
  v('mime', ['image/png'], [PNG, PDF], false),
  v('mime', ['image/png'], [], true),
  v('mime', ['image/png'], 'zdjecie.png', false),

  v('min', [5], 'abcde', true),
  v('min', [5], 'abcd', false),
  v('min', [5], '12345', true),
  v('min', [5], '99', false),
  v('min', [5], 5, true),
  v('min', [5], 4, false),
  v('min', [5, 'length'], 12345, true),
  v('min', [5, 'length'], 1234, false),
  v('min', [5, 'value'], '7', true),
  v('min', [5, 'value'], '4', false),
  v('min', [2], ['a', 'b'], true),
  v('min', [2], ['a'], false),
  v('min', [1], null, false),

  v('max', [10], 'abc', true),
  v('max', [3], 'abcd', false),
  v('max', [10], 10, true),
  v('max', [10], 11, false),
  v('max', [2, 'length'], 123, false),
  v('max', [100, 'value'], '99', true),
  v('max', [2], ['a', 'b', 'c'], false),
  v('max', [2], true, false),

  v('not', ['truskawka', 'banan'], 'jabłko', true),
  v('not', ['truskawka', 'banan'], 'banan', false),
  v('not', [{ id: 1 }], { id: 1 }, false),
  v('not', ['banan'], undefined, true),

  v('number', [], 12, true),
  v('number', [], '12', true),
  v('number', [], '-0.5', true),
  v('number', [], '1e3', true),
  v('number', [], '12a', false),
  v('number', [], '3,5', false),
  v('number', [], '0x10', false),
  v('number', [], '', false),
  v('number', [], NaN, false),
  v('number', [], Infinity, false),
  v('number', [], null, false),

  v('required', [], 'a', true),
  v('required', [], '', false),
  v('required', [], '   ', false),
  v('required', [false], '   ', true),
  v('required', ['false'], '   ', true),
  v('required', [false], '', false),
  v('required', [], null, false),
  v('required', [], undefined, false),
  v('required', [], [], false),
  v('required', [], [PNG], true),
  v('required', [], {}, false),
  v('required', [], 0, true),
  v('required', [], false, true),

  v('startsWith', ['https://'], 'https://szkola.org', true),
  v('startsWith', ['https://'], 'http://szkola.org', false),
  v('startsWith', ['a', 'b'], 'bob', true),

  v('url', [], 'https://polskaszkola.org', true),
  v('url', [], 'http://example.com/plan?klasa=3#sobota', true),
  v('url', [], 'ftp://example.com', false),
  v('url', [], 'example.com', false),
  v('url', [], 'https://', false),
  v('url', [], 'https://exa mple.com', false),
  v('url', [], 'javascript:alert(1)', false),
  v('url', [], '', false),
  v('url', [], 42, false),

  v('bail', [], '', true),
  v('optional', [], undefined, true),
]

describe('the form library rules (SPEC.md §5)', () => {
  it.each(VECTORS)('$rule $args: $value → $ok', ({ rule, args, value, ok, name }) => {
    expect(passes(rule, contextOf(value, name), args)).toBe(ok)
  })

  it('has a passing and a failing vector for every rule but the modifiers', () => {
    for (const rule of RULE_NAMES.filter((name) => name !== 'bail' && name !== 'optional')) {
      const outcomes = VECTORS.filter((vector) => vector.rule === rule).map(({ ok }) => ok)
      expect([rule, outcomes.includes(true), outcomes.includes(false)]).toEqual([rule, true, true])
    }
  })

  it('offers exactly the rules the spec lists', () => {
    expect([...RULE_NAMES].sort()).toEqual([...SPEC_RULES].sort())
  })
})

describe('after and before', () => {
  it('compare with the clock the context gives, not the machine’s', () => {
    const later = { ...contextOf('2025-09-07'), now: () => new Date('2025-09-08T00:00:00Z') }
    expect(passes('after', contextOf('2025-09-07'), [])).toBe(true)
    expect(passes('after', later, [])).toBe(false)
  })

  it('read the real clock when none is given', () => {
    const { now: _now, ...withoutClock } = contextOf('2999-01-01')
    expect(passes('after', withoutClock, [])).toBe(true)
    expect(passes('before', withoutClock, [])).toBe(false)
  })

  it('refuse a date to compare with that is not a date', () => {
    expect(() => passes('after', contextOf('2025-09-07'), ['wczoraj'])).toThrow(/wczoraj/)
  })
})

describe('rule arguments', () => {
  it('refuse a bound that is not a number', () => {
    expect(() => passes('min', contextOf('abc'), ['pięć'])).toThrow(/min needs a number/)
    expect(() => passes('between', contextOf('abc'), [1])).toThrow(/between needs a number/)
  })

  it('refuse an unknown letter set', () => {
    expect(() => passes('alpha', contextOf('abc'), ['cyrillic'])).toThrow(/cyrillic/)
  })

  it('use a global pattern without carrying state from one test to the next', () => {
    const pattern = /^\d+$/g
    expect(passes('matches', contextOf('123'), [pattern])).toBe(true)
    expect(passes('matches', contextOf('123'), [pattern])).toBe(true)
    expect(pattern.lastIndex).toBe(0)
  })
})
