// Prints one closing line for the whole test command, from the vitest and Playwright reports.
import { readFileSync } from "node:fs";

const read = (file) =>
  JSON.parse(readFileSync(new URL(`../.tmp/reports/${file}`, import.meta.url), "utf8"));
const vitest = read("vitest.json");
const playwright = read("playwright.json").stats;

const passed = vitest.numPassedTests + playwright.expected + playwright.flaky;
const failed = vitest.numFailedTests + playwright.unexpected;
const skipped = vitest.numPendingTests + vitest.numTodoTests + playwright.skipped;
console.log(
  `vitest: ${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed; playwright: ${playwright.expected} passed, ${playwright.unexpected} failed`,
);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
