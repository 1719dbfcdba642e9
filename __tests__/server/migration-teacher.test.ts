import { sql } from 'drizzle-orm'
import { MIGRATIONS, olderReleases } from './support/oldDatabase'

// Issue #30: the teacher role and its classes. A database made before it keeps its editors and
// admins, with no classes; from then on it takes teachers with their classes, and classes on no
// other role.
const older = olderReleases()

it('keeps editors and admins without classes, and takes teachers with theirs', () =>
  older.from('0007_teacher_role', async (old) => {
    await old.db.execute(sql`insert into users (email, name, role, password_hash) values
      ('redakcja@szkola.org', 'Redakcja', 'editor', 'x'), ('dyrekcja@szkola.org', 'Dyrekcja', 'admin', 'x')`)
    await expect(
      old.db.execute(
        sql`insert into users (email, name, role, password_hash) values ('n@y.z', 'N', 'teacher', 'x')`,
      ),
    ).rejects.toThrow()
    await old.migrate(MIGRATIONS)
    const before = await old.db.execute<{ email: string; role: string; classes: unknown }>(
      sql`select email, role, classes from users order by email`,
    )
    expect(before.rows).toEqual([
      { email: 'dyrekcja@szkola.org', role: 'admin', classes: [] },
      { email: 'redakcja@szkola.org', role: 'editor', classes: [] },
    ])
    await old.db.execute(sql`insert into users (email, name, role, password_hash, classes)
      values ('n@y.z', 'N', 'teacher', 'x', '["klasa-3", "klasa-4"]'::jsonb)`)
    const teacher = await old.db.execute<{ role: string; classes: unknown }>(
      sql`select role, classes from users where email = 'n@y.z'`,
    )
    expect(teacher.rows).toEqual([{ role: 'teacher', classes: ['klasa-3', 'klasa-4'] }])

    const refused = [
      // No such role.
      sql`insert into users (email, name, role, password_hash) values ('a@y.z', 'A', 'dyrektor', 'x')`,
      // Classes on an editor.
      sql`insert into users (email, name, role, password_hash, classes)
        values ('b@y.z', 'B', 'editor', 'x', '["klasa-3"]'::jsonb)`,
      // Classes that are not a list.
      sql`insert into users (email, name, role, password_hash, classes)
        values ('c@y.z', 'C', 'teacher', 'x', '{"klasa-3": true}'::jsonb)`,
      // A teacher made an editor keeping the classes.
      sql`update users set role = 'editor' where email = 'n@y.z'`,
    ]
    for (const statement of refused) await expect(old.db.execute(statement)).rejects.toThrow()
  }))
