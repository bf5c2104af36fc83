// GM-only content: the convention for adventure secrets in pack sources.
//
// Inside a compendium Foundry judges a document — and its pages — by the
// PACK's ownership for the user's role (system.json `packs[].ownership`), not
// by the document's or the page's own: a page with ownership NONE in a pack
// players may observe is readable by every player. So a secret lives in a
// pack players cannot observe (PLAYER and TRUSTED below OBSERVER, e.g. the
// venus-secrets pack). Its pages still carry the GM-only mark — their own
// `ownership` `{default: 0}` (NONE) and the flag
// `flags["story-engines"].gmOnly = true` — so the intent is readable in the
// source and the page stays hidden if a GM imports the journal into a world.
// tests/packs/gm-only.test.ts checks every pack with packLeaks (no GM-only or
// below-OBSERVER document or page in a pack players observe) and
// gmOnlyProblems (flag ⇔ NONE). Generators set the mark with `gmOnly: true`
// on a page spec (tools/generate/venus-seed.mjs journalEntry).

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

/** CONST.DOCUMENT_OWNERSHIP_LEVELS by name, as system.json's pack ownership names them. */
export const LEVELS = { NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 };
/** CONST.DOCUMENT_OWNERSHIP_LEVELS.OBSERVER */
export const OBSERVER = 2;

/**
 * The level a player (role PLAYER or TRUSTED: a user holds every role up to
 * their own, and the highest level among them counts) has in a pack as
 * system.json declares it; a pack that names no level for PLAYER gives
 * Foundry's default, OBSERVER.
 * @param {{ownership?: Record<string, string>}} pack
 */
export function playerPackLevel(pack) {
  const own = pack.ownership ?? {};
  const player = LEVELS[/** @type {keyof typeof LEVELS} */ (own.PLAYER ?? "OBSERVER")] ?? OBSERVER;
  const trusted = own.TRUSTED === undefined ? NONE : (LEVELS[/** @type {keyof typeof LEVELS} */ (own.TRUSTED)] ?? NONE);
  return Math.max(player, trusted);
}

/** @param {{ownership?: Record<string, number>}} doc a document or page's explicit own level below OBSERVER, or null */
function hiddenLevel(doc) {
  const level = doc.ownership?.default;
  return typeof level === "number" && level >= NONE && level < OBSERVER ? level : null;
}

/**
 * Secrets that leak: in a pack players can observe, every document and page
 * is readable by them whatever its own ownership says. A document or page
 * marked GM-only, or a page whose own default level is below OBSERVER (not
 * INHERIT), there is a problem. (A top-level document's own `ownership` is
 * what an export carries and means nothing inside a pack; its GM-only mark
 * does.)
 * @param {{name: string, ownership?: Record<string, string>}} pack
 * @param {{name: string, flags?: object, pages?: {name: string, ownership?: Record<string, number>, flags?: object}[]}[]} docs
 * @returns {string[]}
 */
export function packLeaks(pack, docs) {
  if (playerPackLevel(pack) < OBSERVER) return [];
  const problems = [];
  for (const doc of docs) {
    if (isMarkedGmOnly(doc)) problems.push(`${pack.name} › ${doc.name}: GM-only, in a pack players can observe`);
    for (const page of doc.pages ?? []) {
      const where = `${pack.name} › ${doc.name} › ${page.name}`;
      const level = hiddenLevel(page);
      if (isMarkedGmOnly(page)) problems.push(`${where}: GM-only, in a pack players can observe`);
      else if (level !== null) problems.push(`${where}: ownership ${level}, but players observe the pack`);
    }
  }
  return problems;
}
