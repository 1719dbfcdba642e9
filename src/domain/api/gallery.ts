// The gallery editor's contract (issue #21): what GET /api/gazda/content/gallery and an album's
// GET answer, shared by the server (server/content/gallery.ts) and the staff area's gallery editor.

export interface AlbumSummary {
  years: string
  slug: string
  title: string
  date: string
  photoCount: number
  hiddenCount: number
}

export interface AlbumPhoto {
  name: string
  hidden: boolean
  caption: string | null
}

export interface AlbumContent {
  version: string | number
  years: string
  slug: string
  title: string
  date: string
  photos: AlbumPhoto[]
}
