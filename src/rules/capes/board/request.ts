/**
 * The requests a player or the Editor sends the board, as data, and the
 * check of their shape (a request arrives from any client: a wrong shape is
 * a TypeError/RangeError naming the field, before any rule is asked).
 */
import {
  argError,
  optionalBoolean,
  requireBoolean,
  requireInteger,
  requireList,
  requireOneOf,
  requireRecord,
  requireString,
} from "../../args";
import { DRIVES, type DriveSlot } from "../character";
import { MAX_COUNT, MAX_FACE } from "../args";
import { FACTIONS, type Faction } from "./types";

/** Names, ids and UUIDs are short text. */
export const MAX_NAME = 200;

export type BoardRequest =
  // Set-up (the Editor, except where a player spends their own tokens or Inspirations)
  | { type: "rename"; title?: string; scene?: string }
  | { type: "setVictoryTotal"; value: number }
  | { type: "seat"; userIds: string[] }
  | { type: "addPlayer"; userId: string; name: string }
  | { type: "removePlayer"; userId: string }
  /** Hand the Editor's role to a seated player (the Editor, or a host, at a Scene's start). */
  | { type: "setEditor"; userId: string }
  /** heroes/opponents: starting faces the Editor sets (an example Scene's later Complications), never with an Inspiration. */
  | { type: "addComplication"; name: string; inspirationId?: string; heroes?: number; opponents?: number }
  | { type: "removeComplication"; complicationId: string }
  /**
   * An example Scene's stake made earlier in the Scene (the Editor's set-up, as the book has it "had Staked"): Debt
   * the character holds moves onto the Complication named, whoever controls it now.
   */
  | { type: "earlierStake"; complication: string; actorUuid: string; drive: DriveSlot; count: number }
  | { type: "addCharacter"; actorUuid: string; faction: Faction; prominence: number; narrator: string }
  | { type: "spendProminence"; actorUuid: string; faction: Faction; tokens: number; userId?: string }
  | { type: "doubleToken"; actorUuid: string; userId: string }
  | { type: "removeCharacter"; characterId: string }
  | { type: "setNarrator"; characterId: string; userId: string }
  | { type: "startScene" }
  // A Page
  | { type: "claim"; characterId: string; complicationId: string }
  | { type: "passClaims" }
  | { type: "overdrawnRoll"; characterId: string; drive: DriveSlot; complicationId: string; side: number; die: number }
  | {
      type: "stake";
      characterId?: string;
      absentActorUuid?: string;
      complicationId: string;
      drive: DriveSlot;
      count: number;
    }
  | {
      type: "roll";
      characterId: string;
      complicationId: string;
      side: number;
      die: number;
      abilityId: string;
      debtDrive?: DriveSlot;
      stakeDebt?: boolean;
    }
  | { type: "react"; characterId: string; abilityId: string; debtDrive?: DriveSlot; stakeDebt?: boolean }
  | { type: "rollResult"; pendingId: string; face: number }
  /**
   * Let the chance to react go (a player for themselves; the Editor for a player who is away); `resultId` names the
   * accepted result the pass was shown (`scene.reactions.id`): a pass answers that result only.
   */
  | { type: "passReaction"; userId?: string; resultId?: string }
  | { type: "decide"; keep: boolean }
  | {
      type: "split";
      characterId: string;
      complicationId: string;
      side: number;
      die: number;
      parts: number;
      newSide: number;
      stake?: { drive: DriveSlot; count: number };
    }
  | { type: "endTurn" }
  | { type: "veto" }
  // Resolution and the Scene's end
  | { type: "resolveNext" }
  | { type: "give"; giftId: string; toUserId: string }
  | { type: "replace"; name: string; inspirationId?: string }
  | { type: "endClaim"; characterId: string; complicationId: string }
  | { type: "closeScene" };

export type RequestType = BoardRequest["type"];

export const REQUEST_TYPES: readonly RequestType[] = [
  "rename",
  "setVictoryTotal",
  "seat",
  "addPlayer",
  "removePlayer",
  "setEditor",
  "addComplication",
  "removeComplication",
  "earlierStake",
  "addCharacter",
  "spendProminence",
  "doubleToken",
  "removeCharacter",
  "setNarrator",
  "startScene",
  "claim",
  "passClaims",
  "overdrawnRoll",
  "stake",
  "roll",
  "react",
  "rollResult",
  "passReaction",
  "decide",
  "split",
  "endTurn",
  "veto",
  "resolveNext",
  "give",
  "replace",
  "endClaim",
  "closeScene",
];

type Fields = Record<string, (fn: string, path: string, value: unknown) => unknown>;

const id = (fn: string, path: string, v: unknown) => {
  const text = requireString(fn, path, v, MAX_NAME);
  if (text.trim() === "") argError(fn, path, "a non-empty id", v, "range");
  return text;
};
const name = (fn: string, path: string, v: unknown) => {
  const text = requireString(fn, path, v, MAX_NAME);
  if (text.trim() === "") argError(fn, path, "a non-empty name", v, "range");
  return text;
};
const optional =
  (check: (fn: string, path: string, v: unknown) => unknown) => (fn: string, path: string, v: unknown) =>
    v === undefined ? undefined : check(fn, path, v);
const count = (min: number) => (fn: string, path: string, v: unknown) =>
  requireInteger(fn, path, v, { min, max: MAX_COUNT });
const index = (fn: string, path: string, v: unknown) => requireInteger(fn, path, v, { min: 0, max: MAX_COUNT });
const face = (fn: string, path: string, v: unknown) => requireInteger(fn, path, v, { min: 1, max: MAX_FACE });
const drive = (fn: string, path: string, v: unknown) => requireOneOf(fn, path, v, DRIVES);
const faction = (fn: string, path: string, v: unknown) => requireOneOf(fn, path, v, FACTIONS);
const bool = (fn: string, path: string, v: unknown) => requireBoolean(fn, path, v);
const optBool = (fn: string, path: string, v: unknown) => optionalBoolean(fn, path, v);

const SHAPES: Record<RequestType, Fields> = {
  rename: { title: optional(name), scene: optional(name) },
  setVictoryTotal: { value: count(0) },
  seat: { userIds: (fn, path, v) => requireList(fn, path, v, (u, p) => id(fn, p, u), 64) },
  addPlayer: { userId: id, name },
  removePlayer: { userId: id },
  setEditor: { userId: id },
  addComplication: {
    name,
    inspirationId: optional(id),
    heroes: optional(face),
    opponents: optional(face),
  },
  removeComplication: { complicationId: id },
  earlierStake: { complication: name, actorUuid: id, drive, count: count(1) },
  addCharacter: { actorUuid: id, faction, prominence: count(1), narrator: id },
  spendProminence: { actorUuid: id, faction, tokens: count(1), userId: optional(id) },
  doubleToken: { actorUuid: id, userId: id },
  removeCharacter: { characterId: id },
  setNarrator: { characterId: id, userId: id },
  startScene: {},
  claim: { characterId: id, complicationId: id },
  passClaims: {},
  overdrawnRoll: { characterId: id, drive, complicationId: id, side: index, die: index },
  stake: { characterId: optional(id), absentActorUuid: optional(id), complicationId: id, drive, count: count(1) },
  roll: {
    characterId: id,
    complicationId: id,
    side: index,
    die: index,
    abilityId: id,
    debtDrive: optional(drive),
    stakeDebt: optBool,
  },
  react: { characterId: id, abilityId: id, debtDrive: optional(drive), stakeDebt: optBool },
  rollResult: { pendingId: id, face },
  passReaction: { userId: optional(id), resultId: optional(id) },
  decide: { keep: bool },
  split: {
    characterId: id,
    complicationId: id,
    side: index,
    die: index,
    parts: (fn, path, v) => requireInteger(fn, path, v, { min: 2, max: MAX_FACE }),
    newSide: (fn, path, v) => requireInteger(fn, path, v, { min: 0, max: MAX_FACE }),
    stake: optional((fn, path, v) => {
      const s = requireRecord(fn, path, v);
      checkKeys(fn, path, s, ["drive", "count"]);
      return { drive: drive(fn, `${path}.drive`, s.drive), count: count(1)(fn, `${path}.count`, s.count) };
    }),
  },
  endTurn: {},
  veto: {},
  resolveNext: {},
  give: { giftId: id, toUserId: id },
  replace: { name, inspirationId: optional(id) },
  endClaim: { characterId: id, complicationId: id },
  closeScene: {},
};

function checkKeys(fn: string, path: string, record: Record<string, unknown>, allowed: readonly string[]): void {
  for (const key of Object.keys(record)) {
    if (!allowed.includes(key))
      argError(fn, `${path}.${key}`, `absent (a ${path} has ${allowed.join(", ")})`, record[key], "range");
  }
}

/** Check a request's shape; returns it typed. Throws a TypeError/RangeError naming the field. */
export function requireRequest(fn: string, name: string, value: unknown): BoardRequest {
  const request = requireRecord(fn, name, value);
  const type = requireOneOf(fn, `${name}.type`, request.type, REQUEST_TYPES);
  const shape = SHAPES[type];
  checkKeys(fn, name, request, ["type", ...Object.keys(shape)]);
  for (const [key, check] of Object.entries(shape)) check(fn, `${name}.${key}`, request[key]);
  // Of the requests with an inspirationId, only addComplication takes faces too (checkKeys refused them elsewhere).
  if (request.inspirationId !== undefined) {
    for (const key of ["heroes", "opponents"])
      if (request[key] !== undefined)
        argError(fn, `${name}.${key}`, "absent (an Inspiration sets its own dice)", request[key], "range");
  }
  return request as unknown as BoardRequest;
}
