import { describe, expect, it } from 'vitest';
import { readAnswer } from './deepgram.js';
import { TranscriptionError, transcriptText } from './transcriber.js';

describe("reading Deepgram's pre-recorded answer", () => {
  it('takes the utterances in time order, each with its channel', () => {
    const t = readAnswer(
      JSON.stringify({
        metadata: { duration: 12.5, channels: 2 },
        results: {
          channels: [{ alternatives: [{ transcript: 'hello' }] }, { alternatives: [{ transcript: 'hi' }] }],
          utterances: [
            { start: 2.1, channel: 1, transcript: 'Thanks for calling.' },
            { start: 0.4, channel: 0, transcript: 'Hello?' },
          ],
        },
      }),
    );
    expect(t.durationSeconds).toBe(12.5);
    expect(transcriptText(t)).toBe('caller: Hello?\nagent: Thanks for calling.');
  });

  it("falls back to each channel's best alternative without utterances, and names diarized speakers", () => {
    const t = readAnswer(
      JSON.stringify({ results: { channels: [{ alternatives: [{ transcript: 'just one line' }] }] } }),
    );
    expect(transcriptText(t)).toBe('speaker: just one line');
    const diarized = readAnswer(
      JSON.stringify({
        results: {
          channels: [{ alternatives: [] }],
          utterances: [{ start: 0, channel: 0, speaker: 1, transcript: 'yes' }],
        },
      }),
    );
    expect(transcriptText(diarized)).toBe('speaker 2: yes');
  });

  it('refuses an answer without results, as something worth trying again', () => {
    for (const body of ['not json', '{"metadata":{}}']) {
      try {
        readAnswer(body);
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(TranscriptionError);
        expect((error as TranscriptionError).retryable).toBe(true);
      }
    }
  });
});
