/** The responsive grid that course cards sit in (catalogue, My Courses). */
export const courseGridClasses =
  'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4'
