import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { Layout } from '../components/Layout'
import { Prose } from '../components/Prose'
import { SectionHead, type SectionIntro } from '../components/SectionLayout'
import { useSchoolChoices, type SchoolChoicesData } from '../forms/enrollment/school'
import { Survey, SURVEY_FORM_HASH, SURVEY_FORM_ID } from '../forms/survey/Survey'
import { FormOpeningScript } from '../forms/FormOpening'
import type { OfficeContact } from '../forms/OfficeContact'
import { frameProps, type FrameContext } from './frame'

type Data = SchoolChoicesData & { section: SectionIntro; office: OfficeContact }

/** /ankiety/zapisy/: the survey's description, then the survey (issue #6). */
export default function SurveyPage({ data, pageContext }: PageProps<Data, FrameContext>) {
  const school = useSchoolChoices(data)
  return (
    <Layout title={data.section.frontmatter.title} {...frameProps(pageContext)}>
      <Survey intro={<Prose html={data.section.html} />} school={school} office={data.office} />
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
  query SurveyPage($section: String!) {
    ...SectionOfPage
    ...SchoolChoices
    ...OfficeContact
  }
`
