// The vote arrows and score of a post (docs/product.md#votes): one vote per post; pressing the arrow
// of one's own vote again asks for none (takes it back), the other arrow switches it. The server sets
// what it is sent, so a press sent twice counts once.
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/community'
import { type Post } from '../../../../domain/schemas/community'
import {
  postScore,
  voteForPress,
  type VoteChoice,
  type VoteDirection,
} from '../../../../domain/community-rules'
import { ArrowDownIcon, ArrowUpIcon } from '../../../components/ui/form-icons'

const arrowClasses =
  'inline-flex h-9 w-9 items-center justify-center rounded-lg transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:focus-visible:outline-indigo-400'

export function VoteButtons({
  post,
  signedIn,
  onVote,
}: {
  post: Post
  signedIn: boolean
  /** The vote to hold after this press: a direction, or 'none'. */
  onVote: (choice: VoteChoice) => void
}) {
  const { t } = useTranslation()
  const myVote = signedIn ? post.myVote : null
  const score = postScore(post)
  const press = (pressed: VoteDirection) => onVote(voteForPress(myVote, pressed))
  return (
    <div
      role="group"
      aria-label={t('community.votes')}
      className="flex shrink-0 flex-col items-center gap-0.5 self-start rounded-xl bg-slate-50 p-1 dark:bg-slate-800/60"
    >
      <button
        type="button"
        aria-label={t('community.upvote')}
        aria-pressed={myVote === 'up'}
        onClick={() => press('up')}
        className={`${arrowClasses} ${
          myVote === 'up'
            ? 'bg-orange-100 text-orange-600 dark:bg-orange-500/20 dark:text-orange-300'
            : 'text-slate-500 hover:bg-slate-200 hover:text-orange-600 dark:text-slate-400 dark:hover:bg-slate-700 dark:hover:text-orange-300'
        }`}
      >
        <ArrowUpIcon className="h-5 w-5" strokeWidth={2.4} />
      </button>
      <p
        className={`min-w-8 text-center text-sm font-bold tabular-nums ${
          myVote === 'up'
            ? 'text-orange-600 dark:text-orange-300'
            : myVote === 'down'
              ? 'text-indigo-600 dark:text-indigo-300'
              : 'text-slate-800 dark:text-slate-100'
        }`}
      >
        <span className="sr-only">{t('community.score')} </span>
        <span data-testid="post-score">{score}</span>
      </p>
      <button
        type="button"
        aria-label={t('community.downvote')}
        aria-pressed={myVote === 'down'}
        onClick={() => press('down')}
        className={`${arrowClasses} ${
          myVote === 'down'
            ? 'bg-indigo-100 text-indigo-600 dark:bg-indigo-500/20 dark:text-indigo-300'
            : 'text-slate-500 hover:bg-slate-200 hover:text-indigo-600 dark:text-slate-400 dark:hover:bg-slate-700 dark:hover:text-indigo-300'
        }`}
      >
        <ArrowDownIcon className="h-5 w-5" strokeWidth={2.4} />
      </button>
    </div>
  )
}
