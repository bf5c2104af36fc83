import type { GalleryEntry } from "../../../core/gallery-entry";
import { checkDialogContext } from "./check-context";
import { checkCardContext } from "./check-card-context";
import {
  GM,
  ROLLER,
  SAMPLE_CHECK_CHOICES,
  SAMPLE_GAMBIT_CHOICES,
  SAMPLE_GAMBIT_MODIFIERS,
  SAMPLE_MODIFIER_SOURCES,
  SAMPLE_TASK_CHOICES,
  sampleCheckCard,
  sampleExplodingCard,
  sampleIntentionsCard,
  sampleBoughtCard,
  sampleCandidates,
  sampleCharacter,
  sampleClosedCard,
  sampleEgoCard,
  sampleJobs,
  sampleKissedCard,
  sampleRolledCard,
  SAMPLE_CHECK_OPTIONS,
  sampleAwaitedCard,
  sampleGatheringCard,
  STRANGER,
  TABLE_FC,
  TABLE_PEER,
  TABLE_ROLLER,
} from "./samples";
import { createCheckCard, type CheckCardState } from "./check-card-state";
import { taskDialogContext } from "./task-context";
import { taskCardContext, taskRollContext } from "./task-card-context";
import type { CardUser, TaskCardState } from "./task-card-state";

const DIALOG_CLASSES = ["story-engines", "venus", "dialog"];

function checkCard(id: string, title: string, state: CheckCardState, user: CardUser, lots = 3): GalleryEntry {
  return {
    id,
    title,
    kind: "chat",
    classes: [],
    parts: [{ template: "venus/dice/check-card.hbs", context: checkCardContext(state, user, { lots }) }],
    width: 320,
  };
}

/** The check card in each state of its flow (check-card-state.ts), Finesse Gold +4 against Tough +2 (17). */
function checkCardEntries(): GalleryEntry[] {
  const gambit = {
    modifiers: SAMPLE_GAMBIT_MODIFIERS,
    caliber: "platinum" as const,
    difficulty: "challenging" as const,
    target: 22,
  };
  return [
    checkCard(
      "venus-check-card-fc",
      "Venus: check card — the FC sets the relative factors and flat bonus; the bonus factor awaits a Peer",
      createCheckCard(SAMPLE_CHECK_OPTIONS, 10, { awaitFC: true }),
      TABLE_FC,
    ),
    checkCard(
      "venus-check-card-auto",
      "Venus: check card — Gold auto-pass on a natural 19 (Absurd +4)",
      sampleCheckCard(19, [], { target: 29, factors: 4, difficulty: "absurd" }),
      ROLLER,
    ),
    checkCard(
      "venus-check-card-auto-fail",
      "Venus: check card — automatic failure on a natural 1, a Lot may re-roll the d20",
      sampleCheckCard(1),
      ROLLER,
    ),
    checkCard(
      "venus-check-card-passed",
      "Venus: check card — the d20 already passes, no bonus step and no Lot taken",
      sampleCheckCard(15),
      ROLLER,
    ),
    checkCard(
      "venus-check-card-out-of-reach",
      "Venus: check card — ten short, even a 6 cannot help: the bonus step is skipped",
      sampleCheckCard(3),
      ROLLER,
    ),
    checkCard(
      "venus-check-card-bonus-offered",
      "Venus: check card — three short, the bonus step offered (one factor, Lots to choose)",
      sampleCheckCard(10),
      ROLLER,
    ),
    checkCard(
      "venus-check-card-bonus-offered-stranger",
      "Venus: check card — the bonus step offered, as another player sees it",
      sampleCheckCard(10),
      STRANGER,
    ),
    checkCard(
      "venus-check-card-pass",
      "Venus: check card — the highest bonus die carries it (a factor and a Lot)",
      sampleCheckCard(10, [{ type: "bonus", lots: 1, dice: [2, 5] }]),
      ROLLER,
      2,
    ),
    checkCard(
      "venus-check-card-reroll-offered",
      "Venus: check card — the bonus dice fall short, a Lot may re-roll the d20 or the highest bonus die",
      sampleCheckCard(10, [{ type: "bonus", lots: 1, dice: [1, 2] }]),
      ROLLER,
      2,
    ),
    checkCard(
      "venus-check-card-rerolled-d20",
      "Venus: check card — the d20 re-rolled with a Lot (10 → 12), the highest bonus die makes up the 1 short",
      sampleCheckCard(10, [
        { type: "bonus", lots: 1, dice: [1, 2] },
        { type: "reroll", die: "d20", value: 12 },
      ]),
      ROLLER,
      1,
    ),
    checkCard(
      "venus-check-card-rerolled-bonus",
      "Venus: check card — the highest bonus die re-rolled (2 → 1): failed, once per check",
      sampleCheckCard(10, [
        { type: "bonus", lots: 1, dice: [1, 2] },
        { type: "reroll", die: "bonus", value: 1 },
      ]),
      STRANGER,
      1,
    ),
    checkCard(
      "venus-check-card-accepted",
      "Venus: check card — the failure accepted without spending the Lot",
      sampleCheckCard(3, [{ type: "accept" }]),
      ROLLER,
    ),
    checkCard(
      "venus-check-card-exploding",
      "Venus: check card — a Gambit: Gold → Platinum, exploding bonus dice make up 13 (6 + 6 + 3)",
      sampleCheckCard(5, [{ type: "bonus", lots: 1, dice: [15, 3] }], gambit),
      ROLLER,
      2,
    ),
  ];
}

function card(
  id: string,
  title: string,
  state: TaskCardState,
  user: CardUser,
  resources: { lots: number; ego: boolean; jobs?: { id: string; name: string }[] } = { lots: 3, ego: true },
): GalleryEntry {
  return {
    id,
    title,
    kind: "chat",
    classes: [],
    parts: [{ template: "venus/dice/task-card.hbs", context: taskCardContext(state, user, resources) }],
    width: 320,
  };
}

/** Venus dice in the gallery: both dialogs (good and refused input), the check card and the task card in each state. */
export function diceGalleryEntries(): GalleryEntry[] {
  const character = sampleCharacter();
  const jobs = sampleJobs();
  const candidates = sampleCandidates();
  return [
    {
      id: "venus-check-dialog",
      title: "Venus: check dialog (Finesse vs Tough +2, a bonus factor and a Lot)",
      kind: "dialog",
      classes: DIALOG_CLASSES,
      parts: [
        {
          template: "venus/dice/check-dialog.hbs",
          context: checkDialogContext("Dhyr", character, SAMPLE_CHECK_CHOICES, SAMPLE_MODIFIER_SOURCES),
        },
      ],
      width: 460,
    },
    {
      id: "venus-check-dialog-gambit",
      title: "Venus: check dialog — a Gambit raises Finesse to Platinum and makes the bonus dice explode",
      kind: "dialog",
      classes: DIALOG_CLASSES,
      parts: [
        {
          template: "venus/dice/check-dialog.hbs",
          context: checkDialogContext("Dhyr", character, SAMPLE_GAMBIT_CHOICES, SAMPLE_MODIFIER_SOURCES),
        },
      ],
      width: 460,
    },
    {
      id: "venus-check-dialog-problems",
      title:
        "Venus: check dialog refusing five bonus factors, a lower caliber without a Limit, exploding dice without a Gambit",
      kind: "dialog",
      classes: DIALOG_CLASSES,
      parts: [
        {
          template: "venus/dice/check-dialog.hbs",
          context: checkDialogContext(
            "Dhyr",
            character,
            { ...SAMPLE_CHECK_CHOICES, bonusFactors: 3, lots: 2, caliberSteps: -1, explode: true },
            SAMPLE_MODIFIER_SOURCES,
          ),
        },
      ],
      width: 460,
    },
    ...checkCardEntries(),
    {
      id: "venus-task-dialog",
      title: "Venus: task dialog (learning Ritualist, Melyn aiding)",
      kind: "dialog",
      classes: DIALOG_CLASSES,
      parts: [
        {
          template: "venus/dice/task-dialog.hbs",
          context: taskDialogContext("Dhyr", character, jobs, candidates, SAMPLE_TASK_CHOICES, SAMPLE_MODIFIER_SOURCES),
        },
      ],
      width: 460,
    },
    {
      id: "venus-task-dialog-limit",
      title: "Venus: task dialog — a Limit (Dhyr's phobia of moonlight) lowers Resolve to Bronze for this roll",
      kind: "dialog",
      classes: DIALOG_CLASSES,
      parts: [
        {
          template: "venus/dice/task-dialog.hbs",
          context: taskDialogContext(
            "Dhyr",
            character,
            jobs,
            candidates,
            // The Limit acts through the caliber here, so it is not also a relative factor ("not to double-up on effects").
            { ...SAMPLE_TASK_CHOICES, factors: 1, caliberSteps: -1, caliberBy: "attr-phobia" },
            SAMPLE_MODIFIER_SOURCES,
          ),
        },
      ],
      width: 460,
    },
    {
      id: "venus-task-dialog-gambit",
      title: "Venus: task dialog — a Gambit makes the pool explode",
      kind: "dialog",
      classes: DIALOG_CLASSES,
      parts: [
        {
          template: "venus/dice/task-dialog.hbs",
          context: taskDialogContext(
            "Dhyr",
            character,
            jobs,
            candidates,
            { ...SAMPLE_TASK_CHOICES, explode: true, explodeBy: "attr-faelight" },
            SAMPLE_MODIFIER_SOURCES,
          ),
        },
      ],
      width: 460,
    },
    {
      id: "venus-task-dialog-problems",
      title: "Venus: task dialog refusing an ally's level-0 job and five factors",
      kind: "dialog",
      classes: DIALOG_CLASSES,
      parts: [
        {
          template: "venus/dice/task-dialog.hbs",
          context: taskDialogContext("Dhyr", character, jobs, candidates, {
            ...SAMPLE_TASK_CHOICES,
            factors: 5,
            allies: ["Actor.melyn|job-melyn-scholar", ""],
          }),
        },
      ],
      width: 460,
    },
    {
      id: "venus-task-roll",
      title: "Venus: a task pool shown on its own (a re-rendered VenusTaskRoll, without its card)",
      kind: "chat",
      classes: [],
      parts: [
        {
          template: "venus/dice/task-roll.hbs",
          context: taskRollContext([
            { caliber: "silver", value: 4 },
            { caliber: "silver", value: 2 },
            { caliber: "silver", value: 6 },
            { caliber: "gold", value: 3 },
          ]),
        },
      ],
    },
    card("venus-task-card-rolled", "Venus: task card — rolled, as the roller sees it", sampleRolledCard(), ROLLER),
    card(
      "venus-task-card-rolled-stranger",
      "Venus: task card — rolled, as another player sees it",
      sampleRolledCard(),
      STRANGER,
    ),
    card(
      "venus-task-card-kissed",
      "Venus: task card — KISSed (a Lot, and a specialty on the agreed aid die)",
      sampleKissedCard(),
      ROLLER,
      {
        lots: 2,
        ego: true,
      },
    ),
    card("venus-task-card-ego", "Venus: task card — Ego spent on sixes", sampleEgoCard(), ROLLER, {
      lots: 3,
      ego: false,
    }),
    card("venus-task-card-bought", "Venus: task card — consequences bought", sampleBoughtCard(), GM, {
      lots: 2,
      ego: false,
    }),
    card(
      "venus-task-card-exploding",
      "Venus: task card — exploding dice: the 6 added a die, and it struck too",
      sampleExplodingCard(),
      ROLLER,
    ),
    card(
      "venus-task-card-lot-overflow",
      "Venus: task card — true intentions at 10 Lots: the player picks the job the Lot's exp goes to",
      sampleIntentionsCard(),
      ROLLER,
      { lots: 10, ego: false, jobs: [...sampleJobs().map((j) => ({ id: j.id, name: j.name }))] },
    ),
    card(
      "venus-task-card-gathering",
      "Venus: task card — before the roll, as the asked ally's player sees it (join or refuse)",
      sampleGatheringCard(),
      TABLE_PEER,
    ),
    card(
      "venus-task-card-awaited",
      "Venus: task card — the FC's view: an Insight awaiting a Peer, a Specialty refused",
      sampleAwaitedCard(),
      TABLE_FC,
    ),
    card(
      "venus-task-card-awaited-roller",
      "Venus: task card — the roller waits for a Peer's approval of an Insight",
      sampleAwaitedCard(),
      TABLE_ROLLER,
    ),
    card("venus-task-card-closed", "Venus: task card — closed out with its bookkeeping", sampleClosedCard(), STRANGER, {
      lots: 2,
      ego: false,
    }),
  ];
}
