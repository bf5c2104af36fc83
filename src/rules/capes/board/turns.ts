/**
 * A character's action and the reactions to it (Capes Lite, "Action!
 * Action! Action!", "Reaction! Reaction!", "Splitting Dice"): staking, rolling
 * a die with an ability whose level is at least its face (Powers cost Debt,
 * Attitudes and Skills Block, one Attitude a turn, every ability once a
 * Page), keeping the new face or turning it back, Trope reactions to an
 * accepted roll (chainable), splits and the end of an action. Rolled faces,
 * decisions and the veto: decisions.ts.
 */
import { canRoll } from "../dice";
import { splitFaces } from "../dice";
import type { DriveSlot } from "../character";
import { Draft, refuse } from "./draft";
import type { BoardRequest } from "./request";
import { placeStake } from "./stakes";
import { advanceTurn } from "./turn-order";
import { passOwnReaction, reacted, requireAwaited, requireNoReactions } from "./reactions";
import type { Complication, SceneCharacter, SheetAbility, SheetView, SheetRestore, TurnState } from "./types";

type Req<T extends BoardRequest["type"]> = Extract<BoardRequest, { type: T }>;

/** The action under way: its turn and the character whose action it is (refused when there is none). */
function currentAction(draft: Draft): { turn: TurnState; current: SceneCharacter } {
  draft.requirePhase("turns");
  const turn = draft.scene.turn;
  if (!turn) refuse("not-your-turn", "No character is acting now.", { name: "", turn: 0 });
  return { turn, current: draft.character(turn.order[turn.index] ?? "") };
}

/** The character whose action it is, refused for anyone else. */
function actingCharacter(draft: Draft, characterId: string): { character: SceneCharacter; turn: TurnState } {
  const character = draft.character(characterId);
  const { turn, current } = currentAction(draft);
  if (current.id !== character.id) {
    refuse("not-your-turn", `It is ${current.name}'s action now.`, { name: current.name, turn: turn.number });
  }
  draft.requireNarrator(character);
  return { character, turn };
}

export function stake(draft: Draft, request: Req<"stake">): void {
  draft.requirePhase("turns");
  const complication = draft.complication(request.complicationId);
  if (request.absentActorUuid !== undefined) {
    // The Editor stakes for an opponent who is not in the Scene, on one of the Editor's actions.
    draft.requireGM("stake for an absent opponent");
    if (currentAction(draft).current.narrator !== draft.story.editorId) {
      refuse("editors-turn", "The Editor stakes for an absent opponent on one of the Editor's actions.");
    }
    if (draft.scene.characters.some((c) => c.actorUuid === request.absentActorUuid)) {
      refuse("not-absent", "That opponent is in the Scene: stake on their own action.");
    }
    const staker = {
      actorUuid: request.absentActorUuid,
      characterId: null,
      userId: draft.story.editorId,
      faction: "opponents" as const,
    };
    placeStake(draft, complication, staker, request.drive, request.count);
    return;
  }
  if (request.characterId === undefined) refuse("who-stakes", "Say which character stakes.");
  const { character } = actingCharacter(draft, request.characterId);
  const staker = {
    actorUuid: character.actorUuid,
    characterId: character.id,
    userId: character.narrator,
    faction: character.faction,
  };
  placeStake(draft, complication, staker, request.drive, request.count);
}

/** Check an ability may be used now: not Blocked, not used this Page, a Skill only for an opponent. */
function checkAbility(character: SceneCharacter, sheet: SheetView, ability: SheetAbility): void {
  if (ability.blocked) refuse("blocked", `${ability.name} is Blocked until the Scene ends.`, { ability: ability.name });
  if (ability.usedThisPage)
    refuse("used-this-page", `${ability.name} has already been used this Page.`, { ability: ability.name });
  if (ability.type === "skill" && sheet.kind === "hero") {
    refuse("skill-for-opponents", `Skills are for opponents; ${character.name} is a hero.`, { name: character.name });
  }
}

/** Keep what the Editor's veto of this ability use would put back. */
function snapshot(draft: Draft, label: string, sheet: SheetView, ability: SheetAbility, drive: DriveSlot | null): void {
  const restore: SheetRestore = {
    actorUuid: sheet.actorUuid,
    drive,
    debt: drive ? sheet.drives[drive].debt : 0,
    abilityId: ability.id,
    blocked: ability.blocked,
    usedThisPage: ability.usedThisPage,
  };
  const scene = draft.scene;
  scene.undo = {
    label,
    complications: structuredClone(scene.complications),
    turn: structuredClone(scene.turn),
    pending: structuredClone(scene.pending),
    lastRoll: structuredClone(scene.lastRoll),
    overdrawnDue: structuredClone(scene.overdrawnDue),
    sheets: [restore],
    reactions: structuredClone(scene.reactions ?? null),
  };
}

/** Debt is taken only for Powers and super-powered Tropes: the Drive the player chose, or null for the others. */
function debtDriveFor(ability: SheetAbility, drive: DriveSlot | undefined): DriveSlot | null {
  const costsDebt = ability.type === "power" || (ability.type === "trope" && ability.superPowered);
  return costsDebt ? (drive ?? null) : null;
}

/** The cost of using an ability: a Debt Token for Powers and super-powered Tropes, else Blocked; once a Page. */
function payFor(
  draft: Draft,
  character: SceneCharacter,
  sheet: SheetView,
  ability: SheetAbility,
  complication: Complication,
  debtDrive: DriveSlot | undefined,
  stakeDebt: boolean,
): void {
  const costsDebt = ability.type === "power" || (ability.type === "trope" && ability.superPowered);
  if (costsDebt) {
    if (debtDrive === undefined) {
      refuse("choose-drive", `${ability.name} costs a Debt Token: choose the Drive it goes on.`, {
        ability: ability.name,
      });
    }
    if (stakeDebt) {
      const staker = {
        actorUuid: sheet.actorUuid,
        characterId: character.id,
        userId: character.narrator,
        faction: character.faction,
      };
      placeStake(draft, complication, staker, debtDrive, 1, { fresh: true });
    } else {
      sheet.drives[debtDrive].debt += 1;
      draft.log("debtTaken", { name: character.name, drive: draft.driveName(sheet, debtDrive) });
    }
  } else {
    if (stakeDebt)
      refuse("no-debt-to-stake", `${ability.name} costs no Debt: there is no token to stake.`, {
        ability: ability.name,
      });
    ability.blocked = true;
  }
  ability.usedThisPage = true;
}

export function roll(draft: Draft, request: Req<"roll">): void {
  const { character, turn } = actingCharacter(draft, request.characterId);
  const sheet = draft.sheet(character.actorUuid);
  const ability = draft.ability(sheet, request.abilityId);
  if (ability.type === "trope")
    refuse("tropes-react", `${ability.name} is a Trope: Tropes only react to a roll just made.`, {
      ability: ability.name,
    });
  if (ability.type === "attitude" && turn.attitude) refuse("second-attitude", "Only one Attitude a turn.");
  checkAbility(character, sheet, ability);
  if (turn.rolled)
    refuse("already-rolled", `${character.name} has already rolled this action.`, { name: character.name });
  const complication = draft.complication(request.complicationId);
  const face = draft.face(complication, request.side, request.die);
  if (!canRoll(ability.level, face)) {
    refuse("level-below-face", `${ability.name} (level ${ability.level}) cannot roll a die showing ${face}.`, {
      ability: ability.name,
      level: ability.level,
      face,
    });
  }
  snapshot(draft, ability.name, sheet, ability, debtDriveFor(ability, request.debtDrive));
  payFor(draft, character, sheet, ability, complication, request.debtDrive, request.stakeDebt === true);
  turn.rolled = true;
  if (ability.type === "attitude") turn.attitude = true;
  startRoll(draft, "action", character, ability, complication, request.side, request.die, face);
}

function startRoll(
  draft: Draft,
  kind: "action" | "reaction",
  character: SceneCharacter,
  ability: SheetAbility,
  complication: Complication,
  side: number,
  die: number,
  face: number,
): void {
  const id = draft.nextId("r");
  draft.scene.pending = {
    id,
    kind,
    characterId: character.id,
    userId: character.narrator,
    abilityId: ability.id,
    abilityName: ability.name,
    drive: null,
    complicationId: complication.id,
    side,
    die,
    from: face,
    result: null,
  };
  draft.roll = {
    pendingId: id,
    kind,
    userId: character.narrator,
    complicationId: complication.id,
    side,
    die,
    from: face,
  };
  draft.log(
    kind === "action" ? "rolls" : "reacts",
    { name: character.name, ability: ability.name, level: ability.level, complication: complication.name, face },
    "roll",
  );
}

export function react(draft: Draft, request: Req<"react">): void {
  draft.requirePhase("turns", "overdrawn");
  const last = draft.scene.lastRoll;
  if (!last) refuse("nothing-to-react", "There is no accepted roll to react to.");
  const character = draft.character(request.characterId);
  draft.requireNarrator(character);
  const sheet = draft.sheet(character.actorUuid);
  const ability = draft.ability(sheet, request.abilityId);
  if (ability.type !== "trope")
    refuse("only-tropes-react", `Only Tropes react to a roll; ${ability.name} is not one.`, { ability: ability.name });
  checkAbility(character, sheet, ability);
  if (ability.level < last.face) {
    refuse("reaction-below-face", `${ability.name} (level ${ability.level}) cannot react to a ${last.face}.`, {
      ability: ability.name,
      level: ability.level,
      face: last.face,
    });
  }
  requireAwaited(draft, character.narrator);
  const complication = draft.complication(last.complicationId);
  snapshot(draft, ability.name, sheet, ability, debtDriveFor(ability, request.debtDrive));
  payFor(draft, character, sheet, ability, complication, request.debtDrive, request.stakeDebt === true);
  reacted(draft, character.narrator);
  startRoll(draft, "reaction", character, ability, complication, last.side, last.die, last.face);
}

export function split(draft: Draft, request: Req<"split">): void {
  const { character, turn } = actingCharacter(draft, request.characterId);
  requireNoReactions(draft);
  const complication = draft.complication(request.complicationId);
  const { side, face } = draft.die(complication, request.side, request.die);
  if (request.side !== draft.standing(complication, character.faction, character.id)) {
    refuse("not-your-side", `${character.name} splits only a die on their own side.`, { name: character.name });
  }
  if (request.parts > face) {
    refuse("split-too-many", `A die showing ${face} splits into at most ${face} dice.`, { face, parts: request.parts });
  }
  if (request.newSide > request.parts)
    refuse("split-too-many", `Only ${request.parts} dice come out of the split.`, { face, parts: request.parts });
  if (request.newSide > 0 && side.owner !== null) {
    refuse("already-own-side", `${character.name} already stands on a side of their own on ${complication.name}.`, {
      name: character.name,
      complication: complication.name,
    });
  }
  // "Split one die": an action splits at most one.
  if (turn.split === true)
    refuse("one-split", `${character.name} has already split a die this action.`, { name: character.name });
  if (request.stake) {
    const staker = {
      actorUuid: character.actorUuid,
      characterId: character.id,
      userId: character.narrator,
      faction: character.faction,
    };
    placeStake(draft, complication, staker, request.stake.drive, request.stake.count, {
      withSplit: request.newSide > 0,
    });
  }
  const faces = splitFaces(face, request.parts);
  const moving = faces.slice(faces.length - request.newSide);
  const staying = faces.slice(0, faces.length - request.newSide);
  side.dice.splice(request.die, 1, ...staying);
  let checked = request.side;
  let dice = side.dice.length;
  if (moving.length > 0) {
    complication.sides.push({ faction: character.faction, owner: character.id, dice: moving });
    checked = complication.sides.length - 1;
    dice = moving.length;
  }
  const tokens = draft.stakedBySide(complication, checked);
  if (dice > tokens) {
    refuse(
      "split-needs-stakes",
      `Every die on the splitting side must sit on a Debt Token staked by that side: ${dice} dice, ${tokens} tokens.`,
      {
        dice,
        tokens,
      },
    );
  }
  draft.scene.lastRoll = null;
  turn.split = true;
  draft.log("split", {
    name: character.name,
    complication: complication.name,
    face,
    into: faces.join(" + "),
    newSide: moving.length,
  });
}

/** The end of an action (a rolled die awaiting its decision holds it: applyRequest refuses "pending-roll"). */
export function endTurn(draft: Draft): void {
  const { turn, current } = currentAction(draft);
  draft.requireNarrator(current);
  passOwnReaction(draft, current.narrator);
  draft.log("actionEnds", { name: current.name });
  advanceTurn(draft, turn);
}
