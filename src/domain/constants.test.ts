import { describe, expect, it } from 'vitest'
import { platformDisplayName } from './constants'

describe('platformDisplayName', () => {
  it('writes a known platform as it writes its own name, whatever the stored case', () => {
    expect(platformDisplayName('youtube')).toBe('YouTube')
    expect(platformDisplayName(' Apna College ')).toBe('Apna College')
    expect(platformDisplayName('NPTEL')).toBe('NPTEL')
  })

  it('capitalises only the first letter of a platform it does not know, as the pages do', () => {
    expect(platformDisplayName('great learning')).toBe('Great learning')
  })
})
