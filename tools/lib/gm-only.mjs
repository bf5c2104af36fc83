// GM-only pages: the convention for adventure secrets in pack sources.
//
// A compendium pack gives players OBSERVER (system.json), so every journal in
// it is readable by players. A page that gives the game away (a scenario's
// solution, what the Facilitator keeps hidden) is marked GM-only: its own
// `ownership` is `{default: 0}` (NONE), which overrides the INHERIT (-1) that
// the other pages use, so a player opening the journal does not get that page;
// and it carries the flag `flags["story-engines"].gmOnly = true`, so the
// intent is readable in the source and checked by tests/packs/gm-only.test.ts
// (flag ⇔ NONE, in every pack). Generators set it with `gmOnly: true` on a
// page spec (tools/generate/venus-seed.mjs journalEntry).

export const SYSTEM_ID = "story-engines";
/** CONST.DOCUMENT_OWNERSHIP_LEVELS.NONE */
export const NONE = 0;

/** The fields that make a JournalEntryPage GM-only (spread over the page). */
export function gmOnlyPage() {
  return { ownership: { default: NONE }, flags: { [SYSTEM_ID]: { gmOnly: true } } };
}

/** @param {{flags?: Record<string, any>}} page */
export function isMarkedGmOnly(page) {
  return page.flags?.[SYSTEM_ID]?.gmOnly === true;
}

/**
 * Problems with GM-only marking in one JournalEntry source document: a
 * flagged page must have default ownership NONE (and no user given more),
 * and a page with default NONE must be flagged (so nothing is hidden by
 * accident either).
 * @param {{name: string, pages?: {name: string, ownership?: Record<string, number>, flags?: object}[]}} journal
 * @returns {string[]}
 */
export function gmOnlyProblems(journal) {
  const problems = [];
  for (const page of journal.pages ?? []) {
    const where = `${journal.name} › ${page.name}`;
    const ownership = page.ownership ?? {};
    if (isMarkedGmOnly(page)) {
      if (ownership.default !== NONE)
        problems.push(`${where}: GM-only page must have ownership.default ${NONE} (NONE)`);
      for (const [who, level] of Object.entries(ownership)) {
        if (who !== "default" && level > NONE) problems.push(`${where}: GM-only page gives ${who} level ${level}`);
      }
    } else if (ownership.default === NONE) {
      problems.push(`${where}: ownership NONE without flags.${SYSTEM_ID}.gmOnly (mark the secret, or inherit)`);
    }
  }
  return problems;
}
