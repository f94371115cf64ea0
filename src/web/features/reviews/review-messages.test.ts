// The fixed review texts (docs/product.md#messages) live in src/domain/review.ts (the server uses
// them); the catalogue the web shows must say exactly the same.
import { describe, expect, it } from 'vitest'
import { en } from '../../lib/i18n/messages/en'
import {
  REVIEW_FAILED,
  REVIEW_LOGIN_REQUIRED,
  REVIEW_SUBMITTED,
  REVIEWS_EMPTY,
  REVIEWS_FETCH_FAILED,
  REVIEWS_LOADING,
} from '../../../domain/review'

describe('review messages', () => {
  it('are the fixed wording of src/domain/review.ts', () => {
    expect(en.reviews.loginRequired).toBe(REVIEW_LOGIN_REQUIRED)
    expect(en.reviews.submitted).toBe(REVIEW_SUBMITTED)
    expect(en.reviews.submitFailed).toBe(REVIEW_FAILED)
    expect(en.reviews.loading).toBe(REVIEWS_LOADING)
    expect(en.reviews.empty).toBe(REVIEWS_EMPTY)
    expect(en.reviews.fetchFailed).toBe(REVIEWS_FETCH_FAILED)
  })
})
