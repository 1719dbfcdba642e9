// The order of an album's photos as the gallery editor changes it (issue #18): moves are made in
// the page, one place at a time or straight to a position (issue #30: typed, or dragged), and saved
// together with the album's version. On a version
// conflict, a change that left the order alone (a photo hidden, the title changed) is taken in
// and the order saved again; a changed order is shown beside this one for the editor to choose.
import { useRef, useState } from 'react'
import { movedOnePlace, movedTo, reorderedPhotos } from '../../domain/content/photoOrder'
import { isStaffError, isUnauthorized, messageOf } from '../api'
import { galleryApiPath, useSavePhotoOrderMutation, type AlbumKey } from './api'
import { useReadNow } from '../query/hooks'
import { GALLERY } from './text'
import type { AlbumContent } from '../types'

export interface OrderConflict {
  theirs: string[]
  mine: string[]
}

export type OrderNote = { kind: 'status' | 'error'; text: string } | null

const namesOf = (album: AlbumContent) => album.photos.map((photo) => photo.name)
const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((name, i) => name === b[i])

/** Whether the photos both lists hold are in the same order in each. */
export function sameRelativeOrder(a: readonly string[], b: readonly string[]) {
  const [inA, inB] = [new Set(a), new Set(b)]
  return sameList(
    a.filter((name) => inB.has(name)),
    b.filter((name) => inA.has(name)),
  )
}

/** `order` over the album as it is now: names no longer there left out, new ones at the end. */
export function arranged(order: readonly string[], saved: readonly string[]): string[] {
  const present = new Set(saved)
  const result = reorderedPhotos(
    order.filter((name) => present.has(name)),
    saved,
  )
  return 'order' in result ? result.order : [...saved]
}

const isConflict = (error: unknown) =>
  isStaffError(error) && error.problem.code === 'CONTENT_CHANGED'

export function usePhotoOrder({
  albumKey,
  content,
  onSaved,
}: {
  albumKey: AlbumKey
  content: AlbumContent
  /** The album as saved (a new version, or someone else's), to show while it is loaded again. */
  onSaved: (album: AlbumContent, published: boolean) => void
}) {
  const [saveOrder] = useSavePhotoOrderMutation()
  const readNow = useReadNow()
  const saved = namesOf(content)
  const [draft, setDraft] = useState<string[] | null>(null)
  // The saved order the draft was made from: what tells whether someone else changed it since.
  const base = useRef<string[] | null>(null)
  const [busy, setBusy] = useState(false)
  const [note, setNote] = useState<OrderNote>(null)
  const [conflict, setConflict] = useState<OrderConflict | null>(null)
  const names = draft ? arranged(draft, saved) : saved
  const changed = !sameList(names, saved)

  function move(name: string, step: -1 | 1) {
    const from = names.indexOf(name)
    const next = movedOnePlace(names, from, step)
    if (busy || sameList(next, names)) return
    if (!draft) base.current = saved
    setDraft(next)
    setNote({ kind: 'status', text: GALLERY.moved(name, from + step + 1, names.length) })
  }

  /** The photo put at `position` (from 1), typed or dropped; false when there is no such place. */
  function moveTo(name: string, position: number): boolean {
    if (!Number.isInteger(position) || position < 1 || position > names.length) {
      setNote({ kind: 'error', text: GALLERY.positionRange(names.length) })
      return false
    }
    const from = names.indexOf(name)
    if (busy || from < 0) return false
    const next = movedTo(names, from, position - 1)
    if (!sameList(next, names)) {
      if (!draft) base.current = saved
      setDraft(next)
    }
    setNote({ kind: 'status', text: GALLERY.moved(name, position, names.length) })
    return true
  }

  const put = (order: string[], album: AlbumContent) =>
    saveOrder({ ...albumKey, order, version: album.version }).unwrap()

  function done(order: string[], album: AlbumContent, version: string) {
    const byName = new Map(album.photos.map((photo) => [photo.name, photo]))
    const photos = arranged(order, namesOf(album)).map((name) => byName.get(name)!)
    setDraft(null)
    base.current = null
    setConflict(null)
    setNote({ kind: 'status', text: GALLERY.orderSaved })
    onSaved({ ...album, photos, version }, true)
  }

  async function save(order: string[] = names) {
    if (busy) return
    if (sameList(order, saved)) {
      setDraft(null)
      setConflict(null)
      setNote({ kind: 'status', text: GALLERY.orderUnchanged })
      return
    }
    setBusy(true)
    setNote(null)
    try {
      try {
        done(order, content, (await put(order, content)).version)
      } catch (caught) {
        if (!isConflict(caught)) throw caught
        const fresh = await readNow<AlbumContent>(galleryApiPath(albumKey.years, albumKey.slug))
        const theirs = namesOf(fresh)
        if (!sameRelativeOrder(theirs, base.current ?? saved)) {
          // Both changed the order: theirs is shown as saved, this one stays to be chosen.
          onSaved(fresh, false)
          base.current = theirs
          setConflict({ theirs, mine: arranged(order, theirs) })
          return
        }
        const mine = arranged(order, theirs)
        done(mine, fresh, (await put(mine, fresh)).version)
      }
    } catch (caught) {
      if (isUnauthorized(caught)) return
      setNote({ kind: 'error', text: isConflict(caught) ? GALLERY.orderRace : messageOf(caught) })
    } finally {
      setBusy(false)
    }
  }

  /** Back to the order as saved, the changes made here dropped. */
  function reset() {
    setDraft(null)
    base.current = null
    setConflict(null)
    setNote({ kind: 'status', text: GALLERY.orderReset })
  }

  return { names, changed, busy, note, conflict, move, moveTo, save, reset }
}
