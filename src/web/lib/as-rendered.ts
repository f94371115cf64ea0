// True inside a part of the page hydrated later (lib/later-part.tsx) until it has hydrated: hooks
// that read what changed since the server rendered the page (the session, known only once the
// page runs) answer as the server's render did, so the part hydrates onto its own HTML instead of
// React throwing that HTML away, with whatever was typed into it.
import { createContext } from 'react'

export const AsServerRendered = createContext(false)
