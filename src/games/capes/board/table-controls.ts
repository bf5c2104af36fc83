/**
 * Pure context for what the board asks of each person at the table when it
 * is not one player's action: the chance to react (every player still
 * deciding sees their Tropes and a Pass button, everyone sees who is still
 * deciding, the Editor may pass for a player who is away), whose turn it is
 * to claim, and the notices a client shows when the board turns to its user.
 * Only a guide: the rules (capes.applyRequest) decide.
 */
import { capes } from "../../../rules";
import { actsFor, driveLabel, playerName, type ViewInput } from "./view-context";

type Options = Record<string, string>;

/** A Drive select's choices: the sheet's names (an opponent's own) or the hero Drives' lang keys. */
export function driveOptions(sheet: capes.SheetView | undefined): Options {
  return Object.fromEntries(
    capes.DRIVES.map((d) => {
      const label = driveLabel(sheet, d);
      return [d, label.driveKey || label.driveName];
    }),
  );
}

export function abilityLabel(a: capes.SheetAbility): string {
  return `${a.name} (${a.level}${a.type === "trope" && a.superPowered ? " ⬤" : ""})`;
}

/** Powers and super-powered Tropes take a Debt Token; the others Block. */
export function costsDebt(a: capes.SheetAbility): boolean {
  return a.type === "power" || (a.type === "trope" && a.superPowered);
}

/** The players still deciding whether to react, or [] when the window is closed. */
export function awaitingReactions(board: capes.CapesBoard): string[] {
  const window = board.scene.reactions ?? null;
  if (!window || board.scene.pending || !board.scene.lastRoll) return [];
  return window.awaiting;
}

export function reactionControls(input: ViewInput): Record<string, unknown> | null {
  const { board, sheets, viewer } = input;
  const last = board.scene.lastRoll;
  const awaiting = awaitingReactions(board);
  if (!last || awaiting.length === 0) return null;
  const comp = board.scene.complications.find((c) => c.id === last.complicationId);
  const reactors = board.scene.characters
    // Each player reacts with the characters they narrate; the Editor may only pass for a player who is away.
    .filter((c) => awaiting.includes(c.narrator) && c.narrator === viewer.userId)
    .map((c) => {
      const sheet = sheets[c.actorUuid];
      const tropes = (sheet?.abilities ?? []).filter(
        (a) => a.type === "trope" && !a.blocked && !a.usedThisPage && a.level >= last.face,
      );
      return {
        characterId: c.id,
        name: c.name,
        tropes: tropes.map((a) => ({ id: a.id, label: abilityLabel(a), costsDebt: costsDebt(a) })),
        driveOptions: driveOptions(sheet),
      };
    })
    .filter((r) => r.tropes.length > 0);
  return {
    face: last.face,
    // The result this chance is for: a pass names it and answers it only ("" on boards stored before it).
    resultId: board.scene.reactions?.id ?? "",
    complication: comp?.name ?? "",
    waiting: awaiting.map((u) => playerName(board, u)).join(", "),
    mine: awaiting.includes(viewer.userId),
    reactors,
    // The Editor passes for a player away from the table only ("passing for the absent").
    passFor: viewer.isGM
      ? awaiting
          .filter((u) => u !== viewer.userId && actsFor(viewer, u))
          .map((u) => ({ userId: u, name: playerName(board, u) }))
      : [],
  };
}

/** Whether it is this viewer's turn to claim (their seat, or their character's second chance). */
export function claimTurnIsMine(board: capes.CapesBoard, userId: string): boolean {
  const claims = board.scene.phase === "claims" ? board.scene.claims : null;
  if (!claims) return false;
  if (claims.reclaim !== null) return board.scene.characters.find((c) => c.id === claims.reclaim)?.narrator === userId;
  return board.story.players[claims.seat]?.userId === userId;
}

export interface TurnNotice {
  key: string;
  data: Record<string, string | number>;
}

/**
 * What to tell this user when the board changes from `before` to `after`:
 * that it has become their turn to claim, or that they may now react.
 */
export function turnNotices(before: capes.CapesBoard | null, after: capes.CapesBoard, userId: string): TurnNotice[] {
  const notices: TurnNotice[] = [];
  const L = "STORY_ENGINES.Capes.Board";
  const sameClaim =
    before !== null &&
    claimTurnIsMine(before, userId) &&
    before.scene.page === after.scene.page &&
    before.scene.claims?.seat === after.scene.claims?.seat &&
    before.scene.claims?.reclaim === after.scene.claims?.reclaim;
  if (claimTurnIsMine(after, userId) && !sameClaim)
    notices.push({ key: `${L}.claimTurnNotice`, data: { scene: after.scene.name } });
  const last = after.scene.lastRoll;
  const wasAwaited = before !== null && awaitingReactions(before).includes(userId);
  const sameRoll =
    before?.scene.lastRoll?.face === last?.face && before?.scene.reactions?.userId === after.scene.reactions?.userId;
  if (last && awaitingReactions(after).includes(userId) && !(wasAwaited && sameRoll)) {
    const comp = after.scene.complications.find((c) => c.id === last.complicationId);
    notices.push({ key: `${L}.reactNotice`, data: { face: last.face, complication: comp?.name ?? "" } });
  }
  return notices;
}
