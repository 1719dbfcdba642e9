import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { useMemo } from 'react'
import { Layout } from '../components/Layout'
import { Prose } from '../components/Prose'
import { SectionHead, type SectionIntro } from '../components/SectionLayout'
import { schoolChoicesOf, type BuildingNode, type LevelNode } from '../forms/enrollment/school'
import { Survey, SURVEY_FORM_HASH, SURVEY_FORM_ID } from '../forms/survey/Survey'
import { FormOpeningScript } from '../forms/FormOpening'
import { frameProps, type FrameContext } from './frame'

type Data = {
  section: SectionIntro
  levels: { nodes: LevelNode[] }
  buildings: { nodes: BuildingNode[] }
}

/** /ankiety/zapisy/: the survey's description, then the survey (issue #6). */
export default function SurveyPage({ data, pageContext }: PageProps<Data, FrameContext>) {
  const school = useMemo(
    () => schoolChoicesOf(data.levels.nodes, data.buildings.nodes),
    [data.levels.nodes, data.buildings.nodes],
  )
  return (
    <Layout title={data.section.frontmatter.title} {...frameProps(pageContext)}>
      <Survey intro={<Prose html={data.section.html} />} school={school} />
    </Layout>
  )
}

export const Head = (props: HeadProps<Data>) => (
  <>
    <SectionHead {...props} />
    <FormOpeningScript formId={SURVEY_FORM_ID} hash={SURVEY_FORM_HASH} />
  </>
)

export const query = graphql`
  query SurveyPage {
    section: markdownRemark(fields: { kind: { eq: "section" }, slug: { eq: "survey" } }) {
      ...SectionIntro
    }
    levels: allLevel {
      nodes {
        levelId
        levelName
      }
    }
    buildings: allBuilding {
      nodes {
        buildingId
        name
        active
        levels
      }
    }
  }
`
