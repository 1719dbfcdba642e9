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

    async add(user: { email: string; name: string; role: Role; passwordHash: string }) {
      const [created] = await db
        .insert(users)
        .values({ ...user, email: normalizeEmail(user.email) })
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

    /** Gives an account another role and revokes its tokens, so that none carries the old one. */
    async setRole(email: string, role: Role): Promise<boolean> {
      const changed = await db
        .update(users)
        .set({ role, tokenVersion: sql`${users.tokenVersion} + 1` })
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
     * Changes an account from the staff area. A new role, a disabling or a new password revokes
     * its tokens, as the CLI does. Undefined when there is no such account.
     */
    async update(
      id: number,
      changes: { name?: string; role?: Role; disabled?: boolean; passwordHash?: string },
    ): Promise<User | undefined> {
      const before = await this.byId(id)
      if (!before) return undefined
      const revoke =
        (changes.role !== undefined && changes.role !== before.role) ||
        (changes.disabled === true && !before.disabled) ||
        changes.passwordHash !== undefined
      const [updated] = await db
        .update(users)
        .set({
          ...changes,
          ...(revoke ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
        })
        .where(eq(users.id, id))
        .returning()
      return updated
    },
  }
}
