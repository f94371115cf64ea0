// A post's or comment's text as plain text: line breaks kept, web addresses turned into links that
// open in a new tab. React renders every part as text, so nothing in it can become HTML.
import { splitLinks } from '../lib/link-text'

export function PostText({ text, className = '' }: { text: string; className?: string }) {
  return (
    <p className={`break-words whitespace-pre-line ${className}`}>
      {splitLinks(text).map((part, index) =>
        part.kind === 'link' ? (
          <a
            key={index}
            href={part.href}
            target="_blank"
            rel="nofollow noopener"
            className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-200"
          >
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  )
}
