// npm run bench -- --only import [--sizes 100000] [--database-url postgres://...]
// Generates N courses, writes them as a JSON Lines file, imports it into a fresh database (the
// embedded one on disk, as `npm run catalogue:import` opens it, and PostgreSQL when a URL is given),
// then imports it again (every row unchanged), and prints seconds and rows/s for each.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createPglite, databaseFromPglite, type Database } from '../src/server/db/database'
import { importCatalogue } from '../src/server/features/catalogue-import/catalogue-import'
import { createCatalogueImportRepository } from '../src/server/features/catalogue-import/import-repository'
import { openScratchPostgres } from '../src/server/test/scratch-postgres'
import { catalogueFileRows } from './generate-catalogue'
import { option } from './bench-options'

const databaseUrl = option('database-url') ?? process.env.BENCH_DATABASE_URL
const sizes = (option('sizes') ?? '100000').split(',').map(Number)

function writeCatalogue(file: string, n: number) {
  const lines = catalogueFileRows(n).map((row) => JSON.stringify(row))
  fs.writeFileSync(file, `${lines.join('\n')}\n`)
}

interface Row {
  label: string
  rows: number
  seconds: number
  counts: string
}

async function timeImport(database: Database, file: string, label: string): Promise<Row> {
  const started = performance.now()
  const summary = await importCatalogue(fs.createReadStream(file, { highWaterMark: 1024 * 1024 }), {
    writer: createCatalogueImportRepository(database.db),
    publish: (event) => database.bus.publish(event),
  })
  const seconds = (performance.now() - started) / 1000
  const counts = `${summary.added} added, ${summary.updated} updated, ${summary.unchanged} unchanged, ${summary.bad} bad`
  return { label, rows: summary.rows, seconds, counts }
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coursecompass-import-bench-'))
  const results: Row[] = []
  try {
    for (const size of sizes) {
      const file = path.join(dir, `catalogue-${size}.jsonl`)
      writeCatalogue(file, size)
      const mb = fs.statSync(file).size / 1024 / 1024
      console.log(`${size.toLocaleString('en')} courses, ${mb.toFixed(1)} MB of JSON Lines`)
      const backends: [string, () => Promise<Database>][] = [
        [
          'pglite',
          async () => {
            const dataDir = path.join(dir, `pglite-${size}`)
            return databaseFromPglite(await createPglite({ dataDir }), { migrate: true })
          },
        ],
      ]
      if (databaseUrl) {
        backends.push([
          'postgres',
          () => openScratchPostgres(databaseUrl, { prefix: 'cc_bench', poolSize: 10 }),
        ])
      }
      for (const [name, open] of backends) {
        const database = await open()
        try {
          const label = `${name} ${size.toLocaleString('en')}`
          results.push(await timeImport(database, file, `${label} first import`))
          results.push(await timeImport(database, file, `${label} re-import`))
        } finally {
          await database.close()
        }
      }
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }

  console.log('\nCatalogue import (JSON Lines, batches of 1,000):\n')
  console.log('run                                   seconds     rows/s  result')
  for (const r of results) {
    console.log(
      `${r.label.padEnd(36)} ${r.seconds.toFixed(1).padStart(8)} ${Math.round(r.rows / r.seconds)
        .toLocaleString('en')
        .padStart(10)}  ${r.counts}`,
    )
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
