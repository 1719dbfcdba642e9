import { contentKindOf } from '../src/domain/content/kinds'

interface YamlFileNode {
  relativePath?: string
}

/**
 * The node type of a YAML file under content/, from the table of content kinds
 * (content/site.yaml becomes SiteSettings, content/teachers.yaml one Teacher per item). A file of no
 * known kind gets a type of its own; the content checks then stop the build naming it.
 */
export function yamlTypeName({ node }: { node: YamlFileNode }): string {
  return contentKindOf(node.relativePath ?? '')?.type ?? 'UnknownContentYaml'
}
