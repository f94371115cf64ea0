// What a well-behaved language model answers to the site's prompt (src/server/ai/recommendation-
// prompt.ts), for the local servers that stand in for a model provider in tests: a block per
// course the prompt names, in its order, and a conclusion in the prompt's language.
export function wellFormedAnswer(prompt: string): string {
  const names = [...prompt.matchAll(/^\d+\. (.+)$/gm)].map((m) => m[1]!)
  const label = prompt.includes('Devanagari') ? 'निष्कर्ष' : 'Conclusion'
  return [
    ...names.map((name) => `${name}\n- Fits what you asked for.\n- Drawback: none that matters.`),
    `${label}: ${names[0]} is the best fit for you, because it suits your goal.`,
  ].join('\n\n')
}
