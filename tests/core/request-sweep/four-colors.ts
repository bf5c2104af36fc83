/**
 * Four Colors al Fresco's requests for the sweep: the Storypath hand and
 * Title requests (the owner of the hand and of the character spending; the
 * Storyguide marking a
 * spend, or the player of the character a card was played on vetoing it;
 * the Storyguide alone running a Title's Issues — the GMs, who own the
 * Title but do not hold the role here, are refused)
 * and the stakes card (the character's and the partner's players;
 * the Storyguide withdrawing; the Storyguide handing out a reward card).
 * Bea (p2) holds the Storyguide's role, owns the Title and plays the
 * partner; Amy (p1) plays The Cardinal and holds hand1, which Bea owns too
 * (a player Storyguide owns every hand) but may not play; Bea holds hand2.
 */
import type { AsyncTable } from "../../harness/async-table";
import { TableActor, TableMessage, TableStack } from "../../harness/table-documents";
import { planRoll } from "../../../src/games/four-colors/dice/roll-data";
import { newStakesCard, stakesFlag } from "../../../src/games/four-colors/dice/stakes-state";
import { GMS, setSetting, type SweepCase, type SweepGame } from "./seats";

const planets = { known: 8, passion: null, dynamic: 6, static: 6, lost: 20 };

function stakesMessage(): TableMessage {
  const plan = planRoll({
    stakes: { favored: ["dynamic"], opposed: ["lost"] },
    difficulty: "hard",
    actor: { name: "The Cardinal", uuid: "Actor.card", planets },
    partner: { name: "Renaissance Man", uuid: "Actor.ren", planets },
    mode: "together",
    circumstance: {},
    sources: {},
    degrees: false,
  });
  const state = newStakesCard(plan, { id: "p2", name: "Bea" }, true);
  return new TableMessage("stakes", { flags: { "story-engines": { fourColorsStakes: stakesFlag(state) } } }, "p2");
}

/** A card Bea played on Amy's Cardinal, awaiting Amy: she may veto or accept it (card-play.ts). */
function playedMessage(): TableMessage {
  const state = {
    source: "hand",
    marking: "pending",
    actorName: "Renaissance Man",
    actorImg: "",
    cardName: "Blank",
    cardImg: "",
    handId: "hand2",
    handUserName: "Bea",
    titleName: "",
    traitName: "",
    replacementDrawn: false,
    cardId: "hand2c0",
    stackId: "hand2",
    targetUuid: "Actor.card",
    targetName: "The Cardinal",
    vetoers: ["p1"],
  };
  return new TableMessage("played", { flags: { "story-engines": { storypathSpend: state } } }, "p2");
}

const owner = [...GMS, "p1"];
const titleRunners = ["p2"];
const hand1 = { handId: "hand1", cardId: "hand1c0" };

const issue = (action: string, extra: Record<string, unknown> = {}): SweepCase => ({
  request: "four-colors.titleIssue",
  action,
  data: { titleUuid: "Actor.title", action, version: 0, ...extra },
  allowed: titleRunners,
});

const stakes = (action: string, allowed: string[]): SweepCase => ({
  request: "four-colors.stakesCard",
  action,
  data: { messageUuid: "ChatMessage.stakes", action: { type: action }, version: 0 },
  allowed,
});

export const fourColorsSweep: SweepGame = {
  id: "four-colors",
  setUp: (table: AsyncTable) => {
    table.actors.push(
      new TableActor("card", { name: "The Cardinal", type: "fourColorsOmega", system: { planets } }, ["p1", "gone"]),
      new TableActor("ren", { name: "Renaissance Man", type: "fourColorsOmega", system: { planets } }, ["p2"]),
      new TableActor("title", { name: "Pride", type: "fourColorsTitle", system: {} }, ["p2"]),
    );
    table.stacks.push(
      // Bea, the Storyguide, owns Amy's hand too (as storypath-owners.ts grants it), but plays only her own.
      new TableStack(
        "hand1",
        { name: "Amy's hand", type: "hand", flags: { "story-engines": { storypathHandFor: "p1" } } },
        ["p1", "gone", "p2"],
        [{ name: "Blank" }],
      ),
      new TableStack(
        "hand2",
        { name: "Bea's hand", type: "hand", flags: { "story-engines": { storypathHandFor: "p2" } } },
        ["p2"],
        [{ name: "Blank" }],
      ),
    );
    table.messages.push(stakesMessage(), new TableMessage("spend", { flags: {} }, "p1"), playedMessage());
    setSetting(table, "tableRoles", { "four-colors.storyguide": ["p2"] });
  },
  cases: [
    { request: "four-colors.drawStartingCards", action: "", data: { actorUuid: "Actor.card" }, allowed: owner },
    { request: "four-colors.spendCard", action: "", data: { ...hand1, actorUuid: "Actor.card" }, allowed: owner },
    {
      request: "four-colors.spendCard",
      action: "",
      label: "from one's own hand for another's character",
      data: { handId: "hand2", cardId: "hand2c0", actorUuid: "Actor.card" },
      allowed: GMS,
    },
    {
      request: "four-colors.giveCardToTitle",
      action: "",
      data: { ...hand1, titleUuid: "Actor.title" },
      allowed: owner,
    },
    {
      request: "four-colors.spendTitleCard",
      action: "",
      data: { titleUuid: "Actor.title", actorUuid: "Actor.card", cardUuid: "" },
      allowed: owner,
    },
    {
      request: "four-colors.spendCardForTrait",
      action: "",
      data: { ...hand1, actorUuid: "Actor.card", traitName: "Brave" },
      allowed: owner,
    },
    {
      request: "four-colors.spendCardForTrait",
      action: "",
      label: "from one's own hand for another's character",
      data: { handId: "hand2", cardId: "hand2c0", actorUuid: "Actor.card", traitName: "Brave" },
      allowed: GMS,
    },
    issue("start", { title: "Mine" }),
    issue("end"),
    issue("page", { title: "A page" }),
    issue("join", { character: "Actor.ren" }),
    issue("leave", { character: "Actor.card" }),
    issue("record"),
    issue("edit", { index: 0, field: "notes", value: "A note" }),
    issue("delete", { index: 0 }),
    {
      request: "four-colors.markSpend",
      action: "",
      data: { messageUuid: "ChatMessage.spend", marking: "beneficial" },
      allowed: ["p2"],
    },
    {
      request: "four-colors.markSpend",
      action: "",
      label: "a veto of a card played on one's character",
      data: { messageUuid: "ChatMessage.played", marking: "veto" },
      allowed: ["p1", "p2"],
    },
    {
      request: "four-colors.markSpend",
      action: "",
      // The Storyguide may ask any decision (the writer refuses an acceptance from anyone but a vetoer, card-play.ts).
      label: "letting a card played on one's character stand",
      data: { messageUuid: "ChatMessage.played", marking: "accept" },
      allowed: ["p1", "p2"],
    },
    {
      request: "four-colors.markSpend",
      action: "",
      label: "settling a card played on one's character",
      data: { messageUuid: "ChatMessage.played", marking: "detrimental" },
      allowed: ["p2"],
    },
    // "The SG may hand out more cards as rewards": the Storyguide alone (not the GMs, who do not hold the role here).
    { request: "four-colors.rewardCard", action: "", data: { handId: "hand1" }, allowed: ["p2"] },
    stakes("agree", ["p2"]),
    stakes("claim", ["p1", "p2"]),
    stakes("rolled", ["p1", "p2"]),
    stakes("cancel", ["p2"]),
  ],
};
