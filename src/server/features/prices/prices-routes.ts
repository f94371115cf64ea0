// GET /api/courses/:courseId/prices: a course's price over the last 12 months, its lowest, highest
// and typical price and its badges (docs/product.md#price-history), worked out at the request's
// time from the changes the database kept.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { priceHistory } from '../../../domain/prices'
import { suggestedAlert } from '../../../domain/price-alerts'
import { courseParamsSchema } from '../../../domain/schemas/course'
import { errorResponseSchema } from '../../../domain/schemas/errors'
import { priceHistorySchema } from '../../../domain/schemas/prices'
import { HttpError } from '../../http/errors'
import type { PricesRepository } from './prices-repository'

export const pricesRoutes: FastifyPluginAsyncZod<{ prices: PricesRepository }> = async (
  app,
  { prices },
) => {
  app.get(
    '/api/courses/:courseId/prices',
    {
      config: { access: 'public' },
      schema: {
        params: courseParamsSchema,
        response: { 200: priceHistorySchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const { courseId } = request.params
      const changes = await prices.changes(courseId)
      if (!changes) throw new HttpError(404, 'not_found', 'Course not found!')
      const history = priceHistory(changes, new Date().toISOString())!
      return { courseId, ...history, suggestedAlert: suggestedAlert(history) }
    },
  )
}
