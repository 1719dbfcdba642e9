// The enrolment survey (SPEC.md §5 "Second rule set"), loaded on demand by Survey.tsx. Which
// fields are required depends on the first answer, the mode (see src/domain/survey/schema.ts).
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik'
import { useEffect, useRef, useState } from 'react'
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
import {
  CONTINUATION_OPTIONS,
  initialSurveyValues,
  PARENT_DUTY_TERMS,
  requiredFieldsOf,
  SURVEY_HINTS,
  SURVEY_LABELS as L,
  SURVEY_MODES,
  SURVEY_SUBJECT_OPTIONS,
  validateSurvey,
  type SurveyField,
  type SurveyValues,
} from '../../domain/survey'
import { shiftOptionsFor, type SchoolChoices } from '../enrollment/school'
import { DraftKeeper, FocusFirstError, FormFooter, useFormSender } from '../FormEffects'
import { formikValidate } from '../formik'
import type { PendingSubmission } from '../pending'
import { useBlocksInTurn } from '../useBlocksInTurn'
import { DRAFT_NOTE } from '../text'
import { BACK_LABEL, BLOCKS, FORM_HEADING, REQUIRED_NOTE, SUBMIT_LABEL } from './text'
import * as styles from '../enrollment/Enrollment.module.css'

export interface SurveyFormProps {
  school: SchoolChoices
  initialValues: SurveyValues
  pending: PendingSubmission | undefined
  onValuesChange: (values: SurveyValues) => void
  onPending: (pending: PendingSubmission, values: SurveyValues) => void
  onClear: () => void
  onSent: () => void
  onBack: () => void
}

const EMPTY = initialSurveyValues()
/** Drawn in turn: who answers, contact, the child, the year and the duty, then comments and sending. */
const BLOCK_COUNT = 5
const samePath = (name: string) => name

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
  const required = new Set<SurveyField>(requiredFieldsOf(values.mode))
  const text = (name: SurveyField, type: 'text' | 'email' | 'tel' = 'text', maxLength?: number) => (
    <TextField
      name={name}
      label={L[name].label}
      type={type}
      required={required.has(name)}
      hint={(SURVEY_HINTS as Partial<Record<SurveyField, string>>)[name]}
      autoComplete="off"
      maxLength={maxLength}
      placeholder={type === 'tel' ? '630-555-0101' : undefined}
    />
  )
  return (
    <>
      <RadioGroup name="mode" label={L.mode.label} required options={SURVEY_MODES} />

      {shown >= 2 && (
        <fieldset className={styles.block}>
          <legend className={styles.legend}>{BLOCKS.contact}</legend>
          <div className={styles.grid}>
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
            <DateField
              name="birthDate"
              label={L.birthDate.label}
              required={required.has('birthDate')}
              min={BIRTH_DATE_MIN}
              max={BIRTH_DATE_MAX}
            />
            {text('birthCountry', 'text', LIMITS.birthCountry)}
            <SelectField
              name="level"
              label={L.level.label}
              required={required.has('level')}
              options={school.levels}
            />
            <SelectField
              name="buildingId"
              label={L.buildingId.label}
              required={required.has('buildingId')}
              options={shiftOptionsFor(school, values.level)}
            />
          </div>
          <RadioGroup
            name="subjects"
            label={L.subjects.label}
            required={required.has('subjects')}
            options={SURVEY_SUBJECT_OPTIONS}
          />
        </fieldset>
      )}

      {shown >= 4 && (
        <>
          {values.mode === 'kontynuacja' && (
            <fieldset className={styles.block}>
              <legend className={styles.legend}>{BLOCKS.year}</legend>
              <Rating name="opinion" label={L.opinion.label} required={required.has('opinion')} />
              <RadioGroup
                name="continuation"
                label={L.continuation.label}
                required={required.has('continuation')}
                options={CONTINUATION_OPTIONS}
              />
            </fieldset>
          )}

          <AcceptButton
            name="parentDuty"
            label={L.parentDuty.label}
            required={required.has('parentDuty')}
          >
            {PARENT_DUTY_TERMS.map((sentence) => (
              <p key={sentence}>{sentence}</p>
            ))}
          </AcceptButton>
        </>
      )}

      {shown >= BLOCK_COUNT && (
        <TextareaField
          name="comments"
          label={L.comments.label}
          rows={5}
          maxLength={LIMITS.comments}
        />
      )}
    </>
  )
}

export default function SurveyForm({
  school,
  initialValues,
  pending,
  onValuesChange,
  onPending,
  onClear,
  onSent,
  onBack,
}: SurveyFormProps) {
  const [start] = useState(initialValues)
  const shown = useBlocksInTurn(BLOCK_COUNT)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const sender = useFormSender<SurveyValues, { id?: unknown }>({
    path: '/api/surveys/zapisy',
    pending,
    onPending,
    pathOf: samePath,
  })

  useEffect(() => headingRef.current?.focus(), [])

  async function onSubmit(values: SurveyValues, helpers: FormikHelpers<SurveyValues>) {
    if (await sender.send(values, helpers)) onSent()
  }

  return (
    <Formik<SurveyValues>
      initialValues={start}
      validate={formikValidate(validateSurvey, samePath)}
      onSubmit={onSubmit}
    >
      {() => (
        <Form
          ref={sender.formRef}
          noValidate
          className={styles.form}
          aria-labelledby="survey-form-heading"
        >
          <h2 id="survey-form-heading" ref={headingRef} tabIndex={-1} className={styles.heading}>
            {FORM_HEADING}
          </h2>
          <p className={styles.note}>{REQUIRED_NOTE}</p>
          <p className={styles.note}>{DRAFT_NOTE}</p>
          <DraftKeeper empty={EMPTY} onChange={onValuesChange} onEmpty={onClear} />
          <FocusFirstError form={sender.formRef} />
          <ReturningOnly />
          <Fields school={school} shown={shown} />
          {shown >= BLOCK_COUNT && (
            <FormFooter
              state={sender.state}
              submitLabel={SUBMIT_LABEL}
              backLabel={BACK_LABEL}
              onBack={onBack}
              empty={initialSurveyValues}
              onCleared={() => headingRef.current?.focus()}
              forget={sender.forget}
              styles={styles}
            />
          )}
        </Form>
      )}
    </Formik>
  )
}
