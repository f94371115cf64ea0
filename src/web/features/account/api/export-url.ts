// GET /api/me/export: "Download my data" is a plain link to it (the browser saves the attachment
// with the session cookie, no script needed).
import { apiUrl } from '../../../lib/api-client'

export const EXPORT_URL = apiUrl('/me/export')
