// Gatsby's types of the declared kinds of content (issue #30), from their declarations
// (src/domain/content/declarations/): a field added to a kind is in the schema without another
// edit. Required fields are non-null; dates are formatted YYYY-MM-DD as everywhere.
import type { ContentDeclaration, FieldDeclaration } from '../src/domain/content/declare'
import { DECLARATIONS } from '../src/domain/content/declarations'

const DATE = 'Date @dateformat(formatString: "YYYY-MM-DD")'

/** A field's GraphQL type, required or not; nested record types are added to `extra`. */
function typeOf(field: FieldDeclaration, required: boolean, extra: string[]): string {
  const bang = required ? '!' : ''
  switch (field.type) {
    case 'date':
      return required ? DATE.replace('Date', 'Date!') : DATE
    case 'integer':
      return `Int${bang}`
    case 'boolean':
      return `Boolean${bang}`
    case 'texts':
    case 'levels':
      return `[String!]${bang}`
    case 'shifts':
      return `[Int!]${bang}`
    case 'file':
      return `File${bang} @fileByRelativePath`
    case 'records': {
      const name = field.graphqlType ?? `${field.name[0]!.toUpperCase()}${field.name.slice(1)}`
      extra.push(`type ${name} { ${fieldsOf(field.fields ?? [], {}, extra).join(', ')} }`)
      return `[${name}!]${bang}`
    }
    default:
      return `String${bang}`
  }
}

function fieldsOf(
  fields: readonly FieldDeclaration[],
  rename: Record<string, string>,
  extra: string[],
  { nullable = false } = {},
): string[] {
  return fields.map((field) => {
    const type = typeOf(field, Boolean(field.required) && !nullable, extra)
    const renamed = rename[field.name]
    return renamed ? `${renamed}: ${type} @proxy(from: "yamlId")` : `${field.name}: ${type}`
  })
}

/** The SDL of every declared YAML kind's type (and their nested types). */
export function declaredTypeDefs(declarations: readonly ContentDeclaration[] = DECLARATIONS) {
  const extra: string[] = []
  const types = declarations.flatMap((declaration) => {
    const { graphql } = declaration
    if (!graphql) return []
    const node = graphql.embedded ? '' : ' implements Node @dontInfer'
    const fields = fieldsOf(declaration.fields, graphql.rename ?? {}, extra)
    return [`type ${graphql.type}${node} {\n  ${fields.join('\n  ')}\n}`]
  })
  return [...types, ...extra].join('\n')
}

/**
 * The markdown kinds' front-matter fields, all nullable (Frontmatter is shared by every markdown
 * kind), except those `taken` by the hand-written part of the type.
 */
export function declaredFrontmatterFields(
  taken: readonly string[],
  declarations: readonly ContentDeclaration[] = DECLARATIONS,
) {
  const extra: string[] = []
  const seen = new Set(taken)
  const lines: string[] = []
  for (const declaration of declarations) {
    const { storage } = declaration
    if (storage.form !== 'files' || storage.ext !== '.md') continue
    for (const line of fieldsOf(declaration.fields, {}, extra, { nullable: true })) {
      const name = line.slice(0, line.indexOf(':'))
      if (seen.has(name)) continue
      seen.add(name)
      lines.push(line)
    }
  }
  return { fields: lines.join('\n      '), types: extra.join('\n') }
}
