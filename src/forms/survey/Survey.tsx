// /ankiety/zapisy/ (issue #6): the survey's description and its first question as two buttons,
// then the form (loaded on demand, like the enrolment form), then the thanks.
import { lazy, startTransition, useEffect, useRef, useState, type ReactNode } from 'react'
import { overlay } from '../../domain/enrollment/overlay'
import { SURVEY_MODES, surveyModesIn, type SurveyMode } from '../../domain/survey/options'
import { initialSurveyValues, type SurveyValues } from '../../domain/survey/values'
import { useLanguage } from '../../i18n/useText'
import { FORM_OPENING_CLASS } from '../FormOpening'
import { FormPage, LoadingForm, StartLink, type FormPageProps } from '../FormPage'
import { NoScriptContact, OfficeContactContext } from '../OfficeContact'
import { useFormDraft } from '../useDraft'
import { surveyText } from './text'
import * as styles from '../enrollment/Enrollment.module.css'

export const SURVEY_FORM_ID = 'survey-zapisy'
export const SURVEY_FORM_HASH = '#ankieta'

const loadForm = () => import(/* webpackChunkName: "survey-form" */ './SurveyForm')
const SurveyForm = lazy(loadForm)

export function Survey({ intro, school, office }: FormPageProps) {
  const { ready, draft, save, clear, handlers } = useFormDraft<SurveyValues, 'intro'>(
    SURVEY_FORM_ID,
  )
  const [phase, setPhase] = useState<'intro' | 'form' | 'sent'>('intro')
  const [mode, setMode] = useState<SurveyMode | ''>('')
  const restored = useRef(false)
  const thanksRef = useRef<HTMLHeadingElement>(null)
  const language = useLanguage()
  const t = surveyText.in(language)
  const modes = surveyModesIn(language)

  useEffect(() => {
    if (!ready || restored.current) return
    restored.current = true
    // As a transition: the form's first render is long, and React then does it in slices that
    // leave the page answering (issue #9, total blocking time).
    // #ankieta-nowa, #ankieta-kontynuacja: a start link tapped before the page's code ran.
    const tapped = SURVEY_MODES.find(
      (option) => window.location.hash === `${SURVEY_FORM_HASH}-${option.value}`,
    )
    if (tapped) setMode(tapped.value)
    if (draft?.phase === 'form' || tapped || window.location.hash === SURVEY_FORM_HASH) {
      startTransition(() => setPhase('form'))
    }
  }, [ready, draft])

  useEffect(() => {
    if (phase === 'sent') thanksRef.current?.focus()
  }, [phase])

  function start(chosen: SurveyMode) {
    setMode(chosen)
    setPhase('form')
  }

  let content: ReactNode
  if (phase === 'sent') {
    content = (
      <section className={styles.confirmation} aria-labelledby="survey-thanks-heading">
        <h2 id="survey-thanks-heading" ref={thanksRef} tabIndex={-1} className={styles.heading}>
          {t('thanksHeading')}
        </h2>
        <p>{t('thanksText')}</p>
      </section>
    )
  } else if (phase === 'form') {
    const saved = overlay(initialSurveyValues(), draft?.values)
    content = (
      <LoadingForm ready={ready}>
        <SurveyForm
          {...handlers}
          school={school}
          initialValues={mode ? { ...saved, mode } : saved}
          onSent={() => {
            document.documentElement.classList.remove(FORM_OPENING_CLASS)
            clear()
            setPhase('sent')
          }}
          onBack={() => {
            document.documentElement.classList.remove(FORM_OPENING_CLASS)
            if (draft) save({ ...draft, phase: 'intro' })
            setMode('')
            setPhase('intro')
          }}
        />
      </LoadingForm>
    )
  } else {
    content = (
      <div className={styles.start}>
        <p className={styles.subheading}>{t('startPrompt')}</p>
        <div className={styles.actions}>
          {modes.map((option) => (
            <StartLink
              key={option.value}
              href={`${SURVEY_FORM_HASH}-${option.value}`}
              describedBy={`survey-start-${option.value}`}
              onIntent={() => void loadForm()}
              onStart={() => start(option.value)}
            >
              {option.label}
            </StartLink>
          ))}
        </div>
        <NoScriptContact office={office} what={t('surveyName')} />
        <ul className={styles.note}>
          {modes.map((option) => (
            <li key={option.value} id={`survey-start-${option.value}`}>
              <strong>{option.label}</strong>: {option.description}
            </li>
          ))}
        </ul>
      </div>
    )
  }

  return (
    <OfficeContactContext.Provider value={office}>
      <FormPage intro={intro}>{content}</FormPage>
    </OfficeContactContext.Provider>
  )
}
