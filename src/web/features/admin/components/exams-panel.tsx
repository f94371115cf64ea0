// Exams, for moderators and administrators (docs/product.md#keeping-exam-dates): every exam with
// when its dates were last checked (those never checked, or not for 30 days, flagged and first), how
// many follow it; add one, edit its fields and stages (a date moved is mailed to its followers),
// say its dates were checked now, delete it.
import { useRef, useState, type FormEvent } from 'react'
import { EXAM_STAGE_NAMES } from '../../../../domain/exam-stage-names'
import { examInputErrors, type ExamInput } from '../../../../domain/exam-input'
import {
  EXAM_BODIES,
  EXAM_STAGE_KINDS,
  examPath,
  examSlug,
  type ExamBody,
  type ExamStageKind,
} from '../../../../domain/exams'
import { isLanguage } from '../../../../domain/languages'
import type { AdminExam } from '../../../../domain/schemas/exams'
import { buttonClasses, inputClasses } from '../../../components/ui/button-styles'
import { FormField, invalidClasses } from '../../../components/ui/form-field'
import { NoticeRegion, type Notice } from '../../../components/ui/notice'
import { apiErrorMessage } from '../../../lib/api-error-text'
import { useFieldErrors } from '../../../lib/field-errors'
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/admin'
import '../../../lib/i18n/sections/exams'
import { Link } from '../../../lib/router'
import { useRuleText } from '../../../lib/rule-text'
import { useAddExam, useAdminExams, useConfirmExam, useDeleteExam, useSaveExam } from '../api/exams'
import { EmptyState, formatWhen, QueryView, smallOutlineButtonClasses } from './admin-ui'

interface StageDraft {
  /** The row's own key (a new stage has no id yet). */
  key: number
  id?: string
  kind: ExamStageKind
  label: string
  startsOn: string
  endsOn: string
}

interface Draft {
  name: string
  slug: string
  body: ExamBody
  search: string
  officialUrl: string
  source: string
  stages: StageDraft[]
  checked: boolean
}

const TOP_FIELDS = ['name', 'slug', 'body', 'search', 'officialUrl', 'source', 'stages'] as const
const STAGE_FIELDS = ['kind', 'label', 'startsOn', 'endsOn'] as const

let rows = 0
const stageDraft = (stage?: AdminExam['stages'][number]): StageDraft => ({
  key: ++rows,
  ...(stage && { id: stage.id }),
  kind: stage?.kind ?? 'exam',
  label: stage?.label ?? '',
  startsOn: stage?.startsOn ?? '',
  endsOn: stage?.endsOn ?? '',
})

const inputOf = (draft: Draft): ExamInput => ({
  name: draft.name,
  slug: draft.slug,
  body: draft.body,
  search: draft.search,
  officialUrl: draft.officialUrl.trim() || null,
  source: draft.source.trim() || null,
  stages: draft.stages.map((stage) => ({
    ...(stage.id && { id: stage.id }),
    kind: stage.kind,
    label: stage.label.trim() || null,
    startsOn: stage.startsOn,
    endsOn: stage.endsOn || null,
  })),
})

function ExamForm({ exam, onDone }: { exam?: AdminExam; onDone: (notice: Notice | null) => void }) {
  const { t, language } = useTranslation()
  const ruleText = useRuleText()
  const add = useAddExam()
  const save = useSaveExam()
  const [draft, setDraft] = useState<Draft>({
    name: exam?.name ?? '',
    slug: exam?.slug ?? '',
    body: exam?.body ?? 'ssc',
    search: exam?.search ?? '',
    officialUrl: exam?.officialUrl ?? '',
    source: exam?.source ?? '',
    stages: exam ? exam.stages.map(stageDraft) : [stageDraft()],
    // Ticked on purpose: a save alone does not vouch for dates (a sample's stay a sample).
    checked: false,
  })
  // A new exam's address follows its name until the moderator writes one.
  const slugTouched = useRef(Boolean(exam))
  const fieldNames = [
    ...TOP_FIELDS,
    ...draft.stages.flatMap((_, i) => STAGE_FIELDS.map((f) => `stages.${i}.${f}`)),
  ]
  const fields = useFieldErrors<string>(fieldNames)
  const [notice, setNotice] = useState<Notice | null>(null)
  const error = (field: string) => fields.errors[field] && ruleText(fields.errors[field])
  const set = <K extends keyof Draft>(field: K, value: Draft[K]) =>
    setDraft((current) => ({
      ...current,
      [field]: value,
      ...(field === 'name' && !slugTouched.current && { slug: examSlug(String(value)) }),
    }))
  const setStage = (key: number, change: Partial<StageDraft>) =>
    set(
      'stages',
      draft.stages.map((stage) => (stage.key === key ? { ...stage, ...change } : stage)),
    )
  const stageNames = EXAM_STAGE_NAMES[isLanguage(language) ? language : 'en']
  const busy = add.isPending || save.isPending

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setNotice(null)
    const input = inputOf(draft)
    if (fields.show(examInputErrors({ ...input })) > 0) return
    const done = () =>
      onDone({ text: t('admin.exams.saved', { name: input.name }), tone: 'success' })
    const failed = (failure: unknown) => {
      if (!fields.showFailure(failure)) {
        setNotice({ text: apiErrorMessage(failure, t), tone: 'error' })
      }
    }
    if (exam) {
      save.mutate(
        { examId: exam.id, exam: input, checked: draft.checked, version: exam.updatedAt },
        { onSuccess: done, onError: failed },
      )
    } else add.mutate(input, { onSuccess: done, onError: failed })
  }

  const control = `${inputClasses} ${invalidClasses} h-11`
  const text = (field: 'name' | 'slug' | 'search' | 'officialUrl' | 'source', hint?: string) => (
    <FormField label={t(`admin.exams.fields.${field}`)} hint={hint} error={error(field)}>
      {(props) => (
        <input
          {...props}
          name={field}
          value={draft[field]}
          onChange={(e) => {
            if (field === 'slug') slugTouched.current = true
            set(field, e.target.value)
          }}
          spellCheck={field === 'name' || field === 'source'}
          className={control}
        />
      )}
    </FormField>
  )
  return (
    <form
      ref={fields.formRef}
      onSubmit={submit}
      noValidate
      aria-busy={busy}
      className="grid max-w-4xl gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h3 className="text-lg font-semibold text-slate-900 sm:col-span-2 dark:text-white">
        {exam ? t('admin.exams.editTitle', { name: exam.name }) : t('admin.exams.addTitle')}
      </h3>
      {text('name')}
      {text('slug', t('admin.exams.slugHint'))}
      <FormField label={t('admin.exams.fields.body')} error={error('body')}>
        {(props) => (
          <select
            {...props}
            name="body"
            value={draft.body}
            onChange={(e) => set('body', e.target.value as ExamBody)}
            className={control}
          >
            {EXAM_BODIES.map((body) => (
              <option key={body} value={body}>
                {t(`exams.bodies.${body}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {text('search', t('admin.exams.searchHint'))}
      {text('officialUrl')}
      {text('source', t('admin.exams.sourceHint'))}

      <fieldset className="sm:col-span-2" data-field="stages" tabIndex={-1}>
        <legend className="text-sm font-semibold text-slate-900 dark:text-white">
          {t('admin.exams.stages')}
        </legend>
        {error('stages') ? (
          <p className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
            {error('stages')}
          </p>
        ) : null}
        <ol className="mt-2 space-y-3">
          {draft.stages.map((stage, i) => (
            <li
              key={stage.key}
              className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[10rem_1fr_10rem_10rem_auto] sm:items-end dark:border-slate-700"
            >
              <FormField label={t('admin.exams.fields.kind')} error={error(`stages.${i}.kind`)}>
                {(props) => (
                  <select
                    {...props}
                    name={`stages.${i}.kind`}
                    value={stage.kind}
                    onChange={(e) => setStage(stage.key, { kind: e.target.value as ExamStageKind })}
                    className={control}
                  >
                    {EXAM_STAGE_KINDS.map((kind) => (
                      <option key={kind} value={kind}>
                        {stageNames[kind]}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <FormField label={t('admin.exams.fields.label')} error={error(`stages.${i}.label`)}>
                {(props) => (
                  <input
                    {...props}
                    name={`stages.${i}.label`}
                    value={stage.label}
                    placeholder={t('admin.exams.labelHint')}
                    onChange={(e) => setStage(stage.key, { label: e.target.value })}
                    className={control}
                  />
                )}
              </FormField>
              <FormField
                label={t('admin.exams.fields.startsOn')}
                error={error(`stages.${i}.startsOn`)}
              >
                {(props) => (
                  <input
                    {...props}
                    type="date"
                    name={`stages.${i}.startsOn`}
                    value={stage.startsOn}
                    onChange={(e) => setStage(stage.key, { startsOn: e.target.value })}
                    className={control}
                  />
                )}
              </FormField>
              <FormField label={t('admin.exams.fields.endsOn')} error={error(`stages.${i}.endsOn`)}>
                {(props) => (
                  <input
                    {...props}
                    type="date"
                    name={`stages.${i}.endsOn`}
                    value={stage.endsOn}
                    onChange={(e) => setStage(stage.key, { endsOn: e.target.value })}
                    className={control}
                  />
                )}
              </FormField>
              <button
                type="button"
                onClick={() =>
                  set(
                    'stages',
                    draft.stages.filter((one) => one.key !== stage.key),
                  )
                }
                aria-label={t('admin.exams.removeStage', { number: i + 1 })}
                className={buttonClasses('ghost', 'md', 'h-11')}
              >
                {t('admin.exams.remove')}
              </button>
            </li>
          ))}
        </ol>
        <button
          type="button"
          onClick={() => set('stages', [...draft.stages, stageDraft()])}
          className={buttonClasses('secondary', 'sm', 'mt-3')}
        >
          {t('admin.exams.addStage')}
        </button>
      </fieldset>

      {exam ? (
        <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800 sm:col-span-2 dark:text-slate-100">
          <input
            type="checkbox"
            checked={draft.checked}
            onChange={(e) => set('checked', e.target.checked)}
            className="h-4 w-4 accent-indigo-600"
          />
          {t('admin.exams.checkedNow')}
        </label>
      ) : null}
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <button type="submit" disabled={busy} className={buttonClasses('primary', 'md', 'h-11')}>
          {t('admin.exams.save')}
        </button>
        <button
          type="button"
          onClick={() => onDone(null)}
          className={buttonClasses('secondary', 'md', 'h-11')}
        >
          {t('admin.exams.cancel')}
        </button>
      </div>
      <div className="sm:col-span-2">
        <NoticeRegion notice={notice} />
      </div>
    </form>
  )
}

function ExamCard({
  exam,
  onEdit,
  onNotice,
}: {
  exam: AdminExam
  onEdit: () => void
  onNotice: (notice: Notice) => void
}) {
  const { t, language } = useTranslation()
  const confirm = useConfirmExam()
  const remove = useDeleteExam()
  const [deleting, setDeleting] = useState(false)
  const failed = (failure: unknown) =>
    onNotice({ text: apiErrorMessage(failure, t), tone: 'error' })
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-slate-900 dark:text-white">
            <Link to={examPath(exam.slug)} className="hover:underline">
              {exam.name}
            </Link>{' '}
            {exam.needsRecheck ? (
              <span className="ml-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-500/15 dark:text-amber-100">
                {t('admin.exams.recheck')}
              </span>
            ) : null}
            {exam.sample ? (
              <span className="ml-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-200">
                {t('admin.exams.sample')}
              </span>
            ) : null}
          </h3>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {t(`exams.bodies.${exam.body}`)} ·{' '}
            {t('admin.exams.stageCount', { count: exam.stages.length })} ·{' '}
            {t('admin.exams.followers', { count: exam.followers })}
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {exam.checkedAt
              ? t('admin.exams.checked', {
                  date: formatWhen(exam.checkedAt, language),
                  who: exam.checkedBy ?? '',
                })
              : t('admin.exams.neverChecked')}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" onClick={onEdit} className={smallOutlineButtonClasses}>
            {t('admin.exams.edit')}
          </button>
          <button
            type="button"
            disabled={confirm.isPending}
            onClick={() =>
              confirm.mutate(exam.id, {
                onSuccess: () =>
                  onNotice({
                    text: t('admin.exams.confirmed', { name: exam.name }),
                    tone: 'success',
                  }),
                onError: failed,
              })
            }
            className={smallOutlineButtonClasses}
          >
            {t('admin.exams.confirm')}
          </button>
          {deleting ? (
            <>
              <button
                type="button"
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(exam.id, {
                    onSuccess: () =>
                      onNotice({
                        text: t('admin.exams.deleted', { name: exam.name }),
                        tone: 'success',
                      }),
                    onError: failed,
                  })
                }
                className={buttonClasses('primary', 'sm', 'bg-red-600 hover:bg-red-700')}
              >
                {t('admin.exams.deleteConfirm', { count: exam.followers })}
              </button>
              <button
                type="button"
                onClick={() => setDeleting(false)}
                className={smallOutlineButtonClasses}
              >
                {t('admin.exams.cancel')}
              </button>
            </>
          ) : (
            <button
              type="button"
              onClick={() => setDeleting(true)}
              className={smallOutlineButtonClasses}
            >
              {t('admin.exams.delete')}
            </button>
          )}
        </div>
      </div>
    </li>
  )
}

export function ExamsPanel() {
  const { t } = useTranslation()
  const query = useAdminExams()
  const [editing, setEditing] = useState<AdminExam | 'new' | null>(null)
  const [notice, setNotice] = useState<Notice | null>(null)
  const done = (outcome: Notice | null) => {
    setEditing(null)
    setNotice(outcome)
  }
  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="max-w-3xl text-sm text-slate-600 dark:text-slate-300">
          {t('admin.exams.intro')}
        </p>
        {editing === null ? (
          <button
            type="button"
            onClick={() => setEditing('new')}
            className={buttonClasses('primary', 'sm')}
          >
            {t('admin.exams.add')}
          </button>
        ) : null}
      </div>
      <NoticeRegion notice={notice} />
      {editing !== null ? (
        <div className="mt-4">
          <ExamForm
            key={editing === 'new' ? 'new' : editing.id}
            exam={editing === 'new' ? undefined : editing}
            onDone={done}
          />
        </div>
      ) : (
        <QueryView query={query}>
          {(exams) =>
            exams.length === 0 ? (
              <EmptyState>{t('admin.exams.empty')}</EmptyState>
            ) : (
              <ul className="mt-4 space-y-3">
                {exams.map((exam) => (
                  <ExamCard
                    key={exam.id}
                    exam={exam}
                    onEdit={() => setEditing(exam)}
                    onNotice={setNotice}
                  />
                ))}
              </ul>
            )
          }
        </QueryView>
      )}
    </div>
  )
}
