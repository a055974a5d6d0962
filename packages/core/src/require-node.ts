import { nodeVersionProblem } from './node-version.js';

// Imported first by core's index: throws before any dependency that needs a newer Node loads.
const problem = nodeVersionProblem();
if (problem) throw new Error(problem);
