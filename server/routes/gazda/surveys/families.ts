import { desc, inArray, or, sql } from 'drizzle-orm'
import { familyName, surveyEmails, type SurveyFamily } from '../../../../src/domain/survey/family'
import type { SurveyValues } from '../../../../src/domain/survey/values'
import type { Database } from '../../../db/client'
import { enrollments } from '../../../db/schema'

type Answer = { answers: unknown }

/**
 * Each answer with the family that answered: the newest enrolment whose mother's or father's
 * e-mail is one the answer gives (letter case aside), or null. One query for a whole page.
 */
export async function withFamilies<T extends Answer>(
  db: Database,
  items: T[],
): Promise<(T & { family: SurveyFamily | null })[]> {
  const emailsOf = (item: T) =>
    surveyEmails((item.answers ?? {}) as Partial<SurveyValues>).map((e) => e.toLowerCase())
  const wanted = [...new Set(items.flatMap(emailsOf))]
  const parentEmail = (field: string) => sql<string>`lower(${enrollments.family}->>${field})`
  const rows =
    wanted.length === 0
      ? []
      : await db
          .select({ id: enrollments.id, number: enrollments.number, family: enrollments.family })
          .from(enrollments)
          .where(
            or(
              inArray(parentEmail('motherEmail'), wanted),
              inArray(parentEmail('fatherEmail'), wanted),
            ),
          )
          .orderBy(desc(enrollments.createdAt), desc(enrollments.id))
  return items.map((item) => {
    const emails = emailsOf(item)
    const row = rows.find(({ family }) => {
      const { motherEmail, fatherEmail } = family as Record<string, string | undefined>
      return [motherEmail, fatherEmail].some((e) => e && emails.includes(e.toLowerCase()))
    })
    const family = row?.family as { motherLastName?: string; fatherLastName?: string } | undefined
    return {
      ...item,
      family: row
        ? { name: familyName(family ?? {}), enrollmentId: row.id, number: row.number }
        : null,
    }
  })
}
