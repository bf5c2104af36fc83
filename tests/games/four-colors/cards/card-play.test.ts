/**
 * A Storypath card played and vetoed, pure (card-play.ts). The book: "Any
 * player gets veto power over a card used directly on her character, and the
 * SG gets final veto over all card plays"; the digest's round-4 decision: a
 * vetoed card goes back to its hand, only an unvetoed play is discarded and
 * replaced. The veto comes before the ruling: "any player gets veto power
 * over a card used directly on her character … the SG gets final veto over
 * all card plays" — the SG marks how it was spent once the player has let it
 * stand (or is not connected to decide).
 */
import { describe, expect, it } from "vitest";
import {
  absentVetoers,
  applyPlayDecision,
  awaitedVetoers,
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
// Everyone connected; and the same table with Bob away.
const ALL = ["sue", "bob", "ann", "cy"];
const BOB_AWAY = ["sue", "ann", "cy"];
// Bob has let it stand on his character.
const acceptedByBob: PlayState = { ...onBob, accepted: ["bob"] };

describe("who may veto a card play", () => {
  it("the players of the character it was played on, never the one who played it", () => {
    expect(vetoersOf(["bob"], "ann")).toEqual(["bob"]);
    expect(vetoersOf(["ann"], "ann")).toEqual([]);
    expect(vetoersOf(["ann", "bob", "bob"], "ann")).toEqual(["bob"]);
    expect(vetoersOf([], "ann")).toEqual([]);
  });

  it("a play on Bob's character awaits Bob first: he vetoes or accepts it; the Storyguide may only veto meanwhile", () => {
    expect(playDecisionsFor(onBob, bob, ALL)).toEqual(["accept", "veto"]);
    expect(playDecisionsFor(onBob, sg, ALL)).toEqual(["veto"]);
    expect(playDecisionsFor(onBob, ann, ALL)).toEqual([]);
    expect(playDecisionsFor(onBob, cy, ALL)).toEqual([]);
    expect(awaitedVetoers(onBob, ALL, "sue")).toEqual(["bob"]);
    // Bob let it stand: the Storyguide now marks how it was spent (or still vetoes: "final veto"); Bob is done.
    expect(playDecisionsFor(acceptedByBob, sg, ALL)).toEqual(["detrimental", "beneficial", "veto"]);
    expect(playDecisionsFor(acceptedByBob, bob, ALL)).toEqual([]);
    expect(awaitedVetoers(acceptedByBob, ALL, "sue")).toEqual([]);
  });

  it("nothing waits on a player who is not connected: the Storyguide marks at once, and Bob may still decide", () => {
    expect(awaitedVetoers(onBob, BOB_AWAY, "sue")).toEqual([]);
    expect(absentVetoers(onBob, BOB_AWAY)).toEqual(["bob"]);
    expect(absentVetoers(acceptedByBob, BOB_AWAY)).toEqual([]);
    expect(playDecisionsFor(onBob, sg, BOB_AWAY)).toEqual(["detrimental", "beneficial", "veto"]);
    expect(playDecisionsFor(onBob, bob, BOB_AWAY)).toEqual(["accept", "veto"]);
  });

  it("a play with nobody to wait for goes to the Storyguide at once; a Storyguide who is the target's player marks", () => {
    // A Title card or a Trait: the Storyguide lets it stand (nothing is replaced) or vetoes it.
    expect(playDecisionsFor({ source: "title", marking: "pending", vetoers: [] }, sg, ALL)).toEqual(["stands", "veto"]);
    expect(playDecisionsFor({ source: "trait", marking: "pending", vetoers: [] }, sg, ALL)).toEqual(["stands", "veto"]);
    expect(playDecisionsFor({ source: "title", marking: "pending", vetoers: ["bob"] }, bob, ALL)).toEqual([
      "accept",
      "veto",
    ]);
    // Sue, the Storyguide, plays Renaissance Man too: her marking is her decision as its player.
    expect(playDecisionsFor({ ...onBob, vetoers: ["sue"] }, sg, ALL)).toEqual(["detrimental", "beneficial", "veto"]);
    // Settled: nobody decides again.
    for (const marking of ["detrimental", "beneficial", "stands", "vetoed"] as const) {
      expect(playDecisionsFor({ ...onBob, marking }, sg, ALL)).toEqual([]);
      expect(playDecisionsFor({ ...onBob, marking }, bob, ALL)).toEqual([]);
    }
  });
});

describe("settling a play", () => {
  it("Bob vetoes the card played on his character: it is vetoed, by Bob, and nothing else can happen to it", () => {
    const vetoed = applyPlayDecision(onBob, "veto", bob, ALL);
    expect(vetoed).toEqual({ ok: true, state: { ...onBob, marking: "vetoed", decidedBy: "Bob" } });
    if (!vetoed.ok) return;
    expect(applyPlayDecision(vetoed.state, "detrimental", sg, ALL)).toEqual({ ok: false, reason: "alreadyMarked" });
    expect(applyPlayDecision(vetoed.state, "veto", sg, ALL)).toEqual({ ok: false, reason: "alreadyMarked" });
    expect(applyPlayDecision(vetoed.state, "accept", bob, ALL)).toEqual({ ok: false, reason: "alreadyMarked" });
  });

  it("the Storyguide's ruling waits for Bob: refused before he decides, taken once he accepts", () => {
    expect(applyPlayDecision(onBob, "beneficial", sg, ALL)).toEqual({ ok: false, reason: "awaitsVetoer" });
    const accepted = applyPlayDecision(onBob, "accept", bob, ALL);
    // Accepting settles nothing: the play still awaits the Storyguide's marking, and no one is named as deciding.
    expect(accepted).toEqual({ ok: true, state: { ...onBob, accepted: ["bob"] } });
    if (!accepted.ok) return;
    expect(applyPlayDecision(accepted.state, "accept", bob, ALL)).toEqual({ ok: false, reason: "alreadyAccepted" });
    expect(applyPlayDecision(accepted.state, "veto", bob, ALL)).toEqual({ ok: false, reason: "alreadyAccepted" });
    expect(applyPlayDecision(accepted.state, "beneficial", sg, ALL)).toEqual({
      ok: true,
      state: { ...onBob, accepted: ["bob"], marking: "beneficial", decidedBy: "Sue" },
    });
    // Bob away: the Storyguide need not wait.
    expect(applyPlayDecision(onBob, "detrimental", sg, BOB_AWAY)).toMatchObject({
      ok: true,
      state: { marking: "detrimental" },
    });
  });

  it("only the Storyguide settles; only a vetoer vetoes or accepts; the Storyguide's veto needs no one's leave", () => {
    expect(applyPlayDecision(acceptedByBob, "detrimental", bob, ALL)).toEqual({ ok: false, reason: "notStoryguide" });
    expect(applyPlayDecision(onBob, "veto", ann, ALL)).toEqual({ ok: false, reason: "notVetoer" });
    expect(applyPlayDecision(onBob, "accept", ann, ALL)).toEqual({ ok: false, reason: "notVetoer" });
    expect(applyPlayDecision(onBob, "accept", sg, ALL)).toEqual({ ok: false, reason: "notVetoer" });
    expect(applyPlayDecision(acceptedByBob, "stands", sg, ALL)).toEqual({ ok: false, reason: "notStoryguide" });
    expect(applyPlayDecision(onBob, "veto", sg, ALL)).toMatchObject({ ok: true, state: { marking: "vetoed" } });
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
    expect(["detrimental", "beneficial", "stands", "veto", "accept"].every(isPlayDecision)).toBe(true);
    expect(["vetoed", "pending", "", null, 1].some(isPlayDecision)).toBe(false);
    expect(markingOf("veto")).toBe("vetoed");
    expect(markingOf("stands")).toBe("stands");
    expect(markingOf("accept")).toBe("pending");
  });
});
