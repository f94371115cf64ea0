import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { I18nProvider } from '../../../lib/i18n'
import { hi } from '../../../lib/i18n/messages/hi'
import { renderWithApp } from '../../../test/render'
import { HeroCarousel } from './hero-carousel'

function currentSlide() {
  const slides = screen.getAllByRole('group', { hidden: true })
  const shown = slides.filter((s) => s.getAttribute('aria-hidden') !== 'true')
  expect(shown).toHaveLength(1)
  return shown[0]!.getAttribute('aria-label')
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))

describe('HeroCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('has three slides with hero art and starts on the first', () => {
    renderWithApp(<HeroCarousel />)
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(3)
    expect(currentSlide()).toBe('Slide 1 of 3')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Find the course that fits your goals',
    )
    const art = Array.from(document.querySelectorAll('img')).map((img) => img.getAttribute('src'))
    expect(art).toEqual(['/hero/hero-1.svg', '/hero/hero-2.svg', '/hero/hero-3.svg'])
  })

  it('moves to the next slide every 5000 ms and wraps around', () => {
    renderWithApp(<HeroCarousel />)
    advance(4999)
    expect(currentSlide()).toBe('Slide 1 of 3')
    advance(1)
    expect(currentSlide()).toBe('Slide 2 of 3')
    advance(5000)
    expect(currentSlide()).toBe('Slide 3 of 3')
    advance(5000)
    expect(currentSlide()).toBe('Slide 1 of 3')
  })

  it('stands still while hovered and resumes afterwards', () => {
    renderWithApp(<HeroCarousel />)
    const carousel = screen.getByRole('region', { name: 'Highlights' })
    fireEvent.mouseEnter(carousel)
    advance(20000)
    expect(currentSlide()).toBe('Slide 1 of 3')
    fireEvent.mouseLeave(carousel)
    advance(5000)
    expect(currentSlide()).toBe('Slide 2 of 3')
  })

  it('the dots choose a slide', () => {
    renderWithApp(<HeroCarousel />)
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3' }))
    expect(currentSlide()).toBe('Slide 3 of 3')
    expect(screen.getByRole('button', { name: 'Show slide 3' })).toHaveAttribute(
      'aria-current',
      'true',
    )
  })

  it('the pause button stops the rotation', () => {
    renderWithApp(<HeroCarousel />)
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }))
    fireEvent.blur(screen.getByRole('button', { name: 'Play slideshow' }))
    advance(15000)
    expect(currentSlide()).toBe('Slide 1 of 3')
  })

  it('does not rotate when the system asks for reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }))
    try {
      renderWithApp(<HeroCarousel />)
      advance(15000)
      expect(currentSlide()).toBe('Slide 1 of 3')
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it("tells a screen reader what the carousel and its slides are, in the page's language", () => {
    const { unmount } = renderWithApp(<HeroCarousel />)
    expect(screen.getByRole('region', { name: 'Highlights' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    )
    unmount()
    renderWithApp(
      <I18nProvider language="hi" messages={hi}>
        <HeroCarousel />
      </I18nProvider>,
    )
    expect(screen.getByRole('region', { name: 'खास बातें' })).toHaveAttribute(
      'aria-roledescription',
      'स्लाइड शो',
    )
    for (const slide of screen.getAllByRole('group', { hidden: true })) {
      expect(slide).toHaveAttribute('aria-roledescription', 'स्लाइड')
    }
  })
})
