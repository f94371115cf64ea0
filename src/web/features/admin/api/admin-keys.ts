// Query keys of the admin area. The lists belong to the signed-in administrator, so they sit under
// ['me'] (decision 007) and sign-out drops them; the course search sits under ['courses'] so the live
// course events refresh it like every other catalogue list (decision 005).
export const adminKeys = {
  all: ['me', 'admin'] as const,
  reports: () => [...adminKeys.all, 'reports'] as const,
  contact: () => [...adminKeys.all, 'contact'] as const,
  subscribers: () => [...adminKeys.all, 'subscribers'] as const,
  audit: () => [...adminKeys.all, 'audit'] as const,
  moderators: () => [...adminKeys.all, 'moderators'] as const,
  suspensions: () => [...adminKeys.all, 'suspensions'] as const,
  submissions: () => [...adminKeys.all, 'submissions'] as const,
  feedback: () => [...adminKeys.all, 'feedback'] as const,
  sources: () => [...adminKeys.all, 'sources'] as const,
  exams: () => [...adminKeys.all, 'exams'] as const,
  bursts: () => [...adminKeys.all, 'bursts'] as const,
  courses: (q: string) => ['courses', 'admin', q] as const,
  course: (courseId: string) => ['courses', 'admin-course', courseId] as const,
}
