// The arithmetic of the bench's figures: medians of runs, rounding for the table, gzip sizes.
import { gzipSync } from 'node:zlib';

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
export const round = (n, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
export const kb = (bytes) => round(bytes / 1024, 1);
// Level 9, as a CDN serves a static file: the bytes a shopper downloads.
export const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;
