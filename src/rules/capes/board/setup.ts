/**
 * Before a Scene's first Page (Capes Lite, "Starting a Story", "Things get
 * Complicated", "Beginning the next Scene"): the Editor seats the table,
 * lists Complications, adds characters and balances the sides; players spend
 * Story Tokens on Prominence and Inspirations on Complications; in the first
 * Scene one hero gets two tokens spent at once. The Scene starts when the
 * sides are balanced; its Victory Target is every token spent on Prominence.
 */
import { replacementDice } from "../dice";
import { beginClaims } from "./claims";
import { earlierStake, setEditor } from "./setup-more";
import { Draft, refuse } from "./draft";
import type { BoardRequest } from "./request";
import type { Complication, Faction, Inspiration, SceneCharacter } from "./types";

type Req<T extends BoardRequest["type"]> = Extract<BoardRequest, { type: T }>;

/** The faces a new Complication's two dice start at: both 1, or from an Inspiration. */
export function startingFaces(from: Inspiration | null): Record<Faction, number> {
  const dice = from ? replacementDice(from.bonus) : { won: 1, other: 1 };
  return {
    heroes: from?.faction === "heroes" ? dice.won : dice.other,
    opponents: from?.faction === "opponents" ? dice.won : dice.other,
  };
}

/** A new Complication: both dice at 1, or from an Inspiration. */
export function newComplication(
  draft: Draft,
  name: string,
  from: (Inspiration & { userId: string }) | null,
): Complication {
  const { heroes, opponents } = startingFaces(from);
  return {
    id: draft.nextId("c"),
    name: name.trim(),
    sides: [
      { faction: "heroes", owner: null, dice: [heroes] },
      { faction: "opponents", owner: null, dice: [opponents] },
    ],
    stakes: [],
    claim: null,
    from,
  };
}

/** Take an Inspiration out of its holder's hand (a used Inspiration leaves it). */
export function takeInspiration(draft: Draft, userId: string, inspirationId: string): Inspiration & { userId: string } {
  const ledger = draft.ledger(userId);
  const i = ledger.inspirations.findIndex((x) => x.id === inspirationId);
  const found = ledger.inspirations[i];
  if (!found) refuse("unknown-inspiration", "That Inspiration is not in your hand.", { id: inspirationId });
  ledger.inspirations.splice(i, 1);
  return { ...found, userId };
}

export function prominenceOf(characters: readonly SceneCharacter[], faction: Faction): number {
  return characters.filter((c) => c.faction === faction).reduce((sum, c) => sum + c.prominence, 0);
}

function present(draft: Draft, actorUuid: string): SceneCharacter | undefined {
  return draft.scene.characters.find((c) => c.actorUuid === actorUuid);
}

function addPresence(
  draft: Draft,
  actorUuid: string,
  faction: Faction,
  prominence: number,
  narrator: string,
  paid: number,
): SceneCharacter {
  const sheet = draft.sheet(actorUuid);
  const existing = present(draft, actorUuid);
  if (existing) {
    if (existing.faction !== faction) {
      refuse("other-side", `${existing.name} is already on the other side in this Scene.`, { name: existing.name });
    }
    if (existing.narrator !== narrator) {
      refuse("narrated-elsewhere", `${existing.name} is already narrated by another player.`, { name: existing.name });
    }
    existing.prominence += prominence;
    if (paid > 0) existing.paidBy.push({ userId: narrator, tokens: paid });
    return existing;
  }
  const character: SceneCharacter = {
    id: draft.nextId("ch"),
    actorUuid,
    name: sheet.name,
    faction,
    prominence,
    narrator,
    paidBy: paid > 0 ? [{ userId: narrator, tokens: paid }] : [],
  };
  draft.scene.characters.push(character);
  return character;
}

/** Apply a set-up request; false when the request is not one (apply.ts dispatches the others). */
export function applySetup(draft: Draft, request: BoardRequest): boolean {
  switch (request.type) {
    case "rename":
      rename(draft, request);
      break;
    case "setVictoryTotal":
      draft.requireGM("set the Story's victory total");
      draft.story.victoryTotal = request.value;
      draft.log("victoryTotal", { value: request.value });
      break;
    case "seat":
      seat(draft, request);
      break;
    case "addPlayer":
      addPlayer(draft, request);
      break;
    case "removePlayer":
      removePlayer(draft, request);
      break;
    case "setEditor":
      setEditor(draft, request);
      break;
    case "addComplication":
      addComplication(draft, request);
      break;
    case "removeComplication":
      removeComplication(draft, request);
      break;
    case "earlierStake":
      earlierStake(draft, request);
      break;
    case "addCharacter":
      addCharacter(draft, request);
      break;
    case "spendProminence":
      spendProminence(draft, request);
      break;
    case "doubleToken":
      doubleToken(draft, request);
      break;
    case "removeCharacter":
      removeCharacter(draft, request);
      break;
    case "setNarrator":
      setNarrator(draft, request);
      break;
    case "startScene":
      startScene(draft);
      break;
    default:
      return false;
  }
  return true;
}

function rename(draft: Draft, request: Req<"rename">): void {
  draft.requireGM("rename the Story or the Scene");
  if (request.title !== undefined) draft.story.title = request.title.trim();
  if (request.scene !== undefined) draft.scene.name = request.scene.trim();
}

function seat(draft: Draft, request: Req<"seat">): void {
  draft.requireGM("seat the table");
  draft.requirePhase("setup");
  const current = draft.story.players.map((p) => p.userId);
  const wanted = request.userIds;
  const same =
    wanted.length === current.length &&
    new Set(wanted).size === wanted.length &&
    wanted.every((u) => current.includes(u));
  if (!same) refuse("bad-seating", "The seating must list every player once.");
  if (wanted[0] !== draft.story.editorId)
    refuse("editor-first", "The Editor sits first: claims and turns start there.");
  draft.story.players = wanted.map((u) => draft.ledger(u));
  draft.log("seated", { players: draft.story.players.map((p) => p.name).join(", ") });
}

function addPlayer(draft: Draft, request: Req<"addPlayer">): void {
  draft.requireGM("seat a player");
  draft.requirePhase("setup");
  if (draft.story.players.some((p) => p.userId === request.userId)) {
    refuse("already-seated", `${request.name} already has a seat.`, { name: request.name });
  }
  // A player joining gets this Scene's Story Token; one who sat out keeps what they held.
  const away = draft.story.away ?? [];
  const back = away.find((p) => p.userId === request.userId);
  draft.story.away = away.filter((p) => p !== back);
  const ledger = back ?? { userId: request.userId, name: request.name.trim(), tokens: 0, inspirations: [] };
  draft.story.players.push({ ...ledger, name: request.name.trim(), tokens: ledger.tokens + 1 });
  draft.log("playerJoined", { name: request.name.trim() });
}

/** The Editor unseats a player who does not take part; their Story Tokens and Inspirations wait for their return. */
function removePlayer(draft: Draft, request: Req<"removePlayer">): void {
  draft.requireGM("unseat a player");
  draft.requirePhase("setup");
  if (request.userId === draft.story.editorId) refuse("editor-seated", "The Editor keeps the first seat.");
  const ledger = draft.story.players.find((p) => p.userId === request.userId);
  if (!ledger) refuse("not-seated", "That player has no seat at this table.");
  const narrated = draft.scene.characters.find((c) => c.narrator === request.userId);
  if (narrated) {
    refuse(
      "player-narrates",
      `${ledger.name} narrates ${narrated.name}: remove the character or give it to another player first.`,
      {
        name: ledger.name,
        character: narrated.name,
      },
    );
  }
  draft.story.players = draft.story.players.filter((p) => p !== ledger);
  // This Scene's token goes with the seat; what they earned stays theirs.
  draft.story.away = [...(draft.story.away ?? []), { ...ledger, tokens: Math.max(0, ledger.tokens - 1) }];
  draft.log("playerLeft", { name: ledger.name });
}

function addComplication(draft: Draft, request: Req<"addComplication">): void {
  draft.requirePhase("setup");
  let from: (Inspiration & { userId: string }) | null = null;
  if (request.inspirationId !== undefined) {
    from = takeInspiration(draft, draft.requester.userId, request.inspirationId);
  } else {
    draft.requireGM("list new Complications (players bring theirs from Inspirations)");
  }
  const complication = newComplication(draft, request.name, from);
  // The Editor's example Scene at the faces the book gives later on (an Inspiration's faces are its own: request.ts).
  if (request.heroes !== undefined) complication.sides[0] = { faction: "heroes", owner: null, dice: [request.heroes] };
  if (request.opponents !== undefined)
    complication.sides[1] = { faction: "opponents", owner: null, dice: [request.opponents] };
  draft.scene.complications.push(complication);
  draft.log(from ? "complicationFromInspiration" : "complicationAdded", {
    name: complication.name,
    ...(from ? { inspiration: from.name } : {}),
  });
}

function removeComplication(draft: Draft, request: Req<"removeComplication">): void {
  draft.requireGM("remove a Complication");
  draft.requirePhase("setup");
  const complication = draft.complication(request.complicationId);
  draft.scene.complications = draft.scene.complications.filter((c) => c.id !== complication.id);
  if (complication.from) {
    const { userId, ...inspiration } = complication.from;
    draft.ledger(userId).inspirations.push(inspiration);
  }
  draft.log("complicationRemoved", { name: complication.name });
}

function addCharacter(draft: Draft, request: Req<"addCharacter">): void {
  draft.requireGM("add characters for free (players spend Story Tokens)");
  draft.requirePhase("setup");
  draft.ledger(request.narrator);
  const character = addPresence(draft, request.actorUuid, request.faction, request.prominence, request.narrator, 0);
  draft.log("characterAdded", { name: character.name, prominence: request.prominence, faction: request.faction });
}

function spendProminence(draft: Draft, request: Req<"spendProminence">): void {
  draft.requirePhase("setup");
  const userId = request.userId ?? draft.requester.userId;
  draft.requireFor(userId, "spend another player's Story Tokens");
  const ledger = draft.ledger(userId);
  if (ledger.tokens < request.tokens) {
    refuse("not-enough-tokens", `${ledger.name} holds ${ledger.tokens} Story Tokens.`, {
      name: ledger.name,
      tokens: ledger.tokens,
    });
  }
  ledger.tokens -= request.tokens;
  const character = addPresence(draft, request.actorUuid, request.faction, request.tokens, userId, request.tokens);
  draft.log("prominenceBought", {
    player: ledger.name,
    name: character.name,
    tokens: request.tokens,
    faction: request.faction,
  });
}

/**
 * The first Scene's hero with two tokens: the player's own token and the
 * Editor's extra one, both on that hero. A player who still holds theirs
 * spends it with the extra one; one who already spent it on that hero gets
 * the extra one on top; one who spent it on another character cannot (the
 * two are spent together on one hero: docs/games/capes-rulings.md).
 */
function doubleToken(draft: Draft, request: Req<"doubleToken">): void {
  draft.requireGM("choose the hero who gets two tokens");
  draft.requirePhase("setup");
  if (draft.story.sceneNumber !== 1) refuse("first-scene-only", "Only the first Scene gives a hero two tokens.");
  if (draft.scene.doubled !== null) refuse("already-doubled", "A hero already got the two tokens this Scene.");
  const ledger = draft.ledger(request.userId);
  if (request.userId === draft.story.editorId) refuse("not-for-editor", "The two tokens go to a player's hero.");
  const hero = present(draft, request.actorUuid);
  const paid = hero?.paidBy.find((p) => p.userId === request.userId);
  let character: SceneCharacter;
  if (ledger.tokens >= 1) {
    ledger.tokens -= 1;
    character = addPresence(draft, request.actorUuid, "heroes", 2, request.userId, 2);
  } else if (hero && paid && hero.faction === "heroes") {
    // Already spent on this hero: the Editor's extra token joins it.
    hero.prominence += 1;
    paid.tokens += 1;
    character = hero;
  } else {
    refuse(
      "spent-elsewhere",
      `${ledger.name} spent this Scene's token on another character: the two tokens go on one hero together.`,
      {
        name: ledger.name,
      },
    );
  }
  draft.scene.doubled = request.userId;
  draft.log("doubleToken", { player: ledger.name, name: character.name });
}

function removeCharacter(draft: Draft, request: Req<"removeCharacter">): void {
  draft.requireGM("remove a character");
  draft.requirePhase("setup");
  const character = draft.character(request.characterId);
  draft.scene.characters = draft.scene.characters.filter((c) => c.id !== character.id);
  for (const paid of character.paidBy) {
    if (paid.userId === draft.scene.doubled) {
      // The first Scene's two tokens (the doubled player's only payment) were the player's one token and a gift:
      // give back the one, and the Editor may choose a hero for the two tokens again.
      draft.ledger(paid.userId).tokens += paid.tokens - 1;
      draft.scene.doubled = null;
    } else draft.ledger(paid.userId).tokens += paid.tokens;
  }
  draft.log("characterRemoved", { name: character.name });
}

function setNarrator(draft: Draft, request: Req<"setNarrator">): void {
  draft.requireGM("choose who narrates a character");
  draft.requirePhase("setup");
  const character = draft.character(request.characterId);
  const ledger = draft.ledger(request.userId);
  character.narrator = request.userId;
  // The character's stakes go with it: its narrator gives or takes them back.
  for (const complication of draft.scene.complications)
    for (const stake of complication.stakes) if (stake.characterId === character.id) stake.userId = request.userId;
  draft.log("narrator", { name: character.name, player: ledger.name });
}

function startScene(draft: Draft): void {
  draft.requireGM("start the Scene");
  draft.requirePhase("setup");
  const scene = draft.scene;
  if (scene.complications.length === 0) refuse("no-complications", "List at least one Complication first.");
  const heroes = prominenceOf(scene.characters, "heroes");
  const opponents = prominenceOf(scene.characters, "opponents");
  if (heroes === 0) refuse("no-heroes", "No hero has Prominence in this Scene.");
  if (heroes !== opponents) {
    refuse(
      "unbalanced",
      `Heroes have ${heroes} Prominence, opponents ${opponents}: the Editor adds characters until they are equal.`,
      {
        heroes,
        opponents,
      },
    );
  }
  scene.target = heroes + opponents;
  scene.page = 1;
  draft.log("sceneStarts", { target: scene.target });
  beginClaims(draft);
}
