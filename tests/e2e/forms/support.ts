import type { Locator, Page, Route } from "playwright-core";

// What the form suites share besides useE2e: holding a post to see the sending state, and reading focus.

/**
 * Holds the form's POST until `release()`, so the test can see the sending state
 * (disabled fields, 'Enviando...') that a fast server would otherwise hide.
 */
export async function holdPost(page: Page, pathname: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let posts = 0;
  await page.route(`**${pathname}`, async (route: Route) => {
    posts++;
    await released;
    await route.continue();
  });
  return { release, posts: () => posts };
}

/** Every input, checkbox and button inside `form` is disabled. */
export async function allDisabled(form: Locator): Promise<boolean> {
  return form.evaluate((el) => {
    const controls = Array.from(el.querySelectorAll("input, button")) as Array<HTMLInputElement | HTMLButtonElement>;
    return controls.length > 0 && controls.every((c) => c.matches(":disabled"));
  });
}

/** Whether `target` has the keyboard focus. */
export const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);
