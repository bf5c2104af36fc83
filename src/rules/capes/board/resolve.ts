/**
 * The end of a Page and of a Scene (Capes Lite, "Resolving Complications",
 * "Getting Inspired", "Replacing Complications", "Are we there yet?",
 * "Ending the Scene"): claims checked from the Editor clockwise; a claim
 * still controlled resolves — an Inspiration to the claimant's player, its
 * Victory Points to that side, stakes paid out (losers take theirs back
 * doubled onto the same Drive, winners give theirs as Story Tokens to
 * another player), then the claimant chooses the replacement. When a side
 * reaches the Victory Target the Scene ends: unstaked Complications may
 * still resolve, staked ones return their tokens, totals go to the Story.
 */
import { inspirationOf } from "../dice";
import { beginClaims, requireControlled } from "./claims";
import { Draft, refuse } from "./draft";
import type { BoardRequest } from "./request";
import { newComplication, startingFaces, takeInspiration } from "./setup";
import type { Complication, Gift, ResolutionState, SceneCharacter } from "./types";

type Req<T extends BoardRequest["type"]> = Extract<BoardRequest, { type: T }>;

export function beginResolution(draft: Draft): void {
  const scene = draft.scene;
  scene.phase = "resolve";
  scene.turn = null;
  scene.lastRoll = null;
  scene.undo = null;
  // By the claimant's seat; a sort keeps the board's order within a seat.
  const claimed = scene.complications
    .flatMap((c) => {
      const claimant = scene.characters.find((ch) => ch.id === c.claim);
      return claimant ? [{ id: c.id, seat: draft.seat(claimant.narrator) }] : [];
    })
    .sort((a, b) => a.seat - b.seat);
  const resolution: ResolutionState = { queue: claimed.map((x) => x.id), gifts: [], replacement: null };
  scene.resolution = resolution;
  draft.log("resolutionStarts", { count: claimed.length });
  finishIfDone(draft, resolution);
}

/** The resolution under way; a board in the resolve phase without one (edited by hand) is refused. */
function underWay(draft: Draft): ResolutionState {
  draft.requirePhase("resolve");
  const resolution = draft.scene.resolution;
  if (!resolution) return refuse("wrong-phase", "The board has no resolution under way.");
  return resolution;
}

/**
 * Resolve a Complication for `character`, whose side controls it at `control`:
 * an Inspiration to the character's player (its id names the Scene, since a
 * hand carries Inspirations across Scenes), Victory Points to that side.
 */
function win(draft: Draft, complication: Complication, character: SceneCharacter, control: number): void {
  const { vp, bonus } = inspirationOf(
    complication.sides.map((s) => s.dice),
    control,
  );
  const faction = character.faction;
  draft.ledger(character.narrator).inspirations.push({
    id: draft.nextId(`i${draft.story.sceneNumber}-`),
    name: complication.name,
    faction,
    vp,
    bonus,
  });
  draft.scene.vp[faction] += vp;
  draft.log("resolved", { name: character.name, complication: complication.name, faction, vp, bonus });
  complication.claim = null;
}

/** The stakes of a resolved Complication: the winners' to give away as Story Tokens, the losers' back doubled. */
function payStakes(draft: Draft, complication: Complication, control: number, gifts: Gift[]): void {
  for (const stake of complication.stakes) {
    if (draft.standing(complication, stake.faction, stake.characterId) === control) {
      gifts.push({
        id: stake.id,
        userId: stake.userId,
        name: stake.name,
        count: stake.count,
        complication: complication.name,
      });
      continue;
    }
    const sheet = draft.sheet(stake.actorUuid);
    sheet.drives[stake.drive].debt += 2 * stake.count;
    draft.log("stakeLost", {
      name: stake.name,
      count: 2 * stake.count,
      drive: draft.driveName(sheet, stake.drive),
      complication: complication.name,
    });
  }
  complication.stakes = [];
}

export function resolveNext(draft: Draft): void {
  const resolution = underWay(draft);
  if (resolution.gifts.length > 0 || resolution.replacement) {
    refuse(
      "resolution-pending",
      "Finish the last resolution first: give the staked tokens and replace the Complication.",
    );
  }
  const complication = draft.complication(resolution.queue[0] ?? "");
  const claimant = draft.character(complication.claim ?? "");
  draft.requireNarrator(claimant);
  resolution.queue.shift();
  const control = draft.control(complication);
  // standing() is a side index, never null: a tie (control null) does not resolve.
  if (control === draft.standing(complication, claimant.faction, claimant.id)) {
    win(draft, complication, claimant, control);
    payStakes(draft, complication, control, resolution.gifts);
    resolution.replacement = { complicationId: complication.id, userId: claimant.narrator, characterId: claimant.id };
  } else {
    complication.claim = null;
    // Back to the centre of the table, no narration asked (the book's "interrupted" is for the Scene's end).
    draft.log("unresolved", { name: claimant.name, complication: complication.name });
  }
  finishIfDone(draft, resolution);
}

export function give(draft: Draft, request: Req<"give">): void {
  const resolution = underWay(draft);
  const gift = resolution.gifts.find((g) => g.id === request.giftId);
  if (!gift) refuse("no-such-gift", "Those tokens have already been given.");
  if (!draft.actsFor(gift.userId)) refuse("not-your-gift", "Only the player who staked them gives those tokens.");
  if (request.toUserId === gift.userId) refuse("not-yourself", "Staked tokens go to another player, not yourself.");
  const to = draft.ledger(request.toUserId);
  to.tokens += gift.count;
  resolution.gifts = resolution.gifts.filter((g) => g.id !== gift.id);
  draft.log("gave", { from: draft.ledger(gift.userId).name, to: to.name, count: gift.count, name: gift.name });
  finishIfDone(draft, resolution);
}

export function replace(draft: Draft, request: Req<"replace">): void {
  const resolution = underWay(draft);
  const replacement = resolution.replacement;
  if (!replacement) refuse("nothing-to-replace", "No resolved Complication waits for its replacement.");
  if (!draft.actsFor(replacement.userId)) {
    refuse("not-your-replacement", "The player who won the Complication chooses its replacement.");
  }
  const from =
    request.inspirationId === undefined ? null : takeInspiration(draft, replacement.userId, request.inspirationId);
  const fresh = newComplication(draft, request.name, from);
  const old = draft.complication(replacement.complicationId);
  draft.scene.complications.splice(draft.scene.complications.indexOf(old), 1, fresh);
  resolution.replacement = null;
  draft.log(from ? "replacedFromInspiration" : "replaced", {
    complication: old.name,
    name: fresh.name,
    ...startingFaces(from),
  });
  finishIfDone(draft, resolution);
}

function finishIfDone(draft: Draft, resolution: ResolutionState): void {
  if (resolution.queue.length > 0 || resolution.gifts.length > 0 || resolution.replacement) return;
  endPage(draft);
}

/** After the resolutions: the Scene ends when a side reaches the Victory Target, else the next Page. */
function endPage(draft: Draft): void {
  const scene = draft.scene;
  scene.resolution = null;
  if (scene.vp.heroes >= scene.target || scene.vp.opponents >= scene.target) {
    scene.phase = "end";
    draft.log("sceneEnds", { heroes: scene.vp.heroes, opponents: scene.vp.opponents, target: scene.target });
    return;
  }
  for (const character of scene.characters) {
    for (const ability of draft.sheets[character.actorUuid]?.abilities ?? []) ability.usedThisPage = false;
  }
  scene.page += 1;
  beginClaims(draft);
}

export function endClaim(draft: Draft, request: Req<"endClaim">): void {
  draft.requirePhase("end");
  const character = draft.character(request.characterId);
  draft.requireNarrator(character);
  const complication = draft.complication(request.complicationId);
  if (complication.stakes.length > 0) {
    refuse(
      "staked-does-not-resolve",
      `${complication.name} has Debt staked on it: it does not resolve as the Scene ends.`,
      {
        complication: complication.name,
      },
    );
  }
  win(draft, complication, character, requireControlled(draft, complication, character));
  draft.scene.complications = draft.scene.complications.filter((c) => c.id !== complication.id);
}

export function closeScene(draft: Draft): void {
  draft.requireGM("close the Scene");
  draft.requirePhase("end");
  const scene = draft.scene;
  for (const complication of scene.complications) {
    for (const stake of complication.stakes) {
      const sheet = draft.sheet(stake.actorUuid);
      sheet.drives[stake.drive].debt += stake.count;
      draft.log("stakeReturned", {
        name: stake.name,
        count: stake.count,
        drive: draft.driveName(sheet, stake.drive),
        complication: complication.name,
      });
    }
    // Ending the Scene: what does not resolve is interrupted by outside events.
    draft.log("discarded", { complication: complication.name }, "unresolved");
  }
  scene.complications = [];
  for (const character of scene.characters) {
    for (const ability of draft.sheets[character.actorUuid]?.abilities ?? []) {
      ability.blocked = false;
      ability.usedThisPage = false;
    }
  }
  const story = draft.story;
  story.vp.heroes += scene.vp.heroes;
  story.vp.opponents += scene.vp.opponents;
  scene.phase = "over";
  draft.log("sceneClosed", { heroes: story.vp.heroes, opponents: story.vp.opponents });
  if (story.victoryTotal > 0 && (story.vp.heroes >= story.victoryTotal || story.vp.opponents >= story.victoryTotal)) {
    story.over = true;
    draft.log("storyOver", { heroes: story.vp.heroes, opponents: story.vp.opponents, total: story.victoryTotal });
  }
}
