export { type PingPostAnswer, PingPostRejection } from './answers.js';
export { type PingPostRequest, PingPostService } from './ping-post-service.js';
