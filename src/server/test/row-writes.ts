// Which tables a request wrote rows to, cheaply enough to ask after every request: a row trigger on
// every table of the public schema notes the table's name in a table of its own (test databases
// only), and `take` reads and empties it. A write rolled back leaves no note.
import { sql } from 'drizzle-orm'
import type { Db } from '../db/db-type'

const NOTES = 'test_row_writes'

/**
 * Starts noting writes to every table, less `skipTables` and, for the tables in `skipColumns`,
 * updates that set only those columns. Returns `take`: the tables written since it was last
 * called, each once.
 */
export async function watchRowWrites(
  db: Db,
  options: { skipTables?: string[]; skipColumns?: Record<string, string[]> } = {},
): Promise<{ take(): Promise<string[]> }> {
  const { rows } = (await db.execute(sql`
    SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`)) as unknown as {
    rows: { table_name: string; column_name: string }[]
  }
  const columns = new Map<string, string[]>()
  for (const { table_name: table, column_name: column } of rows) {
    columns.set(table, [...(columns.get(table) ?? []), column])
  }
  await db.execute(sql.raw(`CREATE TABLE ${NOTES} (table_name text NOT NULL)`))
  await db.execute(
    sql.raw(`CREATE FUNCTION note_row_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO ${NOTES} VALUES (TG_TABLE_NAME); RETURN NULL; END $$`),
  )
  // The names are the database's own, from information_schema.
  for (const [table, all] of columns) {
    if (options.skipTables?.includes(table)) continue
    const skipped = options.skipColumns?.[table]
    const updates = skipped
      ? `UPDATE OF ${all
          .filter((column) => !skipped.includes(column))
          .map((column) => `"${column}"`)
          .join(', ')}`
      : 'UPDATE'
    await db.execute(
      sql.raw(`CREATE TRIGGER note_row_write AFTER INSERT OR DELETE OR ${updates} ON "${table}"
        FOR EACH ROW EXECUTE FUNCTION note_row_write()`),
    )
  }
  const take = sql.raw(`DELETE FROM ${NOTES} RETURNING table_name`)
  return {
    async take() {
      const result = (await db.execute(take)) as unknown as { rows: { table_name: string }[] }
      return [...new Set(result.rows.map((row) => row.table_name))].sort()
    },
  }
}
