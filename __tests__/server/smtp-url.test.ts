import { smtpOptionsOf } from '../../server/mail'

// SMTP_URL read without nodemailer's undocumented parser, so that the timeouts, the pool and DKIM
// given beside it are not dropped (a transport given `url` reads nothing else).
describe('smtpOptionsOf', () => {
  it('reads host, port, TLS and the account, with escaped characters decoded', () => {
    expect(smtpOptionsOf('smtp://biuro%40szkola.org:p%40ss%3Aw@mail.szkola.org:2525')).toEqual({
      host: 'mail.szkola.org',
      port: 2525,
      secure: false,
      auth: { user: 'biuro@szkola.org', pass: 'p@ss:w' },
    })
    expect(smtpOptionsOf('smtps://mail.szkola.org')).toEqual({
      host: 'mail.szkola.org',
      port: 465,
      secure: true,
    })
    expect(smtpOptionsOf('smtp://[::1]')).toMatchObject({ host: '::1', port: 587 })
  })

  it('takes query settings as nodemailer’s URL form does: booleans, numbers, one dotted level', () => {
    expect(
      smtpOptionsOf('smtp://127.0.0.1:25/?ignoreTLS=true&tls.rejectUnauthorized=false&name=szkola'),
    ).toEqual({
      host: '127.0.0.1',
      port: 25,
      secure: false,
      ignoreTLS: true,
      tls: { rejectUnauthorized: false },
      name: 'szkola',
    })
  })

  it('refuses what is not an SMTP URL, saying what one looks like', () => {
    for (const url of ['mail.szkola.org:587', 'http://mail.szkola.org', ''])
      expect(() => smtpOptionsOf(url)).toThrow(
        'SMTP_URL must be like smtp://user:password@host:587',
      )
  })
})
