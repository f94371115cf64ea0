import { describe, expect, it } from 'vitest'
import { descriptionToBullets } from './description'

describe('descriptionToBullets', () => {
  it('splits a description into one bullet per sentence', () => {
    expect(
      descriptionToBullets('Learn Docker. Deploy to Kubernetes!   Ready for interviews? Yes.'),
    ).toEqual(['Learn Docker.', 'Deploy to Kubernetes!', 'Ready for interviews?', 'Yes.'])
  })

  it('treats line breaks as sentence ends and drops empty pieces', () => {
    expect(descriptionToBullets('First line\n\nSecond line.  ')).toEqual([
      'First line',
      'Second line.',
    ])
    expect(descriptionToBullets('   ')).toEqual([])
  })

  it('does not split inside numbers such as versions', () => {
    expect(descriptionToBullets('Covers Node.js 20.1 and React 19. Done.')).toEqual([
      'Covers Node.js 20.1 and React 19.',
      'Done.',
    ])
  })

  it('splits at the Devanagari full stop', () => {
    expect(descriptionToBullets('पहला वाक्य। दूसरा वाक्य।')).toEqual(['पहला वाक्य।', 'दूसरा वाक्य।'])
  })
})
