import { describe, expect, it } from 'vitest';
import { nodeVersionProblem, REQUIRED_NODE_MAJOR } from './node-version.js';

describe('the Node.js version Leadline needs', () => {
  it('names the Node needed and the one found, in one line, on an older Node', () => {
    const problem = nodeVersionProblem('20.20.2');
    expect(problem).toMatch(/^Leadline needs Node\.js 22 or newer; this is Node\.js 20\.20\.2\b/);
    expect(problem).not.toContain('\n');
  });

  it('has nothing to say from Node 22 on', () => {
    expect(REQUIRED_NODE_MAJOR).toBe(22);
    expect(nodeVersionProblem('22.0.0')).toBeUndefined();
    expect(nodeVersionProblem('24.9.0')).toBeUndefined();
  });
});
