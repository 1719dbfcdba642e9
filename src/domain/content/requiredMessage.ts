// One message of the declared kinds' checks, on its own so that the staff area's screen table
// (read by the /gazda/ page before the staff app loads) does not carry the checks with it.

/** "Pole „Tytuł” jest wymagane.": the same for every label, whatever its gender. */
export const requiredMessage = (label: string) => `Pole „${label}” jest wymagane.`
