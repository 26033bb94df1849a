import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

interface AxeViolation {
  id: string;
  help: string;
  targets: string[];
}

/**
 * axe-core's violations on the page as it is now (WCAG 2.1 AA rules and best practices).
 * axe is put into the page once per document and run there in one evaluation (the app has no
 * frames to gather results from). @axe-core/playwright's builder sent axe's 550 KB into the page
 * twice on every check: 0.7-1.4 s a check against 0.15-0.7 s here (decision 0302).
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const present = await page.evaluate(() => 'axe' in window);
  if (!present) {
    await page.evaluate(axe.source);
  }
  return page.evaluate(async (tags) => {
    const { axe: inPage } = window as unknown as { axe: typeof axe };
    const results = await inPage.run(document, {
      runOnly: { type: 'tag', values: tags },
      // Only violations are read, so only they are collected in full.
      resultTypes: ['violations'],
    });
    return results.violations.map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, AXE_TAGS);
}

/** Runs axe-core on the page as it is now and fails on any violation (WCAG 2.1 AA rules). */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Axe measures colours as painted: a dialog still fading in fails colour contrast. Wait for
  // the animations and transitions that end (a spinner's never does).
  await page.evaluate(async () => {
    const ending = document
      .getAnimations()
      .filter((animation) =>
        Number.isFinite(Number(animation.effect?.getComputedTiming().endTime ?? Infinity)),
      );
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
  const summary = (await axeViolations(page)).map(
    (violation) => `${violation.id}: ${violation.help} (${violation.targets.join(', ')})`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
