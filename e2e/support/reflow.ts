import type { Page } from '@playwright/test';
import { expect } from './fixtures';

// WCAG 1.4.10 reflow (issue 16 point 5): no horizontal scrolling at 320 CSS px. Wider content is
// allowed only inside a scroll region a keyboard can reach (tabindex=0, role=region and a name), as
// the tables have.

interface Reflow {
  scrollWidth: number;
  clientWidth: number;
  /** Elements reaching beyond the viewport outside a scroll region, and scroll regions no keyboard reaches. */
  faults: string[];
}

/** Runs in the page: the document's width and every element that sticks out. */
function measureReflow(): Reflow {
  const root = document.scrollingElement ?? document.documentElement;
  const width = root.clientWidth;
  const describe = (el: Element) =>
    `<${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? ` class="${el.className}"` : ''}> ` +
    `"${(el.textContent ?? '').trim().slice(0, 40)}"`;
  const scrolls = (el: Element) => /(auto|scroll)/.test(getComputedStyle(el).overflowX);
  const reachable = (el: Element) =>
    el.getAttribute('tabindex') === '0' &&
    el.getAttribute('role') === 'region' &&
    Boolean(el.getAttribute('aria-label') || el.getAttribute('aria-labelledby'));
  const faults: string[] = [];
  for (const el of document.body.querySelectorAll('*')) {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (scrolls(el) && el.scrollWidth > el.clientWidth + 1 && !reachable(el)) {
      faults.push(`scroll region without tabindex=0, role=region and a name: ${describe(el)}`);
    }
    if (box.right <= width + 1 && box.left >= -1) continue;
    let parent = el.parentElement;
    while (parent && parent !== document.body && !scrolls(parent)) parent = parent.parentElement;
    if (!parent || parent === document.body) {
      faults.push(`${Math.round(box.left)}…${Math.round(box.right)} px: ${describe(el)}`);
    }
  }
  return { scrollWidth: root.scrollWidth, clientWidth: width, faults };
}

/** The page is no wider than its viewport, and nothing sticks out of it outside a scroll region. */
export async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, clientWidth, faults } = await page.evaluate(measureReflow);
  expect(scrollWidth, 'the page is no wider than the 320 px viewport').toBeLessThanOrEqual(clientWidth);
  expect(faults, 'elements wider than the viewport outside a keyboard-reachable scroll region').toEqual([]);
}
