import { describe, expect, it } from "vitest";
import {
  awaitsMarking,
  canGiveToTitle,
  canMarkSpend,
  canSpendTitleCard,
  dicelessStartingCount,
  drawPlan,
  filledSlots,
  handUserFor,
  panelHandFor,
  isBlankCard,
  isMainOf,
  mainOmegaOf,
  openSlots,
  plainText,
  replacementAfterGive,
  replacementAfterSpend,
  setupPlan,
  slotCapacity,
  slotsAfterGive,
  slotsAfterSpend,
  startingDraw,
  traitNameProblem,
  type TitleCards,
} from "../../../../src/games/four-colors/cards/cards-rules";
import { readPlanets } from "../../../../src/games/four-colors/data/omega";

const card = (n: number) => ({ cardUuid: `Cards.pile.Card.c${n}`, name: `Card ${n}` });
const mains = (n: number) => Array.from({ length: n }, (_, i) => `Actor.omega${i + 1}`);
const title = (mainCount: number, filled: number): TitleCards => ({
  mains: mains(mainCount),
  slots: Array.from({ length: filled }, (_, i) => card(i + 1)),
});

describe("Title slots: max(1, 5 − (mains − 1))", () => {
  it("one Main: five slots; each further Main takes one away, never below one", () => {
    expect(slotCapacity(title(1, 0))).toBe(5);
    expect(slotCapacity(title(2, 0))).toBe(4);
    expect(slotCapacity(title(3, 0))).toBe(3);
    expect(slotCapacity(title(5, 0))).toBe(1);
    expect(slotCapacity(title(7, 0))).toBe(1);
  });

  it("open slots are the capacity less the filled slots, never negative", () => {
    expect(openSlots(title(1, 0))).toBe(5);
    expect(openSlots(title(3, 2))).toBe(1);
    expect(openSlots(title(3, 3))).toBe(0);
    // A Main joined after the slots filled up: overfull, no open slot.
    expect(openSlots(title(4, 3))).toBe(0);
  });

  it("an entry without a card is an open slot, not a filled one", () => {
    const t: TitleCards = { mains: mains(1), slots: [card(1), { cardUuid: "", name: "" }] };
    expect(filledSlots(t.slots)).toHaveLength(1);
    expect(openSlots(t)).toBe(4);
  });

  it("a card can be given only to a Title with an open slot", () => {
    expect(canGiveToTitle(title(2, 3))).toBe(true);
    expect(canGiveToTitle(title(2, 4))).toBe(false);
    expect(canGiveToTitle(title(5, 1))).toBe(false);
  });

  it("giving fills a slot; a full Title refuses", () => {
    const after = slotsAfterGive(title(2, 1), card(9));
    expect(after).toEqual([card(1), card(9)]);
    expect(() => slotsAfterGive(title(5, 1), card(9))).toThrow(RangeError);
  });

  it("spending a Title card frees its slot", () => {
    expect(slotsAfterSpend(title(1, 3), card(2).cardUuid)).toEqual([card(1), card(3)]);
  });
});

describe("who spends Title cards", () => {
  it("only Main characters of the Title spend its cards", () => {
    const t = title(2, 2);
    expect(canSpendTitleCard({ isMain: true }, t, card(1).cardUuid)).toBe(true);
    expect(canSpendTitleCard({ isMain: false }, t, card(1).cardUuid)).toBe(false);
  });

  it("only a card that is in one of the Title's slots", () => {
    expect(canSpendTitleCard({ isMain: true }, title(2, 2), card(7).cardUuid)).toBe(false);
  });

  it("isMainOf / mainOmegaOf read the Title's Main characters", () => {
    const t = title(2, 0);
    expect(isMainOf(t, "Actor.omega2")).toBe(true);
    expect(isMainOf(t, "Actor.omega9")).toBe(false);
    expect(isMainOf(t, "")).toBe(false);
    expect(mainOmegaOf(t, ["Actor.omega9", "Actor.omega2"])).toBe("Actor.omega2");
    expect(mainOmegaOf(t, ["Actor.omega9"])).toBeNull();
  });
});

describe("replacements", () => {
  it("a spend to the character's detriment is replaced at once", () => {
    expect(replacementAfterSpend("detrimental")).toBe(1);
    expect(replacementAfterSpend("detrimental", "hand")).toBe(1);
  });

  it("a spend that was not to the character's detriment is not replaced", () => {
    expect(replacementAfterSpend("beneficial")).toBe(0);
    expect(replacementAfterSpend("pending")).toBe(0);
  });

  it("spent Title cards are not replaced, whatever the marking", () => {
    expect(replacementAfterSpend("detrimental", "title")).toBe(0);
  });

  it("a blank card spent for a Trait is not replaced", () => {
    expect(replacementAfterSpend("detrimental", "trait")).toBe(0);
  });

  it("moving a card to a Title's open slot: the giver draws a replacement", () => {
    expect(replacementAfterGive()).toBe(1);
  });
});

describe("the GM's marking", () => {
  it("every play waits for the Storyguide (or a veto), once", () => {
    expect(awaitsMarking({ source: "hand", marking: "pending" })).toBe(true);
    expect(awaitsMarking({ source: "hand", marking: "beneficial" })).toBe(false);
    expect(awaitsMarking({ source: "title", marking: "pending" })).toBe(true);
    expect(awaitsMarking({ source: "trait", marking: "pending" })).toBe(true);
    expect(awaitsMarking({ source: "title", marking: "stands" })).toBe(false);
    expect(awaitsMarking({ source: "hand", marking: "vetoed" })).toBe(false);
  });

  it("only a GM marks", () => {
    expect(canMarkSpend({ source: "hand", marking: "pending" }, true)).toBe(true);
    expect(canMarkSpend({ source: "hand", marking: "pending" }, false)).toBe(false);
    expect(canMarkSpend({ source: "hand", marking: "detrimental" }, true)).toBe(false);
  });
});

describe("starting cards", () => {
  it("one card per diced (non-Wed) Planet", () => {
    expect(startingDraw({ known: 8, passion: null, dynamic: 6, static: 6, lost: 20 }, false)).toBe(4);
    expect(startingDraw({ known: 4, passion: null, dynamic: null, static: null, lost: 10 }, false)).toBe(2);
  });

  it("once per Omega", () => {
    expect(startingDraw({ known: 8, passion: null, dynamic: 6, static: 6, lost: 20 }, true)).toBe(0);
  });

  it("reads the Omega's Planets (Wed stored as null) with the data folder's reader", () => {
    const planets = readPlanets({ known: 8, passion: null, dynamic: 6, static: 6, lost: 20 });
    expect(planets).toEqual({ known: 8, passion: null, dynamic: 6, static: 6, lost: 20 });
    expect(startingDraw(planets, false)).toBe(4);
  });
});

describe("drawing from the deck", () => {
  it("draws from the deck when it holds enough", () => {
    expect(drawPlan(10, 3, 4)).toEqual({ reshuffle: false, draw: 4 });
  });

  it("shuffles the discard pile back when the deck runs short", () => {
    expect(drawPlan(1, 5, 3)).toEqual({ reshuffle: true, draw: 3 });
    expect(drawPlan(0, 1, 3)).toEqual({ reshuffle: true, draw: 1 });
  });

  it("draws what there is when both run out", () => {
    expect(drawPlan(1, 0, 3)).toEqual({ reshuffle: false, draw: 1 });
    expect(drawPlan(0, 0, 1)).toEqual({ reshuffle: false, draw: 0 });
  });
});

describe("blank cards and Traits", () => {
  it("a card with the shipped blank text (or no text) is blank and wild", () => {
    expect(isBlankCard({ text: "<p>A blank Storypath Card. Blank cards are wild: …</p>" })).toBe(true);
    expect(isBlankCard({ text: "" })).toBe(true);
    expect(isBlankCard({ text: "<p> </p>" })).toBe(true);
  });

  it("a card the GM wrote a suggestion on is not blank", () => {
    expect(isBlankCard({ text: "<p>Someone from the past turns up.</p>" })).toBe(false);
  });

  it("a new Trait needs a name", () => {
    expect(traitNameProblem("  ")).toBe("STORY_ENGINES.FourColors.Cards.Problems.traitNameEmpty");
    expect(traitNameProblem("x".repeat(81))).toBe("STORY_ENGINES.FourColors.Cards.Problems.traitNameLong");
    expect(traitNameProblem("Knows Every Alley")).toBeNull();
  });
});

describe("hands and setup", () => {
  it("a player acts with their own hand; a GM with the hand of the Omega's player", () => {
    expect(handUserFor({ id: "p1", isGM: false }, ["p2"])).toBe("p1");
    expect(handUserFor({ id: "gm", isGM: true }, ["p2", "p3"])).toBe("p2");
    expect(handUserFor({ id: "gm", isGM: true }, [])).toBeNull();
  });

  it("a character's panel shows its own player's hand, whole to that player alone, only its size to others", () => {
    // Ann looks at her own Omega: her hand, revealed.
    expect(panelHandFor({ id: "ann", isGM: false }, ["ann"])).toEqual({ handUserId: "ann", revealed: true });
    // Ann looks at Bob's Omega (she has OBSERVER): Bob's hand, not hers, and not its cards.
    expect(panelHandFor({ id: "ann", isGM: false }, ["bob"])).toEqual({ handUserId: "bob", revealed: false });
    // A character two players share: each sees their own hand on it.
    expect(panelHandFor({ id: "bob", isGM: false }, ["ann", "bob"])).toEqual({ handUserId: "bob", revealed: true });
    // A GM sees how many cards the first player's hand holds, not the cards (the digest: only its player).
    expect(panelHandFor({ id: "gm", isGM: true }, ["bob", "ann"])).toEqual({ handUserId: "bob", revealed: false });
    // Nobody plays it: no hand.
    expect(panelHandFor({ id: "ann", isGM: false }, [])).toEqual({ handUserId: null, revealed: false });
    expect(panelHandFor({ id: "gm", isGM: true }, [])).toEqual({ handUserId: null, revealed: false });
  });

  it("setup offers the deck when missing and makes the pile and the missing hands", () => {
    expect(
      setupPlan({
        hasDeck: false,
        hasDiscard: false,
        players: [
          { id: "a", hasHand: true },
          { id: "b", hasHand: false },
        ],
      }),
    ).toEqual({ offerDeck: true, createDiscard: true, handsFor: ["b"] });
    expect(setupPlan({ hasDeck: true, hasDiscard: true, players: [{ id: "a", hasHand: true }] })).toEqual({
      offerDeck: false,
      createDiscard: false,
      handsFor: [],
    });
  });
});

describe("edges of the card rules", () => {
  it("a Diceless Main's starting cards: the GM's whole number 0–10, else one", () => {
    expect([0, 3, 10].map((n) => dicelessStartingCount(n))).toEqual([0, 3, 10]);
    expect([-1, 11, 2.5, "4", null].map((n) => dicelessStartingCount(n))).toEqual([1, 1, 1, 1, 1]);
    expect(dicelessStartingCount(undefined, 2)).toBe(2);
  });

  it("a slot with an empty or missing card UUID is open", () => {
    const slots = [{ cardUuid: "Card.a", name: "A" }, { cardUuid: "", name: "" }, { name: "?" } as never];
    expect(filledSlots(slots)).toEqual([{ cardUuid: "Card.a", name: "A" }]);
  });

  it("no Omega (an empty UUID) is a Main, even of a Title listing an empty entry", () => {
    expect(isMainOf({ mains: [""] }, "")).toBe(false);
    expect(isMainOf({ mains: ["Actor.a"] }, "Actor.b")).toBe(false);
  });

  it("giving to a full Title is refused with its reason", () => {
    const full: TitleCards = { mains: ["a", "b", "c", "d", "e"], slots: [{ cardUuid: "Card.x", name: "X" }] };
    expect(() => slotsAfterGive(full, { cardUuid: "Card.y", name: "Y" })).toThrow(
      "fourColors.slotsAfterGive: the Title has no open slot",
    );
  });

  it("drawing exactly what the deck holds needs no reshuffle", () => {
    expect(drawPlan(3, 5, 3)).toEqual({ reshuffle: false, draw: 3 });
  });

  it("plain text: tags become spaces, runs of white space one space", () => {
    expect(plainText("<p>A</p><p>blank  card</p>")).toBe("A blank card");
    expect(plainText("a\n\n  b")).toBe("a b");
  });

  it("a Trait name of 80 characters is kept; 81 is too long", () => {
    expect(traitNameProblem("x".repeat(80))).toBeNull();
    expect(traitNameProblem("x".repeat(81))).toBe("STORY_ENGINES.FourColors.Cards.Problems.traitNameLong");
  });
});
