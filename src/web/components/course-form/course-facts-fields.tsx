// The course form's facts (docs/product.md#course-facts): level, format, hours a week, last update,
// next start, certificate and its cost, and the syllabus, each optional ('Not stated').
import type { ReactNode } from 'react'
import { useTranslation } from '../../lib/i18n'
import '../../lib/i18n/sections/addCourse'
import '../../lib/i18n/sections/course-facts'
import {
  CERTIFICATE_KINDS,
  COURSE_FORMATS,
  COURSE_LEVELS,
  HOURS_PER_WEEK_MAX,
  HOURS_PER_WEEK_STEP,
  SELF_PACED,
} from '../../../domain/course-facts'
import type { CourseFieldErrors } from '../../../domain/course'
import { inputClasses } from '../ui/button-styles'
import { FormField, invalidClasses } from '../ui/form-field'
import { controlClasses, Section } from './course-form-controls'

/** The next start's choice that reveals a date input. */
export const ON_DATE = 'date'

type FactKey =
  | 'level'
  | 'format'
  | 'hoursPerWeek'
  | 'lastUpdated'
  | 'nextStart'
  | 'nextStartDate'
  | 'certificate'
  | 'certificateCost'
  | 'syllabus'
type Change = (event: { target: { value: string } }) => void

function FactSelect({
  field,
  label,
  value,
  onChange,
  error,
  options,
}: {
  field: 'level' | 'format' | 'certificate' | 'nextStart'
  label: string
  value: string
  onChange: Change
  error: string | undefined
  options: { value: string; label: string }[]
}) {
  const { t } = useTranslation()
  return (
    <FormField label={label} error={error}>
      {(control) => (
        <select
          {...control}
          data-field={field}
          name={field}
          value={value}
          onChange={onChange}
          className={`${controlClasses} pr-8`}
        >
          <option value="">{t('addCourse.notStated')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  )
}

export function CourseFactsFields({
  values,
  set,
  errors,
}: {
  values: Record<FactKey, string>
  set: (key: FactKey) => Change
  errors: CourseFieldErrors
}): ReactNode {
  const { t } = useTranslation()
  return (
    <Section title={t('addCourse.sectionFacts')}>
      <p className="-mt-2 text-sm text-slate-600 sm:col-span-2 dark:text-slate-400">
        {t('addCourse.factsHint')}
      </p>
      <FactSelect
        field="level"
        label={t('courseFacts.level')}
        value={values.level}
        onChange={set('level')}
        error={errors.level}
        options={COURSE_LEVELS.map((value) => ({
          value,
          label: t(`courseFacts.levels.${value}`),
        }))}
      />
      <FactSelect
        field="format"
        label={t('courseFacts.format')}
        value={values.format}
        onChange={set('format')}
        error={errors.format}
        options={COURSE_FORMATS.map((value) => ({
          value,
          label: t(`courseFacts.formats.${value}`),
        }))}
      />
      <FormField label={t('addCourse.hoursPerWeek')} error={errors.hoursPerWeek}>
        {(control) => (
          <input
            {...control}
            data-field="hoursPerWeek"
            name="hoursPerWeek"
            type="number"
            inputMode="decimal"
            min={HOURS_PER_WEEK_STEP}
            max={HOURS_PER_WEEK_MAX}
            step={HOURS_PER_WEEK_STEP}
            placeholder={t('addCourse.hoursPerWeekPlaceholder')}
            value={values.hoursPerWeek}
            onChange={set('hoursPerWeek')}
            className={controlClasses}
          />
        )}
      </FormField>
      <FormField label={t('addCourse.lastUpdated')} error={errors.lastUpdated}>
        {(control) => (
          <input
            {...control}
            data-field="lastUpdated"
            name="lastUpdated"
            type="month"
            placeholder="YYYY-MM"
            value={values.lastUpdated}
            onChange={set('lastUpdated')}
            className={controlClasses}
          />
        )}
      </FormField>
      <FactSelect
        field="nextStart"
        label={t('addCourse.nextStart')}
        value={values.nextStart}
        onChange={set('nextStart')}
        error={values.nextStart === ON_DATE ? undefined : errors.nextStart}
        options={[
          { value: SELF_PACED, label: t('addCourse.selfPaced') },
          { value: ON_DATE, label: t('addCourse.onDate') },
        ]}
      />
      {values.nextStart === ON_DATE ? (
        <FormField label={t('addCourse.nextStartDate')} error={errors.nextStart}>
          {(control) => (
            <input
              {...control}
              data-field="nextStart"
              name="nextStartDate"
              type="date"
              value={values.nextStartDate}
              onChange={set('nextStartDate')}
              className={controlClasses}
            />
          )}
        </FormField>
      ) : null}
      <FactSelect
        field="certificate"
        label={t('addCourse.certificateKind')}
        value={values.certificate}
        onChange={set('certificate')}
        error={errors.certificate}
        options={CERTIFICATE_KINDS.map((value) => ({
          value,
          label: t(`courseFacts.certificates.${value}`),
        }))}
      />
      <FormField
        label={t('addCourse.certificateCost')}
        hint={t('addCourse.certificateCostHint')}
        error={errors.certificateCost}
      >
        {(control) => (
          <input
            {...control}
            data-field="certificateCost"
            name="certificateCost"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={values.certificateCost}
            onChange={set('certificateCost')}
            className={controlClasses}
          />
        )}
      </FormField>
      <FormField
        label={t('addCourse.syllabus')}
        hint={t('addCourse.syllabusHint')}
        error={errors.syllabus}
        className="sm:col-span-2"
      >
        {(control) => (
          <textarea
            {...control}
            data-field="syllabus"
            name="syllabus"
            rows={5}
            value={values.syllabus}
            onChange={set('syllabus')}
            className={`${inputClasses} ${invalidClasses} py-2.5`}
          />
        )}
      </FormField>
    </Section>
  )
}
