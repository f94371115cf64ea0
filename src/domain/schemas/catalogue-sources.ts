// Catalogue sources as the admin API accepts and sends them (../catalogue-sources.ts has the rules).
import { z } from 'zod'
import {
  SOURCE_CHANGE_EMPTY,
  SOURCE_INTERVALS,
  SOURCE_KINDS,
  SOURCE_PAGES_MAX,
  SOURCE_RUN_STATUSES,
  sourceInputErrors,
  type SourceField,
} from '../catalogue-sources'
import { badRowSchema } from './catalogue-import'

/** What an administrator saves: every field checked by sourceInputErrors, its message per field. */
export const sourceInputSchema = z
  .object({
    name: z.string().max(1000),
    kind: z.string().max(20),
    addresses: z.array(z.string().max(2100)).max(SOURCE_PAGES_MAX + 1),
    platform: z.string().max(1000),
    category: z.string().max(1000).default(''),
    intervalMinutes: z.number(),
  })
  .superRefine((input, context) => {
    for (const [field, message] of Object.entries(sourceInputErrors(input))) {
      context.addIssue({ code: 'custom', path: [field as SourceField], message })
    }
  })
  .transform((input) => ({
    name: input.name.trim(),
    kind: input.kind as (typeof SOURCE_KINDS)[number],
    addresses: input.addresses.map((address) => address.trim()),
    platform: input.platform.trim(),
    category: input.category.trim(),
    intervalMinutes: input.intervalMinutes as (typeof SOURCE_INTERVALS)[number],
  }))
export type SourceInputBody = z.input<typeof sourceInputSchema>

/** An edit: the form's fields, and whether the source is refreshed at all. */
export const sourceUpdateSchema = z
  .object({
    source: sourceInputSchema.optional(),
    enabled: z.boolean().optional(),
  })
  .refine((change) => change.source !== undefined || change.enabled !== undefined, {
    message: SOURCE_CHANGE_EMPTY,
  })

export const sourceRunSchema = z.object({
  id: z.number().int(),
  status: z.enum(SOURCE_RUN_STATUSES),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  added: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  bad: z.number().int(),
  /** The first bad rows: a feed's line, or a page's place in the list (from 1). */
  badRows: z.array(badRowSchema),
  requests: z.number().int(),
  notModified: z.number().int(),
  error: z.string().nullable(),
})
export type SourceRun = z.infer<typeof sourceRunSchema>

export const sourceSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(SOURCE_KINDS),
  addresses: z.array(z.string()),
  platform: z.string(),
  category: z.string(),
  intervalMinutes: z.number().int(),
  enabled: z.boolean(),
  /** Failed runs in a row. */
  failures: z.number().int(),
  /** failures >= SOURCE_FAILING_AFTER. */
  failing: z.boolean(),
  createdAt: z.string(),
  /** The newest run first. */
  runs: z.array(sourceRunSchema),
  /** When the next scheduled refresh is due (null: never, the source is paused). */
  nextRunAt: z.string().nullable(),
})
export type CatalogueSource = z.infer<typeof sourceSchema>

export const sourceListSchema = z.object({ sources: z.array(sourceSchema) })
