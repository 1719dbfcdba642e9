import { act, renderHook } from '@testing-library/react'
import { BLOCK_TURN_FALLBACK_MS, useBlocksInTurn } from '../../src/forms/useBlocksInTurn'

describe('useBlocksInTurn', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('draws the first block at once and one more after each frame, up to the whole', () => {
    // The browser's frames, drawn by hand: each runs the frame callbacks, then what they queued.
    let frames: FrameRequestCallback[] = []
    const requestFrame = jest
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation((callback) => frames.push(callback))
    const drawFrame = () =>
      act(() => {
        const due = frames
        frames = []
        due.forEach((callback) => callback(performance.now()))
        jest.advanceTimersByTime(0)
      })
    try {
      const { result } = renderHook(() => useBlocksInTurn(4))
      const counts = [result.current]
      act(() => jest.advanceTimersByTime(0))
      counts.push(result.current) // no frame yet: nothing more
      for (let frame = 0; frame < 5; frame++) {
        drawFrame()
        counts.push(result.current)
      }
      expect(counts).toEqual([1, 1, 2, 3, 4, 4, 4])
    } finally {
      requestFrame.mockRestore()
    }
  })

  it('fills in a tab that draws no frames (in the background) after the fallback wait', () => {
    const requestFrame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0)
    try {
      const { result } = renderHook(() => useBlocksInTurn(3))
      act(() => jest.advanceTimersByTime(BLOCK_TURN_FALLBACK_MS - 1))
      expect(result.current).toBe(1)
      act(() => jest.advanceTimersByTime(1))
      expect(result.current).toBe(2)
      act(() => jest.advanceTimersByTime(BLOCK_TURN_FALLBACK_MS))
      expect(result.current).toBe(3)
    } finally {
      requestFrame.mockRestore()
    }
  })

  it('asks for nothing more once whole, and stops when the form goes away', () => {
    const { result, unmount } = renderHook(() => useBlocksInTurn(2))
    act(() => jest.advanceTimersByTime(BLOCK_TURN_FALLBACK_MS))
    expect(result.current).toBe(2)
    expect(jest.getTimerCount()).toBe(0)
    const half = renderHook(() => useBlocksInTurn(5))
    half.unmount()
    expect(jest.getTimerCount()).toBe(0)
    unmount()
  })
})
