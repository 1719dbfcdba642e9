import { graphql, Link, type PageProps } from 'gatsby'

interface Data {
  allMarkdownRemark: {
    nodes: { id: string; frontmatter: { title: string | null }; parent: { relativePath: string } }[]
  }
}

/** Every markdown page, linked: the bare site's one list. */
export default function Index({ data }: PageProps<Data>) {
  return (
    <main>
      <ul>
        {data.allMarkdownRemark.nodes.map((node) => (
          <li key={node.id}>
            <Link to={`/${node.parent.relativePath.replace(/\.md$/, '')}/`}>
              {node.frontmatter.title}
            </Link>
          </li>
        ))}
      </ul>
    </main>
  )
}

export const query = graphql`
  {
    allMarkdownRemark {
      nodes {
        id
        frontmatter {
          title
        }
        parent {
          ... on File {
            relativePath
          }
        }
      }
    }
  }
`
