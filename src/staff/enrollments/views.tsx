// The enrolments' screens (./screens.ts): the list and a family's record.
import type { ScreenViews } from '../routes'
import { EnrollmentList } from './EnrollmentList'
import { EnrollmentRecordView } from './EnrollmentRecordView'
import type { enrollmentScreens } from './screens'

export const enrollmentViews: ScreenViews<typeof enrollmentScreens> = {
  enrollments: () => <EnrollmentList />,
  enrollment: ({ id }) => <EnrollmentRecordView id={id} />,
}
