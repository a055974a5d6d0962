/** Moved to util/ so that call flows (calls/) fill [tokens] too: schedules import calls, not the other way. */
export { type FillOptions, fillTokens, TOKEN_ENCODERS } from '../util/token-text.js';
