/**
 * The start of a Page (Capes Lite, "As the Pages Turn", "Your account is
 * Overdrawn"): claims from the Editor clockwise, one per character, taken by
 * a character of higher Prominence (whose loser may claim another at once,
 * once); then each Overdrawn Drive rolls the highest die on its side, kept
 * only if lower. Then the action turns begin (turns.ts).
 */
import { Draft, refuse } from "./draft";
import type { BoardRequest } from "./request";
import type { ClaimRound, Complication, SceneCharacter } from "./types";
import { beginTurns } from "./turn-order";
import { openWindow, requireNoReactions } from "./reactions";

type Req<T extends BoardRequest["type"]> = Extract<BoardRequest, { type: T }>;

/** Open the claims of a Page at the Editor's seat (seats with nothing to claim are passed over). */
export function beginClaims(draft: Draft): void {
  draft.scene.phase = "claims";
  const claims: ClaimRound = { seat: 0, claimed: [], reclaim: null, reclaimed: [] };
  draft.scene.claims = claims;
  draft.log("pageStarts", { page: draft.scene.page });
  settleClaims(draft, claims);
}

/**
 * Whether a character may claim some Complication now: one its side
 * controls, not its own claim, free or held by a character of lower
 * Prominence; a character claims once a Page, except the one whose claim
 * was just taken.
 */
function mayClaim(draft: Draft, claims: ClaimRound, character: SceneCharacter): boolean {
  if (claims.claimed.includes(character.id) && claims.reclaim !== character.id) return false;
  return draft.scene.complications.some((complication) => {
    const control = draft.control(complication);
    if (control === null || control !== draft.standing(complication, character.faction, character.id)) return false;
    if (complication.claim === character.id) return false;
    const holder = draft.scene.characters.find((c) => c.id === complication.claim);
    return !holder || character.prominence > holder.prominence;
  });
}

function seatMayClaim(draft: Draft, claims: ClaimRound, userId: string): boolean {
  return draft.scene.characters.some((c) => c.narrator === userId && mayClaim(draft, claims, c));
}

/**
 * After each step of the claims: a character whose claim was taken and who
 * can claim nothing else lets the chance go; then, from the seat whose turn
 * it is, seats with nothing left to claim are passed over (those narrating
 * someone noted in the log); past the last seat come the Overdrawn Drives.
 */
function settleClaims(draft: Draft, claims: ClaimRound): void {
  if (claims.reclaim !== null) {
    const waiting = draft.character(claims.reclaim);
    if (mayClaim(draft, claims, waiting)) return;
    claims.reclaimed.push(waiting.id);
    claims.reclaim = null;
    draft.log("reclaimPassed", { name: waiting.name });
  }
  const players = draft.story.players;
  for (let seat = claims.seat; seat < players.length; seat++) {
    const player = players[seat];
    if (!player) break;
    if (seatMayClaim(draft, claims, player.userId)) {
      claims.seat = seat;
      return;
    }
    if (draft.scene.characters.some((c) => c.narrator === player.userId))
      draft.log("claimsSkipped", { player: player.name });
  }
  beginOverdrawn(draft);
}

/** The claims under way; a board in the claims phase without them (edited by hand) is refused. */
function openRound(draft: Draft): ClaimRound {
  draft.requirePhase("claims");
  const claims = draft.scene.claims;
  if (!claims) return refuse("wrong-phase", "The board has no claims under way.");
  return claims;
}

export function claim(draft: Draft, request: Req<"claim">): void {
  const claims = openRound(draft);
  const character = draft.character(request.characterId);
  draft.requireNarrator(character);
  const reclaiming = claims.reclaim === character.id;
  if (claims.reclaim !== null && !reclaiming) {
    const waiting = draft.character(claims.reclaim);
    refuse("reclaim-first", `${waiting.name} may first claim another Complication.`, { name: waiting.name });
  }
  if (!reclaiming) {
    // The Editor may claim for a player away from the table at any seat (requireNarrator); players wait their seat.
    if (!draft.requester.isGM && draft.seat(character.narrator) !== claims.seat) {
      refuse("not-your-seat", "Claims go clockwise from the Editor: it is another seat's turn to claim.");
    }
    if (claims.claimed.includes(character.id)) {
      refuse("already-claimed", `${character.name} has already claimed this Page.`, { name: character.name });
    }
  }
  const complication = draft.complication(request.complicationId);
  requireControlled(draft, complication, character);
  // A character holds one claim a Page ("already-claimed" above), and the one reclaiming lost theirs.
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
  settleClaims(draft, claims);
}

/** A claim needs the Complication controlled by the side the character stands on: that side's index. */
export function requireControlled(draft: Draft, complication: Complication, character: SceneCharacter): number {
  const control = draft.control(complication);
  // standing() is a side index, never null: a tie (control null) is nobody's.
  if (control !== draft.standing(complication, character.faction, character.id)) {
    return refuse("not-controlled", `${character.name}'s side does not control ${complication.name}.`, {
      name: character.name,
      complication: complication.name,
    });
  }
  return control;
}

export function passClaims(draft: Draft): void {
  const claims = openRound(draft);
  if (claims.reclaim !== null) {
    const waiting = draft.character(claims.reclaim);
    draft.requireNarrator(waiting);
    claims.reclaimed.push(waiting.id);
    claims.reclaim = null;
    draft.log("reclaimPassed", { name: waiting.name });
    settleClaims(draft, claims);
    return;
  }
  const at = draft.story.players[claims.seat]?.userId ?? "";
  if (!draft.actsFor(at)) {
    if (draft.requester.isGM) draft.requireFor(at, "pass for another player");
    refuse("not-your-seat", "Claims go clockwise from the Editor: it is another seat's turn to claim.");
  }
  draft.log("claimsPassed", { player: draft.story.players[claims.seat]?.name ?? "" });
  claims.seat += 1;
  settleClaims(draft, claims);
}

// --- Overdrawn Drives --------------------------------------------------------

/** The highest face among the dice a character stands on, across every Complication. */
export function highestOwnFace(draft: Draft, character: SceneCharacter): number {
  const faces = draft.scene.complications.flatMap((complication) => {
    const own = draft.standing(complication, character.faction, character.id);
    return complication.sides.flatMap((side, i) => (i === own ? side.dice : []));
  });
  return Math.max(0, ...faces);
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
  requireNoReactions(draft);
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

/** After an Overdrawn roll and the reactions to it: the next one, or the action turns. */
export function afterOverdrawn(draft: Draft): void {
  if (draft.scene.overdrawnDue.length === 0 && !openWindow(draft)) beginTurns(draft);
}
