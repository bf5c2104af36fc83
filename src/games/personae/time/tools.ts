/**
 * The chorus's tools, in the Table tools window (for the holder of the chorus
 * role, a player or a GM): start the encounter, end a round of it, end the
 * encounter, or end the scene, for every identity on the viewed scene, end the
 * session for every identity, hand a critical from the chorus pool to a
 * chorus identity (the pool's count shown beside it, redrawn when the pool
 * changes), and award a character a development point.
 */
import type { TableTool } from "../../../core/table-tools";
import { refreshTableTools } from "../../../core/table-tools-app";
import { readPool, spendFromPool } from "./chorus-pool";
import { identitiesFor, personaeScenes } from "./identities";
import { CHORUS_QUERY, endOfTimeForAll, endRoundForAll, startEncounterForAll } from "./time-query";
import { holdsChorus } from "../challenge/chorus-role";
import { awardPoint } from "./award";
import { TIME_SCOPES } from "./time-updates";

const P = "STORY_ENGINES.Personae.Chorus";
const ICONS = { encounter: "fa-flag-checkered", scene: "fa-clapperboard", session: "fa-moon" } as const;

/** Identities to hand a pool critical to: the viewed scene's first, then the world's. */
const poolCandidates = (): Actor[] => identitiesFor("session", personaeScenes().viewed);

/** The tools are the chorus's: whoever holds the role (digest, round 4), not only a GM. */
const chorusOnly = { visibleTo: (user: { id: string }) => holdsChorus(game.users.get(user.id) ?? null) };

export const chorusTools: TableTool[] = [
  {
    id: "start-encounter",
    labelKey: `${P}.startEncounter`,
    icon: "fa-solid fa-play",
    ...chorusOnly,
    open: () => startEncounterForAll(),
  },
  {
    id: "end-round",
    labelKey: `${P}.round`,
    icon: "fa-solid fa-rotate",
    ...chorusOnly,
    open: () => endRoundForAll(),
  },
  ...TIME_SCOPES.map((scope): TableTool => ({
    id: `end-${scope}`,
    labelKey: `${P}.${scope}`,
    icon: `fa-solid ${ICONS[scope]}`,
    ...chorusOnly,
    open: () => endOfTimeForAll(scope),
  })),
  {
    id: "chorus-pool",
    labelKey: `${P}.poolSpend`,
    icon: "fa-solid fa-star",
    ...chorusOnly,
    status: () => ({ labelKey: `${P}.poolLabel`, value: readPool() }),
    open: () => spendFromPool(poolCandidates()),
  },
  {
    id: "award",
    labelKey: `${P}.award`,
    icon: "fa-solid fa-award",
    ...chorusOnly,
    open: () => awardPoint(poolCandidates(), CHORUS_QUERY),
  },
];

/** The pool changed (its first write included: the setting's onChange): the Table tools window shows the new count. */
export function onPoolChange(): void {
  refreshTableTools();
}
