/**
 * The challenge dialog, in Foundry: a DialogV2 whose live part (dice after
 * shock, additions, exact odds, problems) follows the choices; what the
 * issuer spends (a critical, an expertise use) is marked on its own sheet,
 * and the card is posted. Opposed: the issuer's dice are rolled for real in
 * one ChallengeRoll and the card waits for the reactors' answers. Unopposed:
 * the card only proposes the difficulty — the chorus sets it and rolls its
 * dice first, then the issuer rolls, each on their own client (digest,
 * round 4; the SRD's Dunmore).
 */
import { SYSTEM_ID, templatePath } from "../../../core/game-definition";
import { allowInteractiveRoll, messageModeOptions } from "../../../core/compat";
import { notifyKeys } from "../../../core/notify";
import { IDENTITY_TYPE, ITEM_TYPES } from "../data/common";
import { CARD_FLAG, identityFrom, renderNeutralCard, viewOf } from "./card-message";
import { createCard } from "./card-state";
import { ChallengeRoll } from "./challenge-roll";
import {
  challengeDialogContext,
  defaultChoices,
  planChallenge,
  readChoices,
  type ChallengeChoices,
  type TargetOption,
} from "./dialog-context";
import type { IdentityView } from "./side-plan";
import { LEVELS, targetOptionsFor, type TargetCandidate } from "./targets";
import { combatIdentities } from "../time/identities";

export const DIALOG_TEMPLATE = templatePath("personae/challenge/dialog.hbs");
export const DIALOG_LIVE_TEMPLATE = templatePath("personae/challenge/dialog-live.hbs");

const level = (actor: Actor): number =>
  actor.testUserPermission(game.user, "OWNER")
    ? LEVELS.OWNER
    : actor.testUserPermission(game.user, "OBSERVER")
      ? LEVELS.OBSERVER
      : actor.testUserPermission(game.user, "LIMITED")
        ? LEVELS.LIMITED
        : LEVELS.NONE;

/** The identities in the current encounter: the begun Foundry encounter's combatants, and those marked in one. */
function encounterIdentities(): Actor[] {
  const combat = (game as unknown as { combat?: Combat | null }).combat ?? null;
  const fighting = combat?.started ? combatIdentities(combat) : [];
  const marked = game.actors.filter(
    (a) => a.type === IDENTITY_TYPE && (a.system as { scene?: { inEncounter?: boolean } }).scene?.inEncounter === true,
  );
  return [...fighting, ...marked];
}

/** What this user may challenge: targeted tokens first, then the encounter's identities, then those they can see. */
function targetOptions(actor: Actor): { options: TargetOption[]; targeted: string[] } {
  const candidate = (a: Actor | null, targeted: boolean, inEncounter: boolean): TargetCandidate[] =>
    a && a.type === IDENTITY_TYPE
      ? [{ uuid: a.uuid, name: a.name, level: level(a), targeted, inEncounter, view: () => viewOf(a) }]
      : [];
  return targetOptionsFor(actor.uuid, [
    ...[...(game.user.targets ?? [])].flatMap((token) => candidate(token.actor, true, false)),
    ...encounterIdentities().flatMap((a) => candidate(a, false, true)),
    ...game.actors.filter((x) => x.type === IDENTITY_TYPE).flatMap((a) => candidate(a, false, false)),
  ]);
}

function formValues(form: HTMLFormElement | null | undefined): Record<string, unknown> {
  return form ? new foundry.applications.ux.FormDataExtended(form).object : {};
}

/** Show the form's fields as `choices` say (a preternae or weapon skill just picked sets the type and hits). */
function showChoices(form: HTMLFormElement, view: IdentityView, choices: ChallengeChoices): void {
  const field = (name: string) => form.elements.namedItem(name);
  const type = field("type");
  if (type instanceof HTMLSelectElement) type.value = choices.type;
  const hits = field("hits");
  if (hits instanceof HTMLInputElement) hits.value = String(choices.hits);
  for (const e of view.enhancements) {
    const box = field(`enhancement.${e.id}`) ?? field(`enhancement-${e.id}`);
    if (box instanceof HTMLInputElement) box.checked = choices.side.enhancementIds.includes(e.id);
  }
}

/** Show the dialog once; the choices submitted, or null when closed. */
async function ask(
  view: IdentityView,
  targets: TargetOption[],
  choices: ChallengeChoices,
): Promise<ChallengeChoices | null> {
  const render = foundry.applications.handlebars.renderTemplate;
  const content = await render(DIALOG_TEMPLATE, challengeDialogContext(view, targets, choices));
  // The choices as last read: a trait's terms apply when it is picked, and the user's edits after that stand.
  let last = choices;
  const result = await foundry.applications.api.DialogV2.wait({
    window: { title: game.i18n.format("STORY_ENGINES.Personae.Challenge.title", { name: view.name }) },
    content,
    position: { width: 520 },
    rejectClose: false,
    buttons: [
      {
        action: "roll",
        label: game.i18n.localize("STORY_ENGINES.Personae.Challenge.roll"),
        icon: "fa-solid fa-dice",
        default: true,
        callback: (_event, button) => readChoices(formValues(button.form), last, view, targets),
      },
    ],
    render: (_event, dialog) => {
      const root = dialog.element;
      const form = root.querySelector("form") ?? (root instanceof HTMLFormElement ? root : null);
      const live = root.querySelector<HTMLElement>("[data-personae-live]");
      if (!form || !live) return;
      const refresh = async (): Promise<void> => {
        const now = readChoices(formValues(form), last, view, targets);
        if (now.preternaeId !== last.preternaeId || now.side.skillId !== last.side.skillId)
          showChoices(form, view, now);
        last = now;
        live.innerHTML = await render(DIALOG_LIVE_TEMPLATE, challengeDialogContext(view, targets, now));
      };
      form.addEventListener("change", () => void refresh());
      form.addEventListener("input", () => void refresh());
    },
  });
  return result !== null && typeof result === "object" ? (result as ChallengeChoices) : null;
}

/** Open the challenge dialog for an identity (optionally with a skill chosen) and post the card. */
export async function openChallengeDialog(actor: Actor, skillId: string | null): Promise<void> {
  const { options: targets, targeted } = targetOptions(actor);
  let choices = defaultChoices(viewOf(actor), skillId, targeted);
  for (;;) {
    const view = viewOf(actor);
    const asked = await ask(view, targets, choices);
    if (!asked) return;
    choices = asked;
    const plan = planChallenge(view, targets, choices);
    if (plan.problems.length) {
      notifyKeys(plan.problems);
      continue;
    }
    // What the issuer spends is marked on its own sheet.
    const side = plan.setup.actor;
    if (side.critical !== "none") await actor.update({ "system.criticals": Math.max(0, view.criticals - 1) });
    const sphere = side.expertiseId ? actor.items.get(side.expertiseId) : undefined;
    if (sphere && sphere.type === ITEM_TYPES.sphere)
      await sphere.update({ "system.used": Number(sphere.system.used) + 1 });
    if (plan.setup.chorus) {
      // Proposed: the chorus's turn comes first, on the card.
      const state = createCard(plan.setup, []);
      await ChatMessage.create({
        speaker: ChatMessage.getSpeaker({ actor }),
        content: await renderNeutralCard(state),
        flags: { [SYSTEM_ID]: { [CARD_FLAG]: state } },
      });
      return;
    }
    // An attack on an inoperative (or negated) identity is an unopposed challenge at Easy: the chorus sets the
    // difficulty and rolls against it first, then the issuer rolls from the card (digest; the SRD's order).
    const heldFor = plan.setup.reactors
      .map((r, index) => {
        const target = identityFrom(r.uuid);
        const view = target ? viewOf(target) : null;
        return view && (view.inoperative || view.negated) ? index : -1;
      })
      .filter((index) => index >= 0);
    if (heldFor.length > 0) {
      const state = createCard(plan.setup, [], [], heldFor);
      await ChatMessage.create({
        speaker: ChatMessage.getSpeaker({ actor }),
        content: await renderNeutralCard(state),
        flags: { [SYSTEM_ID]: { [CARD_FLAG]: state } },
      });
      return;
    }
    const roll = ChallengeRoll.forSides([{ count: plan.rollCounts.actor, role: "actor" }]);
    await roll.evaluate({ allowInteractive: allowInteractiveRoll() });
    const [faces = []] = roll.sideValues();
    const state = createCard(plan.setup, faces);
    await roll.toMessage(
      {
        speaker: ChatMessage.getSpeaker({ actor }),
        content: await renderNeutralCard(state),
        flags: { [SYSTEM_ID]: { [CARD_FLAG]: state } },
      },
      messageModeOptions(),
    );
    return;
  }
}
