import { graphql } from 'gatsby'

// The calendar's facts that the calendar page and the home page's "next Saturday" box both read:
// each event's fields (CalendarEvent, EventHours) and the shifts with their hours (ShiftHours).
export const calendarEventFragment = graphql`
  fragment CalendarEventFields on CalendarEvent {
    date
    title
    kind
    start
    end
    shifts
    classes
  }
`

export const calendarShiftsFragment = graphql`
  fragment CalendarShifts on Query {
    shifts: allBuilding(sort: { buildingId: ASC }) {
      nodes {
        buildingId
        name
        active
        start
        end
        levels
      }
    }
  }
`
