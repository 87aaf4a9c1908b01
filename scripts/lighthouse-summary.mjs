// Prints what `make lighthouse` measured (target/lighthouse.json): each category's score, and the
// paint and layout figures behind the performance score.
import { readFileSync } from 'node:fs';

const report = JSON.parse(readFileSync(process.argv[2] ?? 'target/lighthouse.json', 'utf8'));
for (const [name, { score }] of Object.entries(report.categories)) console.log(`${name}: ${Math.round(score * 100)}`);
for (const audit of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time',
  'cumulative-layout-shift', 'speed-index']) {
  console.log(`${audit}: ${report.audits[audit].displayValue}`);
}
