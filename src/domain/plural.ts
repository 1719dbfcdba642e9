// Polish plural forms, by CLDR's rules (Intl.PluralRules, as the ICU messages of src/domain/i18n
// use them, issue #35): 1 zdjęcie, 2–4 zdjęcia (but 12–14 zdjęć), 5 zdjęć, 22 zdjęcia. For the
// Polish-only texts of the staff area and the server; the pages' counts are ICU messages
// (src/domain/i18n/messages/counts.json).

export type PluralForms = readonly [one: string, few: string, many: string]

const POLISH = new Intl.PluralRules('pl')

export function plural(count: number, [one, few, many]: PluralForms): string {
  switch (POLISH.select(count)) {
    case 'one':
      return one
    case 'many':
      return many
    // 'few', and 'other' (fractions: 2,5 zdjęcia)
    default:
      return few
  }
}

export const countOf = (count: number, forms: PluralForms) => `${count} ${plural(count, forms)}`
