// 'Create New Post' (docs/product.md#posts): title, body, comma-separated tags and an optional
// image with a preview. Sign-in and the three fields are checked here before anything is sent (the
// empty ones are marked until typed in); a visitor is told before typing that posting needs an
// account, and the text (not the image) is kept as a draft across signing in
// (src/web/lib/drafts.ts).
import { useEffect, useId, useRef, useState, type FormEvent, type Ref } from 'react'
import { useTranslation, type TFunction } from '../../../lib/i18n'
import '../../../lib/i18n/sections/community'
import { parseTags, POST_BODY_MAX, POST_TITLE_MAX } from '../../../../domain/community-rules'
import { buttonClasses, cardClasses, inputClasses } from '../../../components/ui/button-styles'
import { CloseIcon } from '../../../components/ui/icons'
import { ImageIcon } from '../../../components/ui/form-icons'
import { NoticeRegion, type Notice } from '../../../components/ui/notice'
import { ApiError } from '../../../lib/api-client'
import { useSession } from '../../../lib/session'
import { SignInPrompt } from '../../../components/ui/sign-in-prompt'
import { invalidClasses } from '../../../components/ui/form-field'
import { useDraft } from '../../../lib/drafts'
import { useCreatePost } from '../api/create-post'

const labelClasses = 'mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300'

/** What the form says when the server refuses the post. */
export function createPostFailure(error: unknown, t: TFunction): Notice {
  if (error instanceof ApiError) {
    if (error.status === 401) return { text: t('community.postLoginRequired'), tone: 'login' }
    if (error.code === 'image_rejected' || error.code === 'payload_too_large') {
      return { text: t('community.imageFailed'), tone: 'error', detail: error.fields?.image }
    }
    // Written for people: 'Please fill all fields.', a length limit, 'posting too quickly'.
    if (error.status >= 400 && error.status < 500 && error.message) {
      return { text: error.message, tone: 'error' }
    }
  }
  return { text: t('community.postFailed'), tone: 'error' }
}

export function CreatePostForm({
  id: sectionId,
  className = '',
  titleRef,
}: {
  id?: string
  className?: string
  /** The Title box, so that 'New post' can put the cursor in it. */
  titleRef?: Ref<HTMLInputElement>
}) {
  const { t } = useTranslation()
  const id = useId()
  const session = useSession()
  const create = useCreatePost()
  const [title, setTitle] = useState('')
  const [body, setBody] = useState('')
  const [tags, setTags] = useState('')
  const [image, setImage] = useState<File | null>(null)
  // A new key empties the file input (its value cannot be set to a file).
  const [pickerKey, setPickerKey] = useState(0)
  const [notice, setNotice] = useState<Notice | null>(null)
  // The fields 'Please fill all fields.' is about: marked until they are typed in.
  const [missing, setMissing] = useState<ReadonlySet<'title' | 'body' | 'tags'>>(new Set())
  const filled = (field: 'title' | 'body' | 'tags') =>
    setMissing((fields) => {
      if (!fields.has(field)) return fields
      const next = new Set(fields)
      next.delete(field)
      return next
    })
  const invalid = (field: 'title' | 'body' | 'tags') => (missing.has(field) ? true : undefined)
  const clearDraft = useDraft('post', { title, body, tags }, (saved) => {
    if (typeof saved.title === 'string') setTitle(saved.title)
    if (typeof saved.body === 'string') setBody(saved.body)
    if (typeof saved.tags === 'string') setTags(saved.tags)
  })

  const clearImage = () => {
    setImage(null)
    setPickerKey((key) => key + 1)
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (create.isPending) return
    if (!session.isLoggedIn) {
      setNotice({ text: t('community.postLoginRequired'), tone: 'login' })
      return
    }
    const empty = new Set<'title' | 'body' | 'tags'>()
    if (!title.trim()) empty.add('title')
    if (!body.trim()) empty.add('body')
    if (parseTags(tags).length === 0) empty.add('tags')
    setMissing(empty)
    if (empty.size > 0) {
      setNotice({ text: t('community.fillAllFields'), tone: 'error' })
      return
    }
    setNotice(null)
    create.mutate(
      { title: title.trim(), body, tags, image },
      {
        onSuccess: () => {
          clearDraft()
          setTitle('')
          setBody('')
          setTags('')
          clearImage()
          setNotice({ text: t('community.postCreated'), tone: 'success' })
        },
        onError: (error) => setNotice(createPostFailure(error, t)),
      },
    )
  }

  return (
    <section
      id={sectionId}
      aria-labelledby={`${id}-title`}
      className={`${cardClasses} p-5 ${className}`}
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('community.createTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {t('community.createIntro')}
      </p>
      <SignInPrompt text={t('community.postSignInToWrite')} className="mt-4" />
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
        <div>
          <label htmlFor={`${id}-post-title`} className={labelClasses}>
            {t('community.titleLabel')}
          </label>
          <input
            ref={titleRef}
            id={`${id}-post-title`}
            name="title"
            value={title}
            onChange={(e) => {
              setTitle(e.target.value)
              filled('title')
            }}
            maxLength={POST_TITLE_MAX}
            placeholder={t('community.titlePlaceholder')}
            autoComplete="off"
            aria-invalid={invalid('title')}
            className={`${inputClasses} ${invalidClasses} h-11`}
          />
        </div>
        <div>
          <label htmlFor={`${id}-post-body`} className={labelClasses}>
            {t('community.bodyLabel')}
          </label>
          <textarea
            id={`${id}-post-body`}
            name="body"
            value={body}
            onChange={(e) => {
              setBody(e.target.value)
              filled('body')
            }}
            maxLength={POST_BODY_MAX}
            rows={5}
            placeholder={t('community.bodyPlaceholder')}
            aria-invalid={invalid('body')}
            className={`${inputClasses} ${invalidClasses} resize-y py-2.5`}
          />
        </div>
        <div>
          <label htmlFor={`${id}-post-tags`} className={labelClasses}>
            {t('community.tagsLabel')}
          </label>
          <input
            id={`${id}-post-tags`}
            name="tags"
            value={tags}
            onChange={(e) => {
              setTags(e.target.value)
              filled('tags')
            }}
            placeholder={t('community.tagsPlaceholder')}
            aria-describedby={`${id}-post-tags-hint`}
            autoComplete="off"
            aria-invalid={invalid('tags')}
            className={`${inputClasses} ${invalidClasses} h-11`}
          />
          <p
            id={`${id}-post-tags-hint`}
            className="mt-1.5 text-xs text-slate-500 dark:text-slate-400"
          >
            {t('community.tagsHint')}
          </p>
        </div>
        <div>
          <label
            className={buttonClasses(
              'secondary',
              'sm',
              'cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600',
            )}
          >
            <ImageIcon className="h-4 w-4" />
            {image ? t('community.changeImage') : t('community.addImage')}
            <input
              key={pickerKey}
              type="file"
              name="image"
              accept="image/*"
              onChange={(e) => setImage(e.target.files?.[0] ?? null)}
              className="sr-only"
            />
          </label>
          <span className="ml-3 text-xs text-slate-500 dark:text-slate-400">
            {t('community.imageHint')}
          </span>
          {image ? <ImagePreview file={image} onRemove={clearImage} /> : null}
        </div>
        <button
          type="submit"
          // Until the session has loaded a member cannot be told from a visitor (who is asked to
          // log in): a signed-in member pressing it too early was told to log in.
          disabled={create.isPending || session.isPending}
          className={buttonClasses('primary', 'md', 'w-full')}
        >
          {create.isPending ? t('community.creating') : t('community.createPost')}
        </button>
      </form>
      <NoticeRegion notice={notice} />
    </section>
  )
}

/**
 * The chosen image, read into a data: URL. Not an object URL: the site's Content-Security-Policy
 * allows images from 'self', data: and https: only, so a blob: preview would be blocked. The reader
 * is stopped when the file changes or the preview goes.
 */
function ImagePreview({ file, onRemove }: { file: File; onRemove: () => void }) {
  const { t } = useTranslation()
  const img = useRef<HTMLImageElement>(null)
  useEffect(() => {
    const reader = new FileReader()
    reader.onload = () => {
      if (img.current && typeof reader.result === 'string') img.current.src = reader.result
    }
    reader.readAsDataURL(file)
    return () => {
      reader.onload = null
      if (reader.readyState === FileReader.LOADING) reader.abort()
    }
  }, [file])
  return (
    <div className="relative mt-3 overflow-hidden rounded-xl border border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-800">
      <img
        ref={img}
        alt={t('community.imagePreview')}
        className="mx-auto max-h-56 w-full object-contain"
      />
      <p className="truncate border-t border-slate-200 px-3 py-2 pr-12 text-xs text-slate-600 dark:border-slate-700 dark:text-slate-300">
        {file.name}
      </p>
      <button
        type="button"
        onClick={onRemove}
        aria-label={t('community.removeImage')}
        className="absolute top-2 right-2 inline-flex h-8 w-8 items-center justify-center rounded-full bg-slate-900/70 text-white hover:bg-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        <CloseIcon className="h-4 w-4" />
      </button>
    </div>
  )
}
