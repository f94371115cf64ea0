// A catalogue import (`npm run catalogue:import`, POST /api/admin/courses/import): the answer both
// give. Rows are checked with the add-course form's rules (courseInputSchema in ./course).

/**
 * The largest file the /admin upload accepts (it is streamed, never held whole): 100,000 courses with
 * descriptions of a few sentences are about 75 MB of JSON Lines. The command line has no limit.
 */
export const IMPORT_MAX_BYTES = 100 * 1024 * 1024

/** How many bad rows the upload's answer lists (badCount says how many there were). */
export const IMPORT_BAD_ROWS_LISTED = 100

/** What the file input offers: CSV with a header row, or JSON Lines (one course object a line). */
export const IMPORT_FILE_ACCEPT = '.csv,.jsonl,.ndjson,.json,text/csv,application/x-ndjson'

/** A JSON Lines row longer than this is a bad row: no course's fields come near it. */
export const MAX_LINE_CHARS = 1024 * 1024
export const LINE_TOO_LONG = `This line is longer than ${MAX_LINE_CHARS / 1024 / 1024} MB: no course is that long.`
