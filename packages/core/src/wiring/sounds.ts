import { SoundAudio } from '../calls/sound-audio.js';
import { SoundLinks } from '../calls/sound-links.js';
import { SoundStore } from '../calls/sound-store.js';
import type { AccessParts } from './access.js';
import type { Core, FoundationParts } from './foundation.js';

/** Sound files' recordings: where they are kept, and the signed links carriers fetch them at. */
export interface SoundParts {
  /** Signed, expiring links carriers fetch the recordings Leadline keeps at. */
  readonly soundLinks: SoundLinks;
  /** Where sound files' recordings are kept: the database, or the company's S3 bucket. */
  readonly soundStore: SoundStore;
  /** GET /sound_files/audio/:company/:file: a recording at its signed link. */
  readonly soundAudio: SoundAudio;
}

export function wireSounds(app: Core & FoundationParts & AccessParts): SoundParts {
  const { clock } = app;
  const { db } = app.database;
  const soundLinks = new SoundLinks({ secrets: app.secrets, clock });
  const soundStore = new SoundStore({ db, clock, urls: app.urls, secrets: app.secrets });
  const soundAudio = new SoundAudio({ db, companies: app.companies, links: soundLinks, store: soundStore });
  return { soundLinks, soundStore, soundAudio };
}
