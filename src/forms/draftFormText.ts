// A form's frame words, kept apart from the DraftForm component so that a page's texts can
// be read before hydration without carrying Formik into the first load.

/** A form's own words around its fields. */
export interface DraftFormText {
  heading: string
  requiredNote: string
  submitLabel: string
  backLabel: string
}

/** A form's frame words from its catalog, which names them `heading`, `requiredNote`, `submit`, `back`. */
export const draftFormTextOf = (
  t: (id: 'heading' | 'requiredNote' | 'submit' | 'back') => string,
): DraftFormText => ({
  heading: t('heading'),
  requiredNote: t('requiredNote'),
  submitLabel: t('submit'),
  backLabel: t('back'),
})
