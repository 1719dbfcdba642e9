import { Link } from 'gatsby'
import { routes } from '../../domain/routes'
import type { PublishFailureInfo } from '../publish'
import { useStaff } from '../session'
import { PUBLISH } from './text/editing'
import { PUBLISH_FAILURE } from './text/publishing'
import * as styles from '../Staff.module.css'

/**
 * A failed publish in Polish (issue #30): each bad content file with its field and what is wrong,
 * what to do about it, and the builder's own (English) output folded under "Szczegóły". Where the
 * "Opublikuj teraz" button is not beside it, an admin gets a link to the dashboard that has it.
 */
export function PublishFailure({
  failure,
  publishNowHere = false,
}: {
  failure: PublishFailureInfo
  publishNowHere?: boolean
}) {
  const { isAdmin } = useStaff()
  const problems = failure.problems ?? []
  const files = [...new Set(problems.map((problem) => problem.file))]
  const beforeBuild = failure.failure === 'content'
  const output = failure.output ?? failure.error
  return (
    <div role="alert" className={styles.error} data-publish-failure={failure.failure ?? 'build'}>
      <p>
        <strong>{PUBLISH.failed}</strong>
      </p>
      {beforeBuild && <p>{PUBLISH_FAILURE.contentLead(problems.length)}</p>}
      {failure.failure === 'build' && (
        <p>
          {PUBLISH_FAILURE.buildLead}
          {failure.retried && ` ${PUBLISH_FAILURE.retried}`}
          {problems.length > 0 && ` ${PUBLISH_FAILURE.buildProblems}`}
        </p>
      )}
      {problems.length > 0 && (
        <ul className={styles.publishProblems}>
          {problems.map((problem, index) => (
            <li key={index}>
              <code>{problem.file}</code>
              {': '}
              {problem.field && PUBLISH_FAILURE.field(problem.field)}
              {problem.message}
            </li>
          ))}
        </ul>
      )}
      <p>
        {files.length > 0
          ? PUBLISH_FAILURE.fixFiles(files, isAdmin)
          : PUBLISH_FAILURE.tryAgain(isAdmin)}{' '}
        {PUBLISH_FAILURE.liveUnchanged}
      </p>
      {isAdmin && !publishNowHere && (
        <p>
          {PUBLISH_FAILURE.publishNowWhere}{' '}
          <Link to={routes.staff()}>{PUBLISH_FAILURE.toDashboard}</Link>
        </p>
      )}
      {output && (
        <details>
          <summary>{PUBLISH_FAILURE.details}</summary>
          <pre className={styles.buildOutput}>{output}</pre>
        </details>
      )}
    </div>
  )
}
