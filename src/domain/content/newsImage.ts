// A news item's photo's description (issue #30): the alt text screen readers read out, checked the
// same way by its editor (src/staff/editors/NewsImage.tsx) and by the API.

/** A text for the alt attribute: what a screen reader says, so one line and not an essay. */
export const IMAGE_ALT_MAX = 250

export const IMAGE_ALT_MESSAGES = {
  required: 'Opisz, co widać na zdjęciu: ten opis czytają osoby niewidome.',
  tooLong: `Opis zdjęcia może mieć najwyżej ${IMAGE_ALT_MAX} znaków.`,
}

/** The description as stored (spaces and line breaks as single spaces), or why it is refused. */
export function checkedImageAlt(text: string): { alt: string } | { problem: string } {
  // eslint-disable-next-line no-control-regex
  const alt = text.replace(/[\u0000-\u001f\u007f\s]+/g, ' ').trim()
  if (!alt) return { problem: IMAGE_ALT_MESSAGES.required }
  if ([...alt].length > IMAGE_ALT_MAX) return { problem: IMAGE_ALT_MESSAGES.tooLong }
  return { alt }
}
