export type { PingPostAnswer } from './answers.js';
export { type PingPostRequest, PingPostService } from './ping-post-service.js';
