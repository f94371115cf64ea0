// Catalogue sources, for administrators (docs/product.md#catalogue-sources): add a feed or a list of
// course pages with its platform and how often it is refreshed; see each source's runs (counts, bad
// rows, errors), a flag on one that keeps failing; refresh now, pause, resume, edit, delete.
import { useState, type FormEvent } from 'react'
import {
  addressLines,
  SOURCE_INTERVALS,
  SOURCE_KINDS,
  sourceInputErrors,
  type SourceField,
  type SourceInput,
} from '../../../../domain/catalogue-sources'
import type { CatalogueSource, SourceRun } from '../../../../domain/schemas/catalogue-sources'
import { buttonClasses, inputClasses } from '../../../components/ui/button-styles'
import { FormField, invalidClasses } from '../../../components/ui/form-field'
import { NoticeRegion, type Notice } from '../../../components/ui/notice'
import { apiErrorMessage } from '../../../lib/api-error-text'
import { useFieldErrors } from '../../../lib/field-errors'
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/admin'
import { useRuleText } from '../../../lib/rule-text'
import {
  useAddSource,
  useDeleteSource,
  useEditSource,
  useRefreshSource,
  useSources,
} from '../api/sources'
import {
  EmptyState,
  formatWhen,
  QueryView,
  smallButtonClasses,
  smallOutlineButtonClasses,
} from './admin-ui'

/** How each refresh interval is named in the message catalogue. */
const INTERVAL_NAMES = { 60: 'hourly', 360: 'sixHours', 1440: 'daily', 10080: 'weekly' } as const
const intervalKey = (minutes: number) =>
  `admin.sources.intervals.${INTERVAL_NAMES[minutes as keyof typeof INTERVAL_NAMES] ?? 'daily'}` as const

const FIELDS = ['name', 'kind', 'addresses', 'platform', 'category', 'intervalMinutes'] as const

type Draft = Omit<SourceInput, 'addresses' | 'intervalMinutes'> & {
  addresses: string
  intervalMinutes: string
}

function SourceForm({ source, onDone }: { source?: CatalogueSource; onDone: (n: Notice) => void }) {
  const { t } = useTranslation()
  const ruleText = useRuleText()
  const add = useAddSource()
  const edit = useEditSource()
  const fields = useFieldErrors<SourceField>(FIELDS)
  const [notice, setNotice] = useState<Notice | null>(null)
  const [draft, setDraft] = useState<Draft>({
    name: source?.name ?? '',
    kind: source?.kind ?? 'feed',
    addresses: source?.addresses.join('\n') ?? '',
    platform: source?.platform ?? '',
    category: source?.category ?? '',
    intervalMinutes: String(source?.intervalMinutes ?? 1440),
  })
  const set = (field: keyof Draft) => (value: string) => setDraft({ ...draft, [field]: value })
  const error = (field: SourceField) => fields.errors[field] && ruleText(fields.errors[field])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setNotice(null)
    const input: SourceInput = {
      ...draft,
      addresses: addressLines(draft.addresses),
      intervalMinutes: Number(draft.intervalMinutes),
    }
    if (fields.show(sourceInputErrors(input)) > 0) return
    const done = () =>
      onDone({ text: t('admin.sources.saved', { name: input.name }), tone: 'success' })
    const failed = (failure: unknown) => {
      if (!fields.showFailure(failure))
        setNotice({ text: apiErrorMessage(failure, t), tone: 'error' })
    }
    if (source)
      edit.mutate({ sourceId: source.id, source: input }, { onSuccess: done, onError: failed })
    else add.mutate(input, { onSuccess: done, onError: failed })
  }

  const control = `${inputClasses} ${invalidClasses} h-11`
  return (
    <form
      ref={fields.formRef}
      onSubmit={submit}
      noValidate
      aria-busy={add.isPending || edit.isPending}
      className="grid max-w-3xl gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h3 className="text-lg font-semibold text-slate-900 sm:col-span-2 dark:text-white">
        {source ? t('admin.sources.editTitle', { name: source.name }) : t('admin.sources.addTitle')}
      </h3>
      <FormField label={t('admin.sources.name')} error={error('name')}>
        {(props) => (
          <input
            {...props}
            name="name"
            value={draft.name}
            onChange={(e) => set('name')(e.target.value)}
            className={control}
          />
        )}
      </FormField>
      <fieldset data-field="kind" tabIndex={-1}>
        <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {t('admin.sources.kind')}
        </legend>
        <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
          {SOURCE_KINDS.map((kind) => (
            <label
              key={kind}
              className="flex min-h-11 items-center gap-2 text-sm text-slate-800 dark:text-slate-100"
            >
              <input
                type="radio"
                name="kind"
                value={kind}
                checked={draft.kind === kind}
                onChange={() => set('kind')(kind)}
                className="h-4 w-4 accent-indigo-600"
              />
              {t(`admin.sources.kinds.${kind}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <FormField
        className="sm:col-span-2"
        label={t(
          draft.kind === 'feed' ? 'admin.sources.feedAddress' : 'admin.sources.pageAddresses',
        )}
        hint={t(draft.kind === 'feed' ? 'admin.sources.feedHint' : 'admin.sources.pagesHint')}
        error={error('addresses')}
      >
        {(props) => (
          <textarea
            {...props}
            name="addresses"
            rows={draft.kind === 'feed' ? 2 : 5}
            spellCheck={false}
            value={draft.addresses}
            onChange={(e) => set('addresses')(e.target.value)}
            className={`${inputClasses} ${invalidClasses} py-2 font-mono text-xs break-all`}
          />
        )}
      </FormField>
      <FormField label={t('admin.sources.platform')} error={error('platform')}>
        {(props) => (
          <input
            {...props}
            name="platform"
            value={draft.platform}
            onChange={(e) => set('platform')(e.target.value)}
            className={control}
          />
        )}
      </FormField>
      <FormField
        label={t('admin.sources.category')}
        hint={t('admin.sources.categoryHint')}
        error={error('category')}
      >
        {(props) => (
          <input
            {...props}
            name="category"
            value={draft.category}
            onChange={(e) => set('category')(e.target.value)}
            className={control}
          />
        )}
      </FormField>
      <FormField label={t('admin.sources.interval')} error={error('intervalMinutes')}>
        {(props) => (
          <select
            {...props}
            name="intervalMinutes"
            value={draft.intervalMinutes}
            onChange={(e) => set('intervalMinutes')(e.target.value)}
            className={control}
          >
            {SOURCE_INTERVALS.map((minutes) => (
              <option key={minutes} value={minutes}>
                {t(intervalKey(minutes))}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <button
          type="submit"
          disabled={add.isPending || edit.isPending}
          className={buttonClasses('primary', 'md', 'h-11')}
        >
          {t('admin.sources.save')}
        </button>
        <button
          type="button"
          onClick={() => onDone({ text: '', tone: 'success' })}
          className={buttonClasses('secondary', 'md', 'h-11')}
        >
          {t('admin.sources.cancel')}
        </button>
      </div>
      <div className="sm:col-span-2">
        <NoticeRegion notice={notice} />
      </div>
    </form>
  )
}

const count = (n: number) => n.toLocaleString('en-IN')

function RunSummary({ run }: { run: SourceRun }) {
  const { t, language } = useTranslation()
  const seconds = run.finishedAt
    ? Math.max(0, (Date.parse(run.finishedAt) - Date.parse(run.startedAt)) / 1000)
    : undefined
  return (
    <div className="text-sm text-slate-700 dark:text-slate-200">
      <p>
        <span
          className={`font-semibold ${run.status === 'failed' ? 'text-red-700 dark:text-red-300' : ''}`}
        >
          {t(`admin.sources.status.${run.status}`)}
        </span>{' '}
        · {formatWhen(run.startedAt, language)}
        {seconds !== undefined
          ? ` · ${t('admin.sources.seconds', { seconds: seconds.toFixed(1) })}`
          : ''}
      </p>
      <p className="mt-0.5 text-slate-600 dark:text-slate-300">
        {t('admin.sources.counts', {
          added: count(run.added),
          updated: count(run.updated),
          unchanged: count(run.unchanged),
          bad: count(run.bad),
        })}
        {run.notModified > 0
          ? ` · ${t('admin.sources.notModified', { count: run.notModified })}`
          : ''}
      </p>
      {run.error ? (
        <p className="mt-1 break-words text-red-700 dark:text-red-300">{run.error}</p>
      ) : null}
      {run.badRows.length > 0 ? (
        <ul className="mt-1 list-disc space-y-0.5 pl-5 text-xs break-words text-slate-600 dark:text-slate-300">
          {run.badRows.map((row) => (
            <li key={row.line}>
              {t('admin.sources.badRow', { line: row.line })} {row.reason}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

function SourceCard({
  source,
  onEdit,
  onNotice,
  onRefresh,
}: {
  source: CatalogueSource
  onEdit: () => void
  onNotice: (notice: Notice) => void
  onRefresh: () => void
}) {
  const { t, language } = useTranslation()
  const refresh = useRefreshSource()
  const pause = useEditSource()
  const remove = useDeleteSource()
  const [confirming, setConfirming] = useState(false)
  const failed = (failure: unknown) =>
    onNotice({ text: apiErrorMessage(failure, t), tone: 'error' })
  const [last, ...earlier] = source.runs
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-slate-900 dark:text-white">
            {source.name}{' '}
            {source.failing ? (
              <span className="ml-1 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800 dark:bg-red-500/15 dark:text-red-200">
                {t('admin.sources.failing', { count: source.failures })}
              </span>
            ) : null}
            {!source.enabled ? (
              <span className="ml-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-200">
                {t('admin.sources.paused')}
              </span>
            ) : null}
          </h3>
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {t(`admin.sources.kinds.${source.kind}`)} · {source.platform} ·{' '}
            {t(intervalKey(source.intervalMinutes))}
            {source.nextRunAt
              ? ` · ${t('admin.sources.next', { when: formatWhen(source.nextRunAt, language) })}`
              : ''}
          </p>
          <p className="mt-1 font-mono text-xs break-all text-slate-600 dark:text-slate-300">
            {source.addresses[0]}
            {source.addresses.length > 1
              ? ` ${t('admin.sources.more', { count: source.addresses.length - 1 })}`
              : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            disabled={!source.enabled || refresh.isPending}
            onClick={() =>
              refresh.mutate(source.id, {
                onSuccess: (answer) => {
                  onRefresh()
                  onNotice({
                    text: t(
                      answer.queued ? 'admin.sources.queued' : 'admin.sources.alreadyQueued',
                      {
                        name: source.name,
                      },
                    ),
                    tone: 'success',
                  })
                },
                onError: failed,
              })
            }
            className={smallOutlineButtonClasses}
          >
            {t('admin.sources.refresh')}
          </button>
          <button
            type="button"
            disabled={pause.isPending}
            onClick={() =>
              pause.mutate({ sourceId: source.id, enabled: !source.enabled }, { onError: failed })
            }
            className={smallOutlineButtonClasses}
          >
            {t(source.enabled ? 'admin.sources.pause' : 'admin.sources.resume')}
          </button>
          <button type="button" onClick={onEdit} className={smallOutlineButtonClasses}>
            {t('admin.sources.edit')}
          </button>
          {confirming ? (
            <button
              type="button"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(source.id, {
                  onSuccess: () =>
                    onNotice({
                      text: t('admin.sources.deleted', { name: source.name }),
                      tone: 'success',
                    }),
                  onError: failed,
                })
              }
              className={`${smallButtonClasses} bg-red-600 text-white hover:bg-red-700 dark:bg-red-500 dark:hover:bg-red-400`}
            >
              {t('admin.sources.confirmDelete')}
            </button>
          ) : (
            <button
              type="button"
              onClick={() => setConfirming(true)}
              className={smallOutlineButtonClasses}
            >
              {t('admin.sources.delete')}
            </button>
          )}
        </div>
      </div>
      <div className="mt-3 border-t border-slate-100 pt-3 dark:border-slate-800">
        {last ? (
          <RunSummary run={last} />
        ) : (
          <p className="text-sm text-slate-500 dark:text-slate-400">{t('admin.sources.noRun')}</p>
        )}
        {earlier.length > 0 ? (
          <details className="mt-2">
            <summary className="cursor-pointer text-sm font-medium text-indigo-700 dark:text-indigo-300">
              {t('admin.sources.earlier', { count: earlier.length })}
            </summary>
            <ol className="mt-2 space-y-3">
              {earlier.map((run) => (
                <li key={run.id}>
                  <RunSummary run={run} />
                </li>
              ))}
            </ol>
          </details>
        ) : null}
      </div>
    </li>
  )
}

export function SourcesPanel() {
  const { t } = useTranslation()
  const [editing, setEditing] = useState<CatalogueSource | 'new' | null>(null)
  const [notice, setNotice] = useState<Notice | null>(null)
  /** Until when the list is read often: a refresh was asked for and may not have started. */
  const [busyUntil, setBusyUntil] = useState(0)
  const query = useSources(busyUntil > Date.now())
  const done = (result: Notice) => {
    setEditing(null)
    setNotice(result.text ? result : null)
  }
  return (
    <div className="space-y-6">
      <p className="max-w-2xl text-sm text-slate-600 dark:text-slate-400">
        {t('admin.sources.intro')}
      </p>
      {editing ? (
        <SourceForm
          key={editing === 'new' ? 'new' : editing.id}
          source={editing === 'new' ? undefined : editing}
          onDone={done}
        />
      ) : (
        <button
          type="button"
          onClick={() => setEditing('new')}
          className={buttonClasses('primary', 'md', 'h-11')}
        >
          {t('admin.sources.add')}
        </button>
      )}
      <NoticeRegion notice={notice} />
      <QueryView query={query}>
        {(sources) =>
          sources.length === 0 ? (
            <EmptyState>{t('admin.sources.empty')}</EmptyState>
          ) : (
            <ul className="space-y-3" aria-label={t('admin.tabs.sources')}>
              {sources.map((source) => (
                <SourceCard
                  key={source.id}
                  source={source}
                  onEdit={() => setEditing(source)}
                  onNotice={setNotice}
                  onRefresh={() => setBusyUntil(Date.now() + 2 * 60_000)}
                />
              ))}
            </ul>
          )
        }
      </QueryView>
    </div>
  )
}
