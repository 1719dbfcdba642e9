import { FieldArray, useFormikContext } from 'formik'
import { useEffect, useRef } from 'react'
import { TextareaField, TextField } from '../../components/form'
import { SpecialPageBlocks } from '../../components/content/SpecialPageBlocks'
import { PlusIcon, TrashIcon } from '../../components/icons'
import { validateFaq } from '../../domain/content/editing'
import { errorMessages } from '../../components/form/useFieldFeedback'
import { routes } from '../../domain/routes'
import { FAQ } from './text/faq'
import type { FaqContent } from '../types'
import { ResourceView } from '../ui'
import { FAQ_API, useFaqQuery, useSaveFaqMutation } from './api'
import { resourceOf } from '../query/resource'
import { ContentEditor, domainValidate } from './ContentEditor'
import { PreviewError, usePreviewHtml } from './preview'
import { useSavedContent } from './useSavedContent'
import * as styles from '../Staff.module.css'

type FaqValues = Pick<FaqContent, 'title' | 'items'>

const validate = domainValidate(validateFaq)
const faqValues = ({ title, items }: FaqContent): FaqValues => ({ title, items })

/** items.6.answer → "Odpowiedź 7", as the form labels it. */
function faqLabel(name: string): string {
  const [, index, field] = /^items\.(\d+)\.(question|answer)$/.exec(name) ?? []
  if (index === undefined) return name === 'title' ? FAQ.title : FAQ.questions
  return field === 'question' ? FAQ.question(Number(index)) : FAQ.answer(Number(index))
}

/** The FAQ as the public page shows it, each answer's HTML made by the server. */
function FaqPreview({ values }: { values: FaqValues }) {
  const { html, error } = usePreviewHtml(
    'markdown',
    values.items.map((item) => item.answer),
  )
  return (
    <>
      <p className={styles.previewTitle}>{values.title}</p>
      <PreviewError error={error} />
      <SpecialPageBlocks
        faq={values.items.map((item, i) => ({ question: item.question, answerHtml: html[i]! }))}
        sponsors={null}
        members={null}
        address={null}
      />
    </>
  )
}

/** /gazda/faq/: the FAQ's questions and answers (markdown), in order, previewed as published. */
export function FaqEditor() {
  const faq = resourceOf(useFaqQuery())
  const [saveFaq] = useSaveFaqMutation()
  const saved = useSavedContent(faq, FAQ_API, faqValues)
  return (
    <ResourceView resource={faq} onRetry={faq.reload}>
      {(content) => (
        <ContentEditor<FaqValues>
          draftId="gazda/faq"
          {...saved(content)}
          fieldLabel={faqLabel}
          validate={validate}
          save={(values, version) => saveFaq({ ...values, version }).unwrap()}
          publicPath={() => routes.page('najczestsze-pytania')}
          preview={(values) => <FaqPreview values={values} />}
        >
          <TextField name="title" label={FAQ.title} required />
          <FaqItems />
        </ContentEditor>
      )}
    </ResourceView>
  )
}

/** A question moves one place up or down, and the focus with it. */
const MOVES = [
  { control: 'up', step: -1, label: FAQ.up },
  { control: 'down', step: 1, label: FAQ.down },
] as const

/** The questions: add, remove, move up and down (focus follows the moved question). */
function FaqItems() {
  const { values, errors, submitCount } = useFormikContext<FaqValues>()
  // The list's own errors ("Dodaj co najmniej jedno pytanie."), not those of one question.
  const listErrors =
    submitCount > 0
      ? errorMessages(
          Array.isArray(errors.items)
            ? errors.items.filter((e) => typeof e === 'string')
            : errors.items,
        )
      : []
  const listRef = useRef<HTMLOListElement>(null)
  const focusNext = useRef<{ index: number; control: string } | null>(null)

  useEffect(() => {
    const target = focusNext.current
    if (!target) return
    focusNext.current = null
    const item = listRef.current?.children[target.index]
    const wanted = item?.querySelector<HTMLElement>(`[data-control="${target.control}"]`)
    const fallback = item?.querySelector<HTMLElement>('input, textarea')
    ;(wanted && !wanted.hasAttribute('disabled') ? wanted : fallback)?.focus()
  })

  return (
    <FieldArray name="items">
      {(items) => (
        <fieldset className={styles.fieldset}>
          <legend>{FAQ.questions}</legend>
          <p className={styles.muted}>{FAQ.answerHint}</p>
          {listErrors.length > 0 && (
            <ul className={styles.listErrors}>
              {listErrors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
          <ol ref={listRef} className={styles.faqItems}>
            {values.items.map((_, index) => (
              <li key={index} className={styles.faqItem}>
                <TextField name={`items.${index}.question`} label={FAQ.question(index)} required />
                <TextareaField
                  name={`items.${index}.answer`}
                  label={FAQ.answer(index)}
                  rows={4}
                  required
                />
                <div className={styles.actions}>
                  {MOVES.map(({ control, step, label }) => (
                    <button
                      key={control}
                      type="button"
                      className="button"
                      data-control={control}
                      disabled={index + step < 0 || index + step >= values.items.length}
                      onClick={() => {
                        focusNext.current = { index: index + step, control }
                        items.swap(index, index + step)
                      }}
                    >
                      {label}
                      <span className="visually-hidden"> {FAQ.which(index)}</span>
                    </button>
                  ))}
                  <button
                    type="button"
                    className="button"
                    onClick={() => {
                      focusNext.current = { index: Math.max(0, index - 1), control: 'remove' }
                      items.remove(index)
                    }}
                  >
                    <TrashIcon />
                    {FAQ.remove}
                    <span className="visually-hidden"> {FAQ.which(index)}</span>
                  </button>
                </div>
              </li>
            ))}
          </ol>
          <button
            type="button"
            className="button"
            onClick={() => {
              focusNext.current = { index: values.items.length, control: 'question' }
              items.push({ question: '', answer: '' })
            }}
          >
            <PlusIcon />
            {FAQ.add}
          </button>
        </fieldset>
      )}
    </FieldArray>
  )
}
