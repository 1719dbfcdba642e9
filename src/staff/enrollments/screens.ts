// The enrolments' screens: the list and a family's record (/gazda/zapisy/, /gazda/zapisy/{id}/).
import { STAFF_KINDS } from '../../domain/routes'
import { screen } from '../screen'

const kind = STAFF_KINDS.enrollments

export const enrollmentScreens = {
  enrollments: screen({ kind, title: 'Zapisy', panel: ['data', 10] }),
  enrollment: screen({ kind, record: 'number', title: 'Zgłoszenie', back: 'enrollments' }),
}
