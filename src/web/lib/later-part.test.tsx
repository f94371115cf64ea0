// A page reached in the app whose later part's chunk fails to load (a flaky network) tries again on a touch
// (docs/decisions/061-reviews-hydrated-when-near.md).
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { replayEarlyInput } from './early-input'
import { Later, laterPart } from './later-part'

afterEach(() => {
  delete document.documentElement.dataset.hydrated
})

describe('Later, reached by a link in the app', () => {
  it('tries the chunk again when the learner touches the part after a failed load', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    document.documentElement.dataset.hydrated = 'true'
    let calls = 0
    const part = laterPart<object>(() => {
      calls++
      return calls === 1
        ? Promise.reject(new Error('Failed to fetch dynamically imported module'))
        : Promise.resolve({ default: () => <p>Reviews here</p> })
    })
    await act(async () => {
      render(<Later part={part} props={{}} fallback={<p role="status">Loading reviews…</p>} />)
    })
    await vi.waitFor(() => expect(calls).toBe(1))
    await new Promise((r) => setTimeout(r, 50))
    // The network is back; the learner taps, focuses, scrolls: nothing but the fallback is left.
    const status = screen.getByRole('status')
    await act(async () => {
      fireEvent.pointerDown(status)
      fireEvent.focusIn(status)
      fireEvent.click(status)
    })
    expect(
      await screen.findByText('Reviews here', undefined, { timeout: 1000 }),
    ).toBeInTheDocument()
  })
})

describe('text typed before a later part runs', () => {
  it("is left by the page's replay to the part, which replays it once it runs", () => {
    document.body.innerHTML =
      '<textarea id="page"></textarea><div data-later><textarea id="part"></textarea></div>'
    const page = document.getElementById('page') as HTMLTextAreaElement
    const part = document.getElementById('part') as HTMLTextAreaElement
    page.value = 'typed on the page'
    part.value = 'typed in the part'
    const heard: string[] = []
    document.addEventListener('input', (event) => heard.push((event.target as Element).id))
    replayEarlyInput(document)
    expect(heard).toEqual(['page'])
    part.parentElement!.removeAttribute('data-later')
    replayEarlyInput(part.parentElement!)
    expect(heard).toEqual(['page', 'part'])
    expect(part.value).toBe('typed in the part')
  })
})
