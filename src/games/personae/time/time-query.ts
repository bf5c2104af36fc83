/**
 * The end of an encounter, a scene or a session for every identity at once,
 * in Foundry — the GM's one-click tool. The GM's client asks through the
 * "personae.chorus" query (askGM runs it locally for the active GM and
 * registerGame queues it with every other request), so the whole batch runs
 * as one request, reading each identity when its turn comes. The start of
 * an encounter marks every identity on the scene as in it. Only the chorus
 * may ask; the result is told to it and posted to the chat.
 */
import { askGMReporting, askingUser, type LocalQueryOptions } from "../../../core/gm-query";
import { SYSTEM_ID } from "../../../core/game-definition";
import { notifyKeys } from "../../../core/notify";
import { pluralKey } from "../../../core/plural";
import { CRITICALS_RETAINED_SETTING } from "../challenge/settings";
import { endOfTime, relapsesAtRoundEnd, roundEnd, startEncounter, TIME_SCOPES, type TimeScope } from "./time-updates";
import { identitiesFor, personaeScenes, sceneIdentities, timeIdentity } from "./identities";
import { awardQuery } from "./award";
import { awardNegation } from "./negation";
import { holdsChorus } from "../challenge/chorus-role";
import type { PersonaeIdentitySystem } from "../data/identity";

/** The chorus's GM query: `action` "endOfTime" (here) or "award" (award.ts). */
export const CHORUS_QUERY = "personae.chorus";
const P = "STORY_ENGINES.Personae.Chorus";

export interface TimeAnswer {
  problems: string[];
  /** Names of the identities the end touched, negated now, offered a recovery. */
  touched: string[];
  negated: string[];
  recovery: string[];
  /** Inoperative again at a round's end (the shock-3 relapse). */
  relapsed?: string[];
}

const refused = (key: string): TimeAnswer => ({ problems: [`${P}.${key}`], touched: [], negated: [], recovery: [] });

/**
 * The end of `scope` for these identities, in turn, as the GM (inside the
 * queue): what each end writes; a chorus identity negated now earns the
 * identity that raised its shock last a development point.
 */
export async function endTimeFor(scope: TimeScope, actors: readonly Actor[]): Promise<TimeAnswer> {
  const keep = game.settings.get(SYSTEM_ID, CRITICALS_RETAINED_SETTING) !== false;
  const answer: TimeAnswer = { problems: [], touched: [], negated: [], recovery: [] };
  for (const actor of actors) {
    const end = endOfTime(scope, timeIdentity(actor), keep);
    if (end.itemUpdates.length) await actor.updateEmbeddedDocuments("Item", end.itemUpdates);
    if (Object.keys(end.update).length) await actor.update(end.update);
    answer.touched.push(actor.name);
    if (end.negatedNow) {
      answer.negated.push(actor.name);
      await awardNegation(actor);
    }
    if (end.recoveryOffered) answer.recovery.push(actor.name);
  }
  return answer;
}

/** A violent encounter begins for these identities (as the GM, inside the queue). */
export async function startEncounterFor(actors: readonly Actor[]): Promise<TimeAnswer> {
  const answer: TimeAnswer = { problems: [], touched: [], negated: [], recovery: [] };
  for (const actor of actors) {
    const update = startEncounter(timeIdentity(actor));
    if (Object.keys(update).length) await actor.update(update);
    answer.touched.push(actor.name);
  }
  return answer;
}

/** GM side of an end (through "personae.chorus", queued; the chorus only, its declared rule): writes every identity in turn. */
export async function endOfTimeQuery(data: Record<string, unknown>, options: LocalQueryOptions): Promise<TimeAnswer> {
  if (!askingUser(data, options)) return refused("gmOnly");
  const scope = (TIME_SCOPES as readonly unknown[]).includes(data.scope) ? (data.scope as TimeScope) : null;
  if (!scope) return refused("badRequest");
  const scene = typeof data.sceneId === "string" && data.sceneId ? (personaeScenes().get(data.sceneId) ?? null) : null;
  if (scope !== "session" && !scene) return refused("noScene");
  return endTimeFor(scope, identitiesFor(scope, scene));
}

/** GM side of a start (through "personae.chorus", queued; the chorus only, its declared rule): every identity on the scene. */
async function startQuery(data: Record<string, unknown>, options: LocalQueryOptions): Promise<TimeAnswer> {
  if (!askingUser(data, options)) return refused("gmOnly");
  const scene = typeof data.sceneId === "string" && data.sceneId ? (personaeScenes().get(data.sceneId) ?? null) : null;
  if (!scene) return refused("noScene");
  return startEncounterFor(sceneIdentities(scene));
}

/** The identities in the encounter: those on the scene, and the world's, marked as in one; each once. */
function inEncounter(scene: PersonaeScene): Actor[] {
  const onScene = identitiesFor("session", scene);
  return onScene.filter((a) => (a.system as unknown as PersonaeIdentitySystem).scene.inEncounter);
}

/**
 * The end of a round for these identities (inside the queue): an identity
 * under the shock-3 relapse caveat that acted this round is inoperative
 * again; every "acted" mark is cleared.
 */
export async function endRoundFor(actors: readonly Actor[]): Promise<TimeAnswer> {
  const answer: TimeAnswer = { problems: [], touched: [], negated: [], recovery: [], relapsed: [] };
  for (const actor of actors) {
    const identity = timeIdentity(actor);
    if (relapsesAtRoundEnd(identity)) answer.relapsed?.push(actor.name);
    const update = roundEnd(identity);
    if (Object.keys(update).length) await actor.update(update);
    answer.touched.push(actor.name);
  }
  return answer;
}

/** GM side of a round's end (through "personae.chorus", queued): the chorus only; the encounter's identities. */
async function endRoundQuery(data: Record<string, unknown>, options: LocalQueryOptions): Promise<TimeAnswer> {
  if (!askingUser(data, options)) return refused("gmOnly");
  const scene = typeof data.sceneId === "string" && data.sceneId ? (personaeScenes().get(data.sceneId) ?? null) : null;
  if (!scene) return refused("noScene");
  return endRoundFor(inEncounter(scene));
}

/** GM side of "personae.chorus" (queued by registerGame): the end of a time, the start of an encounter, an award. */
export function chorusQuery(data: Record<string, unknown>, options: LocalQueryOptions): Promise<unknown> {
  if (data.action === "award") return awardQuery(data, options);
  if (data.action === "endRound") return endRoundQuery(data, options);
  if (data.action === "endOfTime") return endOfTimeQuery(data, options);
  if (data.action === "startEncounter") return startQuery(data, options);
  return Promise.resolve(refused("badRequest"));
}

/** A short chat card telling the table what the end did (names as text, never as markup). */
function summaryCard(scope: TimeScope | "round", sceneName: string, answer: TimeAnswer): string {
  const card = document.createElement("div");
  card.className = "story-engines personae se-card personae-time-card";
  // The core card header's markup (templates/core/card-header.hbs), without a portrait.
  const header = document.createElement("header");
  header.className = "se-card__header";
  const titles = document.createElement("div");
  titles.className = "se-card__titles";
  const title = document.createElement("h3");
  title.className = "se-card__title";
  title.textContent = game.i18n.format(pluralKey(`${P}.Summary.${scope}`, answer.touched.length), {
    scene: sceneName,
    count: answer.touched.length,
  });
  titles.append(title);
  header.append(titles);
  card.append(header);
  const lines: [string, string[]][] = [
    [`${P}.Summary.negated`, answer.negated],
    [`${P}.Summary.recovery`, answer.recovery],
    [`${P}.Summary.relapse`, answer.relapsed ?? []],
  ];
  for (const [key, names] of lines) {
    if (!names.length) continue;
    const p = document.createElement("p");
    p.textContent = game.i18n.format(key, { names: names.join(", ") });
    card.append(p);
  }
  return card.outerHTML;
}

/** A paragraph of plain text, as markup (the scene's name is text, never markup). */
function paragraph(text: string): string {
  const p = document.createElement("p");
  p.textContent = text;
  return p.outerHTML;
}

/** The chorus's button: a violent encounter begins for every identity on the viewed scene. */
export async function startEncounterForAll(): Promise<void> {
  if (!holdsChorus(game.user)) return ui.notifications.warn(`${P}.gmOnly`, { localize: true });
  const scene = personaeScenes().viewed;
  if (!scene) return ui.notifications.warn(`${P}.noScene`, { localize: true });
  const answer = (await askGMReporting(CHORUS_QUERY, { action: "startEncounter", sceneId: scene.id ?? "" })) as
    TimeAnswer | undefined;
  if (!answer) return;
  if (answer.problems.length) return notifyKeys(answer.problems);
  ui.notifications.info(
    game.i18n.format(pluralKey(`${P}.Summary.start`, answer.touched.length), {
      scene: scene.name,
      count: answer.touched.length,
    }),
  );
}

/** The chorus's button: confirm, ask (one request for the whole batch), then tell the table. */
export async function endOfTimeForAll(scope: TimeScope | "round"): Promise<void> {
  if (!holdsChorus(game.user)) return ui.notifications.warn(`${P}.gmOnly`, { localize: true });
  const scene = personaeScenes().viewed;
  if (scope !== "session" && !scene) return ui.notifications.warn(`${P}.noScene`, { localize: true });
  const sceneName = scene?.name ?? "";
  const confirmed = await foundry.applications.api.DialogV2.confirm({
    window: { title: game.i18n.localize(`${P}.${scope}`) },
    content: paragraph(game.i18n.format(`${P}.Confirm.${scope}`, { scene: sceneName })),
    rejectClose: false,
  });
  if (confirmed !== true) return;
  const data =
    scope === "round"
      ? { action: "endRound", sceneId: scene?.id ?? "" }
      : { action: "endOfTime", scope, sceneId: scene?.id ?? "" };
  const answer = (await askGMReporting(CHORUS_QUERY, data)) as TimeAnswer | undefined;
  if (!answer) return;
  if (answer.problems.length) return notifyKeys(answer.problems);
  ui.notifications.info(
    game.i18n.format(pluralKey(`${P}.Summary.${scope}`, answer.touched.length), {
      scene: sceneName,
      count: answer.touched.length,
    }),
  );
  await ChatMessage.create({ content: summaryCard(scope, sceneName, answer), speaker: ChatMessage.getSpeaker() });
}

/** The chorus's button: a round of the encounter ends on the viewed scene (the relapse caveat). */
export const endRoundForAll = (): Promise<void> => endOfTimeForAll("round");
