// What the Storypath hand panel, a Title's slots and the spend chat card must
// show beyond cards-context.test.ts, by the rules: "A Title … has card slots:
// max(1, 5 − (mainCharacters − 1))"; "only Main characters of the Title spend
// Title cards … spent Title cards are not replaced"; "if, on balance, it was
// to the character's detriment the player draws a replacement at once;
// otherwise it is not replaced"; "a blank card may also be spent to give a
// character a new Trait".
import { describe, expect, it } from "vitest";
import {
  giveChoices,
  handPanelContext,
  parseSpendState,
  spendCardContext,
  titleSlotsContext,
  type HandPanelInput,
  type SpendState,
  type TitleChoice,
} from "../../../../src/games/four-colors/cards/cards-context";
import {
  drawPlan,
  plainText,
  slotsAfterGive,
  traitNameProblem,
} from "../../../../src/games/four-colors/cards/cards-rules";

const L = "STORY_ENGINES.FourColors.Cards";
const mains = (n: number): string[] => Array.from({ length: n }, (_, i) => `Actor.o${i + 1}`);
const slot = (i: number) => ({ cardUuid: `Card.c${i}`, name: `Card ${i}` });

function panel(over: Partial<HandPanelInput> = {}): HandPanelInput {
  return {
    hasDeck: true,
    hand: { id: "Cards.h1", name: "Giulia's hand", cards: [] },
    handUserName: "Giulia",
    canAct: true,
    titles: [],
    startingCount: 3,
    startingDrawn: false,
    ...over,
  };
}

describe("the hand panel", () => {
  it("an empty hand: says so, counts nothing, still offers the starting draw", () => {
    const ctx = handPanelContext(panel());
    expect(ctx).toMatchObject({
      hasDeck: true,
      hasHand: true,
      handId: "Cards.h1",
      handName: "Giulia's hand",
      handUserName: "Giulia",
      cards: [],
      count: 0,
      empty: true,
      notice: `${L}.Panel.emptyHand`,
      starting: { show: true, count: 3, drawn: false },
    });
  });

  it("a hand with a card: no notice, not empty", () => {
    const ctx = handPanelContext(
      panel({ hand: { id: "Cards.h1", name: "H", cards: [{ id: "a", name: "A", img: "a.svg", text: "<p>x</p>" }] } }),
    );
    expect(ctx).toMatchObject({ count: 1, empty: false, notice: "" });
  });

  it("no hand yet: ids blank, no starting draw offered", () => {
    const ctx = handPanelContext(panel({ hand: null }));
    expect(ctx).toMatchObject({
      hasHand: false,
      handId: "",
      handName: "",
      notice: `${L}.Panel.noHand`,
      starting: { show: false, count: 3, drawn: false },
    });
  });

  it("the starting draw: offered only while some cards are due (one per diced Planet) and not yet drawn", () => {
    expect(handPanelContext(panel({ startingCount: 1 })).starting.show).toBe(true);
    expect(handPanelContext(panel({ startingCount: 0 })).starting.show).toBe(false);
    expect(handPanelContext(panel({ startingDrawn: true })).starting).toEqual({ show: false, count: 3, drawn: true });
    expect(handPanelContext(panel({ canAct: false })).starting.show).toBe(false);
    expect(handPanelContext(panel({ hasDeck: false })).starting.show).toBe(false);
  });

  it("a card may be given only when some Title, not necessarily the first, has an open slot", () => {
    const full: TitleChoice = { uuid: "Actor.t1", name: "Full", title: { mains: mains(5), slots: [slot(1)] } };
    const open: TitleChoice = { uuid: "Actor.t2", name: "Open", title: { mains: mains(4), slots: [slot(1)] } };
    const hand = { id: "Cards.h1", name: "H", cards: [{ id: "a", name: "A", img: "a.svg", text: "<p>x</p>" }] };
    expect(handPanelContext(panel({ hand, titles: [full, open] })).cards[0]?.canGive).toBe(true);
    expect(handPanelContext(panel({ hand, titles: [full] })).cards[0]?.canGive).toBe(false);
  });

  it("a card's text is shown whole up to 160 characters, cut with an ellipsis beyond", () => {
    const text = (n: number) => `<p>${"a".repeat(n)}</p>`;
    const shown = (n: number) =>
      handPanelContext(panel({ hand: { id: "h", name: "H", cards: [{ id: "a", name: "A", img: "", text: text(n) }] } }))
        .cards[0]?.text;
    expect(shown(160)).toBe("a".repeat(160));
    expect(shown(161)).toBe(`${"a".repeat(159)}…`);
  });
});

describe("a Title's slots: max(1, 5 − (mainCharacters − 1))", () => {
  it("two Mains: four slots, numbered from 1, the filled ones first", () => {
    const ctx = titleSlotsContext({ title: { mains: mains(2), slots: [slot(1)] }, viewerIsMain: true });
    expect(ctx).toMatchObject({ capacity: 4, filled: 1, open: 3, mains: 2 });
    expect(ctx.slots).toEqual([
      { index: 1, filled: true, name: "Card 1", cardUuid: "Card.c1", inPlay: false, canSpend: true },
      { index: 2, filled: false, name: "", cardUuid: "", inPlay: false, canSpend: false },
      { index: 3, filled: false, name: "", cardUuid: "", inPlay: false, canSpend: false },
      { index: 4, filled: false, name: "", cardUuid: "", inPlay: false, canSpend: false },
    ]);
  });

  it("the choices to give a card to: each open Title with its open slots", () => {
    const titles: TitleChoice[] = [
      { uuid: "Actor.t1", name: "One Main", title: { mains: mains(1), slots: [slot(1), slot(2)] } },
      { uuid: "Actor.t2", name: "Full", title: { mains: mains(5), slots: [slot(3)] } },
    ];
    expect(giveChoices(titles)).toEqual([{ uuid: "Actor.t1", name: "One Main", open: 3 }]);
  });
});

describe("the spend card's saved state", () => {
  const saved = {
    source: "hand",
    marking: "pending",
    actorName: "La Fenice",
    actorImg: "f.webp",
    cardName: "An Old Debt",
    cardImg: "c.svg",
    handId: "Cards.h1",
    handUserName: "Giulia",
    titleName: "The Lagoon",
    traitName: "Owes Bruno",
    replacementDrawn: true,
  };

  it("reads every field back", () => {
    expect(parseSpendState(saved)).toEqual(saved);
  });

  it("each source and each marking is accepted", () => {
    for (const source of ["hand", "title", "trait"]) expect(parseSpendState({ ...saved, source })?.source).toBe(source);
    for (const marking of ["pending", "detrimental", "beneficial"]) {
      expect(parseSpendState({ ...saved, marking })?.marking).toBe(marking);
    }
  });

  it("refuses what is not a spend; blanks what is not text", () => {
    expect(parseSpendState(null)).toBeNull();
    expect(parseSpendState("hand")).toBeNull();
    expect(parseSpendState({ ...saved, source: "deck" })).toBeNull();
    expect(parseSpendState({ ...saved, marking: "done" })).toBeNull();
    expect(parseSpendState({ source: "hand", marking: "beneficial", actorName: 3, replacementDrawn: "yes" })).toEqual({
      source: "hand",
      marking: "beneficial",
      actorName: "",
      actorImg: "",
      cardName: "",
      cardImg: "",
      handId: "",
      handUserName: "",
      titleName: "",
      traitName: "",
      replacementDrawn: false,
    });
  });
});

describe("the spend chat card", () => {
  const state = (over: Partial<SpendState>): SpendState => ({
    source: "hand",
    marking: "pending",
    actorName: "La Fenice",
    actorImg: "",
    cardName: "An Old Debt",
    cardImg: "",
    handId: "Cards.h1",
    handUserName: "Giulia",
    titleName: "",
    traitName: "",
    replacementDrawn: false,
    ...over,
  });

  it("a hand spend waits for the GM, who alone sees the marking buttons", () => {
    const gm = spendCardContext(state({}), true);
    expect(gm.titleKey).toBe(`${L}.Chat.spendTitle`);
    expect(gm.outcome).toEqual({
      tone: "neutral",
      labelKey: `${L}.Chat.pending`,
      detailKey: `${L}.Chat.pendingDetail`,
    });
    expect(gm.showGmControls).toBe(true);
    expect(spendCardContext(state({}), false).showGmControls).toBe(false);
  });

  it("beneficial: not replaced", () => {
    expect(spendCardContext(state({ marking: "beneficial" }), true)).toMatchObject({
      titleKey: `${L}.Chat.spendTitle`,
      showGmControls: false,
      outcome: { tone: "good", labelKey: `${L}.Chat.beneficial`, detailKey: `${L}.Chat.notReplaced` },
    });
  });

  it("detrimental: a replacement drawn at once, or the deck was empty", () => {
    expect(spendCardContext(state({ marking: "detrimental", replacementDrawn: true }), true).outcome).toEqual({
      tone: "bad",
      labelKey: `${L}.Chat.detrimental`,
      detailKey: `${L}.Chat.replacementDrawn`,
    });
    expect(spendCardContext(state({ marking: "detrimental" }), true).outcome.detailKey).toBe(`${L}.Chat.deckEmpty`);
  });

  it("a Title card that stands: spent, never replaced", () => {
    const ctx = spendCardContext(state({ source: "title", titleName: "The Lagoon", marking: "stands" }), true);
    expect(ctx).toMatchObject({
      titleKey: `${L}.Chat.spendTitleCardTitle`,
      titleName: "The Lagoon",
      showGmControls: false,
      outcome: { tone: "neutral", labelKey: `${L}.Chat.titleSpent`, detailKey: `${L}.Chat.titleNotReplaced` },
    });
  });

  it("a blank card for a Trait that stands: the Trait is added, the card discarded", () => {
    const ctx = spendCardContext(state({ source: "trait", traitName: "Owes Bruno", marking: "stands" }), true);
    expect(ctx).toMatchObject({
      titleKey: `${L}.Chat.spendTraitTitle`,
      traitName: "Owes Bruno",
      actorName: "La Fenice",
      cardName: "An Old Debt",
      handUserName: "Giulia",
      showGmControls: false,
      outcome: { tone: "good", labelKey: `${L}.Chat.traitGained`, detailKey: `${L}.Chat.traitDiscarded` },
    });
  });
});

describe("the card flow's edges", () => {
  it("a deck holding exactly the cards wanted is drawn from without reshuffling the discards", () => {
    expect(drawPlan(3, 5, 3)).toEqual({ reshuffle: false, draw: 3 });
  });

  it("a card's text is read without its markup, paragraphs and runs of spaces as one space", () => {
    expect(plainText("<p>Someone</p><p>from  the\n past.</p>")).toBe("Someone from the past.");
  });

  it("a Trait name of 80 characters is accepted, one more is refused", () => {
    expect(traitNameProblem("x".repeat(80))).toBeNull();
    expect(traitNameProblem("x".repeat(81))).toBe(`${L}.Problems.traitNameLong`);
  });

  it("giving a card to a Title with no open slot is refused, saying why", () => {
    const full = { mains: mains(5), slots: [slot(1)] };
    expect(() => slotsAfterGive(full, slot(2))).toThrow(
      new RangeError("fourColors.slotsAfterGive: the Title has no open slot"),
    );
  });
});
