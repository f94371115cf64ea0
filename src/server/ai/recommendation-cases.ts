// Learners and the course sets they compare, with what a good answer must say (issue 18's table):
// the course to recommend (or 'depends' when the courses serve different goals) and facts the answer
// must mention. The offline recommender's test runs every case (embedded-recommender.test.ts);
// `npm run eval:recommendations` runs them against a configured language model too.
import type { Language } from '../../domain/languages'
import { CONCLUSION_LABELS } from '../../domain/recommendation'
import type { Course } from '../../domain/schemas/course'
import { NO_FACTS } from '../../domain/course-facts'
import type { LearnerProfile } from '../../domain/schemas/recommendation'

let next = 0
function course(fields: Partial<Course> & Pick<Course, 'courseName'>): Course {
  next++
  return {
    courseId: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    rating: 4.5,
    duration: '40',
    validity: 'Lifetime',
    certification: 'Yes, certificate of completion',
    price: 499,
    imageUrl: '/course-art/web-dev.svg',
    instructor: 'Instructor',
    platform: 'udemy',
    category: 'web dev',
    description: '',
    isFavourite: false,
    fvrtCount: 0,
    officialUrl: 'https://example.in/course',
    language: 'English',
    isBestseller: false,
    createdAt: '2024-11-09T10:00:00.000Z',
    learnerRating: null,
    learnerRatingCount: 0,
    ...NO_FACTS,
    ...fields,
  }
}

export const COURSES = {
  // Courses whose facts (docs/product.md#course-facts) say what their text does not.
  statedBeginner: course({
    courseName: 'Frontend Foundations',
    duration: '45',
    price: 1999,
    rating: 4.3,
    category: 'frontend',
    level: 'beginner',
    description: 'HTML, CSS, JavaScript and React, with three portfolio projects.',
  }),
  statedAdvanced: course({
    courseName: 'Frontend System Design',
    duration: '45',
    price: 1999,
    rating: 4.8,
    category: 'frontend',
    level: 'advanced',
    description: 'Rendering strategies, state at scale and performance budgets.',
  }),
  statedLive: course({
    courseName: 'Full Stack Weekend Batch',
    duration: '60',
    price: 4999,
    rating: 4.4,
    format: 'live',
    description: 'A full stack course: React, Node and databases, with weekly assignments.',
  }),
  statedRecorded: course({
    courseName: 'Full Stack Web Development',
    duration: '60',
    price: 3999,
    rating: 4.7,
    format: 'recorded',
    hoursPerWeek: 12,
    description: 'React, Node and SQL, from the first page to a deployed app.',
  }),
  ytReact: course({
    courseName: 'React JS Full Course in Hindi',
    platform: 'youtube',
    duration: '16',
    price: null,
    language: 'Hindi',
    certification: 'No',
    category: 'frontend',
    rating: 4.6,
    description: 'Learn React from scratch in Hindi: components, hooks and a small todo app.',
  }),
  udemyWeb: course({
    courseName: 'The Complete 2024 Web Development Bootcamp',
    duration: '61',
    price: 549,
    rating: 4.7,
    description:
      'Starts from plain HTML and CSS and ends with a full stack blog. Every section closes with a capstone project. The course also introduces React and Node.',
  }),
  namasteReact: course({
    courseName: 'Namaste React',
    platform: 'namastedev',
    duration: '60',
    price: 5999,
    language: 'Hindi',
    category: 'frontend',
    rating: 4.9,
    description:
      'React from scratch: build a food ordering app with hooks, routing, Redux and tests, explained in Hindi.',
  }),
  cohort: course({
    courseName: '100xDevs Cohort 3.0: Full Stack Web Development',
    platform: '100xdevs',
    duration: '120',
    price: 5999,
    certification: 'No',
    rating: 4.8,
    description:
      'A live cohort with mentors: full stack web development with React, Node and Postgres, with weekly projects.',
  }),
  ssc: course({
    courseName: 'SSC CGL 2025 Complete Batch',
    platform: 'unacademy',
    duration: '300',
    price: 2999,
    language: 'Hindi',
    certification: 'No',
    category: 'govt exam',
    rating: 4.6,
    description:
      'Live classes and mock tests for SSC CGL Tier 1 and Tier 2: quant, reasoning, English.',
  }),
  sscTests: course({
    courseName: 'SSC CGL Test Series',
    platform: 'testbook',
    duration: '40',
    price: 499,
    language: 'Hindi',
    certification: 'No',
    category: 'govt exam',
    rating: 4.4,
    description: 'Full mock tests and previous year papers for SSC CGL with solutions.',
  }),
  courseraMl: course({
    courseName: 'Machine Learning Specialization',
    platform: 'coursera',
    duration: '94',
    price: null,
    certification: 'Yes, paid certificate optional',
    category: 'machine learning',
    rating: 4.9,
    description:
      'Andrew Ng teaches the fundamentals of machine learning in Python: regression, neural networks and recommenders.',
  }),
  nptelDsa: course({
    courseName: 'Programming, Data Structures and Algorithms using Python',
    platform: 'nptel',
    duration: '60',
    price: null,
    certification: 'Yes, after proctored exam',
    category: 'programming',
    rating: 4.5,
    description:
      'Data structures and algorithms in Python with weekly assignments, from IIT Madras.',
  }),
  striver: course({
    courseName: "Striver's A2Z DSA Course",
    platform: 'youtube',
    duration: '180',
    price: null,
    certification: 'No',
    category: 'programming',
    rating: 4.9,
    description:
      'DSA from basics to advanced for placements: arrays to graphs and dynamic programming.',
  }),
  dockerK8s: course({
    courseName: 'Docker and Kubernetes: The Complete Guide',
    duration: '22',
    price: 3499,
    category: 'devops',
    rating: 4.6,
    description:
      'Build, test and deploy Docker apps, then run them on Kubernetes with a CI pipeline.',
  }),
  ytDevops: course({
    courseName: 'DevOps in One Shot',
    platform: 'youtube',
    duration: '10',
    price: null,
    language: 'Hindi',
    certification: 'No',
    category: 'devops',
    rating: 4.4,
    description: 'Docker, Kubernetes and CI basics for beginners in one video.',
  }),
  advancedReact: course({
    courseName: 'Advanced React Patterns',
    duration: '8',
    price: 2999,
    category: 'frontend',
    rating: 4.6,
    description:
      'For experienced React developers: compound components, render props and performance.',
  }),
  ytPython: course({
    courseName: 'Python for Beginners',
    platform: 'youtube',
    duration: '12',
    price: null,
    language: 'Hindi',
    certification: 'No',
    category: 'programming',
    rating: 4.5,
    description: 'Python from zero: variables, loops, functions and small programs, in Hindi.',
  }),
}
type Key = keyof typeof COURSES

export interface RecommendationCase {
  name: string
  profile: LearnerProfile
  courses: Key[]
  language?: Language
  /** The course the conclusion must recommend, or 'depends' (different goals). */
  recommend: Key | 'depends'
  /** What the answer must say (case-insensitive). */
  mentions: string[]
}

/**
 * The courses an answer's conclusion names, in the order it names them: the first is the one it
 * recommends; a 'depends' answer names every course (the best for each goal).
 */
export function coursesConcluded(
  answer: string,
  courses: readonly Course[],
  language: Language,
): Course[] {
  const conclusion = answer.slice(answer.lastIndexOf(`${CONCLUSION_LABELS[language]}:`))
  return courses
    .map((course) => ({ course, at: conclusion.indexOf(course.courseName) }))
    .filter((x) => x.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((x) => x.course)
}

const p = (goals: string, expertise = '', learningStyle = ''): LearnerProfile => ({
  expertise,
  learningStyle,
  goals,
})

export const RECOMMENDATION_CASES: RecommendationCase[] = [
  {
    name: 'beginner who wants a front-end job in 6 months',
    profile: p('Get a front-end developer job within 6 months', 'Complete beginner, no coding'),
    courses: ['ytReact', 'udemyWeb', 'namasteReact'],
    recommend: 'namasteReact',
    mentions: ['too short to make you job-ready', 'starts from the basics'],
  },
  {
    name: 'certificate seeker',
    profile: p('Learn React and get a recognised certificate for my resume'),
    courses: ['ytReact', 'udemyWeb'],
    recommend: 'udemyWeb',
    mentions: ['no certificate, which you asked for', 'gives the certificate you want'],
  },
  {
    name: 'tight budget with a figure',
    profile: p('Learn React', 'Student', 'My budget is 1000 rupees'),
    courses: ['namasteReact', 'udemyWeb', 'ytReact'],
    recommend: 'ytReact',
    mentions: ['over your budget (Rs. 5,999 against Rs. 1,000)'],
  },
  {
    name: 'free courses only',
    profile: p('Learn web development, only free courses'),
    courses: ['udemyWeb', 'ytReact'],
    recommend: 'ytReact',
    mentions: ['not free (Rs. 549), and you want free courses', 'Free'],
  },
  {
    name: 'Hindi learner, answer in Hindi',
    profile: p('मुझे हिंदी में React सीखना है'),
    courses: ['udemyWeb', 'ytReact'],
    language: 'hi',
    recommend: 'ytReact',
    mentions: ['अंग्रेज़ी में पढ़ाया जाता है, हिन्दी में नहीं', 'YouTube'],
  },
  {
    name: 'exam aspirant in Hindi, with an IT course in the set',
    profile: p('SSC CGL की तैयारी करनी है, हिंदी में, मॉक टेस्ट चाहिए'),
    courses: ['ssc', 'sscTests', 'udemyWeb'],
    language: 'hi',
    recommend: 'ssc',
    mentions: ['मॉक टेस्ट', 'IT हुनर सिखाता है, जो आपके लक्ष्य से अलग है'],
  },
  {
    name: 'working professional with 5 hours a week',
    profile: p(
      'Learn Docker and Kubernetes in 2 months',
      'Working professional, 4 years experience',
      'I can study 5 hours a week',
    ),
    courses: ['dockerK8s', 'cohort'],
    recommend: 'dockerK8s',
    mentions: ['at your 5 hours a week', 'longer than your time frame'],
  },
  {
    name: 'one course that fits',
    profile: p('Learn React from scratch', 'Beginner', 'Hindi videos'),
    courses: ['namasteReact'],
    recommend: 'namasteReact',
    mentions: ['is a good fit for you', 'Taught in Hindi, as you asked'],
  },
  {
    name: 'one course that does not fit',
    profile: p('A front-end job with a certificate'),
    courses: ['ytReact'],
    recommend: 'ytReact',
    mentions: ['is not a good fit for you', 'no certificate'],
  },
  {
    name: 'IT and exam courses without a stated goal',
    profile: p('I am a graduate looking for options'),
    courses: ['udemyWeb', 'ssc'],
    recommend: 'depends',
    mentions: ['serve different goals', 'for a government exam', 'it is rated 4.6 on Unacademy'],
  },
  {
    name: 'IT and exam courses with an IT goal',
    profile: p('Become a full stack developer'),
    courses: ['udemyWeb', 'ssc'],
    recommend: 'udemyWeb',
    mentions: ['prepares for a government exam, a different goal from yours'],
  },
  {
    name: 'experienced developer and a basics course',
    profile: p('Get better at React', '3 years experience as a React developer'),
    courses: ['advancedReact', 'udemyWeb'],
    recommend: 'advancedReact',
    mentions: ['basics you already know'],
  },
  {
    name: 'beginner and an advanced course',
    profile: p('Learn React', 'Complete beginner'),
    courses: ['advancedReact', 'namasteReact'],
    recommend: 'namasteReact',
    mentions: ['expects experience you do not have yet'],
  },
  {
    name: 'machine learning job with a certificate',
    profile: p('A machine learning job, with a certificate'),
    courses: ['courseraMl', 'striver'],
    recommend: 'courseraMl',
    mentions: ['does not teach machine learning', 'optional paid certificate'],
  },
  {
    name: 'DSA for placements, free',
    profile: p('DSA for placements, free courses only'),
    courses: ['striver', 'nptelDsa'],
    recommend: 'striver',
    mentions: ['Teaches DSA', 'Rated 4.9 on YouTube'],
  },
  {
    name: 'DSA with a certificate',
    profile: p('Learn DSA and earn a certificate'),
    courses: ['striver', 'nptelDsa'],
    recommend: 'nptelDsa',
    mentions: ['no certificate, which you asked for', 'certificate after a proctored exam'],
  },
  {
    name: 'wants live classes',
    profile: p('A full stack developer job', '', 'I learn best in live classes with a mentor'),
    courses: ['cohort', 'udemyWeb'],
    recommend: 'cohort',
    mentions: ['no live classes', 'Has live classes, as you asked'],
  },
  {
    name: 'beginner job seeker and courses that state their level',
    profile: p('Get a front-end developer job', 'Complete beginner'),
    courses: ['statedAdvanced', 'statedBeginner'],
    recommend: 'statedBeginner',
    mentions: [
      'starts from the basics',
      'built around projects you can show',
      'expects experience you do not have yet',
    ],
  },
  {
    name: 'wants live classes, and the courses state their format',
    profile: p('Learn full stack development', '', 'Only live classes, 5 hours a week'),
    courses: ['statedRecorded', 'statedLive'],
    recommend: 'statedLive',
    mentions: [
      'Has live classes, as you asked',
      'recorded videos, no live classes',
      'asks about 12 hours a week; you have 5',
    ],
  },
  {
    name: 'wants projects',
    profile: p('Learn React', '', 'Hands-on projects'),
    courses: ['ytReact', 'namasteReact'],
    recommend: 'namasteReact',
    mentions: ['Built around projects you can show'],
  },
  {
    name: 'prefers English',
    profile: p('Learn web development', '', 'I prefer English'),
    courses: ['namasteReact', 'udemyWeb'],
    recommend: 'udemyWeb',
    mentions: ['taught in Hindi, not English'],
  },
  {
    name: 'budget with a rupee sign',
    profile: p('Learn Docker under ₹3,000'),
    courses: ['dockerK8s', 'ytDevops'],
    recommend: 'ytDevops',
    mentions: ['over your budget (Rs. 3,499 against Rs. 3,000)'],
  },
  {
    name: 'Hinglish job seeker with 3 months',
    profile: p('mujhe 3 mahine mein web development job chahiye, hindi mein'),
    courses: ['udemyWeb', 'namasteReact', 'ytReact'],
    recommend: 'namasteReact',
    mentions: ['too short', 'taught in English, not Hindi'],
  },
  {
    name: 'one exam course for an IT goal',
    profile: p('Learn React'),
    courses: ['ssc'],
    recommend: 'ssc',
    mentions: ['is not a good fit for you', 'government exam'],
  },
  {
    name: 'one course over budget',
    profile: p('Learn React, budget 500'),
    courses: ['namasteReact'],
    recommend: 'namasteReact',
    mentions: ['is not a good fit', 'over your budget'],
  },
  {
    name: 'nothing said: the best rated, no drawbacks invented',
    profile: p(''),
    courses: ['udemyWeb', 'ytReact'],
    recommend: 'udemyWeb',
    mentions: ['highest rated'],
  },
  {
    name: 'exam aspirant on a low budget',
    profile: p('SSC CGL mock tests, I am a student on a tight budget'),
    courses: ['ssc', 'sscTests'],
    recommend: 'sscTests',
    mentions: ['Includes mock tests', 'lowest price'],
  },
  {
    name: 'an hour a day for a month',
    profile: p('Learn Python basics in 1 month', 'Beginner', '1 hour a day'),
    courses: ['courseraMl', 'nptelDsa', 'ytPython'],
    recommend: 'ytPython',
    mentions: ['longer than your time frame', 'at your 7 hours a week'],
  },
  {
    name: 'one exam course that fits, in Hindi',
    profile: p('SSC की तैयारी, मॉक टेस्ट के साथ'),
    courses: ['sscTests'],
    language: 'hi',
    recommend: 'sscTests',
    mentions: ['आपके लिए सही है', 'मॉक टेस्ट शामिल हैं'],
  },
  {
    name: 'IT and exam courses without a goal, in Hindi',
    profile: p('मैं ग्रेजुएट हूँ'),
    courses: ['udemyWeb', 'ssc'],
    language: 'hi',
    recommend: 'depends',
    mentions: ['अलग-अलग लक्ष्यों', 'सरकारी परीक्षा के लिए'],
  },
]
