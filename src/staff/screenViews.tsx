// Each screen's component, one line per feature (the feature's folder exports its screens'
// components beside its screens.ts). TypeScript makes it as complete as the screen table
// (./routes.ts): a screen without its component does not compile.
import type { ReactElement } from 'react'
import { accountViews } from './accounts/Accounts'
import { dashboardViews } from './dashboard/Dashboard'
import { declaredViews } from './declared/DeclaredViews'
import { editorViews } from './editors/views'
import { enrollmentViews } from './enrollments/views'
import { galleryViews } from './gallery/GalleryEditor'
import { historyViews } from './history/History'
import { mailingViews } from './mailing/MailingViews'
import { outboxViews } from './outbox/Outbox'
import { photoReportViews } from './photoReports/PhotoReports'
import { rosterViews } from './rosters/RosterViews'
import type { JustCreated, ScreenViews, StaffRoute, StaffView } from './routes'
import { surveyViews } from './surveys/Surveys'
import { visitViews } from './visits/Visits'

const SCREEN_VIEWS: ScreenViews<Record<StaffView, unknown>> = {
  ...dashboardViews,
  ...enrollmentViews,
  ...rosterViews,
  ...mailingViews,
  ...surveyViews,
  ...visitViews,
  ...historyViews,
  ...accountViews,
  ...outboxViews,
  ...editorViews,
  ...galleryViews,
  ...photoReportViews,
  ...declaredViews,
}

/** The screen of `route`. */
export function ScreenView({ route, ...created }: JustCreated & { route: StaffRoute }) {
  const view = SCREEN_VIEWS[route.view] as (route: StaffRoute, created: JustCreated) => ReactElement
  return view(route, created)
}
