// GM-only content (tools/lib/gm-only.mjs): inside a compendium Foundry judges
// a document by the pack's ownership, so a secret must live in a pack players
// cannot observe. Checked statically over system.json and every pack source of
// every game; the pages keep their GM-only mark (flag ⇔ own ownership NONE).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { listPackFiles, PACKS_DIR } from "../../tools/lib/pack-writer.mjs";
import {
  gmOnlyPage,
  gmOnlyProblems,
  isMarkedGmOnly,
  NONE,
  OBSERVER,
  packLeaks,
  playerPackLevel,
} from "../../tools/lib/gm-only.mjs";

interface Page {
  name: string;
  ownership?: Record<string, number>;
  flags?: Record<string, unknown>;
  text?: { content: string };
}
interface Doc {
  name: string;
  flags?: Record<string, unknown>;
  pages?: Page[];
}
interface PackEntry {
  name: string;
  type: string;
  ownership?: Record<string, string>;
}

const manifest = JSON.parse(readFileSync(join(process.cwd(), "system.json"), "utf8")) as { packs: PackEntry[] };
const journalPacks = manifest.packs.filter((p) => p.type === "JournalEntry");
const open = (pack: PackEntry): boolean => playerPackLevel(pack) >= OBSERVER;

async function documents(pack: string): Promise<Doc[]> {
  return (await listPackFiles(pack)).map((rel) => JSON.parse(readFileSync(join(PACKS_DIR, rel), "utf8")) as Doc);
}

describe("GM-only content is in packs players cannot observe", () => {
  for (const pack of manifest.packs) {
    it(`${pack.name}: no GM-only or hidden document or page while players ${open(pack) ? "observe" : "cannot observe"} it`, async () => {
      expect(packLeaks(pack, await documents(pack.name))).toEqual([]);
    });
  }

  for (const pack of journalPacks) {
    it(`${pack.name}: a page is flagged GM-only exactly when its default ownership is NONE`, async () => {
      for (const journal of await documents(pack.name)) expect(gmOnlyProblems(journal)).toEqual([]);
    });

    it(`${pack.name}: no page warns of spoilers unless it is GM-only`, async () => {
      for (const journal of await documents(pack.name)) {
        for (const page of journal.pages ?? []) {
          const warns = /\bspoilers?\b|\bGM[- ]only\b/i.test(`${page.name} ${page.text?.content ?? ""}`);
          if (warns) expect(isMarkedGmOnly(page), `${journal.name} › ${page.name}`).toBe(true);
        }
      }
    });
  }

  it("venus-secrets is closed to players and trusted players, open to assistants, in the Venus Engine folder", () => {
    const secrets = manifest.packs.find((p) => p.name === "venus-secrets");
    expect(secrets?.ownership).toEqual({ PLAYER: "NONE", TRUSTED: "NONE", ASSISTANT: "OWNER" });
    expect(playerPackLevel(secrets ?? { ownership: {} })).toBe(NONE);
    const venus = (
      JSON.parse(readFileSync(join(process.cwd(), "system.json"), "utf8")) as {
        packFolders: { name: string; packs: string[] }[];
      }
    ).packFolders.find((f) => f.name === "Venus Engine");
    expect(venus?.packs).toContain("venus-secrets");
  });

  it("The King is Dead: The Whole Truth and every page from the seed's spoiler line on are in venus-secrets", async () => {
    const [king] = await documents("venus-adventures");
    const [secrets] = await documents("venus-secrets");
    const names = (doc: Doc | undefined): string[] => (doc?.pages ?? []).map((p) => p.name);
    expect(names(secrets)).toEqual([
      "The King is Dead",
      "Arian as a Player Character?",
      "The Whole Truth",
      "The King's Ritual",
    ]);
    expect(secrets?.pages?.[1]?.text?.content).toMatch(/Do not read beyond here/);
    for (const page of secrets?.pages?.slice(1) ?? []) expect(page.ownership?.default, page.name).toBe(NONE);
    expect(names(king)).not.toContain("The Whole Truth");
    for (const page of king?.pages ?? []) {
      expect(page.ownership?.default, page.name).toBe(-1);
      expect(page.text?.content ?? "", page.name).not.toMatch(/Do not read beyond here/);
    }
  });

  it("a player-facing pack's level: PLAYER, or Foundry's default OBSERVER, raised by TRUSTED", () => {
    expect(playerPackLevel({})).toBe(OBSERVER);
    expect(playerPackLevel({ ownership: { PLAYER: "LIMITED" } })).toBe(1);
    expect(playerPackLevel({ ownership: { PLAYER: "NONE", TRUSTED: "OBSERVER" } })).toBe(OBSERVER);
    expect(playerPackLevel({ ownership: { PLAYER: "NONE", ASSISTANT: "OWNER" } })).toBe(NONE);
  });

  it("the leak check catches a GM-only page or journal, and a hidden page, in a pack players observe", () => {
    const open = { name: "open", ownership: { PLAYER: "OBSERVER" } };
    const closed = { name: "closed", ownership: { PLAYER: "NONE" } };
    const secretPage = { name: "Truth", ...gmOnlyPage() };
    const limitedPage = { name: "Hint", ownership: { default: 1 } };
    const docs = [
      { name: "Adventure", pages: [{ name: "Hook", ownership: { default: -1 } }, secretPage, limitedPage] },
      { name: "Notes", flags: gmOnlyPage().flags, pages: [] },
    ];
    expect(packLeaks(open, docs)).toEqual([
      "open › Adventure › Truth: GM-only, in a pack players can observe",
      "open › Adventure › Hint: ownership 1, but players observe the pack",
      "open › Notes: GM-only, in a pack players can observe",
    ]);
    expect(packLeaks(closed, docs)).toEqual([]);
  });

  it("the mark check catches a flagged page that still inherits and a hidden page nobody flagged", () => {
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
