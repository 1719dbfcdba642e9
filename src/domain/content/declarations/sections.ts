import type { ContentDeclaration } from '../declare'
import { SECTION_KEYS } from '../vocabulary'
import { DECLARED_NAMES } from './names'

/** content/sections/{key}.md: the title and introduction of a list page. */
export const sections: ContentDeclaration = {
  ...DECLARED_NAMES.sections,
  storage: {
    form: 'files',
    dir: 'sections',
    ext: '.md',
    id: /^[a-z-]+$/,
    fixedIds: SECTION_KEYS,
    nodeKind: 'section',
  },
  fields: [{ name: 'title', type: 'text', label: 'Tytuł', required: true, max: 120, column: true }],
  body: { label: 'Wstęp', max: 20_000 },
  nameOf: (values) => String(values.title ?? ''),
  publicPath: () => '/',
}
