import { graphql, type PageProps } from 'gatsby'

interface Data {
  markdownRemark: { html: string; frontmatter: { title: string | null } }
}

export default function MarkdownPage({ data }: PageProps<Data>) {
  const { html, frontmatter } = data.markdownRemark
  return (
    <main>
      <h1>{frontmatter.title}</h1>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </main>
  )
}

export const query = graphql`
  query ($id: String!) {
    markdownRemark(id: { eq: $id }) {
      html
      frontmatter {
        title
      }
    }
  }
`
