import { graphql, type HeadProps } from 'gatsby'
import type { ComponentType } from 'react'
import { SectionHead, type SectionIntro } from '../components/SectionLayout'
import type { SchoolChoicesData } from '../forms/enrollment/school'
import { FormOpeningScript } from '../forms/FormOpening'
import type { OfficeContact } from '../forms/OfficeContact'

/** What the enrolment and survey pages query: their section, the school's choices, the office. */
export type FormPageData = SchoolChoicesData & { section: SectionIntro; office: OfficeContact }

export const formPageFragment = graphql`
  fragment FormPageData on Query {
    ...SectionOfPage
    ...SchoolChoices
    ...OfficeContact
  }
`

/**
 * A form page's Head: its title and description (the section's, unless `Titles` gives others),
 * then the script that opens the form at once when the address names it (FormOpening).
 */
export function formPageHead(
  formId: string,
  hash: string,
  Titles: ComponentType<HeadProps<FormPageData>> = SectionHead,
) {
  return function FormPageHead(props: HeadProps<FormPageData>) {
    return (
      <>
        <Titles {...props} />
        <FormOpeningScript formId={formId} hash={hash} />
      </>
    )
  }
}
