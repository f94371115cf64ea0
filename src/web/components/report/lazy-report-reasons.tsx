// The report form, loaded on first use (most readers never report anything).
import { lazy } from 'react'

export const ReportReasons = lazy(async () => ({
  default: (await import('./report-reasons')).ReportReasons,
}))
export type { ReportChoice } from './report-reasons'
