// A form page that will open on its form (a draft in this tab, or the #formularz link, or a
// survey's #ankieta-nowa) says so
// before the first paint: a class on <html> reserves the form's room, so the footer is not in
// view when the form arrives and nothing visible shifts (Core Web Vitals, CLS).

export const FORM_OPENING_CLASS = 'form-opening'

/** The inline script: reads the tab's drafts as redux-persist stores them; never throws. */
export function formOpeningScript(formId: string, hash: string): string {
  const id = JSON.stringify(formId)
  const wanted = JSON.stringify(hash)
  return (
    `try{var s=sessionStorage.getItem('persist:drafts'),f=s?JSON.parse(JSON.parse(s).forms||'{}'):{},` +
    `d=f[${id}];if(location.hash.indexOf(${wanted})===0||(d&&d.values&&d.values.phase==='form'))` +
    `document.documentElement.classList.add('${FORM_OPENING_CLASS}')}catch(e){}`
  )
}

export function FormOpeningScript({ formId, hash }: { formId: string; hash: string }) {
  return <script dangerouslySetInnerHTML={{ __html: formOpeningScript(formId, hash) }} />
}
