/**
 * Pure context for the board's controls: what this viewer may do now, by
 * phase — set-up forms, claims, Overdrawn rolls, the acting character's
 * stake / roll / split / end, Trope reactions, rolling and deciding a die,
 * the Editor's veto, resolutions (gifts, replacements), the Scene's end and
 * the next Scene. Only a guide: the rules (capes.applyRequest) decide.
 */
import { capes } from "../../../rules";
import { abilityTypeKey, factionKey } from "../sheets/labels";
import {
  abilityLabel,
  awaitingReactions,
  claimTurnIsMine,
  costsDebt,
  driveOptions,
  reactionControls,
} from "./table-controls";
import {
  actsFor,
  characterName,
  controllingSide,
  driveLabel,
  inspirationCode,
  playerName,
  standing,
  type ViewInput,
} from "./view-context";

export interface ControlsInput extends ViewInput {
  /** The world's Capes characters, for the set-up selects. */
  actors: { uuid: string; name: string; kind: capes.CharacterKind }[];
  /** The example Scenes the Editor may set up (the capes-scenes pack). */
  examples?: { id: string; name: string }[];
  /** The world's player accounts (not the GMs'), for the Editor's seating. */
  users?: { id: string; name: string }[];
}

type Options = Record<string, string>;

const range = (from: number, to: number): Options =>
  Object.fromEntries(
    Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => [String(from + i), String(from + i)]),
  );

function mayAct(input: ViewInput, character: capes.SceneCharacter): boolean {
  return actsFor(input.viewer, character.narrator);
}

function setupControls(input: ControlsInput): Record<string, unknown> {
  const { board, viewer } = input;
  const { scene, story } = board;
  const me = story.players.find((p) => p.userId === viewer.userId);
  const heroes = scene.characters.filter((c) => c.faction === "heroes").reduce((n, c) => n + c.prominence, 0);
  const opponents = scene.characters.filter((c) => c.faction === "opponents").reduce((n, c) => n + c.prominence, 0);
  const others = story.players.filter((p) => p.userId !== story.editorId);
  return {
    isGM: viewer.isGM,
    // The Editor (or the table's host, a Foundry GM) hands the role on to a seated player before the Scene starts.
    canHandOn: (viewer.isGM || viewer.host === true) && others.length > 0,
    editorOptions: Object.fromEntries(others.map((p) => [p.userId, p.name])),
    // Offered only when there is a player to give the two tokens to and a hero to put them on.
    canDouble:
      viewer.isGM &&
      story.sceneNumber === 1 &&
      scene.doubled === null &&
      others.length > 0 &&
      input.actors.some((a) => a.kind === "hero"),
    // The Editor seats the players who take part; spare accounts stay off the board.
    seatOptions: Object.fromEntries(
      (input.users ?? []).filter((u) => !story.players.some((p) => p.userId === u.id)).map((u) => [u.id, u.name]),
    ),
    canSeat: viewer.isGM && (input.users ?? []).some((u) => !story.players.some((p) => p.userId === u.id)),
    // A player who narrates a character keeps their seat until it is removed or handed on (the board refuses it):
    // the unseat button says so instead of being offered.
    seated: viewer.isGM
      ? others.map((p) => ({
          userId: p.userId,
          name: p.name,
          narrates: scene.characters.find((c) => c.narrator === p.userId)?.name ?? null,
        }))
      : [],
    actorOptions: Object.fromEntries(input.actors.map((a) => [a.uuid, a.name])),
    // The extra token may join the one a player already spent on their hero.
    heroOptions: Object.fromEntries(input.actors.filter((a) => a.kind === "hero").map((a) => [a.uuid, a.name])),
    factionOptions: { heroes: factionKey("heroes"), opponents: factionKey("opponents") },
    narratorOptions: Object.fromEntries(story.players.map((p) => [p.userId, p.name])),
    playerOptions: Object.fromEntries(
      story.players.filter((p) => p.userId !== story.editorId).map((p) => [p.userId, p.name]),
    ),
    prominenceOptions: range(1, 6),
    myTokens: me?.tokens ?? 0,
    tokenOptions: range(1, Math.max(1, me?.tokens ?? 1)),
    canSpend: (me?.tokens ?? 0) > 0,
    inspirationOptions: Object.fromEntries(
      (me?.inspirations ?? []).map((i) => [i.id, `${i.name} (${inspirationCode(i)})`]),
    ),
    hasInspirations: (me?.inspirations.length ?? 0) > 0,
    characters: scene.characters.map((c) => ({
      id: c.id,
      name: c.name,
      narrator: playerName(board, c.narrator),
      narratorId: c.narrator,
    })),
    exampleOptions: Object.fromEntries((input.examples ?? []).map((e) => [e.id, e.name])),
    hasExamples: viewer.isGM && (input.examples ?? []).length > 0,
    complications: scene.complications.map((c) => ({ id: c.id, name: c.name })),
    victoryTotal: story.victoryTotal,
    heroes,
    opponents,
    balanced: heroes > 0 && heroes === opponents,
  };
}

function claimControls(input: ViewInput): Record<string, unknown> {
  const { board, viewer } = input;
  const claims = board.scene.claims;
  const seat = board.story.players[claims?.seat ?? 0];
  const reclaim = claims?.reclaim ?? null;
  const mine = (c: capes.SceneCharacter) => {
    if (!mayAct(input, c)) return false;
    if (reclaim !== null) return c.id === reclaim;
    return viewer.isGM || c.narrator === seat?.userId;
  };
  const claimants = board.scene.characters
    .filter((c) => mine(c) && (reclaim === c.id || !claims?.claimed.includes(c.id)))
    .map((c) => ({
      characterId: c.id,
      name: c.name,
      complications: board.scene.complications
        .filter((comp) => {
          const control = controllingSide(comp);
          if (control === null || control !== standing(comp, c.faction, c.id) || comp.claim === c.id) return false;
          const holder = board.scene.characters.find((h) => h.id === comp.claim);
          return !holder || c.prominence > holder.prominence;
        })
        .map((comp) => ({ id: comp.id, name: comp.name, taken: comp.claim !== null })),
    }))
    .filter((c) => c.complications.length > 0);
  return {
    seat: seat?.name ?? "",
    yourTurn: claimTurnIsMine(board, viewer.userId),
    reclaim: characterName(board, reclaim),
    // The seat's player passes, or the Editor for them while they are away.
    canPass: actsFor(
      viewer,
      (reclaim !== null ? board.scene.characters.find((c) => c.id === reclaim)?.narrator : seat?.userId) ?? "",
    ),
    claimants,
  };
}

function overdrawnControls(input: ViewInput): Record<string, unknown> {
  const { board, sheets } = input;
  return {
    due: board.scene.overdrawnDue.map((due) => {
      const character = board.scene.characters.find((c) => c.id === due.characterId);
      const sheet = character ? sheets[character.actorUuid] : undefined;
      const dice: { complicationId: string; side: number; die: number; label: string }[] = [];
      let best = 0;
      if (character) {
        for (const comp of board.scene.complications) {
          const side = standing(comp, character.faction, character.id);
          comp.sides[side]?.dice.forEach((face, die) => {
            if (face > best) {
              best = face;
              dice.length = 0;
            }
            if (face === best) dice.push({ complicationId: comp.id, side, die, label: `${comp.name} (${face})` });
          });
        }
      }
      return {
        characterId: due.characterId,
        name: character?.name ?? "",
        drive: due.drive,
        ...driveLabel(sheet, due.drive),
        mine: character !== undefined && mayAct(input, character),
        dice,
      };
    }),
  };
}

function pendingControls(input: ViewInput): Record<string, unknown> | null {
  const { board, viewer } = input;
  const pending = board.scene.pending;
  if (!pending) return null;
  const roller = actsFor(viewer, pending.userId);
  const comp = board.scene.complications.find((c) => c.id === pending.complicationId);
  return {
    pendingId: pending.id,
    name: characterName(board, pending.characterId),
    ability: pending.abilityName,
    overdrawn: pending.kind === "overdrawn",
    complication: comp?.name ?? "",
    factionKey: factionKey(comp?.sides[pending.side]?.faction ?? "heroes"),
    from: pending.from,
    rolled: pending.result !== null,
    result: pending.result ?? 0,
    canRoll: pending.result === null && roller,
    canDecide: pending.result !== null && pending.kind !== "overdrawn" && roller,
    roller: playerName(board, pending.userId),
  };
}

function turnControls(input: ControlsInput): Record<string, unknown> | null {
  const { board, sheets, selection, viewer } = input;
  const turn = board.scene.turn;
  const actor = board.scene.characters.find((c) => c.id === turn?.order[turn.index]);
  if (board.scene.phase !== "turns" || !turn || !actor || board.scene.pending || !mayAct(input, actor)) return null;
  const sheet = sheets[actor.actorUuid];
  const comp = selection ? board.scene.complications.find((c) => c.id === selection.complicationId) : undefined;
  const face = comp && selection ? comp.sides[selection.side]?.dice[selection.die] : undefined;
  const abilities = (sheet?.abilities ?? []).filter(
    (a) =>
      a.type !== "trope" &&
      !a.blocked &&
      !a.usedThisPage &&
      !(a.type === "skill" && sheet?.kind === "hero") &&
      !(a.type === "attitude" && turn.attitude) &&
      face !== undefined &&
      a.level >= face,
  );
  const ownSide = comp && selection ? standing(comp, actor.faction, actor.id) === selection.side : false;
  const splitDone = turn.split === true;
  const splittable = ownSide && face !== undefined && face >= 2 && !splitDone;
  // Others still deciding whether to react hold the action; the acting player's own chance goes with the end.
  const others = awaitingReactions(board).filter((u) => u !== actor.narrator);
  const present = new Set(board.scene.characters.map((c) => c.actorUuid));
  return {
    characterId: actor.id,
    name: actor.name,
    complicationOptions: Object.fromEntries(board.scene.complications.map((c) => [c.id, c.name])),
    driveOptions: driveOptions(sheet),
    countOptions: range(1, 6),
    selected:
      comp && face !== undefined && selection
        ? {
            complication: comp.name,
            face,
            factionKey: factionKey(comp.sides[selection.side]?.faction ?? "heroes"),
            ownSide,
          }
        : null,
    abilityOptions: Object.fromEntries(abilities.map((a) => [a.id, `${abilityLabel(a)} · ${a.type}`])),
    abilities: abilities.map((a) => ({ id: a.id, label: abilityLabel(a), costsDebt: costsDebt(a) })),
    splitDone,
    canEnd: others.length === 0,
    waiting: others.map((u) => playerName(board, u)).join(", "),
    abilityTypeKeys: abilities.map((a) => abilityTypeKey(a.type)),
    canRoll: !turn.rolled && abilities.length > 0,
    rolled: turn.rolled,
    splitOptions: splittable && face !== undefined ? range(2, face) : {},
    newSideOptions: splittable && face !== undefined ? range(0, face) : {},
    canSplit: splittable,
    absentOptions:
      viewer.isGM && actor.narrator === board.story.editorId
        ? Object.fromEntries(
            input.actors.filter((a) => a.kind === "opponent" && !present.has(a.uuid)).map((a) => [a.uuid, a.name]),
          )
        : {},
    canStakeAbsent: viewer.isGM && actor.narrator === board.story.editorId,
  };
}

function resolveControls(input: ViewInput): Record<string, unknown> | null {
  const { board, viewer } = input;
  const resolution = board.scene.resolution;
  if (board.scene.phase !== "resolve" || !resolution) return null;
  const nextComp = board.scene.complications.find((c) => c.id === resolution.queue[0]);
  const claimant = board.scene.characters.find((c) => c.id === nextComp?.claim);
  const replacement = resolution.replacement;
  const holder = board.story.players.find((p) => p.userId === replacement?.userId);
  const busy = resolution.gifts.length > 0 || replacement !== null;
  return {
    next:
      nextComp && claimant
        ? { complication: nextComp.name, claimant: claimant.name, canResolve: !busy && mayAct(input, claimant) }
        : null,
    gifts: resolution.gifts.map((g) => ({
      id: g.id,
      name: g.name,
      count: g.count,
      complication: g.complication,
      giver: playerName(board, g.userId),
      mine: actsFor(viewer, g.userId),
      playerOptions: Object.fromEntries(
        board.story.players.filter((p) => p.userId !== g.userId).map((p) => [p.userId, p.name]),
      ),
    })),
    replacement: replacement
      ? {
          complication: board.scene.complications.find((c) => c.id === replacement.complicationId)?.name ?? "",
          player: holder?.name ?? "",
          mine: actsFor(viewer, replacement.userId),
          inspirationOptions: Object.fromEntries(
            (holder?.inspirations ?? []).map((i) => [i.id, `${i.name} (${inspirationCode(i)})`]),
          ),
          hasInspirations: (holder?.inspirations.length ?? 0) > 0,
        }
      : null,
  };
}

function endControls(input: ViewInput): Record<string, unknown> | null {
  const { board, viewer } = input;
  if (board.scene.phase !== "end") return null;
  const claims = board.scene.complications.flatMap((comp) => {
    const control = controllingSide(comp);
    if (comp.stakes.length > 0 || control === null) return [];
    return board.scene.characters
      .filter((c) => mayAct(input, c) && standing(comp, c.faction, c.id) === control)
      .map((c) => ({ characterId: c.id, name: c.name, complicationId: comp.id, complication: comp.name }));
  });
  return {
    claims,
    staked: board.scene.complications
      .filter((c) => c.stakes.length > 0)
      .map((c) => c.name)
      .join(", "),
    canClose: viewer.isGM,
  };
}

export function controlsContext(input: ControlsInput): Record<string, unknown> {
  const { board, viewer } = input;
  const phase = board.scene.phase;
  const pending = pendingControls(input);
  return {
    setup: phase === "setup" ? setupControls(input) : null,
    claims: phase === "claims" ? claimControls(input) : null,
    overdrawn: phase === "overdrawn" && !pending ? overdrawnControls(input) : null,
    pending,
    turn: turnControls(input),
    reactions: reactionControls(input),
    veto: viewer.isGM && board.scene.undo ? { label: board.scene.undo.label } : null,
    resolve: resolveControls(input),
    end: endControls(input),
    over: phase === "over" ? { canNext: viewer.isGM && !board.story.over, storyOver: board.story.over } : null,
  };
}
