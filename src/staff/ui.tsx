// Small pieces every staff view uses: the view's title, loading and refusal states, a pager.
import { Link } from 'gatsby'
import { createContext, useContext, useEffect, type ReactNode } from 'react'
import { routes } from '../domain/routes'
import {
  BACK_TO_DASHBOARD,
  FORBIDDEN_MESSAGE,
  FORBIDDEN_TEACHER_MESSAGE,
  FORBIDDEN_TITLE,
  LOADING_TEXT,
  loadFailed,
  PAGER,
  RETRY_LABEL,
} from './text'
import type { Resource } from './query/resource'
import { useStaff } from './session'
import * as styles from './Staff.module.css'

/** Sets the page's heading (the Layout's h1) from inside a view; the route's title otherwise. */
export const TitleContext = createContext<(title: string | null) => void>(() => undefined)

export function useViewTitle(title: string | null | undefined) {
  const setTitle = useContext(TitleContext)
  useEffect(() => {
    if (!title) return undefined
    setTitle(title)
    return () => setTitle(null)
  }, [title, setTitle])
}

export function Loading({ text = LOADING_TEXT }: { text?: string }) {
  return (
    <p role="status" className={styles.muted}>
      {text}
    </p>
  )
}

/** An editor opening an admin's part of the panel, or a teacher any other (the API answered 403). */
export function Forbidden() {
  useViewTitle(FORBIDDEN_TITLE)
  const { isTeacher } = useStaff()
  return (
    <div className={styles.notice} data-forbidden>
      <p>{isTeacher ? FORBIDDEN_TEACHER_MESSAGE : FORBIDDEN_MESSAGE}</p>
      <p>
        <Link to={routes.staff()}>{BACK_TO_DASHBOARD}</Link>
      </p>
    </div>
  )
}

export function LoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div role="alert" className={styles.error}>
      <p>{loadFailed(message)}</p>
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          {RETRY_LABEL}
        </button>
      )}
    </div>
  )
}

/** A failed action (saving, exporting): the server's message, read out when it appears. */
export function ErrorNote({ message }: { message: string }) {
  if (!message) return null
  return (
    <p role="alert" className={styles.error}>
      {message}
    </p>
  )
}

/**
 * An action's outcome: a done action said to screen readers only (the change shows on screen),
 * a failed one in its ErrorNote.
 */
export function ActionOutcome({ announcement, error }: { announcement: string; error: string }) {
  return (
    <>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      <ErrorNote message={error} />
    </>
  )
}

/** The resource's data through `children`, or what stands in its place. */
export function ResourceView<T>({
  resource,
  onRetry,
  children,
}: {
  resource: Resource<T>
  onRetry?: () => void
  children: (data: T) => ReactNode
}) {
  switch (resource.status) {
    case 'loading':
      return <Loading />
    case 'forbidden':
      return <Forbidden />
    case 'error':
      return <LoadError message={resource.message} onRetry={onRetry} />
    case 'ready':
      return <>{children(resource.data)}</>
  }
}

/** Previous and next for a list kept in the view's state (a page number needs no URL). */
export function Pager({
  page,
  pages,
  total,
  onPage,
}: {
  page: number
  pages: number
  total?: number
  onPage: (page: number) => void
}) {
  return (
    <nav className={styles.pager} aria-label={PAGER.label}>
      <button
        type="button"
        className="button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {PAGER.previous}
      </button>
      <span aria-live="polite">
        {PAGER.pageOf(page, pages)}
        {total !== undefined && <> · {PAGER.total(total)}</>}
      </span>
      <button
        type="button"
        className="button"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {PAGER.next}
      </button>
    </nav>
  )
}

export { StaffTable } from './StaffTable'
