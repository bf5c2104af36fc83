// GM-only pages (tools/lib/gm-only.mjs): a page that gives an adventure away
// is flagged `flags["story-engines"].gmOnly` and has its own ownership NONE,
// so players, who have OBSERVER on every compendium, do not get it.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { listPackFiles, PACKS_DIR } from "../../tools/lib/pack-writer.mjs";
import { gmOnlyPage, gmOnlyProblems, isMarkedGmOnly, NONE } from "../../tools/lib/gm-only.mjs";

interface Page {
  name: string;
  ownership?: Record<string, number>;
  flags?: Record<string, unknown>;
  text?: { content: string };
}
interface Journal {
  name: string;
  pages?: Page[];
}

const manifest = JSON.parse(readFileSync(join(process.cwd(), "system.json"), "utf8")) as {
  packs: { name: string; type: string; ownership?: Record<string, string> }[];
};
const journalPacks = manifest.packs.filter((p) => p.type === "JournalEntry");

async function journals(pack: string): Promise<Journal[]> {
  return (await listPackFiles(pack)).map((rel) => JSON.parse(readFileSync(join(PACKS_DIR, rel), "utf8")) as Journal);
}

describe("GM-only journal pages", () => {
  it("every journal pack is one players can open, so secrets need page-level ownership", () => {
    expect(journalPacks.map((p) => p.name)).toContain("venus-adventures");
    for (const pack of journalPacks) expect(pack.ownership?.PLAYER).toBe("OBSERVER");
  });

  for (const pack of journalPacks) {
    it(`${pack.name}: a page is flagged GM-only exactly when its default ownership is NONE`, async () => {
      for (const journal of await journals(pack.name)) expect(gmOnlyProblems(journal)).toEqual([]);
    });

    it(`${pack.name}: no page warns of spoilers unless it is GM-only`, async () => {
      for (const journal of await journals(pack.name)) {
        for (const page of journal.pages ?? []) {
          const warns = /\bspoilers?\b|\bGM[- ]only\b/i.test(`${page.name} ${page.text?.content ?? ""}`);
          if (warns) expect(isMarkedGmOnly(page), `${journal.name} › ${page.name}`).toBe(true);
        }
      }
    });
  }

  it("The King is Dead: The Whole Truth and every page after the seed's spoiler line are GM-only", async () => {
    const [king] = await journals("venus-adventures");
    const pages = king?.pages ?? [];
    const spoilerAt = pages.findIndex((p) => /Do not read beyond here/.test(p.text?.content ?? ""));
    expect(pages[spoilerAt]?.name).toBe("Arian as a Player Character?");
    const hidden = pages.filter((p) => p.ownership?.default === NONE).map((p) => p.name);
    expect(hidden).toEqual(pages.slice(spoilerAt).map((p) => p.name));
    expect(hidden).toContain("The Whole Truth");
    for (const page of pages.slice(0, spoilerAt)) expect(page.ownership?.default, page.name).toBe(-1);
  });

  it("the check catches a flagged page that still inherits and a hidden page nobody flagged", () => {
    const flagged = { name: "Secret", ownership: { default: -1 }, flags: gmOnlyPage().flags };
    const unflagged = { name: "Hidden", ownership: { default: NONE }, flags: {} };
    const leaky = { name: "Leaky", ...gmOnlyPage(), ownership: { default: NONE, abc: 2 } };
    expect(gmOnlyProblems({ name: "J", pages: [flagged, unflagged, leaky, { name: "Public" }] })).toEqual([
      "J › Secret: GM-only page must have ownership.default 0 (NONE)",
      "J › Hidden: ownership NONE without flags.story-engines.gmOnly (mark the secret, or inherit)",
      "J › Leaky: GM-only page gives abc level 2",
    ]);
  });
});
