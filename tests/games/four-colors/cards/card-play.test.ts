/**
 * A Storypath card played and vetoed, pure (card-play.ts). The book: "Any
 * player gets veto power over a card used directly on her character, and the
 * SG gets final veto over all card plays"; the digest's round-4 decision: a
 * vetoed card goes back to its hand, only an unvetoed play is discarded and
 * replaced.
 */
import { describe, expect, it } from "vitest";
import {
  applyPlayDecision,
  isPlayDecision,
  markingOf,
  playDecisionsFor,
  playOutcome,
  vetoersOf,
  type PlayState,
} from "../../../../src/games/four-colors/cards/card-play";

const sg = { id: "sue", name: "Sue", isStoryguide: true };
const bob = { id: "bob", name: "Bob", isStoryguide: false };
const ann = { id: "ann", name: "Ann", isStoryguide: false };
const cy = { id: "cy", name: "Cy", isStoryguide: false };
// Ann plays "An Old Rival" on Bob's Renaissance Man.
const onBob: PlayState = { source: "hand", marking: "pending", vetoers: ["bob"] };

describe("who may veto a card play", () => {
  it("the players of the character it was played on, never the one who played it", () => {
    expect(vetoersOf(["bob"], "ann")).toEqual(["bob"]);
    expect(vetoersOf(["ann"], "ann")).toEqual([]);
    expect(vetoersOf(["ann", "bob", "bob"], "ann")).toEqual(["bob"]);
    expect(vetoersOf([], "ann")).toEqual([]);
  });

  it("the Storyguide settles or vetoes any play; the target's player only vetoes; anyone else does nothing", () => {
    expect(playDecisionsFor(onBob, sg)).toEqual(["detrimental", "beneficial", "veto"]);
    expect(playDecisionsFor(onBob, bob)).toEqual(["veto"]);
    expect(playDecisionsFor(onBob, ann)).toEqual([]);
    expect(playDecisionsFor(onBob, cy)).toEqual([]);
    // A Title card or a Trait: the Storyguide lets it stand (nothing is replaced) or vetoes it.
    expect(playDecisionsFor({ source: "title", marking: "pending", vetoers: [] }, sg)).toEqual(["stands", "veto"]);
    expect(playDecisionsFor({ source: "trait", marking: "pending", vetoers: [] }, sg)).toEqual(["stands", "veto"]);
    expect(playDecisionsFor({ source: "title", marking: "pending", vetoers: ["bob"] }, bob)).toEqual(["veto"]);
    // Settled: nobody decides again.
    for (const marking of ["detrimental", "beneficial", "stands", "vetoed"] as const)
      expect(playDecisionsFor({ ...onBob, marking }, sg)).toEqual([]);
  });
});

describe("settling a play", () => {
  it("Bob vetoes the card played on his character: it is vetoed, by Bob, and nothing else can happen to it", () => {
    const vetoed = applyPlayDecision(onBob, "veto", bob);
    expect(vetoed).toEqual({ ok: true, state: { ...onBob, marking: "vetoed", decidedBy: "Bob" } });
    if (!vetoed.ok) return;
    expect(applyPlayDecision(vetoed.state, "detrimental", sg)).toEqual({ ok: false, reason: "alreadyMarked" });
    expect(applyPlayDecision(vetoed.state, "veto", sg)).toEqual({ ok: false, reason: "alreadyMarked" });
  });

  it("only the Storyguide settles; only a vetoer vetoes", () => {
    expect(applyPlayDecision(onBob, "detrimental", bob)).toEqual({ ok: false, reason: "notStoryguide" });
    expect(applyPlayDecision(onBob, "veto", ann)).toEqual({ ok: false, reason: "notVetoer" });
    expect(applyPlayDecision(onBob, "stands", sg)).toEqual({ ok: false, reason: "notStoryguide" });
    expect(applyPlayDecision(onBob, "beneficial", sg)).toEqual({
      ok: true,
      state: { ...onBob, marking: "beneficial", decidedBy: "Sue" },
    });
    expect(applyPlayDecision(onBob, "veto", sg)).toMatchObject({ ok: true, state: { marking: "vetoed" } });
  });

  it("the card moves only for a play that stands; a vetoed card goes back where it was", () => {
    const none = { discard: false, replacement: 0, freeSlot: false, addTrait: false, log: false };
    expect(playOutcome({ source: "hand", marking: "vetoed" })).toEqual(none);
    expect(playOutcome({ source: "title", marking: "vetoed" })).toEqual(none);
    expect(playOutcome({ source: "trait", marking: "vetoed" })).toEqual(none);
    expect(playOutcome({ source: "hand", marking: "pending" })).toEqual(none);
    expect(playOutcome({ source: "hand", marking: "detrimental" })).toEqual({
      ...none,
      discard: true,
      replacement: 1,
      log: true,
    });
    expect(playOutcome({ source: "hand", marking: "beneficial" })).toEqual({ ...none, discard: true, log: true });
    expect(playOutcome({ source: "title", marking: "stands" })).toEqual({
      ...none,
      discard: true,
      freeSlot: true,
      log: true,
    });
    expect(playOutcome({ source: "trait", marking: "stands" })).toEqual({ ...none, discard: true, addTrait: true });
  });

  it("decision words", () => {
    expect(["detrimental", "beneficial", "stands", "veto"].every(isPlayDecision)).toBe(true);
    expect(["vetoed", "pending", "", null, 1].some(isPlayDecision)).toBe(false);
    expect(markingOf("veto")).toBe("vetoed");
    expect(markingOf("stands")).toBe("stands");
  });
});
