// Property tests of POST /api/photo-reports (issues #8 and #10): generated bodies, valid and
// broken, against the real server and database. Never a 5xx, never a 2xx for an invalid body,
// and a row only for a valid one.
import { appendFile, cp } from 'node:fs/promises'
import path from 'node:path'
import { count } from 'drizzle-orm'
import fc from 'fast-check'
import { photoTakedownRequests } from '../../../server/db/schema'
import { PHOTO_REPORTS_PATH } from '../../../server/routes/photoReports'
import { EMAIL_PATTERN } from '../../../src/domain/enrollment/constants'
import { PHOTO_REPORT_LIMITS } from '../../../src/domain/photoReport'
import { REPO_CONTENT, setUpContentServer } from '../support/contentServer'
import { floodLimits } from '../support/limits'
import {
  anyValue,
  hasUnstorableText,
  isPlainObject,
  mutatedRecord,
  oddString,
  PROPERTY_TIMEOUT_MS,
  wrongBody,
} from './arbitraries'
import { assertOnMixedCases, expectAnswer, expectCounts, grownBy, rowCounts } from './checks'
import { NOT_JSON, postBody, readBody, sentBody, type Sent } from './wire'

const server = setUpContentServer(() => ({ limits: floodLimits() }))
const ALBUM = '2024-2025/andrzejki'

/** The photo the site shows; the album's other one is hidden (beforeAll). */
const SHOWN = new Set(['2024-2025/andrzejki/01.jpg'])
const HIDDEN = '02.jpg'
const KEYS = ['years', 'album', 'photo', 'reason', 'email'] as const

beforeAll(async () => {
  const folder = path.join(server.contentDir, 'gallery', ALBUM)
  await cp(path.join(REPO_CONTENT, 'gallery', ALBUM), folder, { recursive: true })
  await appendFile(path.join(folder, 'album.yaml'), `hidden:\n  - ${HIDDEN}\n`)
})

/** The shown photo, the hidden one, or one a stale page or a guess could name. */
const target = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom(...SHOWN).map((name) => {
      const [years, album, photo] = name.split('/')
      return { years: years!, album: album!, photo: photo! }
    }),
  },
  { weight: 1, arbitrary: fc.constant({ years: '2024-2025', album: 'andrzejki', photo: HIDDEN }) },
  {
    weight: 1,
    arbitrary: fc.record({
      years: fc.constantFrom('2024-2025', '2009-2010', '2024/2025', ''),
      album: fc.constantFrom('andrzejki', 'jaselka', 'nie-ma', '..', 'ANDRZEJKI'),
      photo: fc.constantFrom('01.jpg', '01.JPG', '09.jpg', 'album.yaml', '../01.jpg', ''),
    }),
  },
)

const reason = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      'Na zdjęciu jest moje dziecko.',
      'Proszę usunąć 👩‍👧‍👦',
      'r'.repeat(2000),
      'r'.repeat(2001),
    ),
  },
  { weight: 2, arbitrary: fc.string({ minLength: 1, maxLength: 80 }) },
  { weight: 1, arbitrary: oddString },
)
const email = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('mama@example.com', ' Tata@Poczta.PL ', '') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'nie-email',
      'a@localhost',
      'a@b.pl, c@d.pl',
      `${'a'.repeat(63)}@example.com`,
      `${'a'.repeat(64)}@example.com`,
    ),
  },
  { weight: 1, arbitrary: oddString },
)

const validish = fc
  .tuple(target, reason, fc.option(email, { nil: undefined }))
  .map(([where, text, address]) =>
    address === undefined ? { ...where, reason: text } : { ...where, reason: text, email: address },
  )

const body: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 10, arbitrary: mutatedRecord(validish, KEYS, anyValue) },
  { weight: 1, arbitrary: wrongBody(validish) },
)

/** The spec of the endpoint, judged without the server: does this JSON add a request? */
function isStored(wire: unknown): boolean {
  if (wire === NOT_JSON || !isPlainObject(wire)) return false
  const keys = Object.keys(wire)
  if (!keys.every((key) => (KEYS as readonly string[]).includes(key))) return false
  const { years, album, photo, reason: text, email: address = '' } = wire
  if (![years, album, photo, text, address].every((value) => typeof value === 'string')) {
    return false
  }
  if (!SHOWN.has(`${years}/${album}/${photo}`)) return false
  const why = text as string
  if (why.trim() === '' || why.length > PHOTO_REPORT_LIMITS.reason || hasUnstorableText(why)) {
    return false
  }
  const contact = (address as string).trim()
  return (
    contact === '' || (contact.length <= PHOTO_REPORT_LIMITS.email && EMAIL_PATTERN.test(contact))
  )
}

const submit = (sent: Sent) => postBody(server.app, PHOTO_REPORTS_PATH, sent)

const counts = async () => {
  const [{ n }] = (await server.app.db.select({ n: count() }).from(photoTakedownRequests)) as [
    { n: number },
  ]
  return { ...(await rowCounts(server.app)), photoReports: n }
}

describe('POST /api/photo-reports, with generated bodies', () => {
  it(
    'stores one request exactly when the body names a shown photo with a valid reason and e-mail',
    async () => {
      await assertOnMixedCases((cases) =>
        fc.asyncProperty(sentBody(body), async (sent) => {
          const before = await counts()
          const stored = isStored(readBody(sent))
          cases.count(stored)
          const response = await submit(sent)
          if (stored) {
            expectAnswer(response, [201])
            expect(response.json()).toEqual({ id: expect.any(Number) })
            expectCounts(await counts(), grownBy(before, { photoReports: 1 } as never), response)
          } else {
            expectAnswer(response, [400, 404, 413, 415])
            expectCounts(await counts(), before, response)
          }
        }),
      )
    },
    PROPERTY_TIMEOUT_MS,
  )
})
