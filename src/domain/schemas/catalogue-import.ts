// The answer of a catalogue import (see ../catalogue-import.ts).
import { z } from 'zod'

export const badRowSchema = z.object({
  /** The row's physical line in the file (a CSV record with line breaks: the line it starts on). */
  line: z.number().int(),
  /** 'field: message' with the add-course form's message, several joined by '; '. */
  reason: z.string(),
})
export type BadRow = z.infer<typeof badRowSchema>

export const catalogueImportResultSchema = z.object({
  added: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** The first IMPORT_BAD_ROWS_LISTED bad rows, in file order. */
  bad: z.array(badRowSchema),
  badCount: z.number().int(),
  /** Things that were read but not used (columns or fields that are not course fields). */
  warnings: z.array(z.string()),
})
export type CatalogueImportResult = z.infer<typeof catalogueImportResultSchema>
