import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const read = (path: string) => JSON.parse(readFileSync(`${ROOT}${path}`, 'utf8'));

/** The packages `changeset publish` publishes (the others are private or ignored). */
const PUBLISHED = ['core', 'server', 'sdk', 'cli'];

describe('published package metadata', () => {
  const root = read('package.json');

  it('the repository is named once, at the root', () => {
    expect(root.repository).toEqual({
      type: 'git',
      url: expect.stringMatching(/^git\+https:\/\/github\.com\//),
    });
  });

  it.each(PUBLISHED)(
    '@leadline/%s names the repository and its folder, publishes with provenance and only its build',
    (name) => {
      const pkg = read(`packages/${name}/package.json`);
      expect(pkg.name).toBe(`@leadline/${name}`);
      // npm checks the provenance statement's repository against this URL, folder included.
      expect(pkg.repository).toEqual({ ...root.repository, directory: `packages/${name}` });
      expect(pkg.publishConfig).toEqual({ access: 'public', provenance: true });
      expect(pkg.files).toContain('dist');
      expect(pkg.files.every((f: string) => f === 'dist' || f.endsWith('.md'))).toBe(true);
      expect(pkg.license).toBe('MIT');
    },
  );
});
