import type { CreatePagesArgs } from 'gatsby'
import type { SectionKey } from '../../src/domain/content/vocabulary'
import { routes } from '../../src/domain/routes'
import type { PageRegistry } from './registry'

// The single pages of SPEC.md §2 whose content is a section introduction plus a list from one
// YAML file (or, for sessions and reports, the introduction alone).
const SECTION_PAGES: { path: string; section: SectionKey; template: string }[] = [
  { path: routes.textbooks(), section: 'textbooks', template: 'textbooks' },
  { path: routes.calendar(), section: 'calendar', template: 'calendar' },
  { path: routes.teachers(), section: 'teachers', template: 'teachers' },
  { path: routes.schoolForms(), section: 'school-forms', template: 'school-forms' },
  { path: routes.parentDuty(), section: 'parent-duty', template: 'parent-duty' },
  { path: routes.bulletins(), section: 'bulletins', template: 'bulletins' },
  { path: routes.sessions(), section: 'sessions', template: 'section' },
  { path: routes.reports(), section: 'reports', template: 'section' },
  // The enrolment form (#6): the section's text is its information phase.
  { path: routes.enrollment(), section: 'enrollment', template: 'enrollment' },
  { path: routes.survey(), section: 'survey', template: 'survey' },
]

export function createSectionPages(_args: CreatePagesArgs, pages: PageRegistry) {
  for (const { path, section, template } of SECTION_PAGES) {
    pages.create({ path, template, context: { section } })
  }
}
