/** The responsive grid that course cards sit in (catalogue, My Courses); compact rows on phones. */
export const courseGridClasses =
  'grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4'
