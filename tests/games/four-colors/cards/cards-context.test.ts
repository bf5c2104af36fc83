import { readFileSync } from "node:fs";
import { join } from "node:path";
import Handlebars from "handlebars";
import { describe, expect, it } from "vitest";
import {
  giveChoices,
  handPanelContext,
  parseSpendState,
  spendCardContext,
  titleSlotsContext,
  type CardFace,
  type HandPanelInput,
  type SpendState,
  type TitleChoice,
} from "../../../../src/games/four-colors/cards/cards-context";
import { cardGalleryEntries } from "../../../../src/games/four-colors/cards/gallery-part";
import { cardsDefinition } from "../../../../src/games/four-colors/cards/definition-part";
import { compileStrict, registerStrictPartial } from "../../../../tools/gallery/strict-handlebars.mjs";

const ROOT = join(__dirname, "../../../..");
const L = "STORY_ENGINES.FourColors.Cards";
const BLANK = "<p>A blank Storypath Card. Blank cards are wild.</p>";
const cards: CardFace[] = [
  { id: "a", name: "Blank Storypath Card 1", img: "i.svg", text: BLANK },
  { id: "b", name: "An Old Debt", img: "i.svg", text: "<p>Someone from the past.</p>" },
];
const openTitle: TitleChoice = {
  uuid: "Actor.t1",
  name: "Open",
  title: { mains: ["Actor.o1", "Actor.o2"], slots: [] },
};
const fullTitle: TitleChoice = {
  uuid: "Actor.t2",
  name: "Full",
  title: {
    mains: ["Actor.o1", "Actor.o2", "Actor.o3", "Actor.o4", "Actor.o5"],
    slots: [{ cardUuid: "Card.x", name: "X" }],
  },
};
const input = (over: Partial<HandPanelInput> = {}): HandPanelInput => ({
  hasDeck: true,
  hand: { id: "h1", name: "Storypath: Ann", cards },
  handUserName: "",
  canAct: true,
  titles: [openTitle],
  startingCount: 4,
  startingDrawn: true,
  ...over,
});
const spend: SpendState = {
  source: "hand",
  marking: "pending",
  actorName: "The Cardinal",
  actorImg: "",
  cardName: "An Old Debt",
  cardImg: "i.svg",
  handId: "h1",
  handUserName: "Ann",
  titleName: "",
  traitName: "",
  replacementDrawn: false,
};

describe("hand panel context", () => {
  it("every card can be spent; only blank cards can be spent for a Trait", () => {
    const ctx = handPanelContext(input());
    expect(ctx.cards.map((c) => [c.id, c.canSpend, c.canTrait, c.blank])).toEqual([
      ["a", true, true, true],
      ["b", true, false, false],
    ]);
    expect(ctx.cards[1]?.text).toBe("Someone from the past.");
  });

  it("Give to Title only when some Title has an open slot", () => {
    expect(handPanelContext(input()).cards.every((c) => c.canGive)).toBe(true);
    expect(handPanelContext(input({ titles: [fullTitle] })).cards.some((c) => c.canGive)).toBe(false);
    expect(giveChoices([openTitle, fullTitle])).toEqual([{ uuid: "Actor.t1", name: "Open", open: 4 }]);
  });

  it("someone who cannot act with the hand gets no buttons", () => {
    const ctx = handPanelContext(input({ canAct: false, startingDrawn: false }));
    expect(ctx.cards.some((c) => c.canSpend || c.canGive || c.canTrait)).toBe(false);
    expect(ctx.starting.show).toBe(false);
  });

  it("the starting draw is offered once, with one card per diced Planet", () => {
    expect(handPanelContext(input({ startingDrawn: false })).starting).toEqual({ show: true, count: 4, drawn: false });
    expect(handPanelContext(input()).starting.show).toBe(false);
    expect(handPanelContext(input({ startingDrawn: false, hand: null })).starting.show).toBe(false);
  });

  it("says why there are no cards", () => {
    expect(handPanelContext(input({ hasDeck: false })).notice).toBe("STORY_ENGINES.FourColors.Cards.Panel.noDeck");
    expect(handPanelContext(input({ hand: null })).notice).toBe("STORY_ENGINES.FourColors.Cards.Panel.noHand");
    expect(handPanelContext(input({ hand: { id: "h", name: "h", cards: [] } })).notice).toBe(
      "STORY_ENGINES.FourColors.Cards.Panel.emptyHand",
    );
  });
});

describe("Title slots context", () => {
  it("three Mains: three slots, filled ones first, then the open ones", () => {
    const ctx = titleSlotsContext({
      title: { mains: ["a", "b", "c"], slots: [{ cardUuid: "Card.1", name: "One" }] },
      viewerIsMain: true,
    });
    expect(ctx.capacity).toBe(3);
    expect(ctx.open).toBe(2);
    expect(ctx.slots.map((s) => [s.filled, s.canSpend])).toEqual([
      [true, true],
      [false, false],
      [false, false],
    ]);
  });

  it("no Spend button for a viewer who is not a Main", () => {
    const ctx = titleSlotsContext({
      title: { mains: ["a"], slots: [{ cardUuid: "Card.1", name: "One" }] },
      viewerIsMain: false,
    });
    expect(ctx.slots[0]?.canSpend).toBe(false);
  });

  it("an overfull Title shows every card it holds and no open slot", () => {
    const slots = [1, 2, 3].map((n) => ({ cardUuid: `Card.${n}`, name: `C${n}` }));
    const ctx = titleSlotsContext({ title: { mains: ["a", "b", "c", "d", "e"], slots }, viewerIsMain: true });
    expect(ctx.slots).toHaveLength(3);
    expect(ctx.open).toBe(0);
  });
});

describe("spend chat card context", () => {
  it("pending: the GM sees the marking buttons, nobody else does", () => {
    expect(spendCardContext(spend, true).showGmControls).toBe(true);
    expect(spendCardContext(spend, false).showGmControls).toBe(false);
  });

  it("marked: no more buttons; detrimental says a replacement was drawn", () => {
    const det = spendCardContext({ ...spend, marking: "detrimental", replacementDrawn: true }, true);
    expect(det.showGmControls).toBe(false);
    expect(det.outcome).toEqual({
      tone: "bad",
      labelKey: "STORY_ENGINES.FourColors.Cards.Chat.detrimental",
      detailKey: "STORY_ENGINES.FourColors.Cards.Chat.replacementDrawn",
    });
    const empty = spendCardContext({ ...spend, marking: "detrimental", replacementDrawn: false }, true);
    expect(empty.outcome.detailKey).toBe("STORY_ENGINES.FourColors.Cards.Chat.deckEmpty");
    const ben = spendCardContext({ ...spend, marking: "beneficial" }, true);
    expect(ben.outcome.detailKey).toBe("STORY_ENGINES.FourColors.Cards.Chat.notReplaced");
  });

  it("Title and Trait plays wait too: the Storyguide lets them stand (no Detrimental/Beneficial) or vetoes them", () => {
    for (const source of ["title", "trait"] as const) {
      const ctx = spendCardContext({ ...spend, source }, true);
      expect(ctx).toMatchObject({ showGmControls: true, marksHand: false });
      expect(ctx.outcome).toEqual({
        tone: "neutral",
        labelKey: `${L}.Chat.pending`,
        detailKey: `${L}.Chat.pendingStand`,
      });
    }
    expect(spendCardContext({ ...spend, source: "title", marking: "stands" }, true).showGmControls).toBe(false);
  });

  it("a vetoed play says the card goes back where it came from, and who vetoed it", () => {
    const hand = spendCardContext(
      { ...spend, marking: "vetoed", decidedBy: "Bob", targetName: "Renaissance Man" },
      true,
    );
    expect(hand).toMatchObject({ showGmControls: false, decidedBy: "Bob", targetName: "Renaissance Man" });
    expect(hand.outcome).toEqual({ tone: "neutral", labelKey: `${L}.Chat.vetoed`, detailKey: `${L}.Chat.vetoedHand` });
    const title = spendCardContext({ ...spend, source: "title", marking: "vetoed" }, true);
    expect(title.outcome.detailKey).toBe(`${L}.Chat.vetoedTitle`);
    const trait = spendCardContext({ ...spend, source: "trait", marking: "vetoed" }, true);
    expect(trait.outcome.detailKey).toBe(`${L}.Chat.vetoedHand`);
  });

  it("the state read back from message flags survives a round trip; junk is refused", () => {
    expect(parseSpendState(JSON.parse(JSON.stringify(spend)))).toEqual(spend);
    const played = {
      ...spend,
      cardId: "c1",
      stackId: "h1",
      actorUuid: "Actor.o1",
      titleUuid: "Actor.t1",
      targetUuid: "Actor.o2",
      targetName: "Renaissance Man",
      vetoers: ["bob"],
      decidedBy: "Sue",
      marking: "stands" as const,
    };
    expect(parseSpendState(JSON.parse(JSON.stringify(played)))).toEqual(played);
    expect(parseSpendState({ ...spend, marking: "vetoed", vetoers: ["bob", 3] })?.vetoers).toEqual(["bob"]);
    expect(parseSpendState({ source: "hand", marking: "maybe" })).toBeNull();
    expect(parseSpendState(undefined)).toBeNull();
  });
});

describe("templates render the contexts", () => {
  const lang = JSON.parse(readFileSync(join(ROOT, "lang/en.json"), "utf8")) as Record<string, unknown>;
  const lookup = (key: string): string | undefined => {
    const value = key
      .split(".")
      .reduce<unknown>((o, k) => (o && typeof o === "object" ? (o as Record<string, unknown>)[k] : undefined), lang);
    return typeof value === "string" ? value : undefined;
  };
  const hbs = Handlebars.create();
  hbs.registerHelper("localize", (key: string, options: { hash?: Record<string, unknown> }) => {
    const text = lookup(key);
    if (text === undefined) throw new Error(`missing lang key ${key}`);
    return text.replace(/\{(\w+)\}/g, (_, k: string) => String(options.hash?.[k] ?? `{${k}}`));
  });
  hbs.registerHelper("se-plural", (key: string, count: number) => `${key}.${count === 1 ? "one" : "other"}`);
  registerStrictPartial(
    hbs,
    "systems/story-engines/templates/core/card-header.hbs",
    readFileSync(join(ROOT, "templates/core/card-header.hbs"), "utf8"),
  );
  const render = (template: string, context: Record<string, unknown>) =>
    compileStrict(hbs, readFileSync(join(ROOT, "templates", template), "utf8"))(context);

  it("someone else's hand shows only how many cards it holds: no card, no button, no draw", () => {
    const ctx = handPanelContext(
      input({ revealed: false, handUserName: "Bob", startingDrawn: false, canSpendForCharacter: false }),
    );
    expect(ctx).toMatchObject({ hidden: true, count: 2, cards: [], canAct: false, handId: "", notice: "" });
    expect(ctx.starting.show).toBe(false);
    const html = render("four-colors/cards/hand-panel.hbs", ctx);
    expect(html).toContain("Bob holds 2 Storypath cards; only Bob sees them.");
    expect(html).not.toContain("An Old Debt");
    expect(html).not.toContain('data-action="storypathSpend"');
    expect(html).not.toContain('data-card-id="');
    const one = handPanelContext(
      input({ revealed: false, handUserName: "Bob", hand: { id: "h", name: "H", cards: [cards[1] as CardFace] } }),
    );
    expect(render("four-colors/cards/hand-panel.hbs", one)).toContain("Bob holds 1 Storypath card; only Bob sees it.");
    // The player's own: every card.
    expect(handPanelContext(input({ revealed: true })).cards.map((c) => c.name)).toEqual([
      "Blank Storypath Card 1",
      "An Old Debt",
    ]);
  });

  it("every gallery entry renders with no raw braces and every template is listed in the definition", () => {
    for (const entry of cardGalleryEntries()) {
      for (const part of entry.parts) {
        expect(cardsDefinition.templates).toContain(part.template);
        const html = render(part.template, part.context);
        expect(html).not.toMatch(/\{\{|\{\w+\}|STORY_ENGINES\./);
      }
    }
  });

  it("the pending spend card carries GM-only marking buttons; a marked one none", () => {
    const pending = render("four-colors/cards/spend-card.hbs", spendCardContext(spend, true));
    expect(pending).toContain('class="se-storypath-spend__controls se-gm-only"');
    expect(pending).toContain('data-storypath-mark="detrimental"');
    expect(pending).toContain("The Cardinal spends a Storypath card");
    const marked = render(
      "four-colors/cards/spend-card.hbs",
      spendCardContext({ ...spend, marking: "beneficial" }, true),
    );
    expect(marked).not.toContain("data-storypath-mark");
  });

  it("the hand panel names the actions the sheet wires", () => {
    const html = render("four-colors/cards/hand-panel.hbs", handPanelContext(input({ startingDrawn: false })));
    for (const action of ["storypathSpend", "storypathGive", "storypathTrait", "storypathDrawStarting"]) {
      expect(html).toContain(`data-action="${action}"`);
    }
    expect(html).toContain('data-hand-id="h1"');
    expect(html).toContain('data-card-id="a"');
  });

  it("the Title cards of the character's running Issue show on its own panel, with Spend only for whoever plays it", () => {
    const issueTitles = [
      {
        uuid: "Actor.t1",
        name: "The Watch",
        issue: 3,
        cards: [
          { cardUuid: "Cards.p.Card.c1", name: "A Rival" },
          { cardUuid: "", name: "lost" },
        ],
        isMain: true,
      },
    ];
    const mine = handPanelContext(input({ issueTitles, canSpendForCharacter: true }));
    expect(mine.issueTitles).toEqual([
      {
        uuid: "Actor.t1",
        name: "The Watch",
        issue: 3,
        guest: false,
        cards: [{ cardUuid: "Cards.p.Card.c1", name: "A Rival", canSpend: true, inPlay: false }],
      },
    ]);
    const html = render("four-colors/cards/hand-panel.hbs", mine);
    expect(html).toContain('data-title-uuid="Actor.t1"');
    expect(html).toContain('data-card-uuid="Cards.p.Card.c1"');
    expect(html).toContain('data-action="storypathSpendIssueCard"');
    // Someone looking at another player's character sees the cards, not the button.
    const theirs = handPanelContext(input({ issueTitles, canSpendForCharacter: false }));
    expect(theirs.issueTitles[0]?.cards[0]?.canSpend).toBe(false);
    expect(render("four-colors/cards/hand-panel.hbs", theirs)).not.toContain("storypathSpendIssueCard");
    // Not in any running Issue: nothing.
    expect(handPanelContext(input()).issueTitles).toEqual([]);
  });

  it("a guest of the Issue sees the Title's cards but no Spend, and is told only Main characters spend them", () => {
    const issueTitles = [
      { uuid: "Actor.t1", name: "The Watch", issue: 3, cards: [{ cardUuid: "C.c1", name: "A Rival" }], isMain: false },
    ];
    const guest = handPanelContext(input({ issueTitles, canSpendForCharacter: true }));
    expect(guest.issueTitles[0]?.guest).toBe(true);
    expect(guest.issueTitles[0]?.cards[0]?.canSpend).toBe(false);
    const html = render("four-colors/cards/hand-panel.hbs", guest);
    expect(html).not.toContain("storypathSpendIssueCard");
    expect(html).toContain("only the Title&#x27;s Main characters spend its cards");
  });

  it("a card the GM spent for a player's character says who spent it for whom; the player's own does not", () => {
    const forThem = render(
      "four-colors/cards/spend-card.hbs",
      spendCardContext({ ...spend, byUserName: "Gianni" }, false),
    );
    expect(forThem).toContain("Gianni spent it for The Cardinal.");
    expect(render("four-colors/cards/spend-card.hbs", spendCardContext(spend, false))).not.toContain("spent it for");
    expect(parseSpendState({ ...spend, byUserName: "Gianni" })?.byUserName).toBe("Gianni");
  });
});
