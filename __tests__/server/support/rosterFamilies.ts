// Issue #31's twelve families, with siblings in other levels and shifts and each child's own
// status, as the office's clicks would leave them: the class lists' server and browser tests.
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { enrollments, students } from '../../../server/db/schema'
import type { EnrollmentStatus } from '../../../src/domain/enrollment/status'
import { family, student } from '../../domain/enrollment/fixtures'

type Child = [
  firstName: string,
  level: string,
  shift: number,
  status: EnrollmentStatus,
  comments?: string,
]

export const ROSTER_FAMILIES: [lastName: string, children: Child[]][] = [
  [
    'Żółkiewski',
    [
      ['Jan', 'klasa-1', 2, 'accepted'],
      ['Szymon', 'klasa-5', 1, 'accepted'],
      ['Ignacy', 'zerowka', 2, 'accepted'],
    ],
  ],
  [
    'Łukasik',
    [
      ['Ala', 'klasa-1', 2, 'accepted', 'Alergia na orzechy'],
      ['Bartek', 'klasa-2', 2, 'accepted'],
    ],
  ],
  [
    'Lis',
    [
      ['Ewa', 'klasa-1', 2, 'waitlisted'],
      ['Olek', 'klasa-1', 1, 'accepted'],
    ],
  ],
  ['Nowak', [['Ola', 'klasa-1', 2, 'accepted']]],
  ['Adamska', [['Zosia', 'klasa-1', 2, 'rejected']]],
  ['Kowalski', [['Piotr', 'klasa-1', 2, 'new']]],
  ['Wiśniewska', [['Hania', 'klasa-1', 2, 'waitlisted']]],
  [
    'Zieliński',
    [
      ['Kuba', 'klasa-1', 2, 'withdrawn'],
      ['Maja', 'klasa-1', 2, 'accepted'],
    ],
  ],
  ['Ślusarz', [['Tymon', 'klasa-1', 2, 'accepted']]],
  ['Mazur', [['Igor', 'klasa-3', 2, 'accepted']]],
  ['Szymańska', [['Lena', 'klasa-1', 1, 'accepted']]],
  ['Krawczyk', [['Nina', 'klasa-1', 2, 'accepted', '=HYPERLINK("http://zly.example")']]],
]

/** The klasa-1 afternoon (shift 2) list, as Polish sorts the names (Ł after L, Ś after S, Ż last). */
export const KLASA_1_AFTERNOON = [
  'Krawczyk Nina',
  'Łukasik Ala',
  'Nowak Ola',
  'Ślusarz Tymon',
  'Zieliński Maja',
  'Żółkiewski Jan',
]

/** Its wait-list, in the order the families came. */
export const KLASA_1_AFTERNOON_WAITLIST = ['Lis Ewa', 'Wiśniewska Hania']

/** Every family sent as the form sends it, then each child's status set in the database. */
export async function enrolRosterFamilies(app: FastifyInstance) {
  for (const [lastName, children] of ROSTER_FAMILIES) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/enrollments',
      payload: family({
        motherLastName: lastName,
        fatherLastName: lastName,
        students: children.map(([firstName, level, shift, , comments = '']) =>
          student({ firstName, lastName, level, buildingId: String(shift), comments }),
        ),
      }),
    })
    expect(response.statusCode).toBe(201)
    const [row] = await app.db
      .select({ id: enrollments.id })
      .from(enrollments)
      .where(eq(enrollments.number, response.json<{ number: string }>().number))
    for (const [firstName, , , status] of children)
      await app.db
        .update(students)
        .set({ status })
        .where(and(eq(students.enrollmentId, row!.id), eq(students.firstName, firstName)))
  }
}
