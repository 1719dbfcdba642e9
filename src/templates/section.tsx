import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { Layout } from '../components/Layout'
import { Prose } from '../components/Prose'
import { Seo } from '../components/Seo'
import { frameProps, type FrameContext, type SectionIntro } from './frame'

type Data = { section: SectionIntro }

/** A page whose whole content is its section file (sessions, reports; the forms until #6). */
export default function SectionPage({ data, pageContext }: PageProps<Data, FrameContext>) {
  const { section } = data
  return (
    <Layout title={section.frontmatter.title} {...frameProps(pageContext)}>
      <Prose html={section.html} />
    </Layout>
  )
}

export const Head = ({ data }: HeadProps<Data>) => <Seo title={data.section.frontmatter.title} />

export const query = graphql`
  query SectionPage($section: String!) {
    section: markdownRemark(fields: { kind: { eq: "section" }, slug: { eq: $section } }) {
      ...SectionIntro
    }
  }
`
