import { graphql, type PageProps } from 'gatsby'
import { Layout } from '../components/Layout'
import { Prose } from '../components/Prose'
import { Seo } from '../components/Seo'
import { SectionHead } from '../components/SectionLayout'
import { Enrollment, ENROLLMENT_FORM_ID, FORM_HASH } from '../forms/enrollment/Enrollment'
import { useSchoolChoices } from '../forms/enrollment/school'
import formPageText from '../domain/i18n/compiled/formPage'
import { languageOfPath } from '../domain/i18n/languages'
import { useLanguage } from '../i18n/useText'
import { frameProps, type FrameContext } from './frame'
import { formPageHead, type FormPageData } from './formPage'

type Data = FormPageData

/**
 * /zapisy-do-szkoly/: the section's text is the information phase; then the form (issue #6). On
 * /en/zapisy-do-szkoly/ the form speaks English (issue #35) and the section's Polish text is marked
 * as Polish.
 */
export default function EnrollmentPage({ data, pageContext }: PageProps<Data, FrameContext>) {
  const school = useSchoolChoices(data)
  const language = useLanguage()
  const english = language === 'en'
  const intro = <Prose html={data.section.html} />
  return (
    <Layout
      title={
        english ? formPageText.in(language)('enrollmentTitle') : data.section.frontmatter.title
      }
      contentLanguage={language}
      {...frameProps(pageContext)}
    >
      <Enrollment
        intro={english ? <div lang="pl">{intro}</div> : intro}
        school={school}
        office={data.office}
      />
    </Layout>
  )
}

// Outside the language provider: the language from the path. On /en/ the English title, and the
// site's own description rather than the section's Polish excerpt.
export const Head = formPageHead(ENROLLMENT_FORM_ID, FORM_HASH, (props) =>
  languageOfPath(props.location.pathname) === 'en' ? (
    <Seo title={formPageText.in('en')('enrollmentTitle')} />
  ) : (
    <SectionHead {...props} />
  ),
)

export const query = graphql`
  query EnrollmentPage($section: String!) {
    ...FormPageData
  }
`
