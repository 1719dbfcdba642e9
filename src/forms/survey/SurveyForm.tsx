// The enrolment survey (SPEC.md §5 "Second rule set"), loaded on demand by Survey.tsx. Which
// fields are required depends on the first answer, the mode (see src/domain/survey/schema.ts).
import { useFormikContext } from 'formik'
import { useEffect } from 'react'
import {
  AcceptButton,
  DateField,
  RadioGroup,
  Rating,
  SelectField,
  TextareaField,
  TextField,
} from '../../components/form'
import { BIRTH_DATE_MAX, BIRTH_DATE_MIN, LIMITS } from '../../domain/enrollment/constants'
import { formatPhone, PHONE_EXAMPLE } from '../../domain/enrollment/phone'
import {
  continuationOptionsIn,
  initialSurveyValues,
  parentDutyTermsIn,
  requiredFieldsOf,
  surveyHintsIn,
  surveyLabelsIn,
  surveyModesIn,
  surveySubjectOptionsIn,
  validateSurvey,
  type SurveyField,
  type SurveyValues,
} from '../../domain/survey'
import { useLanguage } from '../../i18n/useText'
import { shiftOptionsFor, type SchoolChoices } from '../enrollment/school'
import { DraftForm, type DraftFormHandlers } from '../DraftForm'
import { useBlocksInTurn } from '../useBlocksInTurn'
import { blocksIn, formTextIn } from './text'
import * as styles from '../enrollment/Enrollment.module.css'

export interface SurveyFormProps extends DraftFormHandlers<SurveyValues> {
  school: SchoolChoices
  initialValues: SurveyValues
  onSent: () => void
}

/** Drawn in turn: who answers, contact, the child, the year and the duty, then comments and sending. */
const BLOCK_COUNT = 5
const samePath = (name: string) => name

/** Autofill tokens (issue #33), a section per parent; the child's answers are not the parent's. */
const AUTOFILL: Partial<Record<SurveyField, string>> = {
  familyName: 'family-name',
  motherEmail: 'section-mother email',
  motherPhone: 'section-mother tel',
  fatherEmail: 'section-father email',
  fatherPhone: 'section-father tel',
  contactEmail: 'email',
  street: 'street-address',
  postalCode: 'postal-code',
}

/** The questions only returning families answer are emptied when the mode turns to 'nowa'. */
function ReturningOnly() {
  const { values, setFieldValue } = useFormikContext<SurveyValues>()
  useEffect(() => {
    if (values.mode !== 'nowa') return
    if (values.opinion !== '') void setFieldValue('opinion', '')
    if (values.continuation !== '') void setFieldValue('continuation', '')
  }, [values.mode, values.opinion, values.continuation, setFieldValue])
  return null
}

function Fields({ school, shown }: { school: SchoolChoices; shown: number }) {
  const { values } = useFormikContext<SurveyValues>()
  const language = useLanguage()
  const labels = surveyLabelsIn(language)
  const hints = surveyHintsIn(language)
  const BLOCKS = blocksIn(language)
  const required = new Set<SurveyField>(requiredFieldsOf(values.mode))
  /** What every field takes from its name: its label and hint, and whether the mode requires it. */
  const common = (name: SurveyField) => ({
    name,
    label: labels[name].label,
    hint: hints[name],
    required: required.has(name),
  })
  const text = (name: SurveyField, type: 'text' | 'email' | 'tel' = 'text', maxLength?: number) => (
    <TextField
      {...common(name)}
      type={type}
      autoComplete={AUTOFILL[name] ?? 'off'}
      inputMode={name === 'postalCode' ? 'numeric' : undefined}
      maxLength={maxLength}
      placeholder={type === 'tel' ? PHONE_EXAMPLE : undefined}
      formatOnBlur={type === 'tel' ? formatPhone : undefined}
    />
  )
  return (
    <>
      <RadioGroup {...common('mode')} options={surveyModesIn(language)} />

      {shown >= 2 && (
        <fieldset className={styles.block}>
          <legend className={styles.legend}>{BLOCKS.contact}</legend>
          <div className={styles.grid}>
            {text('familyName', 'text', LIMITS.lastName)}
            {text('motherEmail', 'email', LIMITS.email)}
            {text('motherPhone', 'tel')}
            {text('fatherEmail', 'email', LIMITS.email)}
            {text('fatherPhone', 'tel')}
            {text('contactEmail', 'email', LIMITS.email)}
            {text('street', 'text', LIMITS.addressMax)}
            {text('postalCode', 'text', LIMITS.zip)}
          </div>
        </fieldset>
      )}

      {shown >= 3 && (
        <fieldset className={styles.block}>
          <legend className={styles.legend}>{BLOCKS.child}</legend>
          <div className={styles.grid}>
            {text('birthPlace', 'text', LIMITS.birthCountry)}
            <DateField {...common('birthDate')} min={BIRTH_DATE_MIN} max={BIRTH_DATE_MAX} />
            {text('birthCountry', 'text', LIMITS.birthCountry)}
            <SelectField {...common('level')} options={school.levels} />
            <SelectField
              {...common('buildingId')}
              options={shiftOptionsFor(school, values.level)}
            />
          </div>
          <RadioGroup {...common('subjects')} options={surveySubjectOptionsIn(language)} />
        </fieldset>
      )}

      {shown >= 4 && (
        <>
          {values.mode === 'kontynuacja' && (
            <fieldset className={styles.block}>
              <legend className={styles.legend}>{BLOCKS.year}</legend>
              <Rating {...common('opinion')} />
              <RadioGroup {...common('continuation')} options={continuationOptionsIn(language)} />
            </fieldset>
          )}

          <AcceptButton {...common('parentDuty')}>
            {parentDutyTermsIn(language).map((sentence) => (
              <p key={sentence}>{sentence}</p>
            ))}
          </AcceptButton>
        </>
      )}

      {shown >= BLOCK_COUNT && (
        <TextareaField {...common('comments')} rows={5} maxLength={LIMITS.comments} />
      )}
    </>
  )
}

export default function SurveyForm({
  school,
  initialValues,
  onSent,
  ...handlers
}: SurveyFormProps) {
  const shown = useBlocksInTurn(BLOCK_COUNT)
  const language = useLanguage()
  return (
    <DraftForm<SurveyValues, { id?: unknown }>
      {...handlers}
      id="survey"
      text={formTextIn(language)}
      path="/api/surveys/zapisy"
      initialValues={initialValues}
      empty={initialSurveyValues}
      validate={(values) => validateSurvey(values, language)}
      pathOf={samePath}
      onSent={onSent}
      complete={shown >= BLOCK_COUNT}
    >
      <ReturningOnly />
      <Fields school={school} shown={shown} />
    </DraftForm>
  )
}
