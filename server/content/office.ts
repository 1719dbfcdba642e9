import { readFileSync } from 'node:fs'
import path from 'node:path'
import { load } from 'js-yaml'
import { recordProblems } from '../../src/domain/content/declare'
import { office, OFFICE_ID } from '../../src/domain/content/declarations/office'

/** How parents reach the office (content/office/sekretariat.yaml), as the mail names it. */
export interface OfficeContact {
  email: string
  phone: string
  hours: string
  nextSteps: string
}

/**
 * The office's contact as saved now (read at each mail, so an editor's change counts at once). A
 * missing or broken file gives OFFICE_EMAIL alone: a confirmation is never held up by content.
 */
export function loadOfficeContact(contentDir: string, fallbackEmail: string): OfficeContact {
  const fallback = { email: fallbackEmail, phone: '', hours: '', nextSteps: '' }
  try {
    const file = path.join(contentDir, office.storage.form === 'files' ? office.storage.dir : '')
    const values = load(readFileSync(path.join(file, `${OFFICE_ID}.yaml`), 'utf8'))
    if (recordProblems(office, values).length > 0) return fallback
    const text = (key: string) => {
      const value = (values as Record<string, unknown>)[key]
      return typeof value === 'string' ? value.trim() : ''
    }
    return {
      email: text('email'),
      phone: text('phone'),
      hours: text('hours'),
      nextSteps: text('nextSteps'),
    }
  } catch {
    return fallback
  }
}
