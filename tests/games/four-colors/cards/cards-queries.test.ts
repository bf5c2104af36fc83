/**
 * The GM-side query handlers re-check the asking user before moving cards.
 * Runs against small stand-ins for the documents (the fake Foundry has no
 * Cards), checking only what the handlers decide and which moves they ask for.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installFakeFoundry, uninstallFakeFoundry } from "../../../harness/fake-foundry";
import { cardsHandlers } from "../../../../src/games/four-colors/cards/gm-handlers";
import { guardedHandler, type RequestSpec } from "../../../../src/core/request-rules";
import { registerStoryguideRole } from "../storyguide-role";

interface FakeUser {
  id: string;
  name: string;
  isGM: boolean;
  active: boolean;
}

const users: Record<string, FakeUser> = {
  gm: { id: "gm", name: "GM", isGM: true, active: true },
  ann: { id: "ann", name: "Ann", isGM: false, active: true },
  bob: { id: "bob", name: "Bob", isGM: false, active: true },
};

const owns = (owners: string[]) => (user: FakeUser) => user.isGM || owners.includes(user.id);

class FakeCard {
  constructor(
    public id: string,
    public name: string,
    public parent: FakeStack | null = null,
  ) {}
  get uuid() {
    return `Cards.${this.parent?.id}.Card.${this.id}`;
  }
  img = "card.svg";
  face = 0;
  get faces() {
    return [
      {
        name: this.name,
        text: this.name.startsWith("Blank") ? "<p>A blank Storypath Card.</p>" : "<p>Written.</p>",
        img: "card.svg",
      },
    ];
  }
  description = "";
}

class FakeStack {
  cards = new Map<string, FakeCard>();
  moves: { to: string; ids: string[] }[] = [];
  constructor(
    public id: string,
    public type: "deck" | "hand" | "pile",
    public name: string,
    public flags: Record<string, unknown>,
    public owners: string[] = [],
    cardNames: string[] = [],
  ) {
    cardNames.forEach((n, i) => this.cards.set(`${id}c${i}`, new FakeCard(`${id}c${i}`, n, this)));
  }
  get availableCards() {
    return [...this.cards.values()];
  }
  getFlag(_scope: string, key: string) {
    return this.flags[key];
  }
  async setFlag(_scope: string, key: string, value: unknown) {
    this.flags[key] = value;
    return this;
  }
  testUserPermission(user: FakeUser) {
    return owns(this.owners)(user);
  }
  async pass(to: FakeStack, ids: string[]) {
    this.moves.push({ to: to.id, ids });
    const moved = ids.map((id) => {
      const card = this.cards.get(id) as FakeCard;
      this.cards.delete(id);
      card.parent = to;
      to.cards.set(id, card);
      return card;
    });
    return moved;
  }
  async draw(from: FakeStack, n: number) {
    return from.pass(this, [...from.cards.keys()].slice(0, n));
  }
  async shuffle() {
    return this;
  }
}

class FakeActor {
  documentName = "Actor";
  flags: Record<string, unknown> = {};
  updates: Record<string, unknown>[] = [];
  items: Record<string, unknown>[] = [];
  constructor(
    public uuid: string,
    public type: string,
    public name: string,
    public system: Record<string, unknown>,
    public owners: string[],
  ) {}
  img = "actor.svg";
  testUserPermission(user: FakeUser) {
    return owns(this.owners)(user);
  }
  getFlag(_scope: string, key: string) {
    return this.flags[key];
  }
  async setFlag(_scope: string, key: string, value: unknown) {
    this.flags[key] = value;
    return this;
  }
  async update(data: Record<string, unknown>) {
    this.updates.push(data);
    return this;
  }
  async createEmbeddedDocuments(_name: string, data: Record<string, unknown>[]) {
    this.items.push(...data);
    return data;
  }
}

const runningIssue = (characters: string[]) => ({
  number: 1,
  title: "",
  running: true,
  characters,
  pages: [],
  spent: [],
});

let deck: FakeStack;
let discard: FakeStack;
let annHand: FakeStack;
let omega: FakeActor;
let title: FakeActor;
let fullTitle: FakeActor;
let messages: Record<string, unknown>[];

/** As core runs a request: its declared rule first (src/core/request-rules.ts), then the handler. */
const ask = (name: string, user: string, data: Record<string, unknown>) => {
  const spec = cardsHandlers[name];
  if (!spec) throw new Error(`no handler ${name}`);
  return guardedHandler(spec, (h) => h)(
    { ...data, userId: user },
    { user: users[user] as unknown as User },
  ) as Promise<{
    ok: boolean;
    reason?: string;
    count?: number;
  }>;
};

beforeEach(() => {
  installFakeFoundry();
  registerStoryguideRole({ setting: true });
  deck = new FakeStack(
    "deck",
    "deck",
    "Storypath Cards",
    { storypathDeck: true },
    [],
    ["D1", "D2", "D3", "D4", "D5", "D6"],
  );
  discard = new FakeStack("disc", "pile", "Discard", { storypathDiscard: true });
  annHand = new FakeStack(
    "hann",
    "hand",
    "Ann's hand",
    { storypathHandFor: "ann" },
    ["ann"],
    ["Blank Storypath Card 1", "An Old Debt"],
  );
  omega = new FakeActor(
    "Actor.o1",
    "fourColorsOmega",
    "The Cardinal",
    { planets: { known: 8, passion: null, dynamic: 6, static: 6, lost: 20 } },
    ["ann"],
  );
  // "The Watch": a running Issue in which only Actor.o2 takes part; "Crowded": one with Ann's Omega.
  title = new FakeActor(
    "Actor.t1",
    "fourColorsTitle",
    "The Watch",
    { mains: ["Actor.o2"], slots: [], issues: [runningIssue(["Actor.o1", "Actor.o2"])] },
    [],
  );
  fullTitle = new FakeActor(
    "Actor.t2",
    "fourColorsTitle",
    "Crowded",
    {
      mains: ["Actor.o1", "b", "c", "d", "e"],
      slots: [{ cardUuid: "Card.z", name: "Z" }],
      issues: [runningIssue(["Actor.o1"])],
    },
    [],
  );
  const stacks = [deck, discard, annHand];
  const actors = [omega, title, fullTitle];
  messages = [];
  const g = globalThis as Record<string, unknown>;
  const game = g.game as Record<string, unknown>;
  game.users = {
    get: (id: string) => users[id],
    filter: (fn: (u: FakeUser) => boolean) => Object.values(users).filter(fn),
    map: <U>(fn: (u: FakeUser) => U) => Object.values(users).map(fn),
    activeGM: users.gm,
  };
  game.cards = {
    get: (id: string) => stacks.find((s) => s.id === id),
    find: (fn: (s: FakeStack) => boolean) => stacks.find(fn),
    documentClass: {
      create: async (data: { name: string; type: "pile"; flags: Record<string, Record<string, unknown>> }) => {
        const stack = new FakeStack(`new${stacks.length}`, data.type, data.name, data.flags["story-engines"] ?? {});
        stacks.push(stack);
        return stack;
      },
    },
  };
  game.actors = { filter: (fn: (a: FakeActor) => boolean) => actors.filter(fn) };
  game.i18n = { localize: (k: string) => k, format: (k: string) => k, has: () => true };
  g.fromUuid = async (uuid: string) => actors.find((a) => a.uuid === uuid) ?? null;
  g.fromUuidSync = (uuid: string) => actors.find((a) => a.uuid === uuid) ?? null;
  g.ChatMessage = {
    getSpeaker: () => ({}),
    create: async (data: Record<string, unknown>) => {
      messages.push(data);
      return data;
    },
  };
});

afterEach(() => {
  uninstallFakeFoundry();
  delete (globalThis as Record<string, unknown>).fromUuid;
  delete (globalThis as Record<string, unknown>).fromUuidSync;
});

describe("Storypath GM queries re-check the asking user", () => {
  it("a player cannot spend from someone else's hand", async () => {
    const result = await ask("four-colors.spendCard", "bob", {
      handId: "hann",
      cardId: "hannc1",
      actorUuid: "Actor.o1",
    });
    expect(result).toEqual({ ok: false, reason: "STORY_ENGINES.FourColors.Cards.Problems.notOwner", refused: true });
    expect(annHand.moves).toEqual([]);
  });

  it("the hand's owner plays a card: it stays in the hand, in play, and a pending chat card is posted", async () => {
    const result = await ask("four-colors.spendCard", "ann", {
      handId: "hann",
      cardId: "hannc1",
      actorUuid: "Actor.o1",
    });
    expect(result.ok).toBe(true);
    expect(annHand.moves).toEqual([]);
    expect(annHand.flags.storypathInPlay).toEqual(["hannc1"]);
    const flags = messages[0]?.flags as Record<string, Record<string, Record<string, unknown>>>;
    expect(flags["story-engines"]?.storypathSpend).toMatchObject({
      source: "hand",
      marking: "pending",
      cardName: "An Old Debt",
      handId: "hann",
      handUserName: "Ann",
      cardId: "hannc1",
      stackId: "hann",
    });
    // Played once: the same card cannot be played again while it waits.
    expect(
      await ask("four-colors.spendCard", "ann", { handId: "hann", cardId: "hannc1", actorUuid: "Actor.o1" }),
    ).toEqual({
      ok: false,
      reason: "STORY_ENGINES.FourColors.Cards.Problems.inPlay",
    });
    expect(messages).toHaveLength(1);
  });

  it("starting cards: one per diced Planet into the player's hand, once per Omega", async () => {
    const first = await ask("four-colors.drawStartingCards", "ann", { actorUuid: "Actor.o1" });
    expect(first).toEqual({ ok: true, count: 4 });
    expect(annHand.cards.size).toBe(6);
    expect(omega.flags.storypathStartingDrawn).toBe(true);
    const again = await ask("four-colors.drawStartingCards", "ann", { actorUuid: "Actor.o1" });
    expect(again).toEqual({ ok: false, reason: "STORY_ENGINES.FourColors.Cards.Problems.alreadyDrawn" });
    expect(annHand.cards.size).toBe(6);
  });

  it("a player who does not own the Omega cannot draw its starting cards", async () => {
    const result = await ask("four-colors.drawStartingCards", "bob", { actorUuid: "Actor.o1" });
    expect(result.ok).toBe(false);
    expect(omega.flags.storypathStartingDrawn).toBeUndefined();
  });

  it("giving to a Title fills an open slot and the giver draws a replacement", async () => {
    const result = await ask("four-colors.giveCardToTitle", "ann", {
      handId: "hann",
      cardId: "hannc1",
      titleUuid: "Actor.t1",
    });
    expect(result).toEqual({ ok: true, count: 1 });
    expect(title.updates[0]).toEqual({ "system.slots": [{ cardUuid: "Cards.new3.Card.hannc1", name: "An Old Debt" }] });
    expect(annHand.cards.size).toBe(2);
  });

  it("a Title without an open slot refuses the card", async () => {
    const result = await ask("four-colors.giveCardToTitle", "ann", {
      handId: "hann",
      cardId: "hannc1",
      titleUuid: "Actor.t2",
    });
    expect(result).toEqual({ ok: false, reason: "STORY_ENGINES.FourColors.Cards.Problems.noOpenSlot" });
    expect(annHand.moves).toEqual([]);
  });

  it("only a character taking part in the Title's running Issue spends its cards", async () => {
    title.system.issues = [runningIssue(["Actor.o2"])];
    const result = await ask("four-colors.spendTitleCard", "ann", {
      titleUuid: "Actor.t1",
      cardUuid: "Card.z",
      actorUuid: "Actor.o1",
    });
    expect(result).toEqual({ ok: false, reason: "STORY_ENGINES.FourColors.Cards.Problems.notInIssue" });
  });

  it("a Main plays a Title card: a pending chat card is posted; the slot holds it until the Storyguide lets it stand", async () => {
    const result = await ask("four-colors.spendTitleCard", "ann", {
      titleUuid: "Actor.t2",
      cardUuid: "Card.z",
      actorUuid: "Actor.o1",
    });
    expect(result.ok).toBe(true);
    expect(fullTitle.updates).toEqual([]);
    expect(annHand.cards.size).toBe(2);
    const flags = messages[0]?.flags as Record<string, Record<string, Record<string, unknown>>>;
    expect(flags["story-engines"]?.storypathSpend).toMatchObject({ source: "title", titleName: "Crowded" });
  });

  it("only a blank card is spent for a Trait, which becomes a trait descriptor on the Omega", async () => {
    const written = await ask("four-colors.spendCardForTrait", "ann", {
      handId: "hann",
      cardId: "hannc1",
      actorUuid: "Actor.o1",
      traitName: "Sly",
    });
    expect(written).toEqual({ ok: false, reason: "STORY_ENGINES.FourColors.Cards.Problems.notBlank" });
    const blank = await ask("four-colors.spendCardForTrait", "ann", {
      handId: "hann",
      cardId: "hannc0",
      actorUuid: "Actor.o1",
      traitName: " Sly ",
    });
    expect(blank.ok).toBe(true);
    // Added when the Storyguide lets the play stand; till then the blank card waits in the hand, in play.
    expect(omega.items).toEqual([]);
    expect(annHand.moves).toEqual([]);
    expect(annHand.flags.storypathInPlay).toEqual(["hannc0"]);
    const flags = messages[0]?.flags as Record<string, Record<string, Record<string, unknown>>>;
    expect(flags["story-engines"]?.storypathSpend).toMatchObject({
      source: "trait",
      traitName: "Sly",
      marking: "pending",
    });
  });
});

describe("the Storyguide marks a spend on its chat card (in the active GM's queue)", () => {
  const pending = {
    source: "hand",
    marking: "pending",
    actorName: "The Cardinal",
    actorImg: "",
    cardName: "An Old Debt",
    cardImg: "",
    handId: "hann",
    handUserName: "Ann",
    titleName: "",
    traitName: "",
    replacementDrawn: false,
  };
  let msg: { updates: Record<string, unknown>[]; flag: Record<string, unknown> };
  beforeEach(() => {
    const updates: Record<string, unknown>[] = [];
    const message = {
      documentName: "ChatMessage",
      uuid: "ChatMessage.m1",
      updates,
      flag: { ...pending } as Record<string, unknown>,
      getFlag: () => message.flag,
      update: async (data: Record<string, unknown>) => {
        updates.push(data);
        message.flag = data["flags.story-engines.storypathSpend"] as Record<string, unknown>;
        return undefined;
      },
    };
    msg = message;
    const g = globalThis as Record<string, unknown>;
    g.fromUuid = async (uuid: string) => (uuid === "ChatMessage.m1" ? message : null);
    g.fromUuidSync = (uuid: string) => (uuid === "ChatMessage.m1" ? message : null);
  });
  /** As the active GM's queue runs it: the asking user known (a GM's own click, or the socket's sender). */
  const mark = (user: string, marking: unknown) =>
    guardedHandler(cardsHandlers["four-colors.markSpend"] as RequestSpec, (h) => h)(
      { messageUuid: "ChatMessage.m1", marking, userId: user },
      {
        timeout: 1000,
        user: users[user],
      } as never,
    ) as Promise<{ ok: boolean; reason?: string }>;

  it("detrimental: a replacement is drawn at once into that player's hand; the state is kept in the flags", async () => {
    expect(await mark("gm", "detrimental")).toEqual({ ok: true });
    expect(annHand.cards.size).toBe(3);
    expect(msg.updates[0]?.["flags.story-engines.storypathSpend"]).toMatchObject({
      marking: "detrimental",
      replacementDrawn: true,
    });
  });

  it("beneficial: no replacement", async () => {
    expect(await mark("gm", "beneficial")).toEqual({ ok: true });
    expect(annHand.cards.size).toBe(2);
    expect(msg.updates[0]?.["flags.story-engines.storypathSpend"]).toMatchObject({
      marking: "beneficial",
      replacementDrawn: false,
    });
  });

  it("a player cannot mark (refused on the GM side, nothing drawn)", async () => {
    expect(await mark("ann", "detrimental")).toEqual({
      ok: false,
      reason: "STORY_ENGINES.FourColors.Cards.Problems.notStoryguide",
      refused: true,
    });
    expect(msg.updates).toEqual([]);
    expect(annHand.cards.size).toBe(2);
  });

  it("a spend is marked once: a second marking (another GM's click) is refused and draws nothing", async () => {
    expect(await mark("gm", "detrimental")).toEqual({ ok: true });
    expect(await mark("gm", "detrimental")).toEqual({
      ok: false,
      reason: "STORY_ENGINES.FourColors.Cards.Problems.alreadyMarked",
    });
    expect(annHand.cards.size).toBe(3);
    expect(msg.updates).toHaveLength(1);
  });

  it("a marking that is neither detrimental nor beneficial is refused", async () => {
    expect(await mark("gm", "pending")).toEqual({
      ok: false,
      reason: "STORY_ENGINES.FourColors.Cards.Problems.badRequest",
    });
    expect(msg.updates).toEqual([]);
  });
});
