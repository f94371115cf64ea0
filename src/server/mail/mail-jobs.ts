// What a job that mails members needs (price alerts, follows' digests, exam reminders): app.ts
// builds it once and hands it to each.
import type { Db } from '../db/db-type'
import type { JobQueue } from '../jobs/job-queue'
import type { Mailer } from './mailer'

export interface MailJobOptions {
  db: Db
  jobs: JobQueue
  mailer: Mailer
  /** Signs the mails' stop links. */
  secret: string
  /** The site's address, which the mails link to. */
  siteUrl: string
  log: { warn: (details: object, message: string) => void }
}
