// Builds the reader, the console and the server when their output is missing or older
// than their sources (shared by `npm start` and `npm test`).
import { buildIfStale } from './stale.mjs';

buildIfStale();
