/**
 * What a click in the conflict tracker does (Foundry side, player's or GM's
 * client): roll the dice it needs on this client, ask the GM through the
 * queue (askGMAnswering), which reports a refusal or a stale request. Each
 * button stays disabled while its request is pending (pendingAction).
 */
import { plainItems } from "../../../core/sheets/sheet-support";
import { QUERIES } from "../queries";
import { askGMAnswering } from "../../../core/gm-query";
import { pendingAction } from "../../../core/pending-actions";
import { askDialog, textOf } from "../dialog";
import { readCampaignSetting } from "../campaign/campaign-store";
import type { OweEntry } from "../campaign/campaign";
import { mayActFor, playsOwnCharacter } from "../campaign/table-sides";
import { readCombatState, requesterOf, wickedConflictOf } from "./combat-docs";
import { diceDialogContext, diceChoiceFrom } from "./dice-choice";
import { rollFaces } from "./roll-dice";
import { advantageCount, participant, type ConflictState } from "./state";
import { lowerDieSize } from "./ties";
import { termsDialogContext, termsFrom } from "./terms";
import { NPC_TYPE } from "../data/common";
import { actAsAction } from "../../../core/acting-as";

type App = foundry.applications.api.ApplicationV2 & { combatId: string };

const C = "STORY_ENGINES.Wicked.Conflict";

/** The side (participant id) a consequence button acts for. */
const actingFor = (target: HTMLElement): string => target.dataset.actingFor ?? "";

function participantId(target: HTMLElement): string {
  return target.closest<HTMLElement>("[data-participant]")?.dataset.participant ?? "";
}

function keyOf(app: App, target: HTMLElement): string | null {
  const id =
    participantId(target) || target.closest<HTMLElement>("[data-consequence]")?.dataset.consequence || "conflict";
  return `wicked-conflict:${app.combatId}:${id}`;
}

function stateOf(app: App): { combat: Combat; state: ConflictState } | null {
  const combat = wickedConflictOf(app.combatId);
  return combat ? { combat, state: readCombatState(combat) } : null;
}

/** Send a request; a refusal is shown, a stale one redraws the tracker. */
async function send(
  app: App,
  state: ConflictState,
  data: Record<string, unknown>,
  query: string = QUERIES.conflict,
): Promise<void> {
  await askGMAnswering(app, query, { combatId: app.combatId, version: state.version, ...data });
}

const act = (run: (app: App, target: HTMLElement) => Promise<void>) =>
  pendingAction(
    (app, target) => keyOf(app as App, target),
    (app, _event, target) => run(app as App, target),
  );

/** A button that sends one request built from what was clicked. */
const request = (build: (target: HTMLElement) => Record<string, unknown>) =>
  act(async (app, target) => {
    const found = stateOf(app);
    if (found) await send(app, found.state, build(target));
  });

/** A consequence's button, for the side it acts for. */
const onConsequence = (action: string) =>
  request((target) => ({
    action,
    participant: actingFor(target),
    actingFor: actingFor(target),
    consequence: Number(target.closest<HTMLElement>("[data-consequence]")?.dataset.consequence),
  }));

async function rollFor(app: App, target: HTMLElement, action: "roll" | "rollMove" | "answer"): Promise<void> {
  const found = stateOf(app);
  const p = found ? participant(found.state, participantId(target)) : undefined;
  if (!found || !p) return;
  const faces = await rollFaces(p.sizes, advantageCount(p));
  await send(app, found.state, { action, participant: p.id, ...faces });
}

/** The window key under which this client remembers whom its user acts for in a conflict. */
export function actingKey(combatId: string): string {
  return `wicked-conflict:${combatId}`;
}

/** The characters and NPCs this user plays (the chapter's GM: the NPCs) not yet in the conflict. */
export function joinCandidates(combat: Combat): Actor[] {
  const inConflict = new Set(combat.combatants.contents.map((c) => c.actorId));
  return game.actors.contents.filter(
    (a) => (a.type === "wickedCharacter" || a.type === "wickedNpc") && mayActFor(game.user, a) && !inConflict.has(a.id),
  );
}

/** This user's characters on the owe list, one line per name (the user picks whose name is scratched). */
function scratchable(owe: readonly OweEntry[]): OweEntry[] {
  const seen = new Set<string>();
  return owe.filter((e) => {
    const fresh = !seen.has(e.actorUuid) && playsOwnCharacter(game.user, fromUuidSync(e.actorUuid) as Actor | null);
    seen.add(e.actorUuid);
    return fresh;
  });
}

export const TRACKER_ACTIONS = {
  actAs: actAsAction((app) => actingKey((app as App).combatId)),
  join: act(async (app) => {
    const found = stateOf(app);
    if (!found) return;
    const candidates = joinCandidates(found.combat);
    let actor = candidates.length === 1 ? candidates[0] : undefined;
    if (candidates.length > 1) {
      const picked = await askDialog(`${C}.join`, "wicked-age/conflict/join-dialog.hbs", {
        labelKey: `${C}.joinWho`,
        actors: candidates.map((a) => ({ uuid: a.uuid, name: a.name })),
      });
      actor = candidates.find((a) => picked !== null && a.uuid === textOf(picked, "actor"));
    }
    if (actor) await send(app, found.state, { actorUuid: actor.uuid }, QUERIES.joinConflict);
  }),
  startRound: request(() => ({ action: "start", participant: "" })),
  endConflict: act(async (app) => {
    const found = stateOf(app);
    if (!found) return;
    const sure = await foundry.applications.api.DialogV2.confirm({
      window: { title: game.i18n.localize(`${C}.end`) },
      content: `<p>${game.i18n.localize(`${C}.endConfirm`)}</p>`,
      rejectClose: false,
    });
    if (sure) await send(app, found.state, { action: "end", participant: "" });
  }),
  chooseDice: act(async (app, target) => {
    const found = stateOf(app);
    const actor = found?.combat.combatants.get(participantId(target))?.actor;
    if (!found || !actor) return;
    const view = { type: actor.type, system: actor.system, items: plainItems(actor) };
    const values = await askDialog(`${C}.chooseDice`, "wicked-age/conflict/dice-dialog.hbs", diceDialogContext(view));
    if (!values) return;
    const forms = Array.isArray(values.form) ? values.form : [];
    const strengthId = textOf(values, "strength");
    const checked = diceChoiceFrom(view, forms, strengthId);
    if (!checked.ok) return void ui.notifications.warn(checked.problem, { localize: true });
    await send(app, found.state, { action: "chooseDice", participant: participantId(target), forms, strengthId });
  }),
  buyAdvantage: act(async (app, target) => {
    const found = stateOf(app);
    if (!found) return;
    // One of this player's characters on the owe list (any of them, not just this one): the player picks whose name.
    const mine = scratchable(readCampaignSetting().owe);
    let scratchUuid = mine[0]?.actorUuid ?? "";
    if (mine.length > 1) {
      const picked = await askDialog(`${C}.buy`, "wicked-age/conflict/join-dialog.hbs", {
        labelKey: `${C}.scratchWho`,
        actors: mine.map((e) => ({ uuid: e.actorUuid, name: e.name })),
      });
      if (!picked) return;
      scratchUuid = textOf(picked, "actor");
    }
    await send(app, found.state, { action: "buy", participant: participantId(target), scratchUuid });
  }),
  roll: act((app, target) => rollFor(app, target, "roll")),
  rollMove: act((app, target) => rollFor(app, target, "rollMove")),
  answer: act((app, target) => rollFor(app, target, "answer")),
  backAway: request((target) => ({ action: "tieChoice", participant: participantId(target), tie: "backAway" })),
  fight: request((target) => ({ action: "tieChoice", participant: participantId(target), tie: "fight" })),
  rerollLower: act(async (app, target) => {
    const found = stateOf(app);
    if (!found) return;
    const id = participantId(target);
    const { dice } = await rollFaces([lowerDieSize(found.state, id)], 0);
    await send(app, found.state, { action: "rerollLower", participant: id, face: dice[0] ?? 0 });
  }),
  declareMove: request((target) => {
    const row = target.closest<HTMLElement>("[data-participant]");
    const targets = Array.from(row?.querySelectorAll<HTMLInputElement>('input[name="target"]:checked') ?? []).map(
      (i) => i.value,
    );
    return { action: "declareMove", participant: participantId(target), targets };
  }),
  passMove: request((target) => ({ action: "passMove", participant: participantId(target) })),
  chooseDefault: act(async (app, target) => {
    const found = stateOf(app);
    const box = target.closest<HTMLElement>("[data-consequence]");
    if (!found || !box) return;
    const winnerLoss = box.querySelector<HTMLSelectElement>('select[name="winnerLoss"]')?.value ?? "";
    await send(app, found.state, {
      action: "chooseDefault",
      participant: box.dataset.winner ?? "",
      actingFor: actingFor(target),
      consequence: Number(box.dataset.consequence),
      kind: target.dataset.kind,
      winnerLoss,
    });
  }),
  proposeTerms: act(async (app, target) => {
    const found = stateOf(app);
    const box = target.closest<HTMLElement>("[data-consequence]");
    if (!found || !box) return;
    const by = actingFor(target);
    await proposeOn(app, found, box.dataset.winner ?? "", box.dataset.loser ?? "", (terms) => ({
      action: "propose",
      participant: by,
      actingFor: by,
      consequence: Number(box.dataset.consequence),
      terms,
    }));
  }),
  acceptTerms: onConsequence("accept"),
  insist: onConsequence("insist"),
  proposeEnd: act(async (app, target) => {
    const found = stateOf(app);
    const section = target.closest<HTMLElement>(".w-end-terms");
    if (!found || !section) return;
    const winner = section.querySelector<HTMLSelectElement>('select[name="endWinner"]')?.value ?? "";
    const loser = section.querySelector<HTMLSelectElement>('select[name="endLoser"]')?.value ?? "";
    if (!winner || !loser || winner === loser)
      return void ui.notifications.warn(`${C}.Problems.badTarget`, { localize: true });
    // This viewer speaks for the winner's side if it is theirs, else the loser's.
    const by = requesterOf(game.user, found.combat).controls.has(winner) ? winner : loser;
    await proposeOn(app, found, winner, loser, (terms) => ({
      action: "proposeEnd",
      participant: by,
      actingFor: by,
      other: by === winner ? loser : winner,
      requesterWins: by === winner,
      terms,
    }));
  }),
};

/** Ask for terms in the terms dialog, then send them for the side the button acts for. */
async function proposeOn(
  app: App,
  found: { combat: Combat; state: ConflictState },
  winnerId: string,
  loserId: string,
  request: (terms: ReturnType<typeof termsFrom>) => Record<string, unknown>,
): Promise<void> {
  const loser = found.combat.combatants.get(loserId)?.actor;
  const winnerName = participant(found.state, winnerId)?.name ?? "";
  const loserName = participant(found.state, loserId)?.name ?? "";
  if (!loser) return;
  const npc = loser.type === NPC_TYPE;
  const forms = (loser.system.forms ?? {}) as Record<string, Record<string, number>>;
  const dice = Object.fromEntries(
    Object.entries(forms).map(([f, d]) => [f, npc ? [d.highNow ?? 0, d.lowNow ?? 0] : (d.current ?? 0)]),
  );
  const strengths = loser.items.contents.filter((i) => i.type === "wickedStrength").map((i) => i.name);
  const values = await askDialog(
    `${C}.proposeTerms`,
    "wicked-age/conflict/terms-dialog.hbs",
    termsDialogContext(winnerName, loserName, { kind: npc ? "npc" : "character", dice, strengths }),
  );
  if (!values) return;
  await send(app, found.state, request(termsFrom(npc ? "npc" : "character", values)));
}
