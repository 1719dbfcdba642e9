// Small named fixtures for the form library's rules: a fixed clock, a form, file entries.
import type { FileEntry, FormValues, RuleContext } from '../../../src/domain/formRules'

/** "Now" in every test that compares dates: a Saturday at noon, UTC. */
export const NOW = new Date('2025-09-06T12:00:00Z')

export const FORM: FormValues = {
  password: 'tajne123',
  password_confirm: 'tajne123',
  email: 'jan@example.pl',
  email_confirm: 'jan@example.com',
}

export const contextOf = (value: unknown, name = 'field'): RuleContext => ({
  value,
  name,
  getFormValues: () => FORM,
  now: () => NOW,
})

const file = (name: string, type: string): FileEntry => ({
  name,
  type,
  url: `/uploads/${name}`,
  uuid: `uuid-${name}`,
  progress: 100,
})

export const PNG = file('zdjecie.png', 'image/png')
export const JPEG = file('zdjecie.jpg', 'image/jpeg')
export const PDF = file('zgoda.pdf', 'application/pdf')
