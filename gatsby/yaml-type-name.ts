import path from 'node:path'

interface YamlFileNode {
  relativePath?: string
  name?: string
}

/** Node type names for YAML files under content/: content/site.yaml becomes `SiteSettings`. */
export function yamlTypeName({ node }: { node: YamlFileNode }): string {
  if (node.relativePath === 'site.yaml') return 'SiteSettings'
  const base = path.basename(
    node.relativePath ?? node.name ?? 'data',
    path.extname(node.relativePath ?? ''),
  )
  const pascal = base
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('')
  return `${pascal}Yaml`
}
