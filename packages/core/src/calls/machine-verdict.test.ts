import { describe, expect, it } from 'vitest';
import { machineVerdictOf } from '../carriers/callback-words.js';

describe('machineVerdictOf', () => {
  it("reads Twilio's and TeXML's AnsweredBy words", () => {
    expect(machineVerdictOf({ AnsweredBy: 'human' })).toBe('human');
    for (const word of [
      'machine_start',
      'machine_end_beep',
      'machine_end_silence',
      'machine_end_other',
      'machine',
      'fax',
    ])
      expect(machineVerdictOf({ AnsweredBy: word })).toBe('machine');
    expect(machineVerdictOf({ AnsweredBy: 'unknown' })).toBe('unknown');
  });

  it("reads Plivo's Machine flag", () => {
    expect(machineVerdictOf({ Machine: 'true' })).toBe('machine');
    expect(machineVerdictOf({ Machine: 'false' })).toBe('human');
  });

  it('says nothing when the carrier ran no detection', () => {
    expect(machineVerdictOf({ CallSid: 'CA1', CallStatus: 'in-progress' })).toBeNull();
    expect(machineVerdictOf({ AnsweredBy: '' })).toBeNull();
  });
});
