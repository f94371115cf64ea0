// Query keys of the comparison page. They start with 'courses' so that a live 'course.added' event,
// which invalidates that prefix (decision 005), refreshes the search list here too.
export const comparisonKeys = {
  all: ['courses', 'comparison'] as const,
  search: (q: string) => [...comparisonKeys.all, 'search', q] as const,
  course: (courseId: string) => [...comparisonKeys.all, 'course', courseId] as const,
}
