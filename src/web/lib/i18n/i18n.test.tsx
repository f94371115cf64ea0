import { render, screen } from '@testing-library/react'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { I18nProvider, Trans, useTranslation, type TFunction } from '.'
import { en } from './messages/en'

function Show({ read }: { read: (t: TFunction) => string }) {
  const { t } = useTranslation()
  return <p data-testid="out">{read(t)}</p>
}

describe('useTranslation', () => {
  it('translates from the English catalogue without any set-up', () => {
    render(<Show read={(t) => t('catalogue.resultCount', { count: 1, total: '1' })} />)
    expect(screen.getByTestId('out')).toHaveTextContent(/^1 course found$/)
  })

  it('uses the language and catalogue an I18nProvider gives', () => {
    const messages = {
      ...en,
      catalogue: { ...en.catalogue, resultCount_one: '{{total}} कोर्स', resultCount_other: '-' },
    }
    render(
      <I18nProvider language="hi" messages={messages}>
        <Show read={(t) => t('catalogue.resultCount', { count: 0, total: '0' })} />
      </I18nProvider>,
    )
    expect(screen.getByTestId('out')).toHaveTextContent(/^0 कोर्स$/)
  })
})

describe('Trans', () => {
  it('renders the named tags as the given elements, and the rest as text', () => {
    const { container } = render(
      <p>
        <Trans
          i18nKey="catalogue.didYouMean"
          values={{ term: 'python' }}
          components={{ b: <b className="font-semibold" /> }}
        />
      </p>,
    )
    expect(container.innerHTML).toBe('<p>Did you mean <b class="font-semibold">python</b>?</p>')
  })

  it('never reads markup in a value as HTML', () => {
    const { container } = render(
      <p>
        <Trans
          i18nKey="catalogue.didYouMean"
          values={{ term: '<i>x</i> & <b>y</b>' }}
          components={{ b: <b /> }}
        />
      </p>,
    )
    expect(container.querySelector('i')).toBeNull()
    expect(container.querySelectorAll('b')).toHaveLength(1)
    expect(container.querySelector('b')).toHaveTextContent('<i>x</i> & <b>y</b>')
  })

  it('leaves tags it was not given components for as text', () => {
    const { container } = render(
      <p>
        <Trans i18nKey="catalogue.didYouMean" values={{ term: 'go' }} />
      </p>,
    )
    expect(container.querySelector('b')).toBeNull()
    expect(container).toHaveTextContent('Did you mean <b>go</b>?')
  })
})

// Compile-time checks: `npm run typecheck` fails if a @ts-expect-error line ever compiles.
export function keyTypes(t: TFunction) {
  // @ts-expect-error: not a key of the catalogue
  t('catalogue.noSuchKey')
  // @ts-expect-error: a plural needs its count
  t('catalogue.resultCount')
  // @ts-expect-error: plural forms are read through their base key
  t('catalogue.resultCount_one', { count: 1 })
  // @ts-expect-error: an array of messages is not a string
  t('landing.hero.slides')
  // @ts-expect-error: a string is not an object
  t('catalogue.free', { returnObjects: true })
  // @ts-expect-error: not a key of the catalogue
  void (<Trans i18nKey="catalogue.noSuchKey" />)

  expectTypeOf(t('catalogue.free')).toEqualTypeOf<string>()
  expectTypeOf(t('catalogue.resultCount', { count: 2, total: '2' })).toEqualTypeOf<string>()
  expectTypeOf(t('landing.topics.list', { returnObjects: true })).toEqualTypeOf<readonly string[]>()
  expectTypeOf(t('catalogue.tracks', { returnObjects: true })).toEqualTypeOf<{
    readonly it: string
    readonly govt: string
  }>()
}
