// Every kind of content the staff area edits from its declaration (issue #30), in the staff
// area's order. A new kind is a file beside this one and a line here.
import type { ContentDeclaration } from '../declare'
import { calendar } from './calendar'
import { graduates } from './graduates'
import { homework } from './homework'
import { levels } from './levels'
import { office } from './office'
import { parentDuty } from './parentDuty'
import { schoolForms } from './schoolForms'
import { sections } from './sections'
import { shifts } from './shifts'
import { teachers } from './teachers'
import { textbooks } from './textbooks'

export const DECLARATIONS: readonly ContentDeclaration[] = [
  homework,
  calendar,
  parentDuty,
  teachers,
  textbooks,
  schoolForms,
  graduates,
  sections,
  levels,
  shifts,
  office,
]

export const declarationOf = (kind: string) => DECLARATIONS.find((item) => item.kind === kind)

export {
  calendar,
  graduates,
  homework,
  levels,
  office,
  parentDuty,
  schoolForms,
  sections,
  shifts,
  teachers,
  textbooks,
}
