import type { GalleryEntry } from "../../../core/gallery-entry";
import { checkCardContext, checkDialogContext } from "./check-context";
import {
  GM,
  ROLLER,
  SAMPLE_CHECK_CHOICES,
  SAMPLE_CHECK_OPTIONS,
  SAMPLE_TASK_CHOICES,
  sampleBoughtCard,
  sampleCandidates,
  sampleCharacter,
  sampleClosedCard,
  sampleEgoCard,
  sampleJobs,
  sampleKissedCard,
  sampleRolledCard,
  STRANGER,
} from "./samples";
import { taskDialogContext } from "./task-context";
import { taskCardContext, taskRollContext } from "./task-card-context";
import type { CardUser, TaskCardState } from "./task-card-state";

const DIALOG_CLASSES = ["story-engines", "venus", "dialog"];

function card(
  id: string,
  title: string,
  state: TaskCardState,
  user: CardUser,
  resources = { lots: 3, ego: true },
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
          context: checkDialogContext("Dhyr", character, SAMPLE_CHECK_CHOICES),
        },
      ],
      width: 460,
    },
    {
      id: "venus-check-dialog-problems",
      title: "Venus: check dialog refusing five bonus factors",
      kind: "dialog",
      classes: DIALOG_CLASSES,
      parts: [
        {
          template: "venus/dice/check-dialog.hbs",
          context: checkDialogContext("Dhyr", character, { ...SAMPLE_CHECK_CHOICES, bonusFactors: 3, lots: 2 }),
        },
      ],
      width: 460,
    },
    {
      id: "venus-check-card-pass",
      title: "Venus: check card — short on the d20, the highest bonus die carries it",
      kind: "chat",
      classes: [],
      parts: [
        {
          template: "venus/dice/check-card.hbs",
          context: checkCardContext(SAMPLE_CHECK_OPTIONS, { d20: 10, bonusDice: [2, 5] }),
        },
      ],
      width: 320,
    },
    {
      id: "venus-check-card-auto",
      title: "Venus: check card — Gold auto-pass on a natural 19",
      kind: "chat",
      classes: [],
      parts: [
        {
          template: "venus/dice/check-card.hbs",
          context: checkCardContext(
            { ...SAMPLE_CHECK_OPTIONS, target: 29, factors: 4, difficulty: "absurd" },
            { d20: 19, bonusDice: [1, 3] },
          ),
        },
      ],
      width: 320,
    },
    {
      id: "venus-task-dialog",
      title: "Venus: task dialog (learning Ritualist, Melyn aiding)",
      kind: "dialog",
      classes: DIALOG_CLASSES,
      parts: [
        {
          template: "venus/dice/task-dialog.hbs",
          context: taskDialogContext("Dhyr", character, jobs, candidates, SAMPLE_TASK_CHOICES),
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
    card("venus-task-card-closed", "Venus: task card — closed out with its bookkeeping", sampleClosedCard(), STRANGER, {
      lots: 2,
      ego: false,
    }),
  ];
}
