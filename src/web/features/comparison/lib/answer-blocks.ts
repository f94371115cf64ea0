// The recommendation arrives as plain text (the server removes # and *): sections separated by
// blank lines, '- ' bullets, and a closing 'Conclusion: ...' ('निष्कर्ष: ...' in Hindi). This turns it
// into blocks the page renders as headings, paragraphs and lists, always as text (never as HTML).
import { CONCLUSION_LABELS } from '../../../../domain/recommendation'

export type AnswerBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'conclusion'; label: string; text: string }
  | { kind: 'list'; items: string[] }

const CONCLUSION = new RegExp(`^(${Object.values(CONCLUSION_LABELS).join('|')})\\s*:\\s*(.*)$`, 'i')

const BULLET = /^(?:[-•–]|\d+[.)])\s+(.*)$/
const HEADING_MAX = 120

const bulletText = (line: string) => BULLET.exec(line)?.[1]?.trim()

/**
 * A line right before bullets (or one that starts with a selected course's name) is a heading when
 * it is short; other lines are paragraphs.
 */
export function answerBlocks(text: string, courseNames: readonly string[] = []): AnswerBlock[] {
  const lines = text.split(/\r?\n/).map((line) => line.trim())
  const blocks: AnswerBlock[] = []
  let list: string[] | null = null
  const names = courseNames.map((n) => n.trim().toLowerCase()).filter(Boolean)

  lines.forEach((line, index) => {
    if (line === '') {
      list = null
      return
    }
    const item = bulletText(line)
    if (item !== undefined) {
      if (!list) {
        list = []
        blocks.push({ kind: 'list', items: list })
      }
      list.push(item)
      return
    }
    list = null
    const next = lines.slice(index + 1).find((l) => l !== '')
    const beforeBullets = next !== undefined && bulletText(next) !== undefined
    // A sentence that starts with a course name is not its heading.
    const namesCourse = names.some((n) => line.toLowerCase().startsWith(n)) && !/[.!?]$/.test(line)
    const conclusion = CONCLUSION.exec(line)
    if (conclusion) {
      blocks.push({ kind: 'conclusion', label: `${conclusion[1]}:`, text: conclusion[2]! })
      return
    }
    const short = line.length <= HEADING_MAX
    if (short && (beforeBullets || namesCourse)) {
      blocks.push({ kind: 'heading', text: line.replace(/:$/, '') })
    } else {
      blocks.push({ kind: 'paragraph', text: line })
    }
  })
  return blocks
}
