import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { messages } from '../../../../domain/community-rules'
import {
  installFakeCommunityApi,
  makeComment,
  makePost,
  type PostFixture,
} from '../../../test/fake-community-api'
import { installFakeEventSource } from '../../../test/fake-event-source'
import { renderWithApp } from '../../../test/render'
import { CommunityBoard } from './community-board'

const asha = { email: 'asha@example.com', password: 'Secret123', displayName: 'Asha' }

function renderBoard(
  { signedIn = false, posts = [] }: { signedIn?: boolean; posts?: PostFixture[] } = {},
  url = '/community',
) {
  const api = installFakeCommunityApi({ accounts: [asha], signedIn, posts })
  const view = renderWithApp(<CommunityBoard />, { url })
  return { api, ...view }
}

const feed = () => screen.getByRole('region', { name: 'Community Posts' })
const createCard = () => screen.getByRole('region', { name: 'Create New Post' })
const filters = () => screen.getByRole('region', { name: 'Filters/Tags' })
const postNamed = (title: string) => screen.getByRole('article', { name: title })
const findPost = (title: string) => screen.findByRole('article', { name: title })
const postGets = (api: ReturnType<typeof installFakeCommunityApi>) =>
  api.requests.filter((r) => r.method === 'GET' && r.path === '/api/posts')
const writes = (api: ReturnType<typeof installFakeCommunityApi>) =>
  api.requests.filter((r) => r.method !== 'GET')

describe('Community Posts feed', () => {
  it('shows 3 skeleton posts while loading, then the posts', async () => {
    const api = installFakeCommunityApi({ posts: [makePost({ title: 'Best DSA course?' })] })
    const held = api.hold('GET /api/posts')
    renderWithApp(<CommunityBoard />, { url: '/community' })
    expect(await within(feed()).findAllByTestId('post-skeleton')).toHaveLength(3)
    held.release()
    expect(await findPost('Best DSA course?')).toBeInTheDocument()
    expect(screen.queryByTestId('post-skeleton')).not.toBeInTheDocument()
  })

  it("says 'No posts available' when there are none, suggesting other tags only when filtering by tags", async () => {
    renderBoard()
    expect(await within(feed()).findByText(messages.noPosts)).toBeInTheDocument()
    expect(
      within(feed()).getByText('Start the conversation with a post of your own.'),
    ).toBeVisible()
    expect(within(feed()).queryByText(/Try other tags/)).not.toBeInTheDocument()
  })

  it('suggests other tags when a tag filter finds nothing', async () => {
    renderBoard({ posts: [makePost({ tags: ['react'] })] }, '/community?tags=upsc')
    expect(await within(feed()).findByText(messages.noPosts)).toBeInTheDocument()
    expect(within(feed()).getByText(/Try other tags/)).toBeVisible()
  })

  it('shows the fixed message as an alert when the posts cannot be loaded, and retries', async () => {
    const user = userEvent.setup()
    const api = installFakeCommunityApi({ posts: [makePost({ title: 'Back again' })] })
    api.fail('GET /api/posts', 500, 'internal_error', 'Internal error')
    renderWithApp(<CommunityBoard />, { url: '/community' })
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.postsFetchFailed)
    await user.click(within(feed()).getByRole('button', { name: 'Try again' }))
    expect(await findPost('Back again')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it("offers 'Load more' while more pages exist", async () => {
    const user = userEvent.setup()
    const posts = Array.from({ length: 12 }, (_, i) =>
      makePost({
        title: `Post ${i + 1}`,
        createdAt: new Date(Date.UTC(2024, 10, 1, 0, 0, i)).toISOString(),
      }),
    )
    const { api } = renderBoard({ posts })
    expect(await findPost('Post 12')).toBeInTheDocument()
    expect(within(feed()).getAllByRole('article')).toHaveLength(10)
    await user.click(within(feed()).getByRole('button', { name: 'Load more' }))
    expect(await findPost('Post 1')).toBeInTheDocument()
    expect(within(feed()).getAllByRole('article')).toHaveLength(12)
    expect(within(feed()).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
    // The second request starts after the first page: it carries the cursor the first answered.
    const cursors = postGets(api).map((r) => new URLSearchParams(r.search).get('cursor'))
    expect(cursors).toHaveLength(2)
    expect(cursors[0]).toBeNull()
    expect(cursors[1]).toEqual(expect.any(String))
  })
})

describe('Filters/Tags', () => {
  it('puts the sort in the URL and in the request', async () => {
    const user = userEvent.setup()
    const posts = [
      makePost({ title: 'Liked', upvotes: 5, createdAt: '2024-11-01T00:00:00.000Z' }),
      makePost({ title: 'Recent', upvotes: 0, createdAt: '2024-11-05T00:00:00.000Z' }),
    ]
    const { api, location } = renderBoard({ posts })
    await findPost('Recent')
    const sort = within(filters()).getByRole('combobox', { name: 'Sort' })
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Newest', 'Oldest', 'Popular', 'Top'])
    await user.selectOptions(sort, 'popular')
    expect(location().search).toBe('?sort=popular')
    await vi.waitFor(() =>
      expect(within(feed()).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('Liked'),
    )
    expect(new URLSearchParams(postGets(api).at(-1)!.search).get('sort')).toBe('popular')
  })

  it('puts the comma-separated tags in the URL and in the request', async () => {
    const user = userEvent.setup()
    const posts = [
      makePost({ title: 'React hooks', tags: ['react', 'hooks'] }),
      makePost({ title: 'UPSC plan', tags: ['upsc'] }),
    ]
    const { api, location } = renderBoard({ posts })
    await findPost('UPSC plan')
    await user.type(within(filters()).getByRole('searchbox', { name: 'Tags' }), 'Hook, dsa')
    await vi.waitFor(() => expect(location().search).toBe('?tags=Hook%2C+dsa'))
    await vi.waitFor(() =>
      expect(screen.queryByRole('article', { name: 'UPSC plan' })).not.toBeInTheDocument(),
    )
    expect(postNamed('React hooks')).toBeInTheDocument()
    expect(new URLSearchParams(postGets(api).at(-1)!.search).get('tags')).toBe('Hook, dsa')
  })

  it('reads the sort and tags from the URL it opens with', async () => {
    const { api } = renderBoard({}, '/community?sort=oldest&tags=react')
    await within(feed()).findByText(messages.noPosts)
    expect(within(filters()).getByRole('combobox', { name: 'Sort' })).toHaveValue('oldest')
    expect(within(filters()).getByRole('searchbox', { name: 'Tags' })).toHaveValue('react')
    const search = new URLSearchParams(postGets(api)[0]!.search)
    expect([search.get('sort'), search.get('tags')]).toEqual(['oldest', 'react'])
  })
})

describe('below lg (phones and tablets)', () => {
  // jsdom reads no Tailwind: this is what the `max-lg:hidden` class does below 1024 px.
  let phoneStyle: HTMLStyleElement
  beforeEach(() => {
    phoneStyle = document.createElement('style')
    phoneStyle.textContent = '.max-lg\\:hidden { display: none; }'
    document.head.append(phoneStyle)
  })
  afterEach(() => phoneStyle.remove())

  /** The section a button shows and hides (hidden sections have no accessible name to find). */
  const controlled = (button: HTMLElement) =>
    document.getElementById(button.getAttribute('aria-controls') ?? '')

  it("shows the feed with 'New post', which opens the form with the cursor in Title", async () => {
    const user = userEvent.setup()
    renderBoard({ signedIn: true, posts: [makePost({ title: 'Best DSA course?' })] })
    expect(await findPost('Best DSA course?')).toBeVisible()
    const newPost = screen.getByRole('button', { name: 'New post' })
    expect(newPost).toHaveAttribute('aria-expanded', 'false')
    expect(controlled(newPost)).not.toBeVisible()
    expect(controlled(screen.getByRole('button', { name: 'Filters' }))).not.toBeVisible()

    await user.click(newPost)
    expect(createCard()).toBeVisible()
    expect(controlled(newPost)).toBe(createCard())
    expect(newPost).toHaveAttribute('aria-expanded', 'true')
    expect(within(createCard()).getByRole('textbox', { name: 'Title' })).toHaveFocus()
    await user.keyboard('Which course for DSA?')
    expect(within(createCard()).getByRole('textbox', { name: 'Title' })).toHaveValue(
      'Which course for DSA?',
    )

    await user.click(newPost)
    expect(controlled(newPost)).not.toBeVisible()
    expect(newPost).toHaveAttribute('aria-expanded', 'false')
    // Closing keeps what was written.
    await user.click(newPost)
    expect(within(createCard()).getByRole('textbox', { name: 'Title' })).toHaveValue(
      'Which course for DSA?',
    )
  })

  it('counts the tags and the sort in the Filters button, which shows the filters', async () => {
    const user = userEvent.setup()
    renderBoard({}, '/community?sort=popular&tags=react,%20upsc')
    await within(feed()).findByText(messages.noPosts)
    const button = screen.getByRole('button', { name: 'Filters (3)' })
    expect(controlled(button)).not.toBeVisible()
    await user.click(button)
    expect(controlled(button)).toBe(filters())
    expect(filters()).toBeVisible()
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(within(filters()).getByRole('combobox', { name: 'Sort' })).toHaveValue('popular')
    await user.click(within(filters()).getByRole('button', { name: 'Clear filters' }))
    expect(screen.getByRole('button', { name: 'Filters' })).toBe(button)
    await user.click(button)
    expect(controlled(button)).not.toBeVisible()
  })
})

describe('Create New Post', () => {
  async function fillForm(user: ReturnType<typeof userEvent.setup>, tags = 'react, jobs') {
    const card = createCard()
    await user.type(within(card).getByRole('textbox', { name: 'Title' }), 'Which course for DSA?')
    await user.type(within(card).getByRole('textbox', { name: 'Body' }), 'Line one{Enter}Line two')
    if (tags) await user.type(within(card).getByRole('textbox', { name: 'Tags' }), tags)
  }
  const submit = (user: ReturnType<typeof userEvent.setup>) =>
    user.click(within(createCard()).getByRole('button', { name: 'Create Post' }))

  it('asks a visitor to log in, and sends nothing', async () => {
    const user = userEvent.setup()
    const { api } = renderBoard()
    await within(feed()).findByText(messages.noPosts)
    await fillForm(user)
    await submit(user)
    expect(within(createCard()).getByRole('status')).toHaveTextContent(messages.postLoginRequired)
    expect(writes(api)).toEqual([])
  })

  it('asks for all fields before sending when a title, body or tags are missing', async () => {
    const user = userEvent.setup()
    const { api } = renderBoard({ signedIn: true })
    await within(feed()).findByText(messages.noPosts)
    await fillForm(user, '')
    await submit(user)
    expect(within(createCard()).getByRole('alert')).toHaveTextContent(messages.fillAllFields)
    // The empty field is marked; the filled ones are not.
    const box = (name: string) => within(createCard()).getByRole('textbox', { name })
    expect(box('Tags')).toHaveAttribute('aria-invalid', 'true')
    expect(box('Title')).not.toHaveAttribute('aria-invalid')
    expect(box('Body')).not.toHaveAttribute('aria-invalid')
    await user.type(box('Tags'), ' , ')
    expect(box('Tags')).not.toHaveAttribute('aria-invalid')
    await submit(user)
    expect(within(createCard()).getByRole('alert')).toHaveTextContent(messages.fillAllFields)
    expect(box('Tags')).toHaveAttribute('aria-invalid', 'true')
    expect(writes(api)).toEqual([])
  })

  it('sends the fields and the image as a form, says so, clears the form and shows the post', async () => {
    const user = userEvent.setup()
    const { api } = renderBoard({ signedIn: true })
    await within(feed()).findByText(messages.noPosts)
    await fillForm(user)
    const png = new File(['png'], 'notes.png', { type: 'image/png' })
    await user.upload(within(createCard()).getByLabelText('Add Image'), png)
    await submit(user)

    expect(await within(createCard()).findByRole('status')).toHaveTextContent(messages.postCreated)
    const sent = writes(api)[0]!
    expect(sent.path).toBe('/api/posts')
    const form = sent.body as FormData
    expect(form).toBeInstanceOf(FormData)
    expect([form.get('title'), form.get('body'), form.get('tags')]).toEqual([
      'Which course for DSA?',
      'Line one\nLine two',
      'react, jobs',
    ])
    expect((form.get('image') as File).name).toBe('notes.png')
    const [, init] = vi
      .mocked(fetch)
      .mock.calls.find(([url, init]) => String(url) === '/api/posts' && init?.method === 'POST')!
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false)

    const card = createCard()
    expect(within(card).getByRole('textbox', { name: 'Title' })).toHaveValue('')
    expect(within(card).getByRole('textbox', { name: 'Body' })).toHaveValue('')
    expect(within(card).getByRole('textbox', { name: 'Tags' })).toHaveValue('')
    expect(within(card).queryByRole('img')).not.toBeInTheDocument()
    const post = await findPost('Which course for DSA?')
    expect(within(post).getByText('By Asha | just now')).toBeInTheDocument()
  })

  it('previews the chosen image, and removes it on request', async () => {
    const user = userEvent.setup()
    renderBoard({ signedIn: true })
    await within(feed()).findByText(messages.noPosts)
    const picker = within(createCard()).getByLabelText('Add Image')
    expect(picker).toHaveAttribute('accept', 'image/*')
    await user.upload(picker, new File(['png'], 'notes.png', { type: 'image/png' }))
    const preview = within(createCard()).getByRole('img', { name: 'Preview of the chosen image' })
    await vi.waitFor(() => expect(preview).toHaveAttribute('src', 'data:image/png;base64,cG5n'))
    expect(within(createCard()).getByText('notes.png')).toBeInTheDocument()
    await user.click(within(createCard()).getByRole('button', { name: 'Remove image' }))
    expect(within(createCard()).queryByRole('img')).not.toBeInTheDocument()
    expect(within(createCard()).getByLabelText('Add Image')).toHaveValue('')
  })

  it('says the image failed, with the reason, when the server refuses it', async () => {
    const user = userEvent.setup()
    const { api } = renderBoard({ signedIn: true })
    await within(feed()).findByText(messages.noPosts)
    api.fail('POST /api/posts', 400, 'image_rejected', messages.imageFailed, {
      image: 'The file is not an image.',
    })
    await fillForm(user)
    await submit(user)
    const alert = await within(createCard()).findByRole('alert')
    expect(alert).toHaveTextContent(messages.imageFailed)
    expect(alert).toHaveTextContent('The file is not an image.')
    expect(within(createCard()).getByRole('textbox', { name: 'Title' })).toHaveValue(
      'Which course for DSA?',
    )
  })

  it("says 'Failed to create post' when the server fails, and shows its words for a 429", async () => {
    const user = userEvent.setup()
    const { api } = renderBoard({ signedIn: true })
    await within(feed()).findByText(messages.noPosts)
    await fillForm(user)
    api.fail('POST /api/posts', 500, 'internal_error', 'Internal error')
    await submit(user)
    expect(await within(createCard()).findByRole('alert')).toHaveTextContent(messages.postFailed)
    api.fail('POST /api/posts', 429, 'rate_limited', 'You are posting too quickly.')
    await submit(user)
    await vi.waitFor(() =>
      expect(within(createCard()).getByRole('alert')).toHaveTextContent(
        'You are posting too quickly.',
      ),
    )
  })
})

describe('a post', () => {
  it('shows title, score, byline, tags and the body as text with links that cannot inject HTML', async () => {
    renderBoard({
      posts: [
        makePost({
          title: 'Useful links',
          body: 'Docs: https://react.dev/learn\n<img src=x onerror=alert(1)>',
          tags: ['react', 'docs'],
          author: 'Meera',
          upvotes: 7,
          downvotes: 2,
          createdAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
        }),
      ],
    })
    const post = await findPost('Useful links')
    expect(within(post).getByRole('heading', { name: 'Useful links' })).toBeInTheDocument()
    expect(within(post).getByText('By Meera | 3 hours ago')).toBeInTheDocument()
    expect(within(post).getByTestId('post-score')).toHaveTextContent('5')
    expect(within(post).getByRole('list', { name: 'Tags' })).toHaveTextContent('#react#docs')
    const link = within(post).getByRole('link', { name: 'https://react.dev/learn' })
    expect(link).toHaveAttribute('href', 'https://react.dev/learn')
    expect(link).toHaveAttribute('rel', 'nofollow noopener')
    expect(link).toHaveAttribute('target', '_blank')
    expect(within(post).getByText(/<img src=x onerror=alert\(1\)>/)).toBeInTheDocument()
    expect(post.querySelector('img')).toBeNull()
  })

  it('shows the image lazily with alt text from the title', async () => {
    renderBoard({ posts: [makePost({ title: 'My notes', image: '/media/notes.webp' })] })
    const image = within(await findPost('My notes')).getByRole('img')
    expect(image).toHaveAttribute('src', '/media/notes.webp')
    expect(image).toHaveAttribute('loading', 'lazy')
    expect(image).toHaveAccessibleName('Image for the post: My notes')
  })

  it('renews the relative time every minute', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      renderBoard({ posts: [makePost({ title: 'Fresh', createdAt: new Date().toISOString() })] })
      const post = await findPost('Fresh')
      expect(within(post).getByText(/just now/)).toBeInTheDocument()
      await act(() => vi.advanceTimersByTimeAsync(61_000))
      expect(within(post).getByText(/1 minute ago/)).toBeInTheDocument()
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('voting', () => {
  it('asks a visitor to log in to vote, and sends nothing', async () => {
    const user = userEvent.setup()
    const { api } = renderBoard({ posts: [makePost({ title: 'Vote me' })] })
    const post = await findPost('Vote me')
    await user.click(within(post).getByRole('button', { name: 'Upvote' }))
    expect(within(post).getByText(messages.voteLoginRequired)).toBeInTheDocument()
    expect(writes(api)).toEqual([])
  })

  it('moves the arrow and score at once, and keeps them when the server agrees', async () => {
    const user = userEvent.setup()
    const { api } = renderBoard({
      signedIn: true,
      posts: [makePost({ title: 'Vote me', upvotes: 2, downvotes: 1 })],
    })
    const post = await findPost('Vote me')
    const held = api.hold(`POST /api/posts/${api.posts[0]!.postId}/vote`)
    const up = within(post).getByRole('button', { name: 'Upvote' })
    const down = within(post).getByRole('button', { name: 'Downvote' })
    expect(up).toHaveAttribute('aria-pressed', 'false')
    await user.click(up)
    expect(up).toHaveAttribute('aria-pressed', 'true')
    expect(within(post).getByTestId('post-score')).toHaveTextContent('2')
    held.release()
    await vi.waitFor(() => expect(writes(api)).toHaveLength(1))
    // Switching moves one from the old side to the new.
    await user.click(down)
    expect(down).toHaveAttribute('aria-pressed', 'true')
    expect(up).toHaveAttribute('aria-pressed', 'false')
    await vi.waitFor(() => expect(within(post).getByTestId('post-score')).toHaveTextContent('0'))
    expect(api.posts[0]).toMatchObject({ upvotes: 2, downvotes: 2 })
    // Each press sends the vote to hold, not a toggle.
    expect(writes(api).map((r) => r.body)).toEqual([{ direction: 'up' }, { direction: 'down' }])
  })

  it("sends 'none' when one's own arrow is pressed again, and the vote is taken back", async () => {
    const user = userEvent.setup()
    const { api } = renderBoard({
      signedIn: true,
      posts: [makePost({ title: 'Vote me', upvotes: 1, votes: { 'user-1': 'up' } })],
    })
    const post = await findPost('Vote me')
    const up = within(post).getByRole('button', { name: 'Upvote' })
    expect(up).toHaveAttribute('aria-pressed', 'true')
    await user.click(up)
    expect(within(post).getByTestId('post-score')).toHaveTextContent('0')
    expect(up).toHaveAttribute('aria-pressed', 'false')
    await vi.waitFor(() => expect(api.posts[0]).toMatchObject({ upvotes: 0, downvotes: 0 }))
    expect(api.posts[0]!.votes).toEqual({})
    expect(writes(api).map((r) => r.body)).toEqual([{ direction: 'none' }])
    // Pressed again, it votes that way again.
    await user.click(up)
    expect(up).toHaveAttribute('aria-pressed', 'true')
    await vi.waitFor(() => expect(api.posts[0]).toMatchObject({ upvotes: 1, downvotes: 0 }))
    expect(writes(api).map((r) => r.body)).toEqual([{ direction: 'none' }, { direction: 'up' }])
  })

  it("rolls the vote back and says 'Failed to record your vote.' when the server fails", async () => {
    const user = userEvent.setup()
    const { api } = renderBoard({
      signedIn: true,
      posts: [makePost({ title: 'Vote me', upvotes: 3 })],
    })
    const post = await findPost('Vote me')
    const route = `POST /api/posts/${api.posts[0]!.postId}/vote`
    const held = api.hold(route)
    api.fail(route, 500, 'internal_error', 'Internal error')
    const down = within(post).getByRole('button', { name: 'Downvote' })
    await user.click(down)
    expect(within(post).getByTestId('post-score')).toHaveTextContent('2')
    expect(down).toHaveAttribute('aria-pressed', 'true')
    held.release()
    expect(await within(post).findByRole('alert')).toHaveTextContent(messages.voteFailed)
    expect(within(post).getByTestId('post-score')).toHaveTextContent('3')
    expect(down).toHaveAttribute('aria-pressed', 'false')
  })
})

describe('comments', () => {
  const commentBox = (post: HTMLElement) =>
    within(post).getByRole('textbox', { name: 'Write a comment' })

  it("reads '0 Comments' and opens to 'No comments yet.'", async () => {
    const user = userEvent.setup()
    renderBoard({ posts: [makePost({ title: 'Quiet' })] })
    const post = await findPost('Quiet')
    const toggle = within(post).getByRole('button', { name: '0 Comments' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(await within(post).findByText(messages.noComments)).toBeInTheDocument()
  })

  it("reads '1 Comment' and '2 Comments', and lists them newest first", async () => {
    const user = userEvent.setup()
    renderBoard({
      posts: [
        makePost({ title: 'One', comments: [makeComment()] }),
        makePost({
          title: 'Two',
          comments: [
            makeComment({ text: 'Older', createdAt: '2024-11-01T00:00:00.000Z' }),
            makeComment({ text: 'Newer', createdAt: '2024-11-02T00:00:00.000Z' }),
          ],
        }),
      ],
    })
    expect(within(await findPost('One')).getByRole('button', { name: '1 Comment' })).toBeVisible()
    const two = postNamed('Two')
    await user.click(within(two).getByRole('button', { name: '2 Comments' }))
    const list = await within(two).findByRole('list', { name: 'Comments' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Newer'), expect.stringContaining('Older')])
  })

  it("shows 20 comments, then the next 20 with 'Show more comments'", async () => {
    const user = userEvent.setup()
    const comments = Array.from({ length: 25 }, (_, i) =>
      makeComment({
        text: `Comment ${i + 1}`,
        createdAt: new Date(Date.UTC(2024, 10, 1, 0, i)).toISOString(),
      }),
    )
    renderBoard({ posts: [makePost({ title: 'Busy', comments })] })
    const post = await findPost('Busy')
    await user.click(within(post).getByRole('button', { name: '25 Comments' }))
    const list = await within(post).findByRole('list', { name: 'Comments' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(20)
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Comment 25')
    await user.click(within(post).getByRole('button', { name: 'Show more comments' }))
    await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(25))
    expect(within(list).getAllByRole('listitem')[24]).toHaveTextContent('Comment 1')
    expect(
      within(post).queryByRole('button', { name: 'Show more comments' }),
    ).not.toBeInTheDocument()
  })

  it('asks a visitor to log in to comment, and sends nothing', async () => {
    const user = userEvent.setup()
    const { api } = renderBoard({ posts: [makePost({ title: 'Ask' })] })
    const post = await findPost('Ask')
    await user.type(commentBox(post), 'Me too')
    await user.click(within(post).getByRole('button', { name: 'Send' }))
    expect(within(post).getByText(messages.commentLoginRequired)).toBeInTheDocument()
    expect(writes(api)).toEqual([])
  })

  it('ignores an empty comment', async () => {
    const user = userEvent.setup()
    const { api } = renderBoard({ signedIn: true, posts: [makePost({ title: 'Ask' })] })
    const post = await findPost('Ask')
    await user.type(commentBox(post), '   ')
    await user.click(within(post).getByRole('button', { name: 'Send' }))
    expect(writes(api)).toEqual([])
    expect(within(post).queryByRole('alert')).not.toBeInTheDocument()
    for (const region of within(post).getAllByRole('status')) expect(region).toBeEmptyDOMElement()
  })

  it('adds a comment to the top of the open list and counts it', async () => {
    const user = userEvent.setup()
    const { api } = renderBoard({
      signedIn: true,
      posts: [makePost({ title: 'Ask', comments: [makeComment({ text: 'First!' })] })],
    })
    const post = await findPost('Ask')
    await user.type(commentBox(post), 'Try NamasteDev{Enter}')
    expect(await within(post).findByRole('button', { name: '2 Comments' })).toBeInTheDocument()
    const list = await within(post).findByRole('list', { name: 'Comments' })
    await vi.waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Try NamasteDev'),
    )
    expect(commentBox(post)).toHaveValue('')
    expect(writes(api)[0]).toMatchObject({ body: { text: 'Try NamasteDev' } })
  })

  it('keeps a next comment typed while the previous one is being sent', async () => {
    const user = userEvent.setup()
    const { api } = renderBoard({ signedIn: true, posts: [makePost({ title: 'Ask' })] })
    const post = await findPost('Ask')
    const sending = api.hold(`POST /api/posts/${api.posts[0]!.postId}/comments`)
    await user.type(commentBox(post), 'first thought{Enter}')
    await user.clear(commentBox(post))
    await user.type(commentBox(post), 'second thought')
    sending.release()
    expect(await within(post).findByRole('button', { name: '1 Comment' })).toBeInTheDocument()
    expect(commentBox(post)).toHaveValue('second thought')
    await user.type(commentBox(post), '{Enter}')
    expect(await within(post).findByRole('button', { name: '2 Comments' })).toBeInTheDocument()
    expect(commentBox(post)).toHaveValue('')
  })

  it("says 'Failed to submit your comment' when the server fails, keeping the text", async () => {
    const user = userEvent.setup()
    const { api } = renderBoard({ signedIn: true, posts: [makePost({ title: 'Ask' })] })
    const post = await findPost('Ask')
    api.fail(`POST /api/posts/${api.posts[0]!.postId}/comments`, 500, 'internal_error', 'x')
    await user.type(commentBox(post), 'Hello{Enter}')
    expect(await within(post).findByRole('alert')).toHaveTextContent(messages.commentFailed)
    expect(commentBox(post)).toHaveValue('Hello')
  })
})

describe('a write the network fails (docs/decisions/046-writes-retried-by-the-page.md)', () => {
  const commentBox = (post: HTMLElement) =>
    within(post).getByRole('textbox', { name: 'Write a comment' })
  const sendButton = (post: HTMLElement) => within(post).getByRole('button', { name: 'Send' })
  const commentsSent = (api: ReturnType<typeof installFakeCommunityApi>) =>
    writes(api).filter((r) => r.path.endsWith('/comments'))

  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
  })
  afterEach(() => {
    vi.useRealTimers()
  })
  const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime })

  it('is sent again with the same key while the form keeps sending; the comment shows once', async () => {
    const user = setup()
    const { api } = renderBoard({ signedIn: true, posts: [makePost({ title: 'Ask' })] })
    const post = await findPost('Ask')
    const route = `POST /api/posts/${api.posts[0]!.postId}/comments`
    api.dropNext(route)
    await user.type(commentBox(post), 'Try NamasteDev{Enter}')
    await vi.waitFor(() => expect(commentsSent(api)).toHaveLength(1))
    // The retry waits here: the form still says it is sending, and no failure is shown.
    const retried = api.hold(route)
    await act(() => vi.advanceTimersByTimeAsync(1000))
    await vi.waitFor(() => expect(commentsSent(api)).toHaveLength(2))
    expect(sendButton(post)).toBeDisabled()
    expect(within(post).queryByRole('alert')).not.toBeInTheDocument()
    expect(commentBox(post)).toHaveValue('Try NamasteDev')
    retried.release()
    expect(await within(post).findByRole('button', { name: '1 Comment' })).toBeInTheDocument()
    const list = await within(post).findByRole('list', { name: 'Comments' })
    await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1))
    expect(commentBox(post)).toHaveValue('')
    const [first, second] = commentsSent(api)
    expect(first!.key).toMatch(/^[0-9a-f-]{36}$/)
    expect(second!.key).toBe(first!.key)
    expect(api.posts[0]!.comments).toHaveLength(1)
  })

  it('is not sent again when the server refuses it (4xx)', async () => {
    const user = setup()
    const { api } = renderBoard({ signedIn: true, posts: [makePost({ title: 'Ask' })] })
    const post = await findPost('Ask')
    api.fail(`POST /api/posts/${api.posts[0]!.postId}/comments`, 429, 'rate_limited', 'Too quick.')
    await user.type(commentBox(post), 'Hello{Enter}')
    expect(await within(post).findByRole('alert')).toHaveTextContent(messages.commentFailed)
    await act(() => vi.advanceTimersByTimeAsync(15_000))
    expect(commentsSent(api)).toHaveLength(1)
  })

  it('is sent again after a 503 with Retry-After', async () => {
    const user = setup()
    const { api } = renderBoard({ signedIn: true, posts: [makePost({ title: 'Ask' })] })
    const post = await findPost('Ask')
    const route = `POST /api/posts/${api.posts[0]!.postId}/comments`
    api.answerNext(route, () =>
      Response.json(
        { error: { code: 'unavailable', message: 'Restarting' } },
        { status: 503, headers: { 'Retry-After': '2' } },
      ),
    )
    await user.type(commentBox(post), 'Hello{Enter}')
    await vi.waitFor(() => expect(commentsSent(api)).toHaveLength(1))
    await act(() => vi.advanceTimersByTimeAsync(2000))
    expect(await within(post).findByRole('button', { name: '1 Comment' })).toBeInTheDocument()
    expect(within(post).queryByRole('alert')).not.toBeInTheDocument()
    const [first, second] = commentsSent(api)
    expect(second!.key).toBe(first!.key)
  })

  it('fails only after the last try, keeping the text; sent again unchanged it keeps its key, changed it gets a new one', async () => {
    const user = setup()
    const { api } = renderBoard({ signedIn: true, posts: [makePost({ title: 'Ask' })] })
    const post = await findPost('Ask')
    const route = `POST /api/posts/${api.posts[0]!.postId}/comments`
    api.dropNext(route, 5)
    await user.type(commentBox(post), 'Is this course still good?{Enter}')
    await vi.waitFor(() => expect(commentsSent(api)).toHaveLength(1))
    expect(within(post).queryByRole('alert')).not.toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(15_000))
    expect(await within(post).findByRole('alert')).toHaveTextContent(messages.commentFailed)
    expect(commentsSent(api)).toHaveLength(5)
    expect(commentBox(post)).toHaveValue('Is this course still good?')
    expect(sendButton(post)).toBeEnabled()
    const firstKey = commentsSent(api)[0]!.key
    expect(new Set(commentsSent(api).map((r) => r.key))).toEqual(new Set([firstKey]))

    // Pressed again, unchanged (the first may have been stored with its answer lost): the same key.
    api.dropNext(route, 5)
    await user.click(sendButton(post))
    await act(() => vi.advanceTimersByTimeAsync(15_000))
    expect(await within(post).findByRole('alert')).toHaveTextContent(messages.commentFailed)
    expect(commentsSent(api)[5]!.key).toBe(firstKey)

    // Changed: another submission, with a key of its own.
    await user.type(commentBox(post), ' Anyone?{Enter}')
    expect(await within(post).findByRole('button', { name: '1 Comment' })).toBeInTheDocument()
    const last = commentsSent(api).at(-1)!
    expect(last.body).toEqual({ text: 'Is this course still good? Anyone?' })
    expect(last.key).toMatch(/^[0-9a-f-]{36}$/)
    expect(last.key).not.toBe(firstKey)
  })

  it('a post with an image is sent again whole, with the same key', async () => {
    const user = setup()
    const { api } = renderBoard({ signedIn: true })
    await within(feed()).findByText(messages.noPosts)
    api.dropNext('POST /api/posts')
    const card = createCard()
    await user.type(within(card).getByRole('textbox', { name: 'Title' }), 'My desk')
    await user.type(within(card).getByRole('textbox', { name: 'Body' }), 'Where I study')
    await user.type(within(card).getByRole('textbox', { name: 'Tags' }), 'setup')
    await user.upload(
      within(card).getByLabelText('Add Image'),
      new File(['png'], 'desk.png', { type: 'image/png' }),
    )
    await user.click(within(card).getByRole('button', { name: 'Create Post' }))
    expect(within(card).getByRole('button', { name: 'Posting...' })).toBeDisabled()
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(await within(card).findByText(messages.postCreated)).toBeInTheDocument()
    expect(await findPost('My desk')).toBeInTheDocument()
    expect(api.posts).toHaveLength(1)
    expect(api.posts[0]!.image).toBe('/media/desk.png')
    const [first, second] = writes(api)
    expect(second!.key).toBe(first!.key)
    expect((second!.body as FormData).get('title')).toBe('My desk')
  })
})

describe('delete and report', () => {
  it('lets the author delete their post after confirming', async () => {
    const user = userEvent.setup()
    const { api } = renderBoard({
      signedIn: true,
      posts: [makePost({ title: 'Mine', userId: 'user-1' }), makePost({ title: 'Theirs' })],
    })
    const mine = await findPost('Mine')
    expect(within(postNamed('Theirs')).queryByRole('button', { name: 'Delete' })).toBeNull()
    await user.click(within(mine).getByRole('button', { name: 'Delete' }))
    expect(writes(api)).toEqual([])
    await user.click(within(mine).getByRole('button', { name: 'Yes, delete' }))
    await vi.waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Mine' })).not.toBeInTheDocument(),
    )
    expect(writes(api)).toMatchObject([{ method: 'DELETE' }])
  })

  it("lets a signed-in reader report a post, which then reads 'Reported'", async () => {
    const user = userEvent.setup()
    const { api } = renderBoard({ signedIn: true, posts: [makePost({ title: 'Spam?' })] })
    const post = await findPost('Spam?')
    await user.click(within(post).getByRole('button', { name: 'Report' }))
    // It asks why; 'Something else' needs words before it can be sent.
    const send = await within(post).findByRole('button', { name: 'Send report' })
    expect(send).toBeDisabled()
    await user.click(within(post).getByRole('radio', { name: 'Something else' }))
    expect(send).toBeDisabled()
    await user.type(within(post).getByRole('textbox', { name: 'Tell us what is wrong' }), 'Paid ad')
    await user.click(send)
    expect(await within(post).findByText('Reported')).toBeInTheDocument()
    expect(api.requests).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        path: expect.stringMatching(/\/report$/),
        body: { reason: 'other', detail: 'Paid ad' },
      }),
    )
    expect(within(post).queryByRole('button', { name: 'Report' })).toBeNull()
  })

  it('offers no Report or Delete to a visitor', async () => {
    renderBoard({ posts: [makePost({ title: 'Public' })] })
    const post = await findPost('Public')
    expect(within(post).queryByRole('button', { name: /Report|Delete/ })).toBeNull()
  })
})

describe('editing', () => {
  it('lets the author edit a post and a comment in place within 15 minutes, then marks them edited', async () => {
    const user = userEvent.setup()
    const { api } = renderBoard({
      signedIn: true,
      posts: [
        makePost({
          title: 'Typo in titel',
          userId: 'user-1',
          createdAt: new Date(Date.now() - 60_000).toISOString(),
          comments: [makeComment({ text: 'frist', userId: 'user-1' })],
        }),
        makePost({
          title: 'Written an hour ago',
          userId: 'user-1',
          createdAt: new Date(Date.now() - 3_600_000).toISOString(),
        }),
      ],
    })
    const post = await findPost('Typo in titel')
    expect(
      within(postNamed('Written an hour ago')).queryByRole('button', { name: 'Edit' }),
    ).not.toBeInTheDocument()

    await user.click(within(post).getByRole('button', { name: 'Edit' }))
    const title = await within(post).findByRole('textbox', { name: 'Title' })
    await user.clear(title)
    await user.type(title, 'Typo in title')
    await user.click(within(post).getByRole('button', { name: 'Save' }))
    const fixed = await findPost('Typo in title')
    expect(within(fixed).getByText(/edited/)).toBeInTheDocument()
    expect(api.posts[0]!.title).toBe('Typo in title')

    await user.click(within(fixed).getByRole('button', { name: '1 Comment' }))
    const list = await within(fixed).findByRole('list', { name: 'Comments' })
    await user.click(within(list).getByRole('button', { name: 'Edit' }))
    const box = await within(list).findByRole('textbox', { name: 'Edit your comment' })
    await user.clear(box)
    await user.type(box, 'first')
    await user.click(within(list).getByRole('button', { name: 'Save' }))
    expect(await within(list).findByText('first')).toBeInTheDocument()
    expect(within(list).getByText(/edited/)).toBeInTheDocument()
  })
})

describe('moderation in place', () => {
  it('lets a moderator hide a post with a reason and unhide it; they see it greyed and marked Hidden', async () => {
    const user = userEvent.setup()
    const api = installFakeCommunityApi({
      accounts: [{ ...asha, role: 'moderator' }],
      signedIn: true,
      posts: [
        makePost({ title: 'Buy followers cheap' }),
        makePost({ title: 'Already hidden', hidden: true }),
      ],
    })
    renderWithApp(<CommunityBoard />, { url: '/community' })
    const hiddenOne = await findPost('Already hidden')
    // The moderation controls load on first use.
    expect(await within(hiddenOne).findByText('Hidden')).toBeInTheDocument()
    expect(await within(hiddenOne).findByRole('button', { name: 'Unhide' })).toBeInTheDocument()

    const spam = postNamed('Buy followers cheap')
    await user.click(await within(spam).findByRole('button', { name: 'Hide' }))
    await user.type(within(spam).getByRole('textbox', { name: 'Reason (optional)' }), 'Spam')
    await user.click(
      within(within(spam).getByRole('group', { name: 'Hide it from everyone?' })).getByRole(
        'button',
        { name: 'Hide' },
      ),
    )
    expect(await within(spam).findByText('Hidden')).toBeInTheDocument()
    const sent = api.requests.find((r) => r.method === 'PUT')!
    expect(sent.path).toBe(`/api/admin/posts/${api.posts[0]!.postId}/hidden`)
    expect(sent.body).toEqual({ hidden: true, reason: 'Spam' })

    await user.click(within(spam).getByRole('button', { name: 'Unhide' }))
    await vi.waitFor(() => expect(within(spam).queryByText('Hidden')).not.toBeInTheDocument())
    expect(api.posts[0]!.hidden).toBe(false)
  })

  it('offers no Hide to members, and does not show them hidden posts', async () => {
    renderBoard({
      signedIn: true,
      posts: [makePost({ title: 'Visible' }), makePost({ title: 'Secret', hidden: true })],
    })
    const visible = await findPost('Visible')
    expect(within(visible).queryByRole('button', { name: 'Hide' })).not.toBeInTheDocument()
    expect(screen.queryByRole('article', { name: 'Secret' })).not.toBeInTheDocument()
  })
})

describe('live updates', () => {
  it('patches the score when someone votes', async () => {
    const Source = installFakeEventSource()
    const { api } = renderBoard({ posts: [makePost({ title: 'Live', upvotes: 1 })] })
    const post = await findPost('Live')
    Source.instances[0]!.emit({
      type: 'post.voted',
      postId: api.posts[0]!.postId,
      upvotes: 9,
      downvotes: 2,
    })
    await vi.waitFor(() => expect(within(post).getByTestId('post-score')).toHaveTextContent('7'))
  })

  it('reloads the feed when a post is created or removed', async () => {
    const Source = installFakeEventSource()
    const { api } = renderBoard({ posts: [makePost({ title: 'Old one' })] })
    await findPost('Old one')
    const created = makePost({ title: 'Brand new', createdAt: new Date().toISOString() })
    api.posts.push({ ...created, votes: {}, comments: [], reporters: new Set() })
    Source.instances[0]!.emit({ type: 'post.created', postId: created.postId })
    expect(await findPost('Brand new')).toBeInTheDocument()

    const removed = api.posts.shift()!
    Source.instances[0]!.emit({ type: 'post.removed', postId: removed.postId })
    await vi.waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Old one' })).not.toBeInTheDocument(),
    )
  })

  it("shows 'Deleted user' once the author of a post or comment deleted their account", async () => {
    const user = userEvent.setup()
    const Source = installFakeEventSource()
    const { api } = renderBoard({
      posts: [makePost({ title: 'Kept', comments: [makeComment({ text: 'Kept too' })] })],
    })
    const post = await findPost('Kept')
    expect(post).toHaveTextContent('By Ravi |')
    await user.click(within(post).getByRole('button', { name: '1 Comment' }))
    expect(await within(post).findByText('Meera')).toBeInTheDocument()

    // The server now sends the authors as deleted; the page words them from its catalogue.
    Object.assign(api.posts[0]!, { author: 'Deleted user', authorDeleted: true })
    Object.assign(api.posts[0]!.comments[0]!, { author: 'Deleted user', authorDeleted: true })
    Source.instances[0]!.emit({ type: 'post.changed', postId: api.posts[0]!.postId })
    await vi.waitFor(() => expect(post).toHaveTextContent('By Deleted user |'))
    expect(await within(post).findByText('Deleted user')).toBeInTheDocument()
    expect(within(post).queryByText('Meera')).not.toBeInTheDocument()
  })

  it("reloads a post's comments and count when a comment is added or removed", async () => {
    const user = userEvent.setup()
    const Source = installFakeEventSource()
    const { api } = renderBoard({ posts: [makePost({ title: 'Chatty' })] })
    const post = await findPost('Chatty')
    await user.click(within(post).getByRole('button', { name: '0 Comments' }))
    await within(post).findByText(messages.noComments)

    const comment = makeComment({ text: 'From another tab' })
    api.posts[0]!.comments.push(comment)
    const { postId } = api.posts[0]!
    Source.instances[0]!.emit({
      type: 'comment.added',
      postId,
      commentId: comment.commentId,
      commentCount: 1,
    })
    expect(await within(post).findByText('From another tab')).toBeInTheDocument()
    expect(within(post).getByRole('button', { name: '1 Comment' })).toBeInTheDocument()

    api.posts[0]!.comments = []
    Source.instances[0]!.emit({
      type: 'comment.removed',
      postId,
      commentId: comment.commentId,
      commentCount: 0,
    })
    expect(await within(post).findByRole('button', { name: '0 Comments' })).toBeInTheDocument()
    expect(within(post).getByText(messages.noComments)).toBeInTheDocument()
  })
})
