import { expect, type ElementHandle, type Locator, type Page } from '@playwright/test';

// Keyboard-only journeys: where the focus is, whether it can be seen (WCAG 2.4.7) and whether the
// fixed header hides it (2.4.11).

export interface FocusLook {
  /** tag#id.class "text", for messages */
  name: string;
  outlineStyle: string;
  outlineWidth: number;
  outlineColor: string;
  boxShadow: string;
  /** The calendar button inside a native date field: its focus ring is the browser's, not readable here. */
  nativePicker: boolean;
}

/** The focused element's indicator; null while the focus is on the body (outside the page's stops). */
async function focusLook(page: Page): Promise<FocusLook | null> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || el === document.body) return null;
    const cs = getComputedStyle(el);
    const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
    return {
      name: `${el.tagName.toLowerCase()}#${el.id}.${el.className} "${text}"`,
      outlineStyle: cs.outlineStyle,
      outlineWidth: parseFloat(cs.outlineWidth) || 0,
      outlineColor: cs.outlineColor,
      boxShadow: cs.boxShadow,
      nativePicker:
        el instanceof HTMLInputElement &&
        ['date', 'time', 'datetime-local', 'month', 'week'].includes(el.type) &&
        !el.matches(':focus'),
    };
  });
}

const hasIndicator = (look: FocusLook) =>
  look.nativePicker || (look.outlineStyle !== 'none' && look.outlineWidth > 0) || look.boxShadow !== 'none';

/**
 * Not entirely hidden: some point of the focused element is the topmost thing on screen there.
 * Answers '' when visible, else what lies on top of it (for the failure message).
 */
async function focusCover(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement)) return 'no focused element';
    const r = el.getBoundingClientRect();
    const points = [0.5, 0.2, 0.8].flatMap((fx) => [0.5, 0.2, 0.8].map((fy) => [fx, fy] as const));
    const hits = points.map(([fx, fy]) => {
      const x = r.left + r.width * fx;
      const y = r.top + r.height * fy;
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) return 'outside the viewport';
      const hit = document.elementFromPoint(x, y);
      if (hit !== null && (hit === el || el.contains(hit))) return '';
      return hit ? `${hit.tagName.toLowerCase()}.${hit.className}` : 'nothing';
    });
    if (hits.includes('')) return '';
    const rect = `${Math.round(r.top)}..${Math.round(r.bottom)}×${Math.round(r.left)}..${Math.round(r.right)}`;
    return `covered at ${rect} (scrollY ${Math.round(window.scrollY)}) by ${[...new Set(hits)].join(', ')}`;
  });
}

/**
 * Waits until the page stops scrolling (KERN sets scroll-behavior: smooth). The checks model a user
 * who looks before pressing on: a key pressed while the page still scrolls can leave the new focus
 * under the fixed header, a separate finding that would make every check here flaky.
 */
async function scrollSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const tick = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 3) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

/** The focused element shows a focus indicator and is not hidden behind anything (e.g. the header). */
export async function expectVisibleFocus(page: Page): Promise<FocusLook> {
  await scrollSettled(page);
  const first = await focusLook(page);
  expect(first, 'an element of the page has the focus').not.toBeNull();
  // Styles follow the focus a moment later for some inputs (the segments of a date field), and
  // scrolling into view and the header's compact transition take a moment too.
  let look = first!;
  await expect
    .poll(
      async () => {
        look = (await focusLook(page)) ?? look;
        return hasIndicator(look);
      },
      { message: `focus indicator (outline or box-shadow) on ${first!.name}`, timeout: 3_000 },
    )
    .toBe(true);
  await expect
    .poll(() => focusCover(page), { message: `${first!.name} is not covered`, timeout: 3_000 })
    .toBe('');
  return look;
}

async function unfocusedLook(element: ElementHandle<Node>) {
  return element.evaluate((el) => {
    if (!(el instanceof HTMLElement) || !el.isConnected || el === document.activeElement) return null;
    const cs = getComputedStyle(el);
    return {
      outlineStyle: cs.outlineStyle,
      outlineWidth: parseFloat(cs.outlineWidth) || 0,
      outlineColor: cs.outlineColor,
      boxShadow: cs.boxShadow,
    };
  });
}

/**
 * Presses Tab (or Shift+Tab) until the target has the focus. Every stop on the way must show a
 * visible indicator that goes away once the focus moves on (so it is the focus that shows, not a
 * permanent border).
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { key = 'Tab', max = 80 }: { key?: 'Tab' | 'Shift+Tab'; max?: number } = {},
): Promise<number> {
  let previous: { handle: ElementHandle<Node>; look: FocusLook } | null = null;
  for (let stop = 1; stop <= max; stop++) {
    await page.keyboard.press(key);
    if (previous) {
      const after = await unfocusedLook(previous.handle);
      if (after && !previous.look.nativePicker) {
        expect(
          after.outlineStyle !== previous.look.outlineStyle ||
            after.outlineWidth !== previous.look.outlineWidth ||
            after.outlineColor !== previous.look.outlineColor ||
            after.boxShadow !== previous.look.boxShadow,
          `the focus indicator of ${previous.look.name} differs from its unfocused look`,
        ).toBe(true);
      }
      await previous.handle.dispose();
      previous = null;
    }
    if ((await focusLook(page)) === null) continue;
    const look = await expectVisibleFocus(page);
    if (await target.evaluateAll((els) => els.some((el) => el === document.activeElement))) return stop;
    previous = { handle: await page.evaluateHandle(() => document.activeElement!), look };
  }
  throw new Error(`${key} did not reach the target within ${max} stops`);
}
