// The fixed community texts (docs/product.md#messages) live in src/domain/community-rules.ts (the
// server sends them); the catalogue the web shows must say exactly the same.
import { describe, expect, it } from 'vitest'
import { messages } from '../../../domain/community-rules'
import { en } from '../../lib/i18n/messages/en'

describe('community messages', () => {
  it('are the fixed wording of src/domain/community-rules.ts', () => {
    for (const [key, text] of Object.entries(messages)) {
      expect(en.community[key as keyof typeof messages], key).toBe(text)
    }
  })

  it('name the screen parts as docs/product.md does', () => {
    expect(en.community.filtersTitle).toBe('Filters/Tags')
    expect(en.community.feedTitle).toBe('Community Posts')
    expect(en.community.createTitle).toBe('Create New Post')
    expect(en.community.addImage).toBe('Add Image')
    expect(en.community.createPost).toBe('Create Post')
  })
})
