import { graphql, type PageProps } from 'gatsby'
import { Layout } from '../components/Layout'
import { Prose } from '../components/Prose'
import { inLanguage, linksIn } from '../domain/content/english'
import { useSchoolChoices } from '../forms/enrollment/school'
import { Survey, SURVEY_FORM_HASH, SURVEY_FORM_ID } from '../forms/survey/Survey'
import { useLanguage } from '../i18n/useText'
import { frameProps, type FrameContext } from './frame'
import { formPageHead, type FormPageData } from './formPage'

type Data = FormPageData

/**
 * /ankiety/zapisy/: the survey's description, then the survey (issue #6). On /en/ankiety/zapisy/
 * the description is its English version (content/sections/survey.en.md) and the survey speaks
 * English (issue #35); a description without one is marked as Polish.
 */
export default function SurveyPage({ data, pageContext }: PageProps<Data, FrameContext>) {
  const school = useSchoolChoices(data)
  const language = useLanguage()
  const { item, lang } = inLanguage(data.section, language)
  return (
    <Layout
      title={item.frontmatter.title}
      contentLanguage={language}
      titleLanguage={lang}
      {...frameProps(pageContext)}
    >
      <Survey
        intro={
          <Prose html={linksIn(item.html, language)} lang={lang !== language ? lang : undefined} />
        }
        school={school}
        office={data.office}
      />
    </Layout>
  )
}

export const Head = formPageHead(SURVEY_FORM_ID, SURVEY_FORM_HASH)

export const query = graphql`
  query SurveyPage($section: String!) {
    ...FormPageData
  }
`
