import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { CloseIcon } from './icons'
import * as styles from './AcceptModal.module.css'

export const DEFAULT_ACCEPT_TITLE = 'Aceptuję'
const CANCEL_LABEL = 'Anuluj'
const CLOSE_LABEL = 'Zamknij'

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

export interface AcceptModalProps {
  show: boolean
  title: string
  acceptTitle?: string
  /** The terms the visitor accepts. */
  children?: ReactNode
  onClose: () => void
  onAccept: () => void
}

/** SPEC.md §2 "Accept/cancel modal": cancel, the close button and Escape emit close. */
export function AcceptModal({
  show,
  title,
  acceptTitle = DEFAULT_ACCEPT_TITLE,
  children,
  onClose,
  onAccept,
}: AcceptModalProps) {
  // Gatsby renders pages in Node, where there is no document.body to portal into.
  const [mounted, setMounted] = useState(false)
  const titleId = useId()
  const panelRef = useRef<HTMLDivElement>(null)
  const pressStartedOnBackdrop = useRef(false)
  const open = mounted && show

  useEffect(() => setMounted(true), [])

  useEffect(() => {
    if (!open) return
    const opener = document.activeElement
    const previousOverflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    const panel = panelRef.current
    if (panel) (panel.querySelector<HTMLElement>(FOCUSABLE) ?? panel).focus()
    return () => {
      document.body.style.overflow = previousOverflow
      if (opener instanceof HTMLElement) opener.focus()
    }
  }, [open])

  useEffect(() => {
    if (!open) return
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') onClose()
      else if (event.key === 'Tab' && panelRef.current) trapTab(event, panelRef.current)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open, onClose])

  if (!open) return null

  // A drag that starts on the panel and ends outside it must not close the dialog.
  function onBackdropMouseDown(event: MouseEvent) {
    pressStartedOnBackdrop.current = event.target === event.currentTarget
  }
  function onBackdropClick(event: MouseEvent) {
    if (pressStartedOnBackdrop.current && event.target === event.currentTarget) onClose()
  }

  return createPortal(
    // role="presentation": the backdrop is a pointer shortcut only; Escape is its keyboard twin.
    <div
      className={styles.backdrop}
      role="presentation"
      onMouseDown={onBackdropMouseDown}
      onClick={onBackdropClick}
    >
      <div
        ref={panelRef}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={CLOSE_LABEL} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        {/* Long terms scroll here; tabIndex lets keyboard users scroll them (axe
            scrollable-region-focusable). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <div className={styles.body} role="region" aria-labelledby={titleId} tabIndex={0}>
          {children}
        </div>
        <div className={styles.actions}>
          <button type="button" className="button" onClick={onClose}>
            {CANCEL_LABEL}
          </button>
          <button type="button" className="button button--primary" onClick={onAccept}>
            {acceptTitle}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  )
}

/** Keeps Tab and Shift+Tab cycling inside the dialog (WAI-ARIA APG, modal dialog pattern). */
function trapTab(event: KeyboardEvent, panel: HTMLElement) {
  const focusable = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE))
  const first = focusable[0]
  const last = focusable[focusable.length - 1]
  const active = document.activeElement
  // The panel itself holds focus after a click on plain text; Tab from there must stay inside too.
  const outside = active === panel || !panel.contains(active)
  if (!first || !last) {
    event.preventDefault()
    panel.focus()
  } else if (event.shiftKey && (active === first || outside)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault()
    first.focus()
  }
}
