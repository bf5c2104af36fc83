/**
 * Pure context of the short chat card every board roll posts: who rolled
 * which die with what, the face before and after, and for an Overdrawn roll
 * whether it lowered the die.
 */
import type { capes } from "../../../rules";
import { CAPES_LANG } from "../data/common";
import { factionKey } from "../sheets/labels";

/** What a board roll carries in its options, so its card re-renders from the roll's own data. */
export interface CapesRollData {
  boardUuid: string;
  pendingId: string;
  kind: "action" | "reaction" | "overdrawn";
  character: string;
  /** The character's actor, for the card's portrait (absent on rolls made before it was kept). */
  actorUuid?: string;
  /** The ability used ("" for an Overdrawn roll) and its level. */
  ability: string;
  level: number;
  complication: string;
  faction: capes.Faction;
  from: number;
}

/** The roll card's context; `img` is the character's portrait (core/card-header.hbs), null without one. */
export function rollCardContext(data: CapesRollData, face: number, img: string | null = null): Record<string, unknown> {
  const lowered = face < data.from;
  return {
    cardClass: "capes",
    character: data.character,
    img,
    subtitleKey: `${CAPES_LANG}.Card.${data.kind}`,
    ability: data.ability,
    level: data.level,
    complication: data.complication,
    factionKey: factionKey(data.faction),
    faction: data.faction,
    from: data.from,
    face,
    overdrawn: data.kind === "overdrawn",
    outcomeKey:
      data.kind === "overdrawn"
        ? `${CAPES_LANG}.Card.${lowered ? "lowered" : "unchanged"}`
        : `${CAPES_LANG}.Card.decide`,
  };
}

/** What the card of the die a board asks for shows, read from the board (and the sheets, for the level). */
export function rollDataFor(board: capes.CapesBoard, sheets: capes.Sheets, boardUuid: string): CapesRollData | null {
  const pending = board.scene.pending;
  if (!pending) return null;
  const character = board.scene.characters.find((c) => c.id === pending.characterId);
  const complication = board.scene.complications.find((c) => c.id === pending.complicationId);
  const ability = character
    ? sheets[character.actorUuid]?.abilities.find((a) => a.id === pending.abilityId)
    : undefined;
  return {
    boardUuid,
    pendingId: pending.id,
    kind: pending.kind,
    character: character?.name ?? "",
    actorUuid: character?.actorUuid ?? "",
    ability: pending.abilityName,
    level: ability?.level ?? 0,
    complication: complication?.name ?? "",
    faction: complication?.sides[pending.side]?.faction ?? character?.faction ?? "heroes",
    from: pending.from,
  };
}
