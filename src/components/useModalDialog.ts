import { useEffect, useRef, useState, type RefObject } from 'react'

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

/** True once the component runs in a browser: Gatsby renders pages in Node, with no document.body. */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  return mounted
}

/**
 * What every modal dialog does while it is open (WAI-ARIA APG, modal dialog pattern): the page
 * behind does not scroll, focus moves in and Tab cycles inside, Escape closes, and focus returns
 * to whatever had it before. `onKey` sees the other keys (a photo viewer's arrows).
 */
export function useModalDialog(
  open: boolean,
  panelRef: RefObject<HTMLElement | null>,
  onClose: () => void,
  onKey?: (event: KeyboardEvent) => void,
) {
  const handlers = useRef({ onClose, onKey })
  handlers.current = { onClose, onKey }

  useEffect(() => {
    if (!open) return undefined
    const opener = document.activeElement
    const previousOverflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    const panel = panelRef.current
    if (panel) (panel.querySelector<HTMLElement>(FOCUSABLE) ?? panel).focus()

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') handlers.current.onClose()
      else if (event.key === 'Tab' && panelRef.current) trapTab(event, panelRef.current)
      else handlers.current.onKey?.(event)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.body.style.overflow = previousOverflow
      if (opener instanceof HTMLElement) opener.focus()
    }
  }, [open, panelRef])
}

/** Keeps Tab and Shift+Tab cycling inside the dialog. */
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
