// What a real catalogue's courses are about, for the generated catalogues (generate-catalogue.ts)
// and the searches sent to them (search-mix.ts): topics in the order of how many courses they
// have, each with its category and the topics its courses mention besides. Drawn with Zipf-like
// weights, the first topics end up in 5-10% of the courses (their own and the descriptions of
// others), as "react" or "python" do on a real course site, and the last in a few hundredths of a
// percent: the long tail that real searches reach.

export interface Topic {
  /** As written in a course name. */
  name: string
  category: string
  /** Other topics its courses use or mention (by name). */
  related: string[]
}

const t = (name: string, category: string, ...related: string[]): Topic => ({
  name,
  category,
  related,
})

/** Most courses first. */
export const TOPICS: Topic[] = [
  t('React', 'frontend', 'JavaScript', 'Redux', 'Next.js', 'Tailwind CSS', 'TypeScript'),
  t('Python', 'programming', 'Django', 'Pandas', 'NumPy', 'Flask', 'Data Science'),
  t('Java', 'programming', 'Spring Boot', 'DSA', 'Hibernate', 'Maven'),
  t('JavaScript', 'web dev', 'HTML', 'CSS', 'React', 'Node.js', 'TypeScript'),
  t('Data Science', 'machine learning', 'Python', 'Pandas', 'Statistics', 'SQL', 'Tableau'),
  t(
    'Machine Learning',
    'machine learning',
    'Python',
    'scikit-learn',
    'Statistics',
    'Deep Learning',
  ),
  t(
    'SSC CGL',
    'govt exam',
    'Quantitative Aptitude',
    'Reasoning',
    'General Awareness',
    'English Grammar',
  ),
  t('SQL', 'backend', 'MySQL', 'PostgreSQL', 'Excel', 'Power BI'),
  t('AWS', 'devops', 'Docker', 'Linux', 'Terraform', 'Kubernetes'),
  t('DSA', 'programming', 'Java', 'C++', 'Python', 'System Design'),
  t('Excel', 'data analytics', 'Power BI', 'SQL', 'Tableau', 'VBA'),
  t('Node.js', 'backend', 'Express', 'MongoDB', 'JavaScript', 'REST APIs'),
  t('UPSC', 'govt exam', 'Indian Polity', 'Modern History', 'Geography', 'Current Affairs', 'CSAT'),
  t('Docker', 'devops', 'Kubernetes', 'Linux', 'CI/CD', 'AWS'),
  t('Web Development', 'web dev', 'HTML', 'CSS', 'JavaScript', 'React', 'Node.js'),
  t('Deep Learning', 'machine learning', 'TensorFlow', 'PyTorch', 'Python', 'Computer Vision'),
  t('Kubernetes', 'devops', 'Docker', 'Helm', 'AWS', 'CI/CD'),
  t('C++', 'programming', 'DSA', 'STL', 'Competitive Programming'),
  t('Power BI', 'data analytics', 'Excel', 'SQL', 'DAX'),
  t(
    'IBPS PO',
    'govt exam',
    'Quantitative Aptitude',
    'Reasoning',
    'Banking Awareness',
    'English Grammar',
  ),
  t('TypeScript', 'frontend', 'JavaScript', 'React', 'Angular', 'Node.js'),
  t('Angular', 'frontend', 'TypeScript', 'RxJS', 'JavaScript'),
  t('Flutter', 'mobile', 'Dart', 'Firebase', 'Android'),
  t('Android', 'mobile', 'Kotlin', 'Java', 'Firebase'),
  t('Django', 'backend', 'Python', 'PostgreSQL', 'REST APIs'),
  t('Spring Boot', 'backend', 'Java', 'Microservices', 'Hibernate', 'MySQL'),
  t('Linux', 'devops', 'Bash', 'Git', 'Networking'),
  t('RRB NTPC', 'govt exam', 'Mathematics', 'Reasoning', 'General Awareness'),
  t('Generative AI', 'machine learning', 'Python', 'LangChain', 'LLM', 'Prompt Engineering'),
  t('Tableau', 'data analytics', 'Excel', 'SQL', 'Statistics'),
  t('Git', 'devops', 'GitHub', 'Linux', 'CI/CD'),
  t('Cyber Security', 'security', 'Ethical Hacking', 'Networking', 'Linux', 'Kali Linux'),
  t('Ethical Hacking', 'security', 'Kali Linux', 'Networking', 'Cyber Security'),
  t('Next.js', 'frontend', 'React', 'TypeScript', 'Tailwind CSS', 'Vercel'),
  t('MongoDB', 'backend', 'Node.js', 'Express', 'Mongoose'),
  t('Terraform', 'devops', 'AWS', 'Azure', 'Ansible', 'CI/CD'),
  t('Azure', 'devops', 'Terraform', 'Docker', 'Kubernetes'),
  t('HTML', 'web dev', 'CSS', 'JavaScript', 'Bootstrap'),
  t('CSS', 'web dev', 'HTML', 'Tailwind CSS', 'Bootstrap', 'Sass'),
  t('System Design', 'backend', 'Microservices', 'DSA', 'Kafka', 'Redis'),
  t('Statistics', 'data analytics', 'Python', 'R', 'Excel'),
  t('UI/UX Design', 'design', 'Figma', 'Adobe XD', 'Prototyping'),
  t('Figma', 'design', 'UI/UX Design', 'Prototyping'),
  t('SBI PO', 'govt exam', 'Quantitative Aptitude', 'Reasoning', 'Banking Awareness'),
  t('Kotlin', 'mobile', 'Android', 'Java', 'Jetpack Compose'),
  t('Go', 'backend', 'Microservices', 'Docker', 'gRPC'),
  t('Rust', 'programming', 'WebAssembly', 'Systems Programming'),
  t('PHP', 'backend', 'Laravel', 'MySQL', 'WordPress'),
  t('Laravel', 'backend', 'PHP', 'MySQL', 'Vue.js'),
  t('Vue.js', 'frontend', 'JavaScript', 'Nuxt', 'Vuex'),
  t('Redux', 'frontend', 'React', 'JavaScript', 'Redux Toolkit'),
  t('Tailwind CSS', 'frontend', 'CSS', 'React', 'Next.js'),
  t('Pandas', 'data analytics', 'Python', 'NumPy', 'Matplotlib'),
  t('TensorFlow', 'machine learning', 'Keras', 'Deep Learning', 'Python'),
  t('PyTorch', 'machine learning', 'Deep Learning', 'Python', 'Computer Vision'),
  t('NLP', 'machine learning', 'Python', 'Transformers', 'Deep Learning'),
  t('Computer Vision', 'machine learning', 'OpenCV', 'PyTorch', 'Deep Learning'),
  t('Digital Marketing', 'marketing', 'SEO', 'Google Ads', 'Social Media Marketing'),
  t('SEO', 'marketing', 'Digital Marketing', 'Google Analytics', 'Content Writing'),
  t('SSC CHSL', 'govt exam', 'Quantitative Aptitude', 'Reasoning', 'English Grammar'),
  t('SSC GD', 'govt exam', 'Mathematics', 'Reasoning', 'General Awareness'),
  t('State PSC', 'govt exam', 'Indian Polity', 'Geography', 'Current Affairs'),
  t('CTET', 'govt exam', 'Child Development', 'Pedagogy', 'Mathematics'),
  t('GATE CSE', 'govt exam', 'DSA', 'Operating Systems', 'DBMS', 'Computer Networks'),
  t('Blockchain', 'programming', 'Solidity', 'Ethereum', 'Web3'),
  t('Solidity', 'programming', 'Ethereum', 'Blockchain', 'Smart Contracts'),
  t('C Programming', 'programming', 'Pointers', 'DSA', 'Embedded Systems'),
  t('C#', 'programming', '.NET', 'ASP.NET', 'Unity'),
  t('.NET', 'backend', 'C#', 'ASP.NET', 'SQL Server'),
  t('Unity', 'game development', 'C#', 'Game Design', 'Blender'),
  t('Blender', 'design', '3D Modelling', 'Animation', 'Unity'),
  t('Ansible', 'devops', 'Linux', 'Terraform', 'Automation'),
  t('Jenkins', 'devops', 'CI/CD', 'Docker', 'Git'),
  t('CI/CD', 'devops', 'Jenkins', 'GitHub Actions', 'Docker'),
  t('Microservices', 'backend', 'Spring Boot', 'Docker', 'Kafka', 'Kubernetes'),
  t('Kafka', 'backend', 'Microservices', 'Java', 'Streaming'),
  t('Redis', 'backend', 'Caching', 'Node.js', 'System Design'),
  t('GraphQL', 'backend', 'Apollo', 'Node.js', 'React'),
  t('PostgreSQL', 'backend', 'SQL', 'Database Design', 'Django'),
  t('MySQL', 'backend', 'SQL', 'PHP', 'Database Design'),
  t('Selenium', 'testing', 'Java', 'Automation Testing', 'TestNG'),
  t('Software Testing', 'testing', 'Selenium', 'Manual Testing', 'JIRA'),
  t('Cypress', 'testing', 'JavaScript', 'Automation Testing'),
  t('Salesforce', 'cloud', 'Apex', 'CRM', 'Lightning'),
  t('SAP', 'cloud', 'SAP FICO', 'ERP', 'ABAP'),
  t('Google Cloud', 'devops', 'Kubernetes', 'BigQuery', 'Terraform'),
  t('Networking', 'devops', 'CCNA', 'TCP/IP', 'Linux'),
  t('CCNA', 'devops', 'Networking', 'Routing', 'Switching'),
  t('Bash', 'devops', 'Linux', 'Shell Scripting', 'Automation'),
  t('R Programming', 'data analytics', 'Statistics', 'ggplot2', 'Data Science'),
  t('Spark', 'data engineering', 'Scala', 'Hadoop', 'Python'),
  t('Data Engineering', 'data engineering', 'Spark', 'Airflow', 'SQL', 'Kafka'),
  t('Airflow', 'data engineering', 'Python', 'ETL', 'Data Engineering'),
  t('Snowflake', 'data engineering', 'SQL', 'ETL', 'Data Warehousing'),
  t('Prompt Engineering', 'machine learning', 'ChatGPT', 'LLM', 'Generative AI'),
  t('LangChain', 'machine learning', 'LLM', 'Python', 'RAG'),
  t('Swift', 'mobile', 'iOS', 'SwiftUI', 'Xcode'),
  t('iOS', 'mobile', 'Swift', 'SwiftUI', 'Xcode'),
  t('React Native', 'mobile', 'React', 'JavaScript', 'Expo'),
  t('Svelte', 'frontend', 'JavaScript', 'SvelteKit'),
  t('WordPress', 'web dev', 'PHP', 'Elementor', 'WooCommerce'),
  t('Shopify', 'web dev', 'Liquid', 'E-commerce'),
  t('Photoshop', 'design', 'Illustrator', 'Graphic Design'),
  t('Video Editing', 'design', 'Premiere Pro', 'After Effects', 'DaVinci Resolve'),
  t('Stock Market', 'finance', 'Technical Analysis', 'Options Trading', 'Mutual Funds'),
  t('Tally', 'finance', 'GST', 'Accounting', 'Excel'),
  t('GST', 'finance', 'Tally', 'Taxation', 'Accounting'),
  t('Spoken English', 'language', 'English Grammar', 'Communication Skills', 'IELTS'),
  t('IELTS', 'language', 'Spoken English', 'Writing', 'Listening'),
  t('NDA', 'govt exam', 'Mathematics', 'General Ability', 'English Grammar'),
  t('CDS', 'govt exam', 'Mathematics', 'General Knowledge', 'English Grammar'),
  t('UP Police', 'govt exam', 'Reasoning', 'General Hindi', 'General Awareness'),
  t('Delhi Police', 'govt exam', 'Reasoning', 'Computer Awareness', 'General Awareness'),
  t('RBI Grade B', 'govt exam', 'Economics', 'Finance', 'Banking Awareness'),
  t('NABARD', 'govt exam', 'Agriculture', 'Rural Development', 'Economics'),
  t('LIC AAO', 'govt exam', 'Insurance Awareness', 'Reasoning', 'Quantitative Aptitude'),
  t('UGC NET', 'govt exam', 'Teaching Aptitude', 'Research Aptitude', 'Paper 1'),
  t('Quantitative Aptitude', 'govt exam', 'Arithmetic', 'Data Interpretation', 'Algebra'),
  t('Reasoning', 'govt exam', 'Puzzles', 'Seating Arrangement', 'Syllogism'),
  t('General Awareness', 'govt exam', 'Current Affairs', 'Static GK', 'Indian Polity'),
  t('Indian Polity', 'govt exam', 'Constitution', 'UPSC', 'Governance'),
  t('Current Affairs', 'govt exam', 'General Awareness', 'UPSC', 'Banking Awareness'),
  t('Operating Systems', 'programming', 'Linux', 'GATE CSE', 'Processes'),
  t('DBMS', 'programming', 'SQL', 'GATE CSE', 'Normalisation'),
  t('Computer Networks', 'programming', 'Networking', 'GATE CSE', 'TCP/IP'),
  t('Competitive Programming', 'programming', 'C++', 'DSA', 'Codeforces'),
  t('Embedded Systems', 'electronics', 'C Programming', 'Arduino', 'Microcontrollers'),
  t('Arduino', 'electronics', 'Embedded Systems', 'IoT', 'C Programming'),
  t('IoT', 'electronics', 'Arduino', 'Raspberry Pi', 'MQTT'),
  t('Raspberry Pi', 'electronics', 'Python', 'IoT', 'Linux'),
  t('AutoCAD', 'engineering', 'Civil Engineering', '3D Modelling', 'Revit'),
  t('MATLAB', 'engineering', 'Simulink', 'Signal Processing', 'Numerical Methods'),
  t('Scala', 'programming', 'Spark', 'Functional Programming', 'Akka'),
  t('Haskell', 'programming', 'Functional Programming', 'Type Theory'),
  t('Elixir', 'programming', 'Phoenix', 'Functional Programming'),
  t('WebAssembly', 'programming', 'Rust', 'C++', 'Performance'),
  t('Deno', 'backend', 'TypeScript', 'JavaScript'),
  t('Nuxt', 'frontend', 'Vue.js', 'SSR'),
  t('Three.js', 'frontend', 'WebGL', 'JavaScript', '3D Graphics'),
  t('OpenCV', 'machine learning', 'Computer Vision', 'Python', 'Image Processing'),
  t('Reinforcement Learning', 'machine learning', 'Python', 'Deep Learning', 'OpenAI Gym'),
  t('Time Series', 'data analytics', 'Python', 'Forecasting', 'Statistics'),
  t('Hadoop', 'data engineering', 'Spark', 'HDFS', 'Hive'),
  t('Elasticsearch', 'backend', 'Kibana', 'Logstash', 'Search'),
  t('Prometheus', 'devops', 'Grafana', 'Monitoring', 'Kubernetes'),
  t('Istio', 'devops', 'Kubernetes', 'Service Mesh', 'Envoy'),
  t('OpenShift', 'devops', 'Kubernetes', 'Docker', 'Red Hat'),
  t('Penetration Testing', 'security', 'Ethical Hacking', 'Burp Suite', 'Metasploit'),
  t('Cloud Security', 'security', 'AWS', 'Azure', 'IAM'),
  t('CompTIA Security+', 'security', 'Cyber Security', 'Networking', 'Certification'),
]

/** Words added to a topic in course names (most used first), and what levels they signal. */
export const NAME_PATTERNS = [
  'Complete {topic} Course',
  '{topic} for Beginners',
  '{topic} Bootcamp',
  'Master {topic}',
  '{topic} Masterclass',
  'Learn {topic} from Scratch',
  '{topic} Crash Course',
  '{topic} Zero to Hero',
  'Advanced {topic}',
  '{topic} Interview Preparation',
  '{topic} Projects: Build Real Apps',
  '{topic} Certification Guide',
  'Practical {topic} with {related}',
  '{topic} and {related}: Hands-on',
  '{topic} in Hindi',
  '{topic} Complete Batch',
  '{topic} Mock Tests and PYQs',
  '{topic} Live Cohort',
  'Introduction to {topic}',
  '{topic} for Developers',
]

/** Sentences of a description; {topic} is the course's, {related} one its courses mention. */
export const DESCRIPTION_SENTENCES = [
  'Starts from the basics of {topic} and ends with a capstone project you can show employers.',
  'Every section closes with exercises, and the final module builds a full application with {related}.',
  'You will also use {related} and {related2} the way working teams do.',
  'Taught with real examples, quizzes and downloadable notes.',
  'Covers the concepts interviewers ask about most, with solved questions.',
  'Includes weekly live doubt sessions and a community of learners.',
  'Designed for working professionals who can give five to seven hours a week.',
  'The course is regularly updated for the latest version.',
  'Prior knowledge of {related} helps but is not required.',
  'Ends with a mock test series following the latest pattern and detailed solutions.',
  'Explains each topic in simple language with diagrams and practice sheets.',
  'A certificate is given on completion of all assignments.',
  'Along the way you build {name}, a {adjective} {thing} for {audience}.',
  'Your mentor has built {thing} products at {employer} for years.',
  'The final project, {name}, is a {adjective} {thing} that uses {related}.',
]

/** The rest of a description's words: what real ones vary by (projects, audiences, employers). */
export const ADJECTIVES = [
  'simple',
  'scalable',
  'secure',
  'responsive',
  'realtime',
  'offline',
  'minimal',
  'modern',
  'production-ready',
  'multilingual',
  'accessible',
  'serverless',
  'distributed',
  'interactive',
  'automated',
  'lightweight',
  'robust',
  'beautiful',
  'fast',
  'practical',
  'collaborative',
  'analytical',
  'personal',
  'cross-platform',
  'open-source',
  'end-to-end',
  'cloud-native',
  'mobile-first',
  'data-driven',
  'event-driven',
]
export const THINGS = [
  'dashboard',
  'chat app',
  'blog',
  'portfolio',
  'e-commerce store',
  'expense tracker',
  'quiz app',
  'weather app',
  'booking system',
  'inventory system',
  'recommendation engine',
  'chatbot',
  'social network',
  'music player',
  'video platform',
  'job board',
  'notes app',
  'todo app',
  'payment gateway',
  'analytics pipeline',
  'fraud detector',
  'image classifier',
  'price tracker',
  'attendance system',
  'library system',
  'hospital portal',
  'school website',
  'crm',
  'api gateway',
  'url shortener',
  'file uploader',
  'news reader',
  'stock screener',
  'survey tool',
  'crawler',
]
export const AUDIENCES = [
  'students',
  'freshers',
  'working professionals',
  'teachers',
  'small businesses',
  'startups',
  'shop owners',
  'farmers',
  'doctors',
  'banks',
  'colleges',
  'coaching centres',
  'hospitals',
  'freelancers',
  'NGOs',
  'local restaurants',
  'logistics companies',
  'government offices',
]
const SYLLABLES = [
  'ka',
  'ri',
  'zo',
  'ven',
  'tar',
  'lu',
  'mi',
  'sha',
  'dro',
  'nex',
  'pa',
  'vi',
  'qui',
  'ro',
  'ta',
  'len',
  'mor',
  'gal',
  'bi',
  'dex',
  'fo',
  'ny',
  'sul',
  'ter',
  'xa',
  'yo',
  'zen',
  'cor',
  'del',
  'ith',
  'ka',
  'lor',
  'mun',
  'pri',
  'sto',
  'vu',
]

/**
 * Made-up names (of projects, apps, employers) by the thousand: the rare words that make up most
 * of a real catalogue's vocabulary, drawn with Zipf-like weights like everything else.
 */
function rareNames(count: number, seed: number): string[] {
  let a = seed >>> 0
  const next = () => {
    a = (Math.imul(a, 1664525) + 1013904223) >>> 0
    return a / 4294967296
  }
  const names = new Set<string>()
  while (names.size < count) {
    const length = 2 + Math.floor(next() * 3)
    let word = ''
    for (let i = 0; i < length; i++) word += SYLLABLES[Math.floor(next() * SYLLABLES.length)]
    names.add(word[0]!.toUpperCase() + word.slice(1))
  }
  return [...names]
}

const RARE_NAMES = rareNames(40_000, 7)
const RARE_NAME_WEIGHTS = cumulativeWeights(RARE_NAMES.length, (i) => 1 / (i + 1))

/**
 * One of the made-up names, by its Zipf-like weight, with `r` in [0, 1): the generated catalogue
 * and the searches sent to it draw from the same names.
 */
export function pickRareName(r: number): string {
  return RARE_NAMES[weightedPick(RARE_NAME_WEIGHTS, r)]!
}

/** Topic weight of rank `i` (0-based): Zipf-like with exponent 0.7. */
export const topicWeight = (i: number) => 1 / Math.pow(i + 1, 0.7)

/** Picks an index by weight from a cumulative table (built once), with `r` in [0, 1). */
export function weightedPick(cumulative: Float64Array, r: number): number {
  const target = r * cumulative[cumulative.length - 1]!
  let lo = 0
  let hi = cumulative.length - 1
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (cumulative[mid]! <= target) lo = mid + 1
    else hi = mid
  }
  return lo
}

export function cumulativeWeights(count: number, weight: (i: number) => number): Float64Array {
  const table = new Float64Array(count)
  let sum = 0
  for (let i = 0; i < count; i++) table[i] = sum += weight(i)
  return table
}

/** A picker of values by their shares (`[value, share]`), with `r` in [0, 1). */
export function shares(table: [string, number][]): (r: number) => string {
  const cumulative = cumulativeWeights(table.length, (i) => table[i]![1])
  return (r: number) => table[weightedPick(cumulative, r)]![0]
}
