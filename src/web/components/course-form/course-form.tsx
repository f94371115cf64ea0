// The course form (docs/product.md#adding-a-course): every Course field a person may set, checked
// in the browser with the server's rules and messages, each message beside its field. Adding a
// course (features/add-course) and an administrator's edit (features/admin) both use it.
import { useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react'
import { useTranslation } from '../../lib/i18n'
import '../../lib/i18n/sections/addCourse'
import { CATEGORIES, LANGUAGES, PLATFORMS } from '../../../domain/constants'
import { apiFieldErrors, useFieldErrors } from '../../lib/field-errors'
import { buttonClasses, inputClasses } from '../ui/button-styles'
import { FormField, invalidClasses } from '../ui/form-field'
import { useRuleText } from '../../lib/rule-text'
import { ChoiceField, controlClasses, OTHER, Section } from './course-form-controls'
import { NoticeRegion, type Notice } from '../ui/notice'
import { readSyllabus, SELF_PACED, syllabusText } from '../../../domain/course-facts'
import { CourseFactsFields, ON_DATE } from './course-facts-fields'
import {
  COURSE_FIELDS,
  courseInputErrors,
  type CourseField,
  type CourseFieldErrors,
  type CourseInput,
} from '../../../domain/course'

export const EMPTY_COURSE_VALUES = {
  courseName: '',
  rating: '',
  duration: '',
  validity: '',
  certification: '',
  price: '',
  free: false,
  imageUrl: '',
  instructor: '',
  platform: '',
  platformOther: '',
  category: '',
  categoryOther: '',
  description: '',
  officialUrl: '',
  language: '',
  languageOther: '',
  // The facts (docs/product.md#course-facts), each '' when not stated.
  level: '',
  format: '',
  hoursPerWeek: '',
  lastUpdated: '',
  /** '', SELF_PACED or 'date' (nextStartDate holds it). */
  nextStart: '',
  nextStartDate: '',
  certificate: '',
  certificateCost: '',
  syllabus: '',
}
export type CourseFormValues = typeof EMPTY_COURSE_VALUES
type TextKey = Exclude<keyof CourseFormValues, 'free'>
/** The text fields whose label is the catalogue's addCourse.<field>. */
type LabelledField =
  | 'courseName'
  | 'instructor'
  | 'rating'
  | 'duration'
  | 'validity'
  | 'certification'
  | 'officialUrl'
  | 'imageUrl'

const numberOrUndefined = (text: string) => (text.trim() === '' ? undefined : Number(text))
const chosen = (value: string, other: string) => (value === OTHER ? other : value)

/** A listed value selects itself; any other value selects 'Other…' and fills its text input. */
function choice(value: string, options: readonly string[]) {
  if (value === '' || options.includes(value)) return { value, other: '' }
  return { value: OTHER, other: value }
}

/** A stored or submitted course as the form's text, for editing it. */
export function courseFormValues(course: CourseInput): CourseFormValues {
  const platform = choice(course.platform, PLATFORMS)
  const category = choice(course.category, CATEGORIES)
  const language = choice(course.language ?? '', LANGUAGES)
  return {
    courseName: course.courseName,
    rating: String(course.rating),
    duration: course.duration,
    validity: course.validity,
    certification: course.certification,
    price: course.price === null ? '' : String(course.price),
    free: course.price === null,
    imageUrl: course.imageUrl,
    instructor: course.instructor,
    platform: platform.value,
    platformOther: platform.other,
    category: category.value,
    categoryOther: category.other,
    description: course.description,
    officialUrl: course.officialUrl,
    language: language.value,
    languageOther: language.other,
    level: course.level ?? '',
    format: course.format ?? '',
    hoursPerWeek: course.hoursPerWeek == null ? '' : String(course.hoursPerWeek),
    lastUpdated: course.lastUpdated ?? '',
    nextStart: !course.nextStart ? '' : course.nextStart === SELF_PACED ? SELF_PACED : ON_DATE,
    nextStartDate: course.nextStart && course.nextStart !== SELF_PACED ? course.nextStart : '',
    certificate: course.certificate ?? '',
    certificateCost: course.certificateCost == null ? '' : String(course.certificateCost),
    syllabus: syllabusText(course.syllabus ?? []),
  }
}

/** A syllabus's text as the API takes it: its modules when it reads, else the text for the rule. */
function syllabusInput(text: string) {
  const read = readSyllabus(text)
  return read.problem ? text : (read.modules ?? [])
}

/** The form's text as the API's body; what cannot be a number stays missing for the rules to name. */
function toInput(values: CourseFormValues): Partial<Record<CourseField, unknown>> {
  return {
    courseName: values.courseName,
    rating: numberOrUndefined(values.rating),
    duration: values.duration,
    validity: values.validity,
    certification: values.certification,
    price: values.free ? null : numberOrUndefined(values.price),
    imageUrl: values.imageUrl,
    instructor: values.instructor,
    platform: chosen(values.platform, values.platformOther),
    category: chosen(values.category, values.categoryOther),
    description: values.description,
    officialUrl: values.officialUrl,
    language: chosen(values.language, values.languageOther),
    level: values.level || null,
    format: values.format || null,
    hoursPerWeek: values.hoursPerWeek.trim() === '' ? null : Number(values.hoursPerWeek),
    lastUpdated: values.lastUpdated || null,
    nextStart:
      // A date chosen but not given is sent as it is, for the rule to ask for one.
      values.nextStart === ON_DATE ? values.nextStartDate || ON_DATE : values.nextStart || null,
    certificate: values.certificate || null,
    certificateCost: values.certificateCost.trim() === '' ? null : Number(values.certificateCost),
    syllabus: syllabusInput(values.syllabus),
  }
}

/** What a successful submit shows, and whether the form empties (adding) or keeps the values. */
export type CourseFormOutcome = { notice: Notice | null; reset?: boolean }

type CourseFormProps = {
  initialValues?: CourseFormValues
  submitLabel: string
  pendingLabel: string
  /** Signed out or still loading: every control disabled. */
  locked?: boolean
  /**
   * The rules to check before sending; every rule of docs/product.md#adding-a-course by default. An
   * edit checks only the fields it changes, so a stored value the form cannot produce (a seeded
   * course's image path) does not block saving another field.
   */
  validate?: (input: Partial<Record<CourseField, unknown>>) => CourseFieldErrors
  /** Called only with input that passes the rules; a rejection with field messages marks the fields. */
  submit: (input: CourseInput) => Promise<CourseFormOutcome>
  /** The notice for a failure that names no field. */
  describeFailure: (failure: unknown) => Notice
  /** Beside the submit button (e.g. Cancel). */
  actions?: ReactNode
  /** Under the notice (e.g. a link to the added course). */
  footer?: ReactNode
  /** Names the form for assistive technology when a page shows several. */
  label?: string
  /** More controls, after the links (the add-course page's exams). */
  extraFields?: ReactNode
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & {
  field: TextKey
  label: string
  error: string | undefined
  hint?: string
  className?: string
}

/** One line of text for one field: its label, hint and message, named for the focus and the form. */
function TextField({ field, label, error, hint, className, ...input }: TextFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <input
          type="text"
          {...control}
          {...input}
          data-field={field}
          name={field}
          className={controlClasses}
        />
      )}
    </FormField>
  )
}

export function CourseForm(props: CourseFormProps) {
  const {
    initialValues = EMPTY_COURSE_VALUES,
    locked = false,
    validate = courseInputErrors,
  } = props
  const { t } = useTranslation()
  const [values, setValues] = useState<CourseFormValues>(initialValues)
  const { formRef, errors, show, clear } = useFieldErrors(COURSE_FIELDS)
  const ruleText = useRuleText()
  // The rules' messages in the page's language (the server's arrive in it already).
  const shown: CourseFieldErrors = Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, ruleText(message)]),
  )
  const [notice, setNotice] = useState<Notice | null>(null)
  const [pending, setPending] = useState(false)

  const set = (key: TextKey) => (event: { target: { value: string } }) => {
    const value = event.target.value
    setValues((current) => ({ ...current, [key]: value }))
  }
  /** What every text field takes from its name: its label, message, value and change. */
  const bind = (field: LabelledField) => ({
    field,
    label: t(`addCourse.${field}`),
    error: shown[field],
    value: values[field],
    onChange: set(field),
  })

  const showErrors = (found: CourseFieldErrors) => {
    const count = show(found)
    setNotice({ text: t('addCourse.fixErrors', { count }), tone: 'error' })
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (locked || pending) return
    const input = toInput(values)
    const found = validate(input)
    if (Object.keys(found).length > 0) {
      showErrors(found)
      return
    }
    clear()
    setNotice(null)
    setPending(true)
    try {
      const outcome = await props.submit(input as unknown as CourseInput)
      if (outcome.reset) setValues(initialValues)
      setNotice(outcome.notice)
    } catch (failure) {
      const known = apiFieldErrors(failure, COURSE_FIELDS)
      if (Object.keys(known).length > 0) showErrors(known)
      else setNotice(props.describeFailure(failure))
    } finally {
      setPending(false)
    }
  }

  return (
    <>
      {/* noValidate: our own rules and messages run instead of the browser's bubbles. */}
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-busy={pending || undefined}
        aria-label={props.label}
      >
        <fieldset disabled={locked} className="space-y-8 disabled:opacity-70">
          <Section title={t('addCourse.sectionBasics')}>
            <TextField
              {...bind('courseName')}
              className="sm:col-span-2"
              placeholder={t('addCourse.courseNamePlaceholder')}
            />
            <TextField {...bind('instructor')} />
            <TextField
              {...bind('rating')}
              hint={t('addCourse.ratingHint')}
              type="number"
              inputMode="decimal"
              min={0}
              max={5}
              step={0.1}
            />
            <ChoiceField
              field="platform"
              label={t('addCourse.platform')}
              otherLabel={t('addCourse.otherPlatform')}
              options={PLATFORMS}
              value={values.platform}
              other={values.platformOther}
              onChange={set('platform')}
              onOtherChange={set('platformOther')}
              error={shown.platform}
            />
            <ChoiceField
              field="category"
              label={t('addCourse.category')}
              otherLabel={t('addCourse.otherCategory')}
              options={CATEGORIES}
              value={values.category}
              other={values.categoryOther}
              onChange={set('category')}
              onOtherChange={set('categoryOther')}
              error={shown.category}
            />
            <ChoiceField
              field="language"
              label={
                <>
                  {t('addCourse.language')}{' '}
                  <span className="font-normal text-slate-500 dark:text-slate-400">
                    {t('addCourse.optional')}
                  </span>
                </>
              }
              otherLabel={t('addCourse.otherLanguage')}
              options={LANGUAGES}
              emptyLabel={t('addCourse.languageNone')}
              value={values.language}
              other={values.languageOther}
              onChange={set('language')}
              onOtherChange={set('languageOther')}
              error={shown.language}
            />
            <FormField
              label={t('addCourse.description')}
              error={shown.description}
              className="sm:col-span-2"
            >
              {(control) => (
                <textarea
                  {...control}
                  data-field="description"
                  name="description"
                  rows={5}
                  placeholder={t('addCourse.descriptionPlaceholder')}
                  value={values.description}
                  onChange={set('description')}
                  className={`${inputClasses} ${invalidClasses} py-2.5`}
                />
              )}
            </FormField>
          </Section>

          <Section title={t('addCourse.sectionDetails')}>
            <TextField
              {...bind('duration')}
              inputMode="decimal"
              placeholder={t('addCourse.durationPlaceholder')}
            />
            <TextField {...bind('validity')} placeholder={t('addCourse.validityPlaceholder')} />
            <FormField label={t('addCourse.price')} error={shown.price}>
              {(control) => (
                <div className="flex items-center gap-3">
                  <input
                    {...control}
                    data-field="price"
                    name="price"
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step="any"
                    placeholder={
                      values.free ? t('addCourse.free') : t('addCourse.pricePlaceholder')
                    }
                    disabled={values.free}
                    value={values.free ? '' : values.price}
                    onChange={set('price')}
                    className={`${controlClasses} min-w-0 flex-1 disabled:bg-slate-100 dark:disabled:bg-slate-800`}
                  />
                  <label className="inline-flex h-11 shrink-0 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-800 has-checked:border-indigo-500 has-checked:bg-indigo-50 has-checked:text-indigo-800 dark:border-slate-700 dark:text-slate-200 dark:has-checked:border-indigo-400 dark:has-checked:bg-indigo-500/15 dark:has-checked:text-indigo-100">
                    <input
                      type="checkbox"
                      name="free"
                      checked={values.free}
                      onChange={(event) => {
                        const free = event.target.checked
                        setValues((current) => ({ ...current, free }))
                      }}
                      className="h-4 w-4 accent-indigo-600"
                    />
                    {t('addCourse.free')}
                  </label>
                </div>
              )}
            </FormField>
            <TextField
              {...bind('certification')}
              placeholder={t('addCourse.certificationPlaceholder')}
            />
          </Section>

          <Section title={t('addCourse.sectionLinks')}>
            <TextField
              {...bind('officialUrl')}
              type="url"
              inputMode="url"
              spellCheck={false}
              placeholder={t('addCourse.urlPlaceholder')}
            />
            <TextField
              {...bind('imageUrl')}
              type="url"
              inputMode="url"
              spellCheck={false}
              placeholder={t('addCourse.urlPlaceholder')}
            />
          </Section>

          <CourseFactsFields values={values} set={set} errors={shown} />

          {props.extraFields}

          <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-end dark:border-slate-800">
            {props.actions}
            <button
              type="submit"
              disabled={pending}
              className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}
            >
              {pending ? props.pendingLabel : props.submitLabel}
            </button>
          </div>
        </fieldset>
      </form>
      <NoticeRegion notice={notice} />
      {notice?.tone === 'success' ? props.footer : null}
    </>
  )
}
