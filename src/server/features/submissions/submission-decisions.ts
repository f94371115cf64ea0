// A moderator's decision on a course a member sent in (docs/decisions/037-course-submissions.md),
// each written once, for the queue's routes and anything else that decides (a job, the CLI):
// approving puts the course (as sent, or as the moderator corrected it) in the catalogue, writes the
// audit line naming what was changed, and announces the course; rejecting keeps the reason the
// member sees on My Courses and writes the audit line. Both are 404 once the submission is decided.
import {
  changedCourseFields,
  SUBMISSION_NOT_PENDING,
  type CourseInput,
} from '../../../domain/course'
import type { Profile } from '../../../domain/schemas/account'
import type { Course, CourseSubmission } from '../../../domain/schemas/course'
import type { AuditLog } from '../../audit/audit-log'
import { HttpError } from '../../http/errors'
import type { SubmissionsRepository } from './submissions-repository'

export function createSubmissionDecisions(services: {
  submissions: SubmissionsRepository
  audit: AuditLog
  /** The course as the catalogue now has it, announced to open pages and other instances. */
  publish: (courseId: string) => Promise<Course>
}) {
  const { submissions, audit, publish } = services
  return {
    async approve(moderator: Profile, submissionId: string, correction?: CourseInput) {
      const submission = await submissions.one(submissionId)
      if (!submission || submission.status !== 'pending') {
        throw new HttpError(404, 'not_found', SUBMISSION_NOT_PENDING)
      }
      // The exams it prepares for, as sent, unless the correction names its own.
      const sent: CourseInput & { exams?: string[] } = submission.course
      const course = correction ? { ...(sent.exams && { exams: sent.exams }), ...correction } : sent
      const courseId = await submissions.approve(submissionId, course, moderator.email)
      if (!courseId) throw new HttpError(404, 'not_found', SUBMISSION_NOT_PENDING)
      const edited = changedCourseFields(submission.course, course)
      const detail = edited.length
        ? `${course.courseName} (changed: ${edited.join(', ')})`
        : course.courseName
      await audit.record(moderator, 'approve', 'submission', submissionId, detail)
      return publish(courseId)
    },

    async reject(
      moderator: Profile,
      submissionId: string,
      reason: string,
    ): Promise<CourseSubmission> {
      if (!(await submissions.reject(submissionId, reason, moderator.email))) {
        throw new HttpError(404, 'not_found', SUBMISSION_NOT_PENDING)
      }
      const submission = (await submissions.one(submissionId))!
      const detail = `${submission.course.courseName} · Reason: ${reason}`
      await audit.record(moderator, 'reject', 'submission', submissionId, detail)
      return submission
    },
  }
}
