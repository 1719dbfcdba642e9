import { useId, useRef, type MouseEvent, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import formsText from '../domain/i18n/compiled/forms'
import { useText } from '../i18n/useText'
import { ModalPanel } from './ModalPanel'
import { useModalDialog, useMounted } from './useModalDialog'
import * as styles from './AcceptModal.module.css'

// The buttons speak the page's language (issue #35). SPEC.md §2 writes "Aceptuję", evidently a
// typo (issue #19): parents read "Akceptuję" spelt right.

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
  acceptTitle,
  children,
  onClose,
  onAccept,
}: AcceptModalProps) {
  const t = useText(formsText)
  const mounted = useMounted()
  const titleId = useId()
  const panelRef = useRef<HTMLDivElement>(null)
  const pressStartedOnBackdrop = useRef(false)
  const open = mounted && show
  useModalDialog(open, panelRef, onClose)

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
      <ModalPanel
        ref={panelRef}
        titleId={titleId}
        title={title}
        closeLabel={t('close')}
        onClose={onClose}
      >
        {/* Long terms scroll here; tabIndex lets keyboard users scroll them (axe
            scrollable-region-focusable). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <div className={styles.body} role="region" aria-labelledby={titleId} tabIndex={0}>
          {children}
        </div>
        <div className={styles.actions}>
          <button type="button" className="button" onClick={onClose}>
            {t('cancel')}
          </button>
          <button type="button" className="button button--primary" onClick={onAccept}>
            {acceptTitle ?? t('accept')}
          </button>
        </div>
      </ModalPanel>
    </div>,
    document.body,
  )
}
