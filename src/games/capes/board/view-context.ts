/**
 * Pure context for the board's shared parts, the same for everyone: the
 * header (Story, Scene, phase, Victory Points against the target, whose
 * action), the Complications as cards (a die per side, the controlling side
 * marked, stakes by character and Drive, claims), the cast, the players'
 * ledger (Story Tokens, Inspirations) and the Page log.
 */
import { capes } from "../../../rules";
import { pluralKey } from "../../../core/plural";
import { CAPES_LANG } from "../data/common";
import { driveKey, factionKey, phaseKey } from "../sheets/labels";

const L = `${CAPES_LANG}.Board`;

export interface ViewInput {
  board: capes.CapesBoard;
  sheets: capes.Sheets;
  /**
   * `isGM`: the viewer is this board's Editor; `host`: a Foundry GM, who may hand the Editor's role on;
   * `absent`: the seated players not connected, the only others the Editor acts for (none when left out).
   */
  viewer: { userId: string; isGM: boolean; host?: boolean; absent?: readonly string[] };
  /** The die this viewer has picked for a roll or a split (kept by the application, not the board). */
  selection: capes.DieRef | null;
}

/** Whether the viewer decides for the player `userId`: themselves, or the Editor for a player away. */
export function actsFor(viewer: ViewInput["viewer"], userId: string): boolean {
  return userId === viewer.userId || (viewer.isGM && (viewer.absent ?? []).includes(userId));
}

const sum = (dice: readonly number[]) => dice.reduce((a, b) => a + b, 0);

export function controllingSide(complication: capes.Complication): number | null {
  const totals = complication.sides.map((s) => sum(s.dice));
  const best = Math.max(...totals);
  const at = totals.flatMap((t, i) => (t === best ? [i] : []));
  return at.length === 1 ? (at[0] ?? null) : null;
}

/** The side a character (or, with null, an absent member of the faction) stands on. */
export function standing(complication: capes.Complication, faction: capes.Faction, characterId: string | null): number {
  const own = characterId === null ? -1 : complication.sides.findIndex((s) => s.owner === characterId);
  return own >= 0 ? own : complication.sides.findIndex((s) => s.faction === faction && s.owner === null);
}

export function characterName(board: capes.CapesBoard, id: string | null | undefined): string {
  return board.scene.characters.find((c) => c.id === id)?.name ?? "";
}

export function playerName(board: capes.CapesBoard, userId: string): string {
  return board.story.players.find((p) => p.userId === userId)?.name ?? "";
}

/** A Drive's name as a lang key (a hero's) or the opponent's own name. */
export function driveLabel(
  sheet: capes.SheetView | undefined,
  drive: capes.DriveSlot,
  stored = "",
): { driveKey: string; driveName: string } {
  const name = stored || sheet?.drives[drive].name || "";
  return name.trim() !== "" ? { driveKey: "", driveName: name } : { driveKey: driveKey(drive), driveName: "" };
}

/** An Inspiration as the card notes it: "H 2vp +2". */
export function inspirationCode(i: capes.Inspiration): string {
  return `${i.faction === "heroes" ? "H" : "O"} ${i.vp}vp ${i.bonus < 0 ? "−" : "+"}${Math.abs(i.bonus)}`;
}

export function headerContext(input: ViewInput): Record<string, unknown> {
  const { board } = input;
  const { scene, story } = board;
  const turn = scene.turn;
  const acting = turn ? characterName(board, turn.order[turn.index]) : "";
  return {
    title: story.title,
    scene: scene.name,
    sceneNumber: story.sceneNumber,
    phaseKey: phaseKey(scene.phase),
    phaseHintKey: `${L}.phaseHint.${scene.phase}`,
    page: scene.page,
    target: scene.target,
    vp: scene.vp,
    storyVp: story.vp,
    victoryTotal: story.victoryTotal,
    hasTarget: scene.target > 0,
    turnNumber: turn?.number ?? 0,
    acting,
    storyOver: story.over,
    version: board.version,
  };
}

export function complicationsContext(input: ViewInput): Record<string, unknown> {
  const { board, sheets, selection } = input;
  return {
    complications: board.scene.complications.map((c) => {
      const control = controllingSide(c);
      const claimant = board.scene.characters.find((ch) => ch.id === c.claim);
      return {
        id: c.id,
        name: c.name,
        claimed: claimant !== undefined,
        claimant: claimant?.name ?? "",
        controlled: control !== null,
        controlKey: control === null ? `${L}.tied` : factionKey(c.sides[control]?.faction ?? "heroes"),
        sides: c.sides.map((side, index) => {
          const stakes = c.stakes.filter((s) => standing(c, s.faction, s.characterId) === index);
          return {
            index,
            faction: side.faction,
            factionKey: factionKey(side.faction),
            owner: side.owner ? characterName(board, side.owner) : "",
            total: sum(side.dice),
            controls: control === index,
            dice: side.dice.map((face, die) => ({
              die,
              face,
              selected: selection?.complicationId === c.id && selection.side === index && selection.die === die,
              label: `${c.name} · ${side.faction} · ${face}`,
            })),
            stakes: stakes.map((s) => ({
              staker: s.name,
              count: s.count,
              ...driveLabel(sheets[s.actorUuid], s.drive, s.driveName),
            })),
          };
        }),
      };
    }),
    empty: board.scene.complications.length === 0,
  };
}

export function castContext(input: ViewInput): Record<string, unknown> {
  const { board, sheets } = input;
  const turn = board.scene.turn;
  const actingId = board.scene.phase === "turns" ? turn?.order[turn.index] : undefined;
  const side = (faction: capes.Faction) => {
    const characters = board.scene.characters.filter((c) => c.faction === faction);
    return {
      faction,
      labelKey: factionKey(faction),
      prominence: characters.reduce((n, c) => n + c.prominence, 0),
      characters: characters.map((c) => {
        const sheet = sheets[c.actorUuid];
        const drives = capes.DRIVES.filter(
          (d) => (sheet?.drives[d].debt ?? 0) > 0 || (sheet ? capes.overdrawn(sheet.drives[d]) : false),
        );
        return {
          id: c.id,
          name: c.name,
          prominence: c.prominence,
          narrator: playerName(board, c.narrator),
          acting: c.id === actingId,
          missing: sheet === undefined,
          debts: drives.map((d) => ({
            ...driveLabel(sheet, d),
            debt: sheet?.drives[d].debt ?? 0,
            value: sheet?.drives[d].value ?? 0,
            overdrawn: sheet ? capes.overdrawn(sheet.drives[d]) : false,
          })),
        };
      }),
    };
  };
  return { sides: [side("heroes"), side("opponents")] };
}

export function ledgerContext(input: ViewInput): Record<string, unknown> {
  const { board, viewer } = input;
  const canSeat = viewer.isGM && board.scene.phase === "setup";
  const count = board.story.players.length;
  return {
    players: board.story.players.map((p, seat) => ({
      userId: p.userId,
      name: p.name,
      seat: seat + 1,
      editor: p.userId === board.story.editorId,
      me: p.userId === viewer.userId,
      tokens: p.tokens,
      inspirations: p.inspirations.map((i) => ({ name: i.name, code: inspirationCode(i) })),
      canMoveUp: canSeat && seat > 1,
      canMoveDown: canSeat && seat > 0 && seat < count - 1,
    })),
  };
}

/** Every value a log line may format, present in each entry (strict templates); sides and control as lang keys. */
const LOG_KEYS = [
  "name",
  "complication",
  "face",
  "from",
  "to",
  "rolled",
  "vp",
  "bonus",
  "count",
  "drive",
  "player",
  "holder",
  "page",
  "number",
  "target",
  "heroes",
  "opponents",
  "total",
  "value",
  "ability",
  "level",
  "into",
  "newSide",
  "inspiration",
  "players",
  "tokens",
  "prominence",
];

/** Log lines counted by their `count`: one lang key per plural form (src/core/plural.ts). */
const PLURAL_LOG_KINDS = new Set(["overdrawnDue", "resolutionStarts", "gave", "reactionsOpen"]);

export function logContext(input: ViewInput): Record<string, unknown> {
  const entries = input.board.log.slice(-60).reverse();
  return {
    entries: entries.map((e, i) => {
      const data: Record<string, string | number> = Object.fromEntries(LOG_KEYS.map((k) => [k, e.data[k] ?? ""]));
      const faction = e.data.faction;
      const control = e.data.control;
      data.faction = faction === "heroes" || faction === "opponents" ? factionKey(faction) : "";
      data.control =
        control === "heroes" || control === "opponents" ? factionKey(control) : control === "none" ? `${L}.tied` : "";
      // The Page is named once, above its lines (newest first): "Page 2", or the set-up before Page 1.
      const first = i === 0 || entries[i - 1]?.page !== e.page;
      return {
        page: e.page,
        pageKey: first ? `${CAPES_LANG}.Board.${e.page > 0 ? "logPage" : "logSetup"}` : "",
        key: PLURAL_LOG_KINDS.has(e.kind)
          ? pluralKey(`${CAPES_LANG}.Log.${e.kind}`, e.data.count)
          : `${CAPES_LANG}.Log.${e.kind}`,
        data,
        promptKey: e.prompt ? `${CAPES_LANG}.Prompt.${e.prompt}` : "",
      };
    }),
    empty: entries.length === 0,
  };
}
