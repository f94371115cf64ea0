// The sample catalogue for tests of any feature (the catalogue-import feature owns it; features do
// not import one another, test helpers may).
export {
  readSampleCatalogue,
  seedCatalogueIfEmpty,
} from '../features/catalogue-import/sample-catalogue'
