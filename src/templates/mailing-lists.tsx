import { graphql, type HeadProps, type PageProps } from 'gatsby'
import layoutText from '../domain/i18n/compiled/layout'
import { languageOfPath } from '../domain/i18n/languages'
import { Layout } from '../components/Layout'
import { Seo } from '../components/Seo'
import type { OfficeContact } from '../forms/OfficeContact'
import { Subscribe } from '../forms/subscriptions/Subscribe'
import { INTRO, PAGE_DESCRIPTION, PAGE_TITLE } from '../forms/subscriptions/text'
import { frameProps, type FrameContext } from './frame'

interface Data {
  levels: { nodes: { levelId: string; levelName: string }[] }
  office: OfficeContact
}

/**
 * /listy-mailowe/ (issue #34): what the school's mailing lists send and how a subscription is
 * confirmed and left, then the form. Changing lists later is done from the link in every mail.
 */
export default function MailingListsPage({ data, pageContext }: PageProps<Data, FrameContext>) {
  return (
    <Layout title={PAGE_TITLE} {...frameProps(pageContext)}>
      {INTRO.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <Subscribe levels={data.levels.nodes} office={data.office} />
    </Layout>
  )
}

// Issue #35: the form is not in English yet; the tab says what the page is in English.
export const Head = ({ location }: HeadProps) => (
  <Seo
    title={
      languageOfPath(location.pathname) === 'en' ? layoutText.in('en')('mailingLists') : PAGE_TITLE
    }
    description={PAGE_DESCRIPTION}
  />
)

export const query = graphql`
  query MailingListsPage {
    levels: allLevel {
      nodes {
        levelId
        levelName
      }
    }
    ...OfficeContact
  }
`
