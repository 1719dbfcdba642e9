import type { CreateNodeArgs, Node } from 'gatsby'
import { onCreateNode } from '../../gatsby/on-create-node'
import { englishVersionResolver } from '../../gatsby/resolvers'

// Issue #35: `x.en.md` is the English version of `x.md`: the same kind and slug, `lang: en`, its
// front matter checked against the kind's text fields.
function markdownNode(relativePath: string, frontmatter: Record<string, unknown>) {
  const file = {
    id: 'file',
    relativePath,
    sourceInstanceName: 'content',
    name: relativePath.split('/').pop()!.replace(/\.md$/, ''),
  }
  const fields: Record<string, unknown> = {}
  const panics: string[] = []
  const args = {
    node: { id: 'md', parent: 'file', frontmatter, internal: { type: 'MarkdownRemark' } },
    getNode: () => file,
    reporter: { panicOnBuild: (message: string) => panics.push(message) },
    actions: {
      createNodeField: ({ name, value }: { name: string; value: unknown }) => {
        fields[name] = value
      },
    },
  } as unknown as CreateNodeArgs<Node>
  return { args, fields, panics }
}

it('gives an English version its Polish file’s kind and slug, and lang en', async () => {
  const english = markdownNode('news/2025-09-06-start.en.md', { title: 'Start' })
  await onCreateNode!(english.args, { plugins: [] }, () => undefined)
  expect(english.fields).toEqual({ kind: 'news', slug: 'start', lang: 'en' })
  expect(english.panics).toEqual([])

  const polish = markdownNode('news/2025-09-06-start.md', { title: 'Start', date: '2025-09-06' })
  await onCreateNode!(polish.args, { plugins: [] }, () => undefined)
  expect(polish.fields).toEqual({ kind: 'news', slug: 'start', lang: 'pl' })
})

it('stops the build with one line naming the English file and its wrong field', async () => {
  const broken = markdownNode('pages/skarbnik.en.md', { title: ['Treasurer'], url: 'x' })
  await onCreateNode!(broken.args, { plugins: [] }, () => undefined)
  expect(broken.panics).toEqual([
    'content/pages/skarbnik.en.md: url: is not a field of an English version, which holds only the text (title); the other fields come from the Polish file',
    'content/pages/skarbnik.en.md: title: must be text',
  ])
})

it('finds a Polish node’s English version, and none for an English node', async () => {
  const findOne = jest.fn().mockResolvedValue({ id: 'en' })
  const context = { nodeModel: { findOne } }
  const polish = { fields: { kind: 'page', slug: 'skarbnik', lang: 'pl' } }
  await expect(englishVersionResolver(polish, {}, context)).resolves.toEqual({ id: 'en' })
  expect(findOne).toHaveBeenCalledWith({
    type: 'MarkdownRemark',
    query: {
      filter: {
        fields: { kind: { eq: 'page' }, slug: { eq: 'skarbnik' }, lang: { eq: 'en' } },
      },
    },
  })
  const english = { fields: { kind: 'page', slug: 'skarbnik', lang: 'en' } }
  await expect(englishVersionResolver(english, {}, context)).resolves.toBeNull()
})
