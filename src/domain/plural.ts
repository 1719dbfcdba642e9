// Polish plural forms: 1 zdjęcie, 2–4 zdjęcia (but 12–14 zdjęć), 5 zdjęć, 22 zdjęcia.

export type PluralForms = readonly [one: string, few: string, many: string]

export function plural(count: number, [one, few, many]: PluralForms): string {
  if (count === 1) return one
  const lastDigit = count % 10
  const lastTwo = count % 100
  return lastDigit >= 2 && lastDigit <= 4 && (lastTwo < 12 || lastTwo > 14) ? few : many
}

export const countOf = (count: number, forms: PluralForms) => `${count} ${plural(count, forms)}`

export const PHOTOS: PluralForms = ['zdjęcie', 'zdjęcia', 'zdjęć']
export const ALBUMS: PluralForms = ['album', 'albumy', 'albumów']
