import type { CourseInput } from '../../domain/course'
import { NO_FACTS } from '../../domain/course-facts'
import type { Review } from '../../domain/schemas/review'
import type { Course, CourseListResponse } from '../../domain/schemas/course'

export function makeCourse(overrides: Partial<Course> = {}): Course {
  return {
    courseId: '3f1c2a9e-8d4b-4c61-9a57-0b6f1d2e3c4a',
    courseName: 'Namaste React',
    rating: 4.7,
    duration: '40',
    validity: '24',
    certification: 'Certificate of completion',
    price: 4999,
    imageUrl: '/course-art/react.svg',
    instructor: 'Akshay Saini',
    platform: 'namastedev',
    category: 'frontend',
    description: 'Learn React from scratch. Build a real project! Deploy it.',
    isFavourite: false,
    fvrtCount: 0,
    officialUrl: 'https://namastedev.com/learn/namaste-react',
    language: 'Hindi',
    isBestseller: false,
    createdAt: '2024-11-09T10:00:00.000Z',
    learnerRating: null,
    learnerRatingCount: 0,
    ...NO_FACTS,
    ...overrides,
  }
}

/** A review as GET /api/courses/:courseId/reviews sends it; `userId` says who wrote it (fake API). */
export type ReviewFixture = Review & { userId?: string | null }

export function makeReview(overrides: Partial<ReviewFixture> = {}): ReviewFixture {
  return {
    reviewId: 'r-1',
    courseId: '3f1c2a9e-8d4b-4c61-9a57-0b6f1d2e3c4a',
    courseName: 'Namaste React',
    text: 'Clear explanations and a real project at the end.',
    author: 'Ravi',
    authorDeleted: false,
    rating: 4,
    completion: null,
    progress: null,
    takenIn: null,
    pricePaid: null,
    aspects: { depth: null, readiness: null, value: null },
    createdAt: '2024-11-09T12:00:00.000Z',
    updatedAt: '2024-11-09T12:00:00.000Z',
    isHelpful: 0,
    comments: [],
    mine: false,
    helpedByMe: false,
    reportedByMe: false,
    hidden: false,
    userId: 'user-9',
    ...overrides,
  }
}

/** A GET /api/courses answer holding `items`, with no facets (as before the server counts them). */
export function makeListResponse(
  items: Course[],
  overrides: Partial<CourseListResponse> = {},
): CourseListResponse {
  return {
    items,
    total: items.length,
    totalExact: true,
    page: 1,
    pageSize: 24,
    facets: {
      category: [],
      platform: [],
      language: [],
      price: [],
      level: [],
      format: [],
      certificate: [],
    },
    withoutFilter: {},
    didYouMean: null,
    partial: null,
    understood: [],
    ...overrides,
  }
}

/** What a person sends to add a course (POST /api/courses). */
export function makeCourseInput(overrides: Partial<CourseInput> = {}): CourseInput & {
  language: string
} {
  return {
    courseName: 'Go for beginners',
    rating: 4.4,
    duration: '10',
    validity: 'Lifetime',
    certification: 'Yes',
    price: null,
    imageUrl: 'https://example.in/go.png',
    instructor: 'Kavya',
    platform: 'youtube',
    category: 'programming',
    description: 'Go basics.',
    officialUrl: 'https://example.in/go',
    language: '',
    ...overrides,
  }
}
