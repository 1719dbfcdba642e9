import { eq } from 'drizzle-orm'
import { MIN_PASSWORD_LENGTH, verifyPassword } from '../../server/auth/passwords'
import { contentChanges } from '../../server/db/schema'
import { createUserRepository } from '../../server/repositories/users'
import { ACCOUNT_MESSAGES, PASSWORD_MIN_LENGTH } from '../../src/domain/staffAccounts'
import { setUpContentServer } from './support/contentServer'
import { expectFieldRefusal } from './support/refusals'

const server = setUpContentServer()
const users = () => createUserRepository(server.app.db)
const NEW = {
  email: 'Nauczyciel@Szkola.org',
  name: 'Jan Nauczyciel',
  role: 'editor',
  password: 'dwanaście-znaków',
}
let newId: number

const patch = (id: number, body: object, as: 'admin' | 'editor' = 'admin') =>
  server.call('PATCH', `/api/gazda/staff/${id}`, body, as)

describe('/api/gazda/staff, for admins only', () => {
  it('refuses an editor every call with 403', async () => {
    expect((await server.call('GET', '/api/gazda/staff')).statusCode).toBe(403)
    expect((await server.call('POST', '/api/gazda/staff', NEW)).statusCode).toBe(403)
    expect((await patch(server.admin.id, { name: 'X' }, 'editor')).statusCode).toBe(403)
  })

  it('lists the accounts without their password hashes', async () => {
    const response = await server.call('GET', '/api/gazda/staff', undefined, 'admin')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toContainEqual({
      id: server.admin.id,
      email: 'dyrekcja@szkola.org',
      name: 'Anna Dyrektor',
      role: 'admin',
      disabled: false,
      createdAt: expect.any(String),
    })
    expect(response.body).not.toMatch(/passwordHash|tokenVersion/)
  })
})

describe('POST /api/gazda/staff', () => {
  it('adds an account that can log in, and records it in the history without the password', async () => {
    const response = await server.call('POST', '/api/gazda/staff', NEW, 'admin')
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({ email: 'nauczyciel@szkola.org', role: 'editor' })
    newId = response.json().id
    const stored = (await users().byId(newId))!
    await expect(verifyPassword(stored.passwordHash, NEW.password)).resolves.toBe(true)
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: NEW.email, password: NEW.password },
    })
    expect(login.statusCode).toBe(200)
    const rows = await server.app.db
      .select()
      .from(contentChanges)
      .where(eq(contentChanges.recordId, String(newId)))
    expect(rows).toEqual([
      expect.objectContaining({ kind: 'staff', action: 'create', userId: server.admin.id }),
    ])
    expect(rows[0]!.summary).not.toContain(NEW.password)
  })

  it('answers 409 for an e-mail that has an account already', async () => {
    const response = await server.call(
      'POST',
      '/api/gazda/staff',
      { ...NEW, email: 'nauczyciel@szkola.org' },
      'admin',
    )
    expect(response.statusCode).toBe(409)
    expect(response.json().message).toBe(ACCOUNT_MESSAGES.emailTaken)
  })

  it('asks for passwords as long as the CLI does', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(MIN_PASSWORD_LENGTH)
  })

  it('answers 400 by field for a short password, a bad e-mail and no name', async () => {
    const response = await server.call(
      'POST',
      '/api/gazda/staff',
      { email: 'nie-adres', name: ' ', role: 'editor', password: 'krótkie' },
      'admin',
    )
    expectFieldRefusal(response, {
      email: [ACCOUNT_MESSAGES.emailInvalid],
      name: [ACCOUNT_MESSAGES.nameRequired],
      password: [ACCOUNT_MESSAGES.passwordShort],
    })
  })
})

describe('PATCH /api/gazda/staff/:id', () => {
  it('changes the name without revoking the account’s tokens', async () => {
    const before = (await users().byId(newId))!.tokenVersion
    const response = await patch(newId, { name: 'Jan Nowak' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ name: 'Jan Nowak' })
    expect((await users().byId(newId))!.tokenVersion).toBe(before)
  })

  it.each([
    ['a new role', { role: 'admin' }],
    ['a new password', { password: 'inne-długie-hasło' }],
    ['disabling', { disabled: true }],
  ])('revokes the account’s tokens on %s', async (_, changes) => {
    const before = (await users().byId(newId))!.tokenVersion
    expect((await patch(newId, changes)).statusCode).toBe(200)
    expect((await users().byId(newId))!.tokenVersion).toBe(before + 1)
  })

  it('enables a disabled account again, and the new password is the one that logs in', async () => {
    expect((await patch(newId, { disabled: false })).json()).toMatchObject({ disabled: false })
    const stored = (await users().byId(newId))!
    await expect(verifyPassword(stored.passwordHash, 'inne-długie-hasło')).resolves.toBe(true)
  })

  it('records each change in the history, naming no password', async () => {
    const rows = await server.app.db
      .select()
      .from(contentChanges)
      .where(eq(contentChanges.recordId, String(newId)))
    expect(rows.filter((row) => row.action === 'update')).toHaveLength(5)
    for (const row of rows) {
      expect(row.kind).toBe('staff')
      expect(row.summary).not.toContain('inne-długie-hasło')
    }
  })

  it('refuses an admin disabling or demoting themself with a 400 and a message', async () => {
    for (const changes of [{ disabled: true }, { role: 'editor' }]) {
      const response = await patch(server.admin.id, changes)
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toBe(ACCOUNT_MESSAGES.notYourself)
    }
    expect((await users().byId(server.admin.id))!).toMatchObject({
      role: 'admin',
      disabled: false,
    })
  })

  it('answers 400 for a short password, and 404 for an unknown account', async () => {
    const short = await patch(newId, { password: 'krótkie' })
    expectFieldRefusal(short, { password: [ACCOUNT_MESSAGES.passwordShort] })
    expect((await patch(999_999, { name: 'Nikt' })).statusCode).toBe(404)
    expect((await patch(newId, {})).statusCode).toBe(400)
  })
})
