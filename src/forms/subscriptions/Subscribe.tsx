// /listy-mailowe/ (issue #34): the form's place on the page. Its code (Formik and the form kit) is
// a chunk of its own, loaded once the page has hydrated, so the page stays within issue #20's
// JavaScript budget; without JavaScript the page says how else to reach the office.
import { lazy, startTransition, useEffect, useState } from 'react'
import mailingListsText from '../../domain/i18n/compiled/mailingLists'
import { useText } from '../../i18n/useText'
import { LoadingForm } from '../FormPage'
import { NoScriptContact, type OfficeContact } from '../OfficeContact'
import * as styles from './Subscribe.module.css'

export interface SubscribeProps {
  /** The school's levels in the order of content/school/levels.yaml: one list each. */
  levels: readonly { levelId: string; levelName: string; nameEn?: string | null }[]
  office: OfficeContact
}

const SubscribeForm = lazy(() => import(/* webpackChunkName: "subscribe-form" */ './SubscribeForm'))

export function Subscribe(props: SubscribeProps) {
  // Not in the built HTML: a form sent before its code runs would put the address in the URL.
  const [ready, setReady] = useState(false)
  const t = useText(mailingListsText)
  useEffect(() => startTransition(() => setReady(true)), [])
  return (
    <div className={styles.slot}>
      <NoScriptContact office={props.office} what={t('formName')} />
      <LoadingForm ready={ready}>
        <SubscribeForm {...props} />
      </LoadingForm>
    </div>
  )
}
