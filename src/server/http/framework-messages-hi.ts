// Fastify's and its plugins' own answers to malformed requests, in Hindi: a body that is not JSON,
// a content type no route reads, a body over the limit, an address that cannot be decoded, a form
// (multipart) over its limits, a compressed body that does not decompress. The error handler
// (./errors.ts) answers them in our error shape, in the request's language, keyed by the library's
// English text like every other message (docs/decisions/024-messages-in-the-request-language.md);
// messages-hi.test.ts builds each of these errors from the libraries themselves, so a reworded
// message after an upgrade fails there instead of reaching a Hindi reader in English.
import type { HindiPattern } from './zod-messages-hi'

export const frameworkMessages: Readonly<Record<string, string>> = {
  // fastify/lib/errors.js: the content-type parsers.
  "Body is not valid JSON but content-type is set to 'application/json'":
    "अनुरोध की बॉडी मान्य JSON नहीं है, जबकि content-type 'application/json' बताया गया है।",
  "Body cannot be empty when content-type is set to 'application/json'":
    "content-type 'application/json' होने पर अनुरोध की बॉडी खाली नहीं हो सकती।",
  'Unsupported Media Type': 'इस अनुरोध का content-type स्वीकार नहीं किया जाता।',
  'Request body is too large': 'अनुरोध की बॉडी बहुत बड़ी है।',
  'Request body size did not match Content-Length':
    'अनुरोध की बॉडी का साइज़ Content-Length से मेल नहीं खाता।',
  // @fastify/multipart: a form's limits and the names it refuses.
  'reach parts limit': 'फ़ॉर्म में बहुत ज़्यादा हिस्से हैं।',
  'reach files limit': 'फ़ॉर्म में बहुत ज़्यादा फ़ाइलें हैं।',
  'reach fields limit': 'फ़ॉर्म में बहुत ज़्यादा फ़ील्ड हैं।',
  'request file too large': 'फ़ाइल बहुत बड़ी है।',
  'prototype property is not allowed as field name': 'फ़ॉर्म में इस नाम का फ़ील्ड नहीं हो सकता।',
  'the request is not multipart': 'अनुरोध multipart/form-data नहीं है।',
  'a request field is not a valid JSON as declared by its Content-Type':
    'फ़ॉर्म का एक फ़ील्ड मान्य JSON नहीं है, जबकि उसका Content-Type JSON बताता है।',
  'the request was closed before the multipart data was fully parsed':
    'फ़ॉर्म का पूरा डेटा पढ़े जाने से पहले ही अनुरोध बंद हो गया।',
  // @fastify/compress: a compressed request body.
  'Could not decompress the request payload using the provided encoding':
    'बताई गई एन्कोडिंग से अनुरोध की बॉडी डीकम्प्रेस नहीं हो सकी।',
}

export const frameworkPatterns: readonly HindiPattern[] = [
  // Fastify's router (app.ts's frameworkErrors): the path's %-encoding does not decode, a part of
  // the path is longer than a route parameter may be.
  [/^'(.*)' is not a valid url component$/, "पता '$1' मान्य नहीं है: इसकी %-एन्कोडिंग गलत है।"],
  [/^'(.*)' is exceeding the max param length$/, "पता '$1' मान्य नहीं है: इसका एक हिस्सा बहुत लंबा है।"],
  [/^Unsupported Content-Encoding: (.*)$/, "Content-Encoding '$1' स्वीकार नहीं किया जाता।"],
]
