import { graphql, type HeadProps, type PageProps } from 'gatsby'
import mailingListsText from '../domain/i18n/compiled/mailingLists'
import { languageOfPath } from '../domain/i18n/languages'
import { Layout } from '../components/Layout'
import { Seo } from '../components/Seo'
import type { OfficeContact } from '../forms/OfficeContact'
import { Subscribe } from '../forms/subscriptions/Subscribe'
import { useLanguage } from '../i18n/useText'
import { frameProps, type FrameContext } from './frame'

interface Data {
  levels: { nodes: { levelId: string; levelName: string; nameEn?: string | null }[] }
  office: OfficeContact
}

/**
 * /listy-mailowe/ (issue #34): what the school's mailing lists send and how a subscription is
 * confirmed and left, then the form. Changing lists later is done from the link in every mail.
 * In the page's language (issue #35), the form included.
 */
export default function MailingListsPage({ data, pageContext }: PageProps<Data, FrameContext>) {
  const language = useLanguage()
  const t = mailingListsText.in(language)
  return (
    <Layout title={t('title')} contentLanguage={language} {...frameProps(pageContext)}>
      <p>{t('intro1')}</p>
      <p>{t('intro2')}</p>
      <p>{t('intro3')}</p>
      <Subscribe levels={data.levels.nodes} office={data.office} />
    </Layout>
  )
}

// Outside the language provider: the language from the path.
export const Head = ({ location }: HeadProps) => {
  const t = mailingListsText.in(languageOfPath(location.pathname))
  return <Seo title={t('title')} description={t('description')} />
}

export const query = graphql`
  query MailingListsPage {
    levels: allLevel {
      nodes {
        levelId
        levelName
        nameEn
      }
    }
    ...OfficeContact
  }
`
