import { graphql, type PageProps } from 'gatsby'
import { SpecialPageBlocks, type SpecialPageData } from '../components/content/SpecialPageBlocks'
import { Layout } from '../components/Layout'
import { Prose } from '../components/Prose'
import type { PageText } from '../components/SectionIntroFragment'
import { textHead } from '../components/SectionLayout'
import { inLanguage, linksIn } from '../domain/content/english'
import { useLanguage } from '../i18n/useText'
import { frameProps, type FrameContext } from './frame'

/** What `...SpecialPageWords` asks of an English version. */
interface SpecialPageWords {
  faq?: SpecialPageData['faq']
  sponsors?: { description: string | null }[] | null
  members?: { role: string }[] | null
}

type Data = { page: PageText<SpecialPageData, SpecialPageWords> }

/**
 * /pages/{slug}/: a content page, or a special page with its FAQ, sponsors, committee or map. On
 * the English page its English version (pages/{slug}.en.md, issue #35) over the Polish file's
 * names, addresses and links; or the Polish text under the Layout's note.
 */
export default function ContentPage({ data, pageContext }: PageProps<Data, FrameContext>) {
  const language = useLanguage()
  const { item, lang } = inLanguage(data.page, language)
  const { html, frontmatter } = item
  return (
    <Layout title={frontmatter.title} contentLanguage={lang} {...frameProps(pageContext)}>
      <Prose html={linksIn(html, language)} />
      <SpecialPageBlocks {...frontmatter} language={lang} linkLanguage={language} />
    </Layout>
  )
}

export const Head = textHead((data: Data) => data.page)

export const query = graphql`
  query ContentPage($id: String!) {
    page: markdownRemark(id: { eq: $id }) {
      ...PageText
      frontmatter {
        ...SpecialPageWords
        sponsors {
          name
          url
        }
        members {
          name
        }
        address {
          street
          city
          state
          zip
          mapUrl
        }
      }
      english {
        frontmatter {
          ...SpecialPageWords
        }
      }
    }
  }
`
