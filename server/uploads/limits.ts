// Issue #32: anonymous uploads wait unclaimed until a form names them (up to two hours). What one
// address keeps waiting is capped well below the quota, and all waiting files together have a pool
// of their own. The quota counts claimed files (parents' real documents) and only the sender's own
// waiting ones: strangers' unclaimed files never fill it. Files take at most quota + pool on disk.

export interface UnclaimedUploadLimits {
  /** Bytes of unclaimed files one address may keep waiting. */
  perAddressBytes: number
  /** Bytes of unclaimed files from every address together; unset: half the quota. */
  poolBytes?: number
}

/**
 * A full enrolment form carries at most MAX_ATTACHMENTS (10) files; a phone photo, re-encoded as
 * the server stores it, is some 2–4 MB and a scanned PDF less. 50 MB holds a full form of photos,
 * and once the form is sent its files are claimed and no longer count: the next child's form has
 * the whole 50 MB again. One address is five maximal 10 MB files, not the quota's hundred.
 */
export const DEFAULT_UNCLAIMED_PER_ADDRESS_BYTES = 50 * 1024 * 1024

export function loadUnclaimedUploadLimits(env: NodeJS.ProcessEnv): UnclaimedUploadLimits {
  const perAddressBytes = bytes('UPLOAD_PER_ADDRESS_BYTES', env.UPLOAD_PER_ADDRESS_BYTES)
  const poolBytes = bytes('UPLOAD_UNCLAIMED_BYTES', env.UPLOAD_UNCLAIMED_BYTES)
  return { perAddressBytes: perAddressBytes ?? DEFAULT_UNCLAIMED_PER_ADDRESS_BYTES, poolBytes }
}

/** The three limits an upload must fit, in bytes. */
export interface UploadLimits {
  perAddressBytes: number
  poolBytes: number
  quotaBytes: number
}

export function uploadLimits(quotaBytes: number, unclaimed: UnclaimedUploadLimits): UploadLimits {
  const poolBytes = unclaimed.poolBytes ?? Math.floor(quotaBytes / 2)
  return { perAddressBytes: Math.min(unclaimed.perAddressBytes, poolBytes), poolBytes, quotaBytes }
}

function bytes(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined
  if (!/^\d+$/.test(value.trim()) || Number(value) < 1) {
    throw new Error(`${name} must be a whole number above 0, got "${value}".`)
  }
  return Number(value)
}
