// Price alerts as the API takes and sends them (../price-alerts.ts has the rules).
import { z } from 'zod'
import { ALERT_TARGET_MAX, ALERT_TARGET_MESSAGE } from '../price-alerts'

export const priceAlertInputSchema = z.object({
  target: z
    .number({ message: ALERT_TARGET_MESSAGE })
    .int({ message: ALERT_TARGET_MESSAGE })
    .min(1, { message: ALERT_TARGET_MESSAGE })
    .max(ALERT_TARGET_MAX, { message: ALERT_TARGET_MESSAGE }),
})

export const priceAlertSchema = z.object({
  courseId: z.string(),
  courseName: z.string(),
  /** The course's price now; null: free. */
  price: z.number().nullable(),
  target: z.number(),
  createdAt: z.string(),
  /** When the member was last told the price reached the target. */
  notifiedAt: z.string().nullable(),
})
export type PriceAlert = z.infer<typeof priceAlertSchema>

export const priceAlertListSchema = z.object({ alerts: z.array(priceAlertSchema) })
