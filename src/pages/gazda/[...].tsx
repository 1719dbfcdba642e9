// /gazda/* (SPEC.md §2, issue #7): a client-only route (Gatsby's file-system splat gives it the
// matchPath /gazda/*; server/static-site.ts answers every /gazda/…/ with gazda/index.html). The
// staff app is its own chunk, loaded after the first render: public pages never load it, and the
// server's HTML (which cannot know the session) matches the first client render. It waits for the
// client state too (injected into the store after hydration, src/state/loader.ts): the session is
// in it.
import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import { Layout } from '../../components/Layout'
import { Seo } from '../../components/Seo'
import type { SchoolChoicesData } from '../../forms/enrollment/school'
import { useAppSelector } from '../../state/hooks'
import { parseStaffRoute, screenTitle } from '../../staff/routes'
import type { SchoolNames } from '../../staff/school'
import { LOADING_PANEL_TEXT, STAFF_AREA_TITLE } from '../../staff/text'

const StaffApp = lazy(() => import(/* webpackChunkName: "staff-app" */ '../../staff/StaffApp'))

function Shell() {
  return (
    <Layout title={STAFF_AREA_TITLE} liveAlerts={false}>
      <p role="status">{LOADING_PANEL_TEXT}</p>
    </Layout>
  )
}

export default function StaffPage({ data, location }: PageProps<SchoolChoicesData>) {
  const started = useAppSelector((state) => state.auth !== undefined)
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  const school = useMemo<SchoolNames>(
    () => ({
      levels: data.levels.nodes.map((level) => ({ id: level.levelId, name: level.levelName })),
      shifts: data.buildings.nodes.map((shift) => ({ id: shift.buildingId, name: shift.name })),
    }),
    [data],
  )
  if (!mounted || !started) return <Shell />
  return (
    <Suspense fallback={<Shell />}>
      <StaffApp pathname={location.pathname} state={location.state} school={school} />
    </Suspense>
  )
}

export const Head = ({ location }: HeadProps) => {
  const route = parseStaffRoute(location.pathname)
  return (
    <>
      <Seo title={route.view === 'notFound' ? STAFF_AREA_TITLE : screenTitle(route)} />
      <meta name="robots" content="noindex, nofollow" />
    </>
  )
}

// The level and shift names, from the query the form pages ask (src/forms/enrollment/school.ts).
export const query = graphql`
  query StaffPage {
    ...SchoolChoices
  }
`
