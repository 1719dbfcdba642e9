import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { SpecialPageBlocks, type SpecialPageData } from '../components/content/SpecialPageBlocks'
import { Layout } from '../components/Layout'
import { Prose } from '../components/Prose'
import { Seo } from '../components/Seo'
import { frameProps, type FrameContext } from './frame'

type Data = {
  page: { html: string; excerpt?: string; frontmatter: SpecialPageData & { title: string } }
}

/** /pages/{slug}/: a content page, or a special page with its FAQ, sponsors, committee or map. */
export default function ContentPage({ data, pageContext }: PageProps<Data, FrameContext>) {
  const { html, frontmatter } = data.page
  return (
    <Layout title={frontmatter.title} {...frameProps(pageContext)}>
      <Prose html={html} />
      <SpecialPageBlocks {...frontmatter} />
    </Layout>
  )
}

export const Head = ({ data }: HeadProps<Data>) => (
  <Seo title={data.page.frontmatter.title} description={data.page.excerpt} />
)

export const query = graphql`
  query ContentPage($id: String!) {
    page: markdownRemark(id: { eq: $id }) {
      html
      excerpt(pruneLength: 160)
      frontmatter {
        title
        faq {
          question
          answerHtml
        }
        sponsors {
          name
          url
          description
        }
        members {
          role
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
    }
  }
`
