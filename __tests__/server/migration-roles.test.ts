import { sql } from 'drizzle-orm'
import { MIGRATIONS, olderReleases } from './support/oldDatabase'

// Issue #7: a database made before the roles changed has 'staff' accounts; the migration makes
// them editors, and from then on the database takes 'editor' and 'admin' only.
const older = olderReleases()

it('turns staff accounts into editors, keeps admins, and refuses any other role after', () =>
  older.from('0001_roles_and_content_changes', async (old) => {
    // Before issue #7: 0000_init alone.
    await old.db.execute(sql`insert into users (email, name, role, password_hash) values
      ('biuro@szkola.org', 'Biuro', 'staff', 'x'), ('dyrekcja@szkola.org', 'Dyrekcja', 'admin', 'x')`)
    await old.migrate(MIGRATIONS)
    const result = await old.db.execute<{ email: string; role: string }>(
      sql`select email, role from users order by email`,
    )
    expect(result.rows).toEqual([
      { email: 'biuro@szkola.org', role: 'editor' },
      { email: 'dyrekcja@szkola.org', role: 'admin' },
    ])
    await expect(
      old.db.execute(
        sql`insert into users (email, name, role, password_hash) values ('x@y.z', 'X', 'staff', 'x')`,
      ),
    ).rejects.toThrow()
    await old.db.execute(
      sql`insert into users (email, name, password_hash) values ('n@y.z', 'N', 'x')`,
    )
    const fresh = await old.db.execute<{ role: string }>(
      sql`select role from users where email = 'n@y.z'`,
    )
    expect(fresh.rows).toEqual([{ role: 'editor' }])
  }))
