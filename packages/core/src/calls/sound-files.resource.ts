import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

export const soundFiles = defineResource({
  name: 'sound_file',
  plural: 'sound_files',
  family: 'settings',
  description:
    'Audio played on calls (greetings, prompts, whispers, voicemail messages): a recording at a URL, or text spoken by text-to-speech.',
  fields: {
    name: f.string().required().notBlank().search().sort().doc('Display name'),
    url: f
      .string()
      .fetchedUrl()
      .pattern(/^https?:\/\/\S+$/, 'must be an http(s) URL')
      .example('https://cdn.example.com/greeting.mp3')
      .doc('Where the recording is (mp3 or wav)'),
    text_to_speech: f.text().search().doc('Text spoken when there is no recording; may contain [tokens]'),
    voice: f.string().doc('Text-to-speech voice (blank: the default voice)'),
    duration_seconds: f.decimal().readOnly().doc('Length of the recording'),
    content_type: f.string().readOnly().doc('Media type of the recording'),
  },
});
