import { formatBytes, refusalText } from '../../src/domain/apiErrorText'
import { addressFullMessage } from '../../server/uploads/refusals'
import { tooLargeMessage } from '../../server/routes/uploads'
import { busyMessage, WRITE_RULES } from '../../server/limits/rules'
import { UNCLAIMED_UPLOAD_HOURS } from '../../src/domain/attachments'

// Issue #35: the client's words for a code are, in Polish, the server's own words.
describe('a refusal in the page’s language', () => {
  it('is the server’s Polish message when worded in Polish', () => {
    for (const bytes of [1024, 10 * 1024 ** 2, 1.5 * 1024 ** 2, 512]) {
      expect(refusalText({ code: 'FILE_TOO_LARGE', params: { maxBytes: bytes } }, 'pl')).toBe(
        tooLargeMessage(bytes),
      )
    }
    expect(
      refusalText(
        {
          code: 'UPLOAD_ADDRESS_FULL',
          params: { maxBytes: 50 * 1024 ** 2, hours: UNCLAIMED_UPLOAD_HOURS },
        },
        'pl',
      ),
    ).toBe(addressFullMessage(50 * 1024 ** 2))
    for (const window of ['minute', 'hour'] as const)
      expect(refusalText({ code: 'SERVER_BUSY', params: { window } }, 'pl')).toBe(
        busyMessage(window),
      )
    for (const write of ['enrollments', 'surveys', 'uploads'] as const) {
      const { code, message } = WRITE_RULES[write]
      expect(refusalText({ code }, 'pl')).toBe(message)
    }
  })

  it('writes sizes the language’s way', () => {
    expect(formatBytes(1.5 * 1024 ** 2, 'pl')).toBe('1,5 MB')
    expect(formatBytes(1.5 * 1024 ** 2, 'en')).toBe('1.5 MB')
    expect(refusalText({ code: 'FILE_TOO_LARGE', params: { maxBytes: 1024 } }, 'en')).toBe(
      'The file is too large. The largest size allowed is 1 KB.',
    )
  })

  it('falls back on the server’s message, or nothing', () => {
    expect(refusalText({ code: 'NOPE', message: 'Nie.' }, 'en')).toBe('Nie.')
    expect(refusalText(null, 'en')).toBe('')
    expect(refusalText({ code: 'toString' }, 'en')).toBe('')
  })
})
