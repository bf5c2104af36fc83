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
import { readCombatState, wickedConflictOf } from "./combat-docs";
import { diceDialogContext, diceChoiceFrom } from "./dice-choice";
import { rollFaces } from "./roll-dice";
import { advantageCount, participant, type ConflictState } from "./state";
import { lowerDieSize } from "./ties";
import { termsDialogContext, termsFrom } from "./terms";
import { NPC_TYPE } from "../data/common";
import { actAsAction, sideOf } from "../../../core/acting-as";
import type { Side } from "../../../core/acting-for";

type App = foundry.applications.api.ApplicationV2 & { combatId: string };

const C = "STORY_ENGINES.Wicked.Conflict";

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

/** The conflict's sides for "acting for": each combatant, owned by its actor's players. */
export function conflictSides(combat: Combat): Side[] {
  return combat.combatants.contents.map((c) => sideOf(c.id ?? "", c.name, c.actor ?? null));
}

/** The characters and NPCs this user owns that are not yet in the conflict. */
export function joinCandidates(combat: Combat): Actor[] {
  const inConflict = new Set(combat.combatants.contents.map((c) => c.actorId));
  return game.actors.contents.filter(
    (a) => (a.type === "wickedCharacter" || a.type === "wickedNpc") && a.isOwner && !inConflict.has(a.id),
  );
}

export const TRACKER_ACTIONS = {
  actAs: actAsAction((app) => actingKey((app as App).combatId)),
  join: act(async (app) => {
    const found = stateOf(app);
    if (!found) return;
    const candidates = joinCandidates(found.combat).filter((a) => game.user.isGM || a.type === "wickedCharacter");
    let actor = candidates.length === 1 ? candidates[0] : undefined;
    if (candidates.length > 1) {
      const picked = await askDialog(`${C}.join`, "wicked-age/conflict/join-dialog.hbs", {
        actors: candidates.map((a) => ({ uuid: a.uuid, name: a.name })),
      });
      actor = candidates.find((a) => picked !== null && a.uuid === textOf(picked, "actor"));
    }
    if (actor) await send(app, found.state, { actorUuid: actor.uuid }, QUERIES.joinConflict);
  }),
  startRound: act(async (app) => {
    const found = stateOf(app);
    if (found) await send(app, found.state, { action: "start", participant: "" });
  }),
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
    // One of this player's characters on the owe list (any of them, not just this one).
    const mine = readCampaignSetting().owe.filter((e) => (fromUuidSync(e.actorUuid) as Actor | null)?.isOwner);
    const scratchUuid = mine[mine.length - 1]?.actorUuid ?? "";
    await send(app, found.state, { action: "buy", participant: participantId(target), scratchUuid });
  }),
  roll: act((app, target) => rollFor(app, target, "roll")),
  rollMove: act((app, target) => rollFor(app, target, "rollMove")),
  answer: act((app, target) => rollFor(app, target, "answer")),
  backAway: act(async (app, target) => {
    const found = stateOf(app);
    if (found)
      await send(app, found.state, { action: "tieChoice", participant: participantId(target), tie: "backAway" });
  }),
  fight: act(async (app, target) => {
    const found = stateOf(app);
    if (found) await send(app, found.state, { action: "tieChoice", participant: participantId(target), tie: "fight" });
  }),
  rerollLower: act(async (app, target) => {
    const found = stateOf(app);
    if (!found) return;
    const id = participantId(target);
    const { dice } = await rollFaces([lowerDieSize(found.state, id)], 0);
    await send(app, found.state, { action: "rerollLower", participant: id, face: dice[0] ?? 0 });
  }),
  declareMove: act(async (app, target) => {
    const found = stateOf(app);
    if (!found) return;
    const row = target.closest<HTMLElement>("[data-participant]");
    const targets = Array.from(row?.querySelectorAll<HTMLInputElement>('input[name="target"]:checked') ?? []).map(
      (i) => i.value,
    );
    await send(app, found.state, { action: "declareMove", participant: participantId(target), targets });
  }),
  passMove: act(async (app, target) => {
    const found = stateOf(app);
    if (found) await send(app, found.state, { action: "passMove", participant: participantId(target) });
  }),
  chooseDefault: act(async (app, target) => {
    const found = stateOf(app);
    const box = target.closest<HTMLElement>("[data-consequence]");
    if (!found || !box) return;
    const winnerLoss = box.querySelector<HTMLSelectElement>('select[name="winnerLoss"]')?.value ?? "";
    await send(app, found.state, {
      action: "chooseDefault",
      participant: box.dataset.winner ?? "",
      consequence: Number(box.dataset.consequence),
      kind: target.dataset.kind,
      winnerLoss,
    });
  }),
  proposeTerms: act(async (app, target) => {
    const found = stateOf(app);
    const box = target.closest<HTMLElement>("[data-consequence]");
    if (!found || !box) return;
    await proposeOn(app, found, box.dataset.winner ?? "", box.dataset.loser ?? "", (terms, by) => ({
      action: "propose",
      participant: by,
      consequence: Number(box.dataset.consequence),
      terms,
    }));
  }),
  acceptTerms: act(async (app, target) => {
    const found = stateOf(app);
    const box = target.closest<HTMLElement>("[data-consequence]");
    if (!found || !box) return;
    const c = found.state.consequences.find((x) => x.id === Number(box.dataset.consequence));
    const other = c?.proposedBy === "winner" ? c.loser : (c?.winner ?? "");
    await send(app, found.state, {
      action: "accept",
      participant: other,
      consequence: Number(box.dataset.consequence),
    });
  }),
  insist: act(async (app, target) => {
    const found = stateOf(app);
    const box = target.closest<HTMLElement>("[data-consequence]");
    if (!found || !box) return;
    const mine = found.combat.combatants.get(box.dataset.winner ?? "")?.isOwner
      ? box.dataset.winner
      : box.dataset.loser;
    await send(app, found.state, {
      action: "insist",
      participant: mine ?? "",
      consequence: Number(box.dataset.consequence),
    });
  }),
  proposeEnd: act(async (app, target) => {
    const found = stateOf(app);
    const section = target.closest<HTMLElement>(".w-end-terms");
    if (!found || !section) return;
    const winner = section.querySelector<HTMLSelectElement>('select[name="endWinner"]')?.value ?? "";
    const loser = section.querySelector<HTMLSelectElement>('select[name="endLoser"]')?.value ?? "";
    if (!winner || !loser || winner === loser)
      return void ui.notifications.warn(`${C}.Problems.badTarget`, { localize: true });
    await proposeOn(app, found, winner, loser, (terms, by) => ({
      action: "proposeEnd",
      participant: by,
      other: by === winner ? loser : winner,
      requesterWins: by === winner,
      terms,
    }));
  }),
};

/** Ask for terms in the terms dialog, then send them as the side this user plays (the winner's if both). */
async function proposeOn(
  app: App,
  found: { combat: Combat; state: ConflictState },
  winnerId: string,
  loserId: string,
  request: (terms: ReturnType<typeof termsFrom>, by: string) => Record<string, unknown>,
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
  const terms = termsFrom(npc ? "npc" : "character", values);
  const winnerMine = found.combat.combatants.get(winnerId)?.isOwner ?? false;
  await send(app, found.state, request(terms, winnerMine ? winnerId : loserId));
}
