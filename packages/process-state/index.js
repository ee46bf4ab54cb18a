// One empty object per process-wide value. Node loads this package once per process, so every
// Next bundle and the front door get the same objects (README.md). Only the named owner imports one.

/** Owner: lib/posts/index/state.ts (the post index and its sync). */
export const postIndex = {};
/** Owner: lib/posts/publication-timer.ts (the timer and its secret). */
export const publication = {};
/** Owner: lib/analytics/beacon-queue.ts (views taken in, not yet counted). */
export const beaconQueue = {};
/** Owner: lib/analytics/page-views.ts (views counted, not yet stored). */
export const pageViews = {};
/** Owner: lib/rate-limit/memory-window.ts (the in-memory rate-limit windows). */
export const memoryWindows = {};
/** Owner: lib/render-gate/known-addresses.ts (each section's address lookup). */
export const addressLookups = {};
/** Owner: lib/deadline/breaker.ts (one circuit per dependency). */
export const circuits = {};
/** Owner: lib/db/connect.ts (the database connection). */
export const database = {};
/** Owner: lib/mail/outbox-worker.ts (started once). */
export const outboxWorker = {};
/** Owner: lib/newsletter-issues/issue-worker.ts (started once). */
export const issueWorker = {};
/** Owner: lib/submissions/replay.ts (started once). */
export const spoolReplay = {};
