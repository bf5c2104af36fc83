/**
 * The start of a Page (Capes Lite, "As the Pages Turn", "Your account is
 * Overdrawn"): claims from the Editor clockwise, one per character, taken by
 * a character of higher Prominence (whose loser may claim another at once,
 * once); then each Overdrawn Drive rolls the highest die on its side, kept
 * only if lower. Then the action turns begin (turns.ts).
 */
import { Draft, refuse } from "./draft";
import type { BoardRequest } from "./request";
import type { Complication, SceneCharacter } from "./types";
import { beginTurns } from "./turn-order";

type Req<T extends BoardRequest["type"]> = Extract<BoardRequest, { type: T }>;

/** Open the claims of a Page at the Editor's seat (seats without characters are passed). */
export function beginClaims(draft: Draft): void {
  draft.scene.phase = "claims";
  draft.scene.claims = { seat: 0, claimed: [], reclaim: null, reclaimed: [] };
  draft.log("pageStarts", { page: draft.scene.page });
  skipEmptySeats(draft);
}

function narratesSomeone(draft: Draft, userId: string): boolean {
  return draft.scene.characters.some((c) => c.narrator === userId);
}

function skipEmptySeats(draft: Draft): void {
  const claims = draft.scene.claims;
  if (!claims) return;
  const players = draft.story.players;
  while (claims.seat < players.length && !narratesSomeone(draft, players[claims.seat]?.userId ?? "")) claims.seat += 1;
  if (claims.seat >= players.length) beginOverdrawn(draft);
}

export function claim(draft: Draft, request: Req<"claim">): void {
  draft.requirePhase("claims");
  const claims = draft.scene.claims;
  if (!claims) return;
  const character = draft.character(request.characterId);
  draft.requireNarrator(character);
  const reclaiming = claims.reclaim === character.id;
  if (claims.reclaim !== null && !reclaiming) {
    const waiting = draft.character(claims.reclaim);
    refuse("reclaim-first", `${waiting.name} may first claim another Complication.`, { name: waiting.name });
  }
  if (!reclaiming) {
    // The Editor may claim for anyone at any seat (a player away from the table); players wait their seat.
    const seated = draft.story.players[claims.seat]?.userId;
    if (!draft.requester.isGM && character.narrator !== seated) {
      refuse("not-your-seat", "Claims go clockwise from the Editor: it is another seat's turn to claim.");
    }
    if (claims.claimed.includes(character.id)) {
      refuse("already-claimed", `${character.name} has already claimed this Page.`, { name: character.name });
    }
  }
  const complication = draft.complication(request.complicationId);
  requireControlled(draft, complication, character);
  if (complication.claim === character.id) {
    refuse("already-claimed", `${character.name} has already claimed ${complication.name}.`, { name: character.name });
  }
  if (complication.claim !== null) {
    const holder = draft.character(complication.claim);
    if (character.prominence <= holder.prominence) {
      refuse(
        "not-more-prominent",
        `${character.name} (Prominence ${character.prominence}) cannot take ${complication.name} from ${holder.name} (Prominence ${holder.prominence}).`,
        {
          name: character.name,
          holder: holder.name,
          prominence: character.prominence,
          holderProminence: holder.prominence,
        },
      );
    }
    draft.log("claimTaken", { name: character.name, holder: holder.name, complication: complication.name });
    if (!claims.reclaimed.includes(holder.id)) claims.reclaim = holder.id;
  }
  complication.claim = character.id;
  if (!claims.claimed.includes(character.id)) claims.claimed.push(character.id);
  if (reclaiming) {
    claims.reclaim = null;
    claims.reclaimed.push(character.id);
  }
  draft.log("claimed", { name: character.name, complication: complication.name }, "claim");
}

/** A claim needs the Complication controlled by the side the character stands on. */
export function requireControlled(draft: Draft, complication: Complication, character: SceneCharacter): void {
  const control = draft.control(complication);
  if (control === null || control !== draft.standing(complication, character.faction, character.id)) {
    refuse("not-controlled", `${character.name}'s side does not control ${complication.name}.`, {
      name: character.name,
      complication: complication.name,
    });
  }
}

export function passClaims(draft: Draft): void {
  draft.requirePhase("claims");
  const claims = draft.scene.claims;
  if (!claims) return;
  if (claims.reclaim !== null) {
    const waiting = draft.character(claims.reclaim);
    draft.requireNarrator(waiting);
    claims.reclaimed.push(waiting.id);
    claims.reclaim = null;
    draft.log("reclaimPassed", { name: waiting.name });
    return;
  }
  const seated = draft.story.players[claims.seat];
  if (!draft.requester.isGM && seated?.userId !== draft.requester.userId) {
    refuse("not-your-seat", "Claims go clockwise from the Editor: it is another seat's turn to claim.");
  }
  draft.log("claimsPassed", { player: seated?.name ?? "" });
  claims.seat += 1;
  skipEmptySeats(draft);
}

// --- Overdrawn Drives --------------------------------------------------------

/** The highest face among the dice a character stands on, across every Complication. */
export function highestOwnFace(draft: Draft, character: SceneCharacter): number {
  let best = 0;
  for (const complication of draft.scene.complications) {
    const side = complication.sides[draft.standing(complication, character.faction, character.id)];
    for (const face of side?.dice ?? []) best = Math.max(best, face);
  }
  return best;
}

function beginOverdrawn(draft: Draft): void {
  const scene = draft.scene;
  scene.claims = null;
  scene.phase = "overdrawn";
  scene.overdrawnDue = [];
  for (const character of scene.characters) {
    const sheet = draft.sheets[character.actorUuid];
    if (!sheet || highestOwnFace(draft, character) === 0) continue;
    for (const [drive, d] of Object.entries(sheet.drives) as [
      keyof typeof sheet.drives,
      { value: number; debt: number },
    ][]) {
      if (d.debt > d.value) scene.overdrawnDue.push({ characterId: character.id, drive });
    }
  }
  if (scene.overdrawnDue.length > 0) {
    draft.log("overdrawnDue", { count: scene.overdrawnDue.length });
    return;
  }
  beginTurns(draft);
}

export function overdrawnRoll(draft: Draft, request: Req<"overdrawnRoll">): void {
  draft.requirePhase("overdrawn");
  const character = draft.character(request.characterId);
  draft.requireNarrator(character);
  if (!draft.scene.overdrawnDue.some((d) => d.characterId === character.id && d.drive === request.drive)) {
    refuse("not-overdrawn", `${character.name} owes no Overdrawn roll for that Drive.`, { name: character.name });
  }
  const complication = draft.complication(request.complicationId);
  const face = draft.face(complication, request.side, request.die);
  const best = highestOwnFace(draft, character);
  if (request.side !== draft.standing(complication, character.faction, character.id) || face !== best) {
    refuse("not-highest-die", `An Overdrawn Drive rolls the highest die on ${character.name}'s side (a ${best}).`, {
      name: character.name,
      face: best,
    });
  }
  const sheet = draft.sheet(character.actorUuid);
  const id = draft.nextId("r");
  draft.scene.pending = {
    id,
    kind: "overdrawn",
    characterId: character.id,
    userId: character.narrator,
    abilityId: "",
    abilityName: "",
    drive: request.drive,
    complicationId: complication.id,
    side: request.side,
    die: request.die,
    from: face,
    result: null,
  };
  draft.scene.lastRoll = null;
  draft.roll = {
    pendingId: id,
    kind: "overdrawn",
    userId: character.narrator,
    complicationId: complication.id,
    side: request.side,
    die: request.die,
    from: face,
  };
  draft.log(
    "overdrawnRolls",
    { name: character.name, drive: draft.driveName(sheet, request.drive), complication: complication.name, face },
    "overdrawn",
  );
}

/** After an Overdrawn roll: the next one, or the action turns. */
export function afterOverdrawn(draft: Draft): void {
  if (draft.scene.overdrawnDue.length === 0) beginTurns(draft);
}
