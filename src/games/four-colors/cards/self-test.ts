/**
 * In-Foundry self-test of the Storypath flow (Quench): on an Omega sheet, a
 * player's starting cards are drawn, one is spent (discarded, a chat card
 * asks the GM to mark it) and one given to a Title (a slot filled, a
 * replacement drawn) while an Issue of the Title runs, by clicking the
 * sheet's buttons as a user does; then a Diceless Main character draws its
 * starting cards (the GM's number), and once the GM ends the Issue from the
 * Title sheet the Title's cards are no longer offered. It needs a world
 * without Storypath stacks and with one player; it makes a deck, discard
 * pile, hand, Omega, Diceless character and Title of its own and deletes them.
 */
import { SYSTEM_ID } from "../../../core/game-definition";
import {
  clickAction,
  closeAppsOf,
  FLOW_TIMEOUT,
  waitFor,
  requireWorld,
  type QuenchContext,
  type SelfTestFlow,
} from "../../../core/self-test/quench-context";
import { startingStorypathCards } from "../../../rules/four-colors/storypath";
import { readPlanets } from "../data/omega";
import { replacementAfterGive } from "./cards-rules";
import { runningIndex, readIssues } from "./title-issues";
import { inPlayIds, usableTitleChoices } from "./storypath";
import {
  DICELESS_TYPE,
  findDeck,
  findDiscard,
  findTitlePile,
  FLAGS,
  OMEGA_TYPE,
  OWNER_LEVEL,
  STORYPATH_PACK,
  TITLE_TYPE,
  titleCardsOf,
} from "./storypath";

interface World {
  deck: Cards;
  discard: Cards;
  hand: Cards;
  omega: Actor;
  diceless: Actor;
  title: Actor;
  messagesBefore: Set<string>;
}

/** Make the flow's stacks and actors into `made` (so a failure half-way still cleans up); the world when complete. */
async function makeWorld(player: User, made: Partial<World>): Promise<World> {
  made.messagesBefore = new Set(game.messages.map((m) => m.id ?? ""));
  const pack = game.packs.get(STORYPATH_PACK);
  const [entry] = pack ? [...(await pack.getIndex())] : [];
  if (!pack || !entry) throw new Error(`The ${STORYPATH_PACK} pack has no deck`);
  made.deck = await game.cards.importFromCompendium(pack, entry._id, {
    flags: { [SYSTEM_ID]: { [FLAGS.deck]: true } },
  });
  const stack = (data: Record<string, unknown>) => game.cards.documentClass.create(data);
  made.discard = await stack({
    name: "Self-test discard",
    type: "pile",
    flags: { [SYSTEM_ID]: { [FLAGS.discard]: true } },
  });
  made.hand = await stack({
    name: "Self-test hand",
    type: "hand",
    ownership: { default: 0, [player.id]: OWNER_LEVEL },
    flags: { [SYSTEM_ID]: { [FLAGS.handFor]: player.id } },
  });
  made.omega = await Actor.create({
    name: "Self-test Omega",
    type: OMEGA_TYPE,
    ownership: { default: 0, [player.id]: OWNER_LEVEL },
    system: { planets: { known: 8, passion: 6, dynamic: 4, static: null, lost: null } },
  });
  made.diceless = await Actor.create({
    name: "Self-test Diceless",
    type: DICELESS_TYPE,
    ownership: { default: 0, [player.id]: OWNER_LEVEL },
    system: { rank: "major", startingCards: 2 },
  });
  const omegaUuid = made.omega?.uuid ?? "";
  // A running Issue with the Omega taking part: its player may give to the Title.
  made.title = await Actor.create({
    name: "Self-test Title",
    type: TITLE_TYPE,
    system: {
      mains: [omegaUuid],
      issues: [{ number: 1, title: "Self-test Issue", running: true, characters: [omegaUuid] }],
    },
  });
  const { deck, discard, hand, omega, diceless, title, messagesBefore } = made;
  if (!deck || !discard || !hand || !omega || !diceless || !title)
    throw new Error("Could not create the stacks and actors");
  return { deck, discard, hand, omega, diceless, title, messagesBefore };
}

async function removeWorld(world: Partial<World>): Promise<void> {
  for (const doc of [world.omega, world.diceless, world.title]) if (doc) await closeAppsOf(doc);
  const pile = world.title ? findTitlePile(world.title.uuid) : undefined;
  const posted = game.messages.filter(
    (m) => !world.messagesBefore?.has(m.id ?? "") && m.getFlag(SYSTEM_ID, FLAGS.spend) !== undefined,
  );
  for (const doc of [...posted, pile, world.hand, world.discard, world.deck, world.omega, world.diceless, world.title])
    await doc?.delete();
}

function storypathBatch({ describe, it, before, after, assert }: QuenchContext): void {
  describe("four-colors: Storypath cards from an Omega sheet", () => {
    const made: Partial<World> = {};
    let world: World | null = null;

    before(async function () {
      this.timeout(FLOW_TIMEOUT);
      const player = game.users.filter((u) => !u.isGM)[0];
      // The flow's own stacks must be the ones the system finds.
      requireWorld(!findDeck() && !findDiscard(), "a test world without Storypath stacks");
      requireWorld(player, "a player in the world");
      world = await makeWorld(player, made);
    });
    after(async () => {
      await removeWorld(made);
    });

    const sheet = async (w: World) => {
      const app = w.omega.sheet;
      if (!app) throw new Error("The Omega has no sheet");
      if (!app.rendered) await app.render({ force: true });
      return app;
    };

    it("draws the starting cards: one per diced Planet", async function () {
      this.timeout(FLOW_TIMEOUT);
      const w = world;
      requireWorld(w, "the world the before hook made");
      const app = await sheet(w);
      const expected = startingStorypathCards(readPlanets(w.omega.system.planets));
      clickAction(app.element, "storypathDrawStarting");
      await waitFor(() => w.hand.cards.size === expected, `${expected} cards in the hand`);
      assert.equal(w.omega.getFlag(SYSTEM_ID, FLAGS.startingDrawn), true, "the Omega drew its starting cards");
    });

    it("plays a card: it waits in the hand, in play, and a chat card asks the Storyguide to settle it", async function () {
      this.timeout(FLOW_TIMEOUT);
      const w = world;
      requireWorld(w, "the world the before hook made");
      const app = await sheet(w);
      const held = w.hand.cards.size;
      const button = await waitFor(
        () => app.element.querySelector<HTMLElement>('[data-action="storypathSpend"]'),
        "a Spend button",
      );
      button.click();
      // "Whom is the card used on?" (asked when another character could be the one): this character.
      const ok = await waitFor(
        () =>
          inPlayIds(w.hand).length === 1
            ? document.body
            : document.querySelector<HTMLElement>('button[data-action="ok"]'),
        "the card played, or the dialog asking on whom",
      );
      if (ok !== document.body) ok.click();
      await waitFor(() => inPlayIds(w.hand).length === 1 && w.hand.cards.size === held, "the card in play in the hand");
      await waitFor(
        () =>
          game.messages.filter(
            (m) => !w.messagesBefore.has(m.id ?? "") && m.getFlag(SYSTEM_ID, FLAGS.spend) !== undefined,
          ).length === 1,
        "the spend chat card",
      );
    });

    it("gives a card to a Title: a slot is filled and a replacement drawn", async function () {
      this.timeout(FLOW_TIMEOUT);
      const w = world;
      requireWorld(w, "the world the before hook made");
      const app = await sheet(w);
      const held = w.hand.cards.size;
      const give = await waitFor(
        () => app.element.querySelector<HTMLElement>('[data-action="storypathGive"]'),
        "a Give button",
      );
      give.click();
      // The dialog offers each Title with an open slot as a button named by its UUID.
      const choice = await waitFor(
        () => document.querySelector<HTMLElement>(`button[data-action="${w.title.uuid}"]`),
        "the Title in the give dialog",
      );
      choice.click();
      await waitFor(() => titleCardsOf(w.title).slots.length === 1, "the card in the Title's slot");
      await waitFor(() => w.hand.cards.size === held - 1 + replacementAfterGive(), "the replacement card");
      assert.ok(findTitlePile(w.title.uuid), "the Title's pile holds the card");
    });

    it("draws a Diceless Main character's starting cards: the GM's number", async function () {
      this.timeout(FLOW_TIMEOUT);
      const w = world;
      requireWorld(w, "the world the before hook made");
      const app = w.diceless.sheet;
      if (!app) throw new Error("The Diceless character has no sheet");
      if (!app.rendered) await app.render({ force: true });
      const held = w.hand.cards.size;
      const button = await waitFor(
        () => app.element.querySelector<HTMLElement>('[data-action="storypathDrawStarting"]'),
        "the Diceless sheet's Draw starting cards button",
      );
      button.click();
      await waitFor(() => w.hand.cards.size === held + 2, "2 more cards in the hand");
    });

    it("ends the Issue from the Title sheet: the Title's cards are no longer offered", async function () {
      this.timeout(FLOW_TIMEOUT);
      const w = world;
      requireWorld(w, "the world the before hook made");
      const app = w.title.sheet;
      if (!app) throw new Error("The Title has no sheet");
      if (!app.rendered) await app.render({ force: true });
      clickAction(app.element, "endIssue");
      await waitFor(() => runningIndex(readIssues(w.title.system.issues)) < 0, "the Issue ended");
      assert.equal(w.title.system.logVersion, 1, "the Title's log moved on");
      assert.ok(!usableTitleChoices().some((t) => t.uuid === w.title.uuid), "the Title is no longer offered");
    });
  });
}

export const storypathFlow: SelfTestFlow = {
  key: "storypath",
  displayName: "Story Engines: Four Colors Storypath cards drawn, spent and given to a Title",
  batch: storypathBatch,
};
