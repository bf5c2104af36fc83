/**
 * Checks of the board, sheets and requester given to the public board
 * functions: enough of their shape that junk is refused with a TypeError or
 * RangeError naming the field, instead of failing deep inside. The board is
 * what applyRequest and newBoard return; the sheets are what the Foundry
 * side reads from the actors.
 */
import {
  argError,
  requireBoolean,
  requireInteger,
  requireList,
  requireOneOf,
  requireRecord,
  requireString,
} from "../../args";
import { ABILITY_TYPES, CHARACTER_KINDS, DRIVES } from "../character";
import { MAX_COUNT, MAX_SIDE_DICE, MAX_SIDES, requireCount, requireFace, requireLevel } from "../args";
import { MAX_NAME } from "./request";
import { FACTIONS, PHASES, type CapesBoard, type Requester, type Sheets } from "./types";

/** The most characters, Complications, stakes or players a board holds. */
export const MAX_ENTRIES = 200;

const text = (fn: string, path: string, v: unknown) => requireString(fn, path, v, MAX_NAME);

export function requireBoard(fn: string, name: string, value: unknown): CapesBoard {
  const board = requireRecord(fn, name, value);
  if (board.schema !== 1) argError(fn, `${name}.schema`, "1", board.schema, "range");
  requireCount(fn, `${name}.version`, board.version);
  const story = requireRecord(fn, `${name}.story`, board.story);
  text(fn, `${name}.story.editorId`, story.editorId);
  requireList(
    fn,
    `${name}.story.players`,
    story.players,
    (p, path) => {
      const ledger = requireRecord(fn, path, p);
      text(fn, `${path}.userId`, ledger.userId);
      text(fn, `${path}.name`, ledger.name);
      requireCount(fn, `${path}.tokens`, ledger.tokens);
      requireList(fn, `${path}.inspirations`, ledger.inspirations, (i, ip) => requireRecord(fn, ip, i), MAX_ENTRIES);
    },
    64,
  );
  const scene = requireRecord(fn, `${name}.scene`, board.scene);
  requireOneOf(fn, `${name}.scene.phase`, scene.phase, PHASES);
  requireInteger(fn, `${name}.scene.page`, scene.page, { min: 0, max: MAX_COUNT });
  requireList(
    fn,
    `${name}.scene.characters`,
    scene.characters,
    (c, path) => {
      const character = requireRecord(fn, path, c);
      text(fn, `${path}.id`, character.id);
      requireOneOf(fn, `${path}.faction`, character.faction, FACTIONS);
      requireCount(fn, `${path}.prominence`, character.prominence);
    },
    MAX_ENTRIES,
  );
  requireList(
    fn,
    `${name}.scene.complications`,
    scene.complications,
    (c, path) => {
      const complication = requireRecord(fn, path, c);
      text(fn, `${path}.id`, complication.id);
      requireList(
        fn,
        `${path}.sides`,
        complication.sides,
        (s, sp) => {
          const side = requireRecord(fn, sp, s);
          requireOneOf(fn, `${sp}.faction`, side.faction, FACTIONS);
          requireList(fn, `${sp}.dice`, side.dice, (f, fp) => requireFace(fn, fp, f), MAX_SIDE_DICE);
        },
        MAX_SIDES,
      );
      requireList(fn, `${path}.stakes`, complication.stakes, (s, sp) => requireRecord(fn, sp, s), MAX_ENTRIES);
    },
    MAX_ENTRIES,
  );
  requireList(fn, `${name}.log`, board.log, (e, path) => requireRecord(fn, path, e), 10_000);
  return value as CapesBoard;
}

export function requireSheets(fn: string, name: string, value: unknown): Sheets {
  const sheets = requireRecord(fn, name, value);
  const keys = Object.keys(sheets);
  if (keys.length > MAX_ENTRIES) argError(fn, name, `at most ${MAX_ENTRIES} sheets`, value, "range");
  for (const key of keys) {
    const path = `${name}[${JSON.stringify(key)}]`;
    const sheet = requireRecord(fn, path, sheets[key]);
    if (sheet.actorUuid !== key)
      argError(fn, `${path}.actorUuid`, `the key it is filed under (${key})`, sheet.actorUuid, "range");
    text(fn, `${path}.name`, sheet.name);
    requireOneOf(fn, `${path}.kind`, sheet.kind, CHARACTER_KINDS);
    const drives = requireRecord(fn, `${path}.drives`, sheet.drives);
    for (const d of DRIVES) {
      const drive = requireRecord(fn, `${path}.drives.${d}`, drives[d]);
      text(fn, `${path}.drives.${d}.name`, drive.name);
      requireCount(fn, `${path}.drives.${d}.value`, drive.value);
      requireCount(fn, `${path}.drives.${d}.debt`, drive.debt);
    }
    requireList(
      fn,
      `${path}.abilities`,
      sheet.abilities,
      (a, ap) => {
        const ability = requireRecord(fn, ap, a);
        text(fn, `${ap}.id`, ability.id);
        text(fn, `${ap}.name`, ability.name);
        requireOneOf(fn, `${ap}.type`, ability.type, ABILITY_TYPES);
        requireLevel(fn, `${ap}.level`, ability.level);
        requireBoolean(fn, `${ap}.superPowered`, ability.superPowered);
        requireBoolean(fn, `${ap}.blocked`, ability.blocked);
        requireBoolean(fn, `${ap}.usedThisPage`, ability.usedThisPage);
      },
      MAX_ENTRIES,
    );
  }
  return value as Sheets;
}

export function requireRequester(fn: string, name: string, value: unknown): Requester {
  const requester = requireRecord(fn, name, value);
  const userId = text(fn, `${name}.userId`, requester.userId);
  if (userId.trim() === "") argError(fn, `${name}.userId`, "a user id", userId, "range");
  requireBoolean(fn, `${name}.isGM`, requester.isGM);
  if (requester.host !== undefined) requireBoolean(fn, `${name}.host`, requester.host);
  if (requester.absent !== undefined) {
    if (!Array.isArray(requester.absent))
      argError(fn, `${name}.absent`, "an array of user ids", requester.absent, "type");
    (requester.absent as unknown[]).forEach((id, i) => text(fn, `${name}.absent[${i}]`, id));
  }
  return value as Requester;
}
