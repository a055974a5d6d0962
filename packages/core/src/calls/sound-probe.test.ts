import { describe, expect, it } from 'vitest';
import { testMp3, testWav } from '../testing/test-audio.js';
import { probeSound } from './sound-probe.js';

describe('probeSound', () => {
  it('reads a wav recording as audio/wav with its length from the header', async () => {
    expect(await probeSound(testWav(3))).toEqual({
      contentType: 'audio/wav',
      extension: 'wav',
      durationSeconds: 3,
    });
  });

  it('reads an mp3 as audio/mpeg with its length from its frames', async () => {
    const probe = await probeSound(testMp3(383));
    expect(probe?.contentType).toBe('audio/mpeg');
    expect(probe?.extension).toBe('mp3');
    expect(probe?.durationSeconds).toBeCloseTo(10, 1);
  });

  it('refuses text, an image and an empty file, whatever they are called', async () => {
    expect(await probeSound(Buffer.from('ID3 is not enough: this is a text file'))).toBeNull();
    expect(await probeSound(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'))).toBeNull();
    expect(await probeSound(new Uint8Array(0))).toBeNull();
  });

  it('refuses a wav header that holds no sound', async () => {
    expect(await probeSound(testWav(0))).toBeNull();
  });
});
