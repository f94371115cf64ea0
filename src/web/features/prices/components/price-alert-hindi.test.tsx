// The price alert's form on a Hindi page: its texts are a section loaded with it, in the page's
// language before it shows (it once showed its message keys until something else loaded them).
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { catalogueOf, I18nProvider, loadTranslations, setPageLanguage } from '../../../lib/i18n'
import { makeCourse } from '../../../test/course-fixtures'
import { installFakeApi } from '../../../test/fake-api'
import { renderWithApp } from '../../../test/render'
import { PriceHistory } from './price-history'

afterEach(() => setPageLanguage('en'))

describe('the price alert on a Hindi page', () => {
  it('shows its form in Hindi', async () => {
    installFakeApi({
      accounts: [{ email: 'asha@example.in', password: 'Secret123' }],
      signedIn: true,
      courses: [makeCourse({ courseId: 'c-1', price: 3099 })],
    })
    setPageLanguage('hi')
    await loadTranslations('hi')
    renderWithApp(
      <I18nProvider language="hi" messages={catalogueOf('hi')}>
        <PriceHistory courseId="c-1" />
      </I18nProvider>,
      { url: '/home/c-1/x' },
    )
    await userEvent.setup().click(await screen.findByRole('button', { name: /बताएँ/ }))
    expect(await screen.findByText('मुझे बताएँ जब कीमत इससे कम हो')).toBeInTheDocument()
    expect(screen.queryByText(/priceAlerts\./)).toBeNull()
  })
})
