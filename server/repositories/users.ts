import { asc, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { users } from '../db/schema'

export type User = typeof users.$inferSelect
export type Role = User['role']

export const normalizeEmail = (email: string) => email.trim().toLowerCase()

export function createUserRepository(db: Database) {
  return {
    async byEmail(email: string): Promise<User | undefined> {
      const [user] = await db
        .select()
        .from(users)
        .where(eq(users.email, normalizeEmail(email)))
      return user
    },

    async byId(id: number): Promise<User | undefined> {
      const [user] = await db.select().from(users).where(eq(users.id, id))
      return user
    },

    /** A teacher comes with their classes; any other role has none. */
    async add(user: {
      email: string
      name: string
      role: Role
      passwordHash: string
      classes?: string[]
    }) {
      const [created] = await db
        .insert(users)
        .values({
          ...user,
          email: normalizeEmail(user.email),
          classes: user.role === 'teacher' ? (user.classes ?? []) : [],
        })
        .returning()
      return created!
    },

    list: () => db.select().from(users).orderBy(asc(users.email)),

    /** Revokes every token issued so far (logout). */
    async revokeTokens(id: number) {
      await db
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, id))
    },

    /**
     * Gives an account another role (a teacher's with their classes; any other without) and
     * revokes its tokens, so that none carries the old one.
     */
    async setRole(email: string, role: Role, classes: string[] = []): Promise<boolean> {
      const changed = await db
        .update(users)
        .set({
          role,
          classes: role === 'teacher' ? classes : [],
          tokenVersion: sql`${users.tokenVersion} + 1`,
        })
        .where(eq(users.email, normalizeEmail(email)))
        .returning({ id: users.id })
      return changed.length > 0
    },

    /** Disables an account and revokes its tokens. */
    async disable(email: string): Promise<boolean> {
      const changed = await db
        .update(users)
        .set({ disabled: true, tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.email, normalizeEmail(email)))
        .returning({ id: users.id })
      return changed.length > 0
    },

    /**
     * Changes an account from the staff area. A new role or classes, a disabling or a new password
     * revokes its tokens, as the CLI does. An account that is no teacher after the change has no
     * classes. Undefined when there is no such account.
     */
    async update(
      id: number,
      changes: {
        name?: string
        role?: Role
        classes?: string[]
        disabled?: boolean
        passwordHash?: string
      },
    ): Promise<User | undefined> {
      const before = await this.byId(id)
      if (!before) return undefined
      const role = changes.role ?? before.role
      const classes = role === 'teacher' ? (changes.classes ?? before.classes) : []
      const revoke =
        role !== before.role ||
        classes.join() !== before.classes.join() ||
        (changes.disabled === true && !before.disabled) ||
        changes.passwordHash !== undefined
      const [updated] = await db
        .update(users)
        .set({
          ...changes,
          classes,
          ...(revoke ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
        })
        .where(eq(users.id, id))
        .returning()
      return updated
    },
  }
}
