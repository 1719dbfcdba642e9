// Generators shared by the property tests of the public write endpoints (issue #8): the ways a
// body can be broken, and the text the database cannot keep.
import fc from 'fast-check'

/** How many bodies each endpoint gets (issue #8 asks for at least 1,000). */
export const RUNS = 1000

/** Text PostgreSQL cannot keep as sent: U+0000 anywhere, an unpaired UTF-16 surrogate in jsonb. */
export const UNSTORABLE_TEXT = ['\u0000', 'Ola\u0000', '\ud800', '\udfff', 'a\udc00b', 'b\ud83d']

/** Strange text a parent could still type: RTL marks, zero widths, emoji, combining accents. */
export const ODD_TEXT = [
  '',
  ' ',
  '\t\n',
  '\u202eevil',
  '\u200fימין',
  '\u200b',
  '\ufeffOla',
  '👩‍👧‍👦',
  'Zażółć gęślą jaźń',
  'Zo\u0308e',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  '<script>alert(1)</script>',
  "'; DROP TABLE enrollments; --",
  '\\u0000',
  '%00',
]

export const oddString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...UNSTORABLE_TEXT, ...ODD_TEXT),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
)

/** Past the fields' limits (36, 76, 2001), up to past the body limit (64 KiB). */
export const hugeString: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom(36, 76, 101, 2001, 10_000, 60_000, 100_000),
    fc.constantFrom('x', 'ż', '😀'),
  )
  .map(([length, char]) => char.repeat(length))

/** [[[…0…]]] or {"a":{"a":…}}, up to 2,000 levels. */
export const deeplyNested: fc.Arbitrary<unknown> = fc
  .tuple(fc.constantFrom(10, 100, 2000), fc.boolean())
  .map(([depth, asArray]) => {
    let value: unknown = 0
    for (let level = 0; level < depth; level += 1) value = asArray ? [value] : { a: value }
    return value
  })

export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }),
)

/** Dates at and past the birth-date range, impossible days, and other spellings of a day. */
export const oddDate: fc.Arbitrary<string> = fc.constantFrom(
  '0001-01-01',
  '9999-12-31',
  '2015-02-30',
  '2015-02-29',
  '2016-02-29',
  '2015-13-01',
  '2015-00-10',
  '2015-5-5',
  '05.05.2015',
  '2015-05-05T00:00:00Z',
  ' 2015-05-05',
  '+002015-05-05',
  '2006-12-31',
  '2007-01-01',
  '2022-09-01',
  '2022-09-02',
)

/** Any value a field can be given. */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: oddString },
  { weight: 1, arbitrary: hugeString },
  { weight: 1, arbitrary: deeplyNested },
  { weight: 3, arbitrary: wrongType },
  { weight: 1, arbitrary: oddDate },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
)

const unknownKey = fc.constantFrom('id', 'admin', 'status', '__proto__', 'constructor', 'ąę', '')

/**
 * A valid record as it is (about half the time) or with one thing wrong: a field set to `values`
 * (the endpoint's near misses and anything else), a field dropped, or an unknown field added.
 */
export function mutatedRecord<T extends object>(
  valid: fc.Arbitrary<T>,
  keys: readonly string[],
  values: fc.Arbitrary<unknown> = anyValue,
): fc.Arbitrary<unknown> {
  const record = valid as fc.Arbitrary<Record<string, unknown>>
  return fc.oneof(
    { weight: 6, arbitrary: record },
    {
      weight: 4,
      arbitrary: fc
        .tuple(record, fc.constantFrom(...keys), values)
        .map(([base, key, value]) => ({ ...base, [key]: value })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(record, fc.constantFrom(...keys)).map(([base, key]) => {
        const { [key]: _dropped, ...rest } = base
        return rest
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(record, unknownKey, anyValue)
        .map(([base, key, value]) => Object.defineProperty({ ...base }, key, dataProperty(value))),
    },
  )
}

// defineProperty, so that '__proto__' becomes a key of the JSON rather than the prototype.
const dataProperty = (value: unknown): PropertyDescriptor => ({
  value,
  enumerable: true,
  writable: true,
  configurable: true,
})

/** A whole body of the wrong shape: a scalar, a huge string, deep nesting, an array of bodies. */
export const wrongBody = (valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
  fc.oneof(wrongType, hugeString, deeplyNested, fc.array(valid, { minLength: 1, maxLength: 2 }))

/** A JSON object (not an array, not null), the only body the form endpoints take. */
export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

// U+0000 (PostgreSQL's text has no NUL), or a surrogate without its pair (not Unicode at all).
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
const isUnstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text)

/** Whether any string in the value, keys included, is text the database cannot keep as sent. */
export function hasUnstorableText(value: unknown): boolean {
  const pending = [value]
  while (pending.length > 0) {
    const next = pending.pop()
    if (typeof next === 'string') {
      if (isUnstorable(next)) return true
    } else if (typeof next === 'object' && next !== null) {
      for (const [key, item] of Object.entries(next)) pending.push(key, item)
    }
  }
  return false
}

/** A thousand requests take longer than jest's usual 30 s on a small machine. */
export const PROPERTY_TIMEOUT_MS = 120_000
