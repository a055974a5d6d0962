import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

export const soundPlaylists = defineResource({
  name: 'sound_playlist',
  plural: 'sound_playlists',
  family: 'settings',
  description: 'Sound files played one after another: hold music, ringback while the buyer is dialled.',
  fields: {
    name: f.string().required().notBlank().search().sort().doc('Display name'),
    description: f.text().doc('Notes for operators'),
    sound_file_ids: f.refs('sound_files').doc('Sound files in the playlist'),
    shuffle: f.boolean().default(false).doc('Play the files in random order'),
    loop: f.boolean().default(true).doc('Start again after the last file'),
  },
});
