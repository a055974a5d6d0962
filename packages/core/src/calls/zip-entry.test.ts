import { describe, expect, it } from 'vitest';
import { stateOfZip } from './zip-entry.js';

describe('stateOfZip', () => {
  it('gives the state a 5-digit ZIP is assigned to, by its USPS prefix and its exceptions', () => {
    expect(stateOfZip('80202')).toBe('CO');
    expect(stateOfZip('75201')).toBe('TX');
    expect(stateOfZip('06390')).toBe('NY'); // Fishers Island: a Connecticut prefix, a New York ZIP
    expect(stateOfZip('20500')).toBe('DC');
  });

  it('gives no state for a ZIP that is not 5 digits or whose prefix is unassigned', () => {
    for (const zip of ['8020', '802021', '8020a', '', '00000']) expect(stateOfZip(zip)).toBeNull();
  });
});
