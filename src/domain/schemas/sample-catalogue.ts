// The rules of the sample catalogue (src/server/features/catalogue-import/sample-catalogue.jsonl), which an empty database
// is seeded with through the catalogue import. Only the server reads the file.
import { z } from 'zod'
import { courseInputSchema } from './course'

/** The site's own course artwork (src/web/public/course-art/), which the sample courses show. */
const SITE_ARTWORK = /^\/course-art\/[a-z0-9-]+\.svg$/

/**
 * A row of the sample catalogue: the add-course form's rules, except that the image may be the
 * site's own artwork, a path the form refuses (decision 014), and that a row says whether the
 * course is a Bestseller, which an imported file cannot.
 */
export const sampleCourseSchema = courseInputSchema.safeExtend({
  imageUrl: z
    .string({ message: 'Image URL is required' })
    .refine(
      (url) => SITE_ARTWORK.test(url) || courseInputSchema.shape.imageUrl.safeParse(url).success,
      { message: 'Enter /course-art/NAME.svg or a web address starting with http:// or https://' },
    ),
  isBestseller: z.boolean({ message: 'isBestseller must be true or false' }).default(false),
})
export type SampleCourse = z.output<typeof sampleCourseSchema>
