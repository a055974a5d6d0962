import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';
import { KEYWORD_MATCHES, SPEAKERS } from './voice-agent-keywords.resource.js';

/** Designed (spec 4.1: keyword groups): phrases spotted in call transcripts. */
export const transcriptionKeywordGroups = defineResource({
  name: 'transcription_keyword_group',
  plural: 'transcription_keyword_groups',
  family: 'calls',
  description:
    'Phrases looked for in call and standalone transcriptions. When one is found, the token named by ' +
    'token_key is set on the call to the phrase, where conversions, dispositions and reports can use it; ' +
    "convert_call books the call's conversions and flag_for_review marks it needs_quality_review.",
  fields: {
    name: f.string().required().notBlank().search().sort().doc('Display name, e.g. "Competitor mentioned"'),
    keywords: f.strings().required().doc('Phrases to find, case-insensitive'),
    match_type: f.enum(KEYWORD_MATCHES).default('contains').doc('How each phrase is matched'),
    speaker: f
      .enum(SPEAKERS)
      .default('any')
      .doc('Whose speech is searched: caller, agent (the answering side) or any'),
    token_key: f
      .string()
      .required()
      .pattern(/^[a-z0-9_]+$/, 'may contain only lowercase letters, numbers and underscores')
      .filter()
      .doc('Token set to the matched phrase, e.g. competitor_mentioned'),
    offer_ids: f.refs('offers').doc('Offers whose calls are searched (blank: every offer)'),
    convert_call: f
      .boolean()
      .default(false)
      .doc(
        "Found in a call's transcript: book the call's buyer and offer conversions as if their duration was reached",
      ),
    flag_for_review: f
      .boolean()
      .default(false)
      .doc("Found in a call's transcript: mark the call needs_quality_review"),
    active: f.boolean().default(true).doc('An inactive group is not searched'),
  },
});
