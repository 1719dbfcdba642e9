import { attachmentsGoneErrors } from '../../src/domain/attachments'
import { formErrorAnswer } from '../../src/domain/formErrors'
import { apiError } from '../errors'
import { claimUploads, type UploadOwner } from '../repositories/uploads'

/**
 * Issue #17: a form's files go with what it stores, or nothing is stored. Claims every upload
 * the form names in the submission's transaction; when one is gone, refuses the form with
 * `refusedMessage` (the form's language's) and the attachments' field errors, which rolls back.
 */
export async function claimFormUploads(
  tx: Parameters<typeof claimUploads>[0],
  ids: string[],
  owner: UploadOwner,
  refusedMessage: string,
) {
  const claimed = await claimUploads(tx, ids, owner)
  if (claimed < ids.length) {
    throw apiError(400, 'INVALID_FORM', refusedMessage, formErrorAnswer(attachmentsGoneErrors()))
  }
}
