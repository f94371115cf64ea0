// Import a catalogue file: the same import as `npm run catalogue:import` on the server, for an
// administrator's browser. Shows how many courses were added, updated and left unchanged, and the
// bad rows with their line in the file and the add-course form's message.
import { useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from '../../../lib/i18n'
import '../../../lib/i18n/sections/admin'
import { IMPORT_FILE_ACCEPT } from '../../../../domain/catalogue-import'
import { type CatalogueImportResult } from '../../../../domain/schemas/catalogue-import'
import { buttonClasses } from '../../../components/ui/button-styles'
import { NoticeRegion, type Notice } from '../../../components/ui/notice'
import { apiErrorMessage } from '../../../lib/api-error-text'
import { useImportCatalogue } from '../api/import-catalogue'

const COUNTS = ['added', 'updated', 'unchanged', 'bad'] as const
const cellClasses = 'px-4 py-2.5 text-left align-top'
const count = (n: number) => n.toLocaleString('en-IN')

function ImportResult({ result }: { result: CatalogueImportResult }) {
  const { t } = useTranslation()
  const values = { ...result, bad: result.badCount }
  return (
    <div className="mt-6 space-y-5">
      <dl
        aria-label={t('admin.import.resultTitle')}
        className="grid grid-cols-2 gap-3 sm:grid-cols-4"
      >
        {COUNTS.map((key) => (
          <div
            key={key}
            className="rounded-xl border border-slate-200 bg-white px-4 py-3 dark:border-slate-800 dark:bg-slate-900"
          >
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">
              {t(`admin.import.${key}`)}
            </dt>
            <dd
              className={`mt-1 text-2xl font-semibold tabular-nums ${
                key === 'bad' && values.bad > 0
                  ? 'text-red-700 dark:text-red-300'
                  : 'text-slate-900 dark:text-white'
              }`}
            >
              {count(values[key])}
            </dd>
          </div>
        ))}
      </dl>
      {result.warnings.length > 0 ? (
        <div className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200 dark:bg-amber-500/10 dark:text-amber-100 dark:ring-amber-500/30">
          <p className="font-semibold">{t('admin.import.notes')}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {result.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {result.bad.length > 0 ? (
        <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
          <table className="w-full text-sm">
            <caption className="bg-white px-4 pt-3 pb-2 text-left dark:bg-slate-900">
              <span className="font-semibold text-slate-900 dark:text-white">
                {t('admin.import.badTitle')}
              </span>
              {result.bad.length < result.badCount ? (
                <span className="ml-2 text-slate-500 dark:text-slate-400">
                  {t('admin.import.badShown', {
                    shown: count(result.bad.length),
                    total: count(result.badCount),
                  })}
                </span>
              ) : null}
            </caption>
            <thead className="bg-slate-50 text-xs tracking-wide text-slate-500 uppercase dark:bg-slate-800/60 dark:text-slate-400">
              <tr>
                <th scope="col" className={`${cellClasses} w-20`}>
                  {t('admin.import.line')}
                </th>
                <th scope="col" className={cellClasses}>
                  {t('admin.import.reason')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 bg-white dark:divide-slate-800 dark:bg-slate-900">
              {result.bad.map((row) => (
                <tr key={row.line}>
                  <td className={`${cellClasses} text-slate-800 tabular-nums dark:text-slate-100`}>
                    {row.line}
                  </td>
                  <td className={`${cellClasses} break-words text-slate-700 dark:text-slate-200`}>
                    {row.reason}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  )
}

export function CatalogueImport() {
  const { t } = useTranslation()
  const headingId = useId()
  const inputId = useId()
  const hintId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [notice, setNotice] = useState<Notice | null>(null)
  const [result, setResult] = useState<CatalogueImportResult | null>(null)
  const upload = useImportCatalogue()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!file) {
      setNotice({ text: t('admin.import.chooseFile'), tone: 'error' })
      input.current?.focus()
      return
    }
    setNotice(null)
    setResult(null)
    upload.mutate(file, {
      onSuccess: (answer) => {
        setResult(answer)
        setNotice({
          text: t(answer.badCount > 0 ? 'admin.import.doneWithBad' : 'admin.import.done', {
            name: file.name,
          }),
          tone: 'success',
        })
      },
      onError: (error) => setNotice({ text: apiErrorMessage(error, t), tone: 'error' }),
    })
  }

  return (
    <section aria-labelledby={headingId} className="max-w-3xl">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('admin.import.title')}
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('admin.import.intro')}</p>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t('admin.import.formats')}</p>
      <form
        onSubmit={submit}
        aria-labelledby={headingId}
        aria-busy={upload.isPending}
        className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <div className="min-w-0 flex-1">
          <label
            htmlFor={inputId}
            className="block text-sm font-medium text-slate-800 dark:text-slate-200"
          >
            {t('admin.import.fileLabel')}
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={IMPORT_FILE_ACCEPT}
            aria-describedby={hintId}
            disabled={upload.isPending}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className="mt-1.5 block w-full text-sm text-slate-700 file:mr-3 file:h-10 file:rounded-lg file:border-0 file:bg-indigo-50 file:px-4 file:font-semibold file:text-indigo-700 hover:file:bg-indigo-100 disabled:opacity-60 dark:text-slate-200 dark:file:bg-indigo-500/15 dark:file:text-indigo-200"
          />
        </div>
        <button
          type="submit"
          disabled={upload.isPending}
          className={buttonClasses('primary', 'md', 'shrink-0')}
        >
          {upload.isPending ? t('admin.import.importing') : t('admin.import.submit')}
        </button>
      </form>
      <p id={hintId} className="mt-2 text-xs text-slate-500 dark:text-slate-400">
        {t('admin.import.fileHint')}
      </p>
      <NoticeRegion notice={notice} />
      {result ? <ImportResult result={result} /> : null}
    </section>
  )
}
