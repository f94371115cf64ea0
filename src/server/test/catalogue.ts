// The catalogue's index for a feature's test that needs what it answers (a follow's news), loaded
// from the test database and kept in step with it through its bus, as the app keeps its own.
import type { Database } from '../db/database'
import { createCatalogueSearch } from '../features/courses/catalogue-search'

export const createTestCatalogue = (database: Database) =>
  createCatalogueSearch({ db: database.db, bus: database.bus })
