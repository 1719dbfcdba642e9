import { readFileSync } from 'node:fs'
import path from 'node:path'
import { load } from 'js-yaml'

/** The office's e-mail and phone as content/office/sekretariat.yaml holds them (issue #33). */
export function officeContact(): { email: string; phone: string } {
  const file = path.join(__dirname, '../../content/office/sekretariat.yaml')
  return load(readFileSync(file, 'utf8')) as { email: string; phone: string }
}
