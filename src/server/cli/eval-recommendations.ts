// `npm run eval:recommendations`: runs issue 18's table of learners (src/server/ai/recommendation-
// cases.ts) against the recommender the environment configures (GEMINI_API_KEY, or AI_BASE_URL for
// an OpenAI-compatible server; the offline one without either), through the same prompt and check
// as the site. Prints each case's verdict and exits non-zero when one fails. The offline
// recommender's run of the same table is a unit test (embedded-recommender.test.ts).
import { chooseRecommender } from '../ai/choose-recommender'
import { checkAnswer } from '../ai/answer-check'
import { buildRecommendationPrompt } from '../ai/recommendation-prompt'
import { COURSES, coursesConcluded, RECOMMENDATION_CASES } from '../ai/recommendation-cases'
import { loadConfig } from '../config'

const out = (text: string) => process.stdout.write(`${text}\n`)
const recommender = chooseRecommender(loadConfig().ai)
let failed = 0
for (const c of RECOMMENDATION_CASES) {
  const courses = c.courses.map((key) => COURSES[key])
  const language = c.language ?? 'en'
  const problems: string[] = []
  let answer = ''
  try {
    answer = await recommender.recommend(
      {
        profile: c.profile,
        courses,
        language,
        prompt: buildRecommendationPrompt(c.profile, courses, language),
      },
      AbortSignal.timeout(60_000),
    )
    const check = checkAnswer(answer.trim(), courses, language)
    if (!check.ok) problems.push(check.problem)
    const named = coursesConcluded(answer, courses, language)
    if (c.recommend === 'depends') {
      if (named.length !== courses.length) problems.push('does not name the best per goal')
    } else if (named[0] !== COURSES[c.recommend]) {
      problems.push(
        `recommends ${named[0]?.courseName ?? 'nothing'}, not ${COURSES[c.recommend].courseName}`,
      )
    }
    // A model words facts its own way: the offline wording is a guide, not a requirement.
  } catch (error) {
    problems.push(`failed: ${(error as Error).message}`)
  }
  if (problems.length) failed++
  out(
    `${problems.length ? 'FAIL' : 'ok  '} ${c.name}${problems.length ? `: ${problems.join('; ')}` : ''}`,
  )
}
out(
  `\n${RECOMMENDATION_CASES.length - failed} of ${RECOMMENDATION_CASES.length} cases pass with the ${recommender.name} recommender.`,
)
process.exitCode = failed ? 1 : 0
