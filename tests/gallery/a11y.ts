/**
 * Checks the gallery test runs in the page (headless Chromium), kept apart
 * so a fixture can prove each one fails on broken markup
 * (a11y-checks.test.ts): axe-core's WCAG 2.0/2.1/2.2 A/AA and best-practice
 * rules, a hover hint on every icon-only control, keyboard reach and use of
 * every action, form controls that show whole at a window's default size,
 * and text shown whole in every entry, chat cards included (clippedText).
 * (Chat cards' heights: tools/gallery/card-heights.mjs.)
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { KEYBOARD_ACTION_SELECTOR } from "../../src/core/keyboard-actions";

/** axe-core's impacts that fail the test. */
export const FAILING_IMPACTS = ["serious", "critical"];

/**
 * axe-core's rule tags the gallery runs: WCAG 2.0, 2.1 and 2.2 at levels A
 * and AA (2.2's 2.5.8 is the 24 × 24 px target size) and axe's best practices.
 */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** Elements that carry a sheet or card action (ApplicationV2 `data-action`, the Venus task card's own). */
export const ACTION_SELECTOR = "[data-action], [data-venus-action], [data-venus-kiss-die]";

export interface AxeProblem {
  /** The gallery entry (closest `[data-entry]`), or "page". */
  entry: string;
  rule: string;
  impact: string;
  target: string;
  summary: string;
}

/** Load axe-core into the page once. */
export async function injectAxe(page: Page): Promise<void> {
  const loaded = await page.evaluate(() => "axe" in window);
  if (!loaded)
    await page.addScriptTag({
      content: readFileSync(join(process.cwd(), "node_modules", "axe-core", "axe.min.js"), "utf8"),
    });
}

/** Every impact axe-core gives, mildest first. */
export const ALL_IMPACTS = ["minor", "moderate", "serious", "critical"];

/**
 * Rules that compare elements with one another, judged within one gallery
 * entry: the gallery shows several copies of a window side by side (a sheet
 * and its limited view, a board at each step), so two "Drives" regions in two
 * entries are the gallery's doing, while two in one window are a fault.
 */
export const ENTRY_SCOPED_RULES = ["landmark-unique"];

/**
 * Run axe-core's rules of AXE_TAGS on everything `include` matches and
 * return the violations of the given impacts (by default the serious and
 * critical ones, which fail the test), each with its gallery entry. (One run
 * over many entries: axe reads the whole page on every run, so a run per
 * entry would take minutes.)
 */
export async function axeProblems(page: Page, include: string, impacts = FAILING_IMPACTS): Promise<AxeProblem[]> {
  await injectAxe(page);
  return page.evaluate(
    async ({ include, failing, tags, scoped }) => {
      interface AxeNode {
        element?: Element;
        target: unknown[];
        failureSummary?: string;
        any?: { relatedNodes?: { element?: Element }[] }[];
      }
      interface AxeResult {
        id: string;
        impact?: string | null;
        nodes: AxeNode[];
      }
      const axe = (
        window as unknown as {
          axe: { run(context: unknown, options: unknown): Promise<{ violations: AxeResult[] }> };
        }
      ).axe;
      const result = await axe.run(
        { include: [include] },
        {
          runOnly: { type: "tag", values: tags },
          resultTypes: ["violations"],
          elementRef: true,
        },
      );
      const entryOf = (el: Element | undefined): string => el?.closest("[data-entry]")?.id ?? "page";
      /** For a rule judged within an entry: another element it clashes with is in the same entry. */
      const clashesWithinEntry = (n: AxeNode): boolean =>
        (n.any ?? []).some((check) =>
          (check.relatedNodes ?? []).some((related) => entryOf(related.element) === entryOf(n.element)),
        );
      return result.violations.flatMap((v) =>
        v.nodes
          .filter((n) => failing.includes(v.impact ?? "") && (!scoped.includes(v.id) || clashesWithinEntry(n)))
          .map((n) => ({
            entry: entryOf(n.element),
            rule: v.id,
            impact: v.impact ?? "",
            target: n.target.map(String).join(" "),
            summary: (n.failureSummary ?? "").replace(/\s+/g, " ").slice(0, 200),
          })),
      );
    },
    { include, failing: impacts, tags: AXE_TAGS, scoped: ENTRY_SCOPED_RULES },
  );
}

interface GalleryWindow {
  keyboardActionsBound?: boolean;
  describeControl(el: Element): string;
  tabSeen: Set<Element>;
  pressTargets: HTMLElement[];
  pressed: boolean;
  pressListener?: (event: Event) => void;
}

/**
 * Prepare the page once: bind what src/core/keyboard-actions.ts binds at
 * init in Foundry (Enter and Space press an action element that is a button
 * by role only; its key test is unit-tested, here the markup meets its
 * selector), and a helper naming an element and its entry in a problem.
 */
async function preparePage(page: Page): Promise<void> {
  await page.evaluate((selector) => {
    const w = window as unknown as GalleryWindow;
    if (w.keyboardActionsBound) return;
    w.keyboardActionsBound = true;
    document.addEventListener("keydown", (event) => {
      const target = event.target as HTMLElement | null;
      if ((event.key === "Enter" || event.key === " ") && target?.matches?.(selector)) {
        event.preventDefault();
        target.click();
      }
    });
    w.describeControl = (el) =>
      `${el.closest("[data-entry]")?.id ?? "page"}: <${el.tagName.toLowerCase()} ${[...el.attributes]
        .filter((a) => a.name.startsWith("data-") || a.name === "class")
        .map((a) => `${a.name}="${a.value}"`)
        .join(" ")}>`;
  }, KEYBOARD_ACTION_SELECTOR);
}

/**
 * Action elements in the first element `root` matches that a keyboard
 * cannot use: not focusable (a button, a link with href, a form control, a
 * summary, or tabindex >= 0), never reached by pressing Tab through it, or
 * not pressed by Enter (every one) and Space (buttons, by tag or role).
 * Form controls are left to their own keys.
 */
export async function unreachableActions(page: Page, root: string): Promise<string[]> {
  await preparePage(page);
  await page.evaluate((root) => {
    const start = document.createElement("button");
    start.id = "gallery-tab-start";
    start.textContent = "start";
    document.querySelector(root)?.before(start);
    start.focus();
    (window as unknown as GalleryWindow).tabSeen = new Set();
  }, root);
  for (let i = 0; i < 5000; i++) {
    await page.keyboard.press("Tab");
    const inside = await page.evaluate((root) => {
      const active = document.activeElement;
      if (!active || !document.querySelector(root)?.contains(active)) return false;
      (window as unknown as GalleryWindow).tabSeen.add(active);
      return true;
    }, root);
    if (!inside) break;
  }
  const { problems, pressable } = await page.evaluate(
    ({ root, selector }) => {
      document.getElementById("gallery-tab-start")?.remove();
      const w = window as unknown as GalleryWindow;
      const describe = w.describeControl;
      const problems: string[] = [];
      const pressable: { index: number; space: boolean }[] = [];
      w.pressTargets = [];
      for (const el of document.querySelector(root)?.querySelectorAll(selector) ?? []) {
        const html = el as HTMLElement;
        const native = html.matches(
          "button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary",
        );
        const tabbable = html.tabIndex >= 0 && (native || html.hasAttribute("tabindex"));
        if (!tabbable) problems.push(`${describe(el)} is not focusable (use a <button> or tabindex="0")`);
        else if (!w.tabSeen.has(el)) problems.push(`${describe(el)} is never reached with Tab`);
        else if (!html.matches("input, select, textarea")) {
          pressable.push({
            index: w.pressTargets.length,
            space: html.matches('button, [role="button"], summary'),
          });
          w.pressTargets.push(html);
        }
      }
      return { problems, pressable };
    },
    { root, selector: ACTION_SELECTOR },
  );
  for (const { index, space } of pressable) {
    for (const key of space ? ["Enter", "Space"] : ["Enter"]) {
      await page.evaluate((index) => {
        const w = window as unknown as GalleryWindow;
        const el = w.pressTargets[index]!;
        w.pressed = false;
        w.pressListener = (event) => {
          w.pressed = true;
          event.preventDefault(); // no navigation, no form submitted, no details toggled
          event.stopPropagation();
        };
        el.addEventListener("click", w.pressListener, { capture: true });
        el.focus();
      }, index);
      await page.keyboard.press(key);
      const problem = await page.evaluate(
        ({ index, key }) => {
          const w = window as unknown as GalleryWindow;
          const el = w.pressTargets[index]!;
          if (w.pressListener) el.removeEventListener("click", w.pressListener, { capture: true });
          return w.pressed ? null : `${w.describeControl(el)} is not pressed by ${key}`;
        },
        { index, key },
      );
      if (problem) problems.push(problem);
    }
  }
  return problems;
}

/** Controls a user points at: buttons, links and action elements. */
export const CONTROL_SELECTOR = `button, a, [role="button"], ${ACTION_SELECTOR}`;

/**
 * Icon-only controls under `root` without Foundry's hover hint: a control
 * (CONTROL_SELECTOR) that shows no text of its own but holds an icon (`<i>`,
 * svg or img), whose `data-tooltip` is missing or empty. An aria-label alone
 * shows nothing on hover; Foundry's tooltip manager shows `data-tooltip`.
 */
export async function untippedIconControls(page: Page, root: string): Promise<string[]> {
  await preparePage(page);
  return page.evaluate(
    ({ root, selector }) => {
      const w = window as unknown as GalleryWindow;
      /**
       * Text a sighted user sees in `el`: a visually hidden label (1 px) or a
       * hidden one does not count. A control not drawn at all (in a closed
       * details) is judged by its text.
       */
      const visibleText = (el: Element): string => {
        if (el.getClientRects().length === 0) return (el.textContent ?? "").trim();
        let text = "";
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          const box = parent?.getBoundingClientRect();
          const shown = box && box.width > 1 && box.height > 1 && getComputedStyle(parent!).visibility !== "hidden";
          if (shown) text += node.textContent ?? "";
        }
        return text.trim();
      };
      const problems: string[] = [];
      for (const el of document.querySelectorAll(root)) {
        for (const control of el.querySelectorAll(selector)) {
          if (!control.querySelector("i, svg, img") || visibleText(control)) continue;
          if (control.getAttribute("data-tooltip")?.trim()) continue;
          problems.push(`${w.describeControl(control)} shows only an icon and has no data-tooltip`);
        }
      }
      return problems;
    },
    { root, selector: CONTROL_SELECTOR },
  );
}

/**
 * Form controls of the windows under `root` that do not show whole at the
 * window's width: outside the window's box, of zero size, clipped by a
 * scrolling or hidden-overflow box inside the window, or too narrow for
 * their own text (an input's value, a textarea's lines, a select's choice).
 */
export async function clippedControls(page: Page, root: string): Promise<string[]> {
  return page.evaluate((root) => {
    const problems: string[] = [];
    const canvas = document.createElement("canvas").getContext("2d");
    const SELECT_ARROW = 20; // Chromium's drop-down arrow and its padding
    for (const win of document.querySelectorAll<HTMLElement>(`${root} .application`)) {
      const box = win.getBoundingClientRect();
      const entry = win.closest("[data-entry]")?.id ?? "page";
      const controls = win.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
        "input:not([type=hidden]), select, textarea",
      );
      for (const control of controls) {
        const name = `${entry}: ${control.tagName.toLowerCase()}${control.name ? `[name="${control.name}"]` : ""}`;
        if (control.closest("details:not([open])")) continue; // folded away on purpose
        const r = control.getBoundingClientRect();
        if (r.width < 1 || r.height < 1) {
          problems.push(`${name} has no size`);
          continue;
        }
        if (
          r.left < box.left - 0.5 ||
          r.right > box.right + 0.5 ||
          r.top < box.top - 0.5 ||
          r.bottom > box.bottom + 0.5
        ) {
          problems.push(`${name} sticks out of the window (${Math.round(r.right - box.right)} px)`);
          continue;
        }
        for (let el = control.parentElement; el && el !== win; el = el.parentElement) {
          const style = getComputedStyle(el);
          if (style.overflowX === "visible" && style.overflowY === "visible") continue;
          const a = el.getBoundingClientRect();
          if (r.left < a.left - 0.5 || r.right > a.right + 0.5 || r.top < a.top - 0.5 || r.bottom > a.bottom + 0.5) {
            problems.push(`${name} is cut off by its container`);
            break;
          }
        }
        const style = getComputedStyle(control);
        if (control instanceof HTMLSelectElement) {
          const text = control.selectedOptions[0]?.textContent ?? "";
          if (canvas) {
            canvas.font = style.font;
            const room =
              control.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - SELECT_ARROW;
            const need = canvas.measureText(text).width;
            if (need > room + 1)
              problems.push(`${name} cuts its choice "${text}" (${Math.ceil(need - room)} px short)`);
          }
        } else if (control instanceof HTMLTextAreaElement) {
          if (control.scrollHeight > control.clientHeight + 1 || control.scrollWidth > control.clientWidth + 1)
            problems.push(`${name} hides part of its text`);
        } else if (!["checkbox", "radio", "range", "color", "file"].includes(control.type)) {
          if (control.scrollWidth > control.clientWidth + 1) problems.push(`${name} hides part of its value`);
        }
      }
    }
    return problems;
  }, root);
}

/**
 * Text a user cannot read whole, in every gallery entry under `root` (chat
 * cards included): an element whose own text or choice is cut — by its own
 * hidden overflow (an ellipsis, a clipped line), by an ancestor that hides
 * overflow, or a select too narrow for its choice — and anything that sticks
 * out of its window or chat card. Text hidden for screen readers only
 * (`.se-sr-only`, a 1 px clip) and folded `<details>` are left alone; a box
 * the user scrolls (overflow auto/scroll) is not a cut.
 */
export async function clippedText(page: Page, root: string): Promise<string[]> {
  return page.evaluate((root) => {
    const problems: string[] = [];
    const canvas = document.createElement("canvas").getContext("2d");
    const SELECT_ARROW = 20; // Chromium's drop-down arrow and its padding
    const hides = (style: CSSStyleDeclaration): boolean =>
      ["hidden", "clip"].includes(style.overflowX) || ["hidden", "clip"].includes(style.overflowY);
    const ownText = (el: Element): string =>
      [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? "")
        .join("")
        .replace(/\s+/g, " ")
        .trim();
    const describe = (el: Element, text: string): string =>
      `${el.closest("[data-entry]")?.id ?? "page"}: <${el.tagName.toLowerCase()}${
        el.classList.length ? ` class="${[...el.classList].join(" ")}"` : ""
      }> "${text.slice(0, 40)}"`;
    const outside = (r: DOMRect, a: DOMRect): number =>
      Math.max(a.left - r.left, r.right - a.right, a.top - r.top, r.bottom - a.bottom);
    // Text kept for screen readers only: clipped to nothing on purpose.
    const hiddenForReaders = (el: Element, stop: Element): boolean => {
      for (let up: Element | null = el; up && up !== stop; up = up.parentElement) {
        const s = getComputedStyle(up);
        const r = up.getBoundingClientRect();
        if (s.clip !== "auto" || s.clipPath !== "none" || (r.width <= 1 && r.height <= 1)) return true;
      }
      return false;
    };
    // The nearest ancestor drawn as a box (a border or a background), inside the window or card.
    const drawnBox = (el: Element, stop: Element): Element | null => {
      for (let up = el.parentElement; up && up !== stop; up = up.parentElement) {
        const s = getComputedStyle(up);
        if (s.display === "inline" || s.display === "contents") continue;
        const bordered = ["Top", "Right", "Bottom", "Left"].some(
          (side) => parseFloat(s.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0,
        );
        const filled = s.backgroundColor !== "rgba(0, 0, 0, 0)" && s.backgroundColor !== "transparent";
        if (bordered || filled) return up;
      }
      return null;
    };
    const boxes = document.querySelectorAll<HTMLElement>(`${root} .application, ${root} .chat-message`);
    for (const box of boxes) {
      const frame = box.getBoundingClientRect();
      for (const el of box.querySelectorAll<HTMLElement>("*")) {
        if (el.closest(".se-sr-only, details:not([open]) > :not(summary), option, script, style")) continue;
        const r = el.getBoundingClientRect();
        if (r.width < 1 || r.height < 1) continue;
        const style = getComputedStyle(el);
        if (style.visibility === "hidden" || hiddenForReaders(el, box)) continue;
        const isControl = el.matches("button, select, input:not([type=hidden]), img, a");
        const text =
          el instanceof HTMLSelectElement
            ? (el.selectedOptions[0]?.textContent ?? "").trim()
            : ownText(el) || (isControl ? (el.textContent ?? "").trim() || el.tagName.toLowerCase() : "");
        if (!text) continue;
        // Inside a box the user scrolls: what it hides is there to scroll to.
        let scrolled = false;
        for (let up = el.parentElement; up && up !== box; up = up.parentElement) {
          const upStyle = getComputedStyle(up);
          if ([upStyle.overflowX, upStyle.overflowY].some((o) => o === "auto" || o === "scroll")) scrolled = true;
        }
        if (scrolled) continue;
        // Sticking out of its window or card.
        const out = outside(r, frame);
        if (out > 1) {
          problems.push(
            `${describe(el, text)} sticks out of its ${box.matches(".application") ? "window" : "card"} (${Math.round(out)} px)`,
          );
          continue;
        }
        // Sticking out of the box drawn around it (a row, a panel, an item).
        const around = drawnBox(el, box);
        if (around) {
          const past = outside(r, around.getBoundingClientRect());
          if (past > 1) {
            problems.push(
              `${describe(el, text)} sticks out of its <${around.tagName.toLowerCase()} class="${[...around.classList].join(" ")}"> (${Math.round(past)} px)`,
            );
            continue;
          }
        }
        // Its own text cut: an ellipsis or a hidden overflow narrower than the text.
        if (!(el instanceof HTMLSelectElement || el instanceof HTMLInputElement) && hides(style) && ownText(el)) {
          if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1) {
            problems.push(`${describe(el, text)} cuts its own text`);
            continue;
          }
        }
        // A select too narrow for its choice.
        if (el instanceof HTMLSelectElement && canvas) {
          canvas.font = style.font;
          const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - SELECT_ARROW;
          const need = canvas.measureText(text).width;
          if (need > room + 1) {
            problems.push(`${describe(el, text)} cuts its choice (${Math.ceil(need - room)} px short)`);
            continue;
          }
        }
        // An empty field too narrow for its placeholder (the hint a user reads before typing).
        if (el instanceof HTMLInputElement && !el.value && el.placeholder && canvas) {
          canvas.font = style.font;
          const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          const need = canvas.measureText(el.placeholder).width;
          if (need > room + 1) {
            problems.push(`${describe(el, el.placeholder)} cuts its placeholder (${Math.ceil(need - room)} px short)`);
            continue;
          }
        }
        // Cut by an ancestor that hides its overflow (a scrolling box is fine).
        for (let up = el.parentElement; up && up !== box; up = up.parentElement) {
          const upStyle = getComputedStyle(up);
          if (!hides(upStyle)) continue;
          if (outside(r, up.getBoundingClientRect()) > 1) {
            problems.push(`${describe(el, text)} is cut off by its container`);
            break;
          }
        }
      }
    }
    return problems;
  }, root);
}
