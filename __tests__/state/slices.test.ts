import {
  login,
  logout,
  selectIsActive,
  selectIsLoggedIn,
  selectUser,
  setActive,
} from '../../src/state/authSlice'
import { clearDraft, saveDraft, selectDraft } from '../../src/state/draftsSlice'
import { makeClientStore } from './clientStore'
import { jwtExpiringAt } from '../domain/jwtFixture'
import { fakeApi } from './trackerFixtures'

const EXP = 1_800_000_000
const freshStore = () => makeClientStore({ persist: false, api: fakeApi() })

describe('the session user (SPEC.md §3, §4 "Session")', () => {
  it('is logged in after login while the token is unexpired, and no longer at exp', () => {
    const store = freshStore()
    store.dispatch(login({ jwt: jwtExpiringAt(EXP) }))
    expect(selectUser(store.getState())).toEqual({ jwt: jwtExpiringAt(EXP) })
    expect(selectIsActive(store.getState())).toBe(true)
    expect(selectIsLoggedIn(store.getState(), EXP * 1000 - 1)).toBe(true)
    expect(selectIsLoggedIn(store.getState(), EXP * 1000)).toBe(false)
  })

  it('is not logged in with no user, or with a malformed token', () => {
    const store = freshStore()
    expect(selectIsLoggedIn(store.getState(), 0)).toBe(false)
    store.dispatch(login({ jwt: 'nie.jest.tokenem' }))
    expect(selectIsLoggedIn(store.getState(), 0)).toBe(false)
  })

  it('forgets the user on logout', () => {
    const store = freshStore()
    store.dispatch(login({ jwt: jwtExpiringAt(EXP) }))
    store.dispatch(logout())
    expect(selectUser(store.getState())).toBeNull()
    expect(selectIsActive(store.getState())).toBe(false)
    expect(selectIsLoggedIn(store.getState(), 0)).toBe(false)
  })

  it('sets isActive on its own, as /gazda/ does for an invalid user', () => {
    const store = freshStore()
    store.dispatch(login({ jwt: jwtExpiringAt(EXP) }))
    store.dispatch(setActive(false))
    expect(selectIsActive(store.getState())).toBe(false)
    expect(selectUser(store.getState())).not.toBeNull()
  })
})

describe('form drafts', () => {
  it('keeps a draft per form with the time it was saved, and clears it', () => {
    const store = freshStore()
    const savedAt = new Date('2026-09-12T09:30:00Z')
    store.dispatch(saveDraft('zapisy-do-szkoly', { city: 'Lombard' }, savedAt))
    store.dispatch(saveDraft('ankieta', { rating: '5' }))

    expect(selectDraft(store.getState(), 'zapisy-do-szkoly')).toEqual({
      values: { city: 'Lombard' },
      savedAt: '2026-09-12T09:30:00.000Z',
    })
    store.dispatch(clearDraft('zapisy-do-szkoly'))
    expect(selectDraft(store.getState(), 'zapisy-do-szkoly')).toBeUndefined()
    expect(selectDraft(store.getState(), 'ankieta')?.values).toEqual({ rating: '5' })
  })

  it('replaces a form’s earlier draft', () => {
    const store = freshStore()
    store.dispatch(saveDraft('ankieta', { rating: '3' }))
    store.dispatch(saveDraft('ankieta', { rating: '4' }))
    expect(selectDraft(store.getState(), 'ankieta')?.values).toEqual({ rating: '4' })
  })
})
