/**
 * Real recordings made in memory for tests, so no binary fixture is checked
 * in: a wav is a RIFF header and 16-bit mono PCM silence, an mp3 a run of
 * MPEG-1 Layer III frames (128 kbit/s, 44.1 kHz, 417 bytes, 1152 samples
 * each: 383 frames are 10 seconds).
 */
export function testWav(seconds: number, sampleRate = 8000): Buffer {
  const data = Math.round(seconds * sampleRate) * 2;
  const b = Buffer.alloc(44 + data);
  b.write('RIFF', 0, 'ascii');
  b.writeUInt32LE(36 + data, 4);
  b.write('WAVEfmt ', 8, 'ascii');
  b.writeUInt32LE(16, 16); // fmt chunk size
  b.writeUInt16LE(1, 20); // PCM
  b.writeUInt16LE(1, 22); // mono
  b.writeUInt32LE(sampleRate, 24);
  b.writeUInt32LE(sampleRate * 2, 28); // bytes per second
  b.writeUInt16LE(2, 32); // block align
  b.writeUInt16LE(16, 34); // bits per sample
  b.write('data', 36, 'ascii');
  b.writeUInt32LE(data, 40);
  return b;
}

export function testMp3(frames: number): Buffer {
  const frame = Buffer.alloc(417);
  frame.writeUInt32BE(0xfffb9000, 0); // sync, MPEG-1, Layer III, 128 kbit/s, 44.1 kHz
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}
