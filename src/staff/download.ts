/** Saves a Blob under a file name through a temporary link (the CSV came through fetch with the token). */
export function saveBlob(blob: Blob, fileName: string, doc: Document = document) {
  const url = URL.createObjectURL(blob)
  const link = doc.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  doc.body.append(link)
  link.click()
  link.remove()
  // Revoked a moment later: some browsers start the download only after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
