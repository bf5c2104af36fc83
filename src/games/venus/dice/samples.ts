/**
 * Realistic sample data for the gallery, the self-test rolls and the tests:
 * "The King is Dead" — Dhyr learns the Ritualist job (threshold 1 + learning
 * + two factors = 4) with Melyn aiding. Pure.
 */

import { readCharacter, readJob, type CharacterView, type JobView } from "./actor-view";
import type { CheckChoices, CheckRollOptions } from "./check-context";
import { applyCheckAction, createCheckCard, type CheckAction, type CheckCardState } from "./check-card-state";
import { NO_MODIFIER_CHOICES, noModifiers, type ModifierSource, type RollModifiers } from "./roll-modifiers";
import type { AllyCandidate, TaskChoices } from "./task-context";
import { createGatheringCard, createTaskCard, type CardUser, type TaskCardState } from "./task-card-state";
import { applyCardAction } from "./task-card-action";
import { planBookkeeping } from "./task-card-bookkeeping";

export const SAMPLE_CHARACTER_SYSTEM = {
  tier: "public",
  abilities: {
    app: { caliber: "bronze", score: 2 },
    res: { caliber: "silver", score: 3 },
    wit: { caliber: "bronze", score: 1 },
    end: { caliber: "bronze", score: 2 },
    fin: { caliber: "gold", score: 4 },
    swi: { caliber: "bronze", score: 1 },
  },
  capabilities: [{ name: "Grit", first: "wit", second: "swi", level: 1 }],
  kismet: { lots: 3, ego: true, fidelity: 1 },
};

export const SAMPLE_ALLY_SYSTEM = {
  tier: "heroic",
  abilities: {
    app: { caliber: "silver", score: 3 },
    res: { caliber: "gold", score: 4 },
    wit: { caliber: "gold", score: 5 },
    end: { caliber: "bronze", score: 1 },
    fin: { caliber: "bronze", score: 2 },
    swi: { caliber: "bronze", score: 2 },
  },
  capabilities: [],
  kismet: { lots: 2, ego: false, fidelity: 0 },
};

export function sampleCharacter(): CharacterView {
  return readCharacter(SAMPLE_CHARACTER_SYSTEM);
}

export function sampleJobs(): JobView[] {
  return [
    readJob("job-warrior", "Warrior", { ability: "fin", secondAbility: "", level: 2, exp: 1 }),
    readJob("job-ritualist", "Ritualist", { ability: "res", secondAbility: "", level: 0, exp: 15 }),
  ];
}

export function sampleCandidates(): AllyCandidate[] {
  return [
    {
      actorUuid: "Actor.melyn",
      name: "Melyn",
      character: readCharacter(SAMPLE_ALLY_SYSTEM),
      jobs: [
        readJob("job-melyn-ritualist", "Ritualist", { ability: "res", level: 2, exp: 3 }),
        readJob("job-melyn-scholar", "Scholar", { ability: "res", level: 0, exp: 4 }),
      ],
    },
  ];
}

export const SAMPLE_CHECK_CHOICES: CheckChoices = {
  source: "ability:fin",
  difficulty: "tough",
  factors: 2,
  bonusFactors: 1,
  lots: 1,
  flatBonus: 0,
  ...NO_MODIFIER_CHOICES,
};

/** Dhyr's Limit from the pregenerated character, and a Gambit for the samples. */
export const SAMPLE_MODIFIER_SOURCES: ModifierSource[] = [
  { id: "attr-phobia", name: "Phobia of moonlight", kind: "limit" },
  { id: "attr-faelight", name: "Faelight blessing", kind: "gambit" },
];

/** The Gambit raises Finesse to Platinum for the roll and makes the bonus dice explode. */
export const SAMPLE_GAMBIT_CHOICES: CheckChoices = {
  ...SAMPLE_CHECK_CHOICES,
  difficulty: "challenging",
  caliberSteps: 1,
  caliberBy: "attr-faelight",
  explode: true,
  explodeBy: "attr-faelight",
};

export const SAMPLE_CHECK_OPTIONS: CheckRollOptions = {
  actorName: "Dhyr",
  actorUuid: "Actor.dhyr",
  img: "icons/svg/mystery-man.svg",
  label: { labelKey: "STORY_ENGINES.Venus.Check.Ability.fin" },
  caliber: "gold",
  score: 4,
  flatBonus: 0,
  difficulty: "tough",
  factors: 2,
  target: 17,
  bonusFactors: 1,
  lotsPlanned: 1,
  modifiers: noModifiers("gold"),
};

/** Under the Faelight blessing: Finesse Gold → Platinum, exploding bonus dice, against Challenging +2 (22). */
export const SAMPLE_GAMBIT_MODIFIERS: RollModifiers = {
  baseCaliber: "gold",
  caliber: "platinum",
  steps: 1,
  caliberBy: "Faelight blessing",
  explode: true,
  explodeBy: "Faelight blessing",
};

/** A check card after `actions`, each applied by the roller holding `lots` (must be accepted). */
export function sampleCheckCard(
  d20: number,
  actions: CheckAction[] = [],
  setup: Partial<CheckRollOptions> = {},
  lots = 3,
): CheckCardState {
  let state = createCheckCard({ ...SAMPLE_CHECK_OPTIONS, ...setup }, d20);
  let held = lots;
  for (const action of actions) {
    const result = applyCheckAction(state, action, ROLLER, { lots: held });
    if (result.problems.length > 0) throw new Error(`sample check action refused: ${JSON.stringify(result.problems)}`);
    state = result.state;
    held -= result.lots;
  }
  return state;
}

/** The King's Ritual: learning Ritualist (Res, Silver 3 → 3 dice), two factors, Melyn aiding. */
export const SAMPLE_TASK_CHOICES: TaskChoices = {
  job: "job-ritualist",
  ability: "res",
  newJobName: "",
  factors: 2,
  allies: ["Actor.melyn|job-melyn-ritualist", ""],
  stunt: false,
  ...NO_MODIFIER_CHOICES,
};

export const ROLLER: CardUser = { isGM: false, ownsRoller: true, ownsAllies: [false] };
export const ALLY_OWNER: CardUser = { isGM: false, ownsRoller: false, ownsAllies: [true] };
export const GM: CardUser = { isGM: true, ownsRoller: false, ownsAllies: [false] };
export const STRANGER: CardUser = { isGM: false, ownsRoller: false, ownsAllies: [false] };

/** The rolled card: silver 4 ✓, 2 ✗, 6 ✓ and Melyn's gold 1 ✗ — 2 successes against threshold 4. */
export function sampleRolledCard(): TaskCardState {
  return createTaskCard(
    {
      actorUuid: "Actor.dhyr",
      actorName: "Dhyr",
      img: "icons/svg/mystery-man.svg",
      jobId: "job-ritualist",
      jobName: "Ritualist",
      jobLevel: 0,
      learning: true,
      ability: "res",
      caliber: "silver",
      threshold: 4,
      allies: [
        {
          actorUuid: "Actor.melyn",
          name: "Melyn",
          jobId: "job-melyn-ritualist",
          jobName: "Ritualist",
          jobLevel: 2,
          caliber: "gold",
        },
      ],
      pool: [
        { caliber: "silver", owner: "roller", ally: null },
        { caliber: "silver", owner: "roller", ally: null },
        { caliber: "silver", owner: "roller", ally: null },
        { caliber: "gold", owner: "ally", ally: 0 },
      ],
    },
    [4, 2, 6, 1],
  );
}

function must(result: { state: TaskCardState; problems: unknown[] }): TaskCardState {
  if (result.problems.length > 0) throw new Error(`sample action refused: ${JSON.stringify(result.problems)}`);
  return result.state;
}

/** Melyn agrees; Dhyr KISSes die 2 with a Lot (→ 6) and Melyn's die with a specialty (→ 3): 4 successes. */
export function sampleKissedCard(): TaskCardState {
  const agreed = must(applyCardAction(sampleRolledCard(), { type: "agree", ally: 0 }, ALLY_OWNER));
  return must(
    applyCardAction(
      agreed,
      {
        type: "kiss",
        requests: [
          { die: 1, source: "lot" },
          { die: 3, source: "specialty" },
        ],
        rerolls: [
          { die: 1, value: 6 },
          { die: 3, value: 3 },
        ],
        resources: { lots: 3, ego: true },
      },
      ROLLER,
    ),
  );
}

/** Straight after the roll, Dhyr spends Ego on sixes: the 6 counts twice (3 successes). */
export function sampleEgoCard(): TaskCardState {
  return must(applyCardAction(sampleRolledCard(), { type: "egoSixes", resources: { ego: true } }, ROLLER));
}

/** After the KISS, Ego on sixes (6 successes), then primary (4), "not abashed" (1) and "learned something" (1). */
export function sampleBoughtCard(): TaskCardState {
  let state = must(applyCardAction(sampleKissedCard(), { type: "egoSixes", resources: { ego: true } }, ROLLER));
  state = must(applyCardAction(state, { type: "buy", kind: "primary", id: "primary" }, ROLLER));
  state = must(applyCardAction(state, { type: "buy", kind: "secondary", id: "unharmed" }, ROLLER));
  state = must(applyCardAction(state, { type: "buy", kind: "tertiary", id: "learned", on: "primary" }, ROLLER));
  return must(applyCardAction(state, { type: "note", index: 0, text: "the moon god is appeased" }, ROLLER));
}

/** Closed out: Ritualist (level 0, 15 exp) +2 exp graduates; Melyn's Ritualist (2, 3 exp) +1 levels up. */
export function sampleClosedCard(): TaskCardState {
  const bought = sampleBoughtCard();
  const plan = planBookkeeping(bought, {
    job: { name: "Ritualist", level: 0, exp: 15, expOptions: { minimumJobLevel: 1 } },
    lots: 2,
    allyJobs: [{ name: "Ritualist", level: 2, exp: 3, expOptions: { minimumJobLevel: 2 } }],
  });
  return must(applyCardAction(bought, { type: "close", bookkeeping: plan.lines }, ROLLER));
}

/** Dhyr's Warrior task under a Gambit: Gold 6 (it explodes) and 2, then the die the 6 added shows 4 — 2 successes. */
export function sampleExplodingCard(): TaskCardState {
  const gold = { caliber: "gold" as const, owner: "roller" as const, ally: null };
  return createTaskCard(
    {
      actorUuid: "Actor.dhyr",
      actorName: "Dhyr",
      img: "icons/svg/mystery-man.svg",
      jobId: "job-warrior",
      jobName: "Warrior",
      jobLevel: 2,
      learning: false,
      ability: "fin",
      caliber: "gold",
      threshold: 2,
      allies: [],
      pool: [gold, gold, gold],
      modifiers: { ...noModifiers("gold"), explode: true, explodeBy: "Faelight blessing" },
      added: [2],
    },
    [6, 2, 4],
  );
}

/** After the KISS, Ego on sixes (6 successes): the primary consequence and "my true intentions are revealed". */
export function sampleIntentionsCard(): TaskCardState {
  let state = must(applyCardAction(sampleKissedCard(), { type: "egoSixes", resources: { ego: true } }, ROLLER));
  state = must(applyCardAction(state, { type: "buy", kind: "primary", id: "primary" }, ROLLER));
  return must(applyCardAction(state, { type: "buy", kind: "tertiary", id: "intentions", on: "primary" }, ROLLER));
}

/** Who is connected at the sample table: the FC and other players. */
const AT_TABLE = { present: { fc: true, peer: true }, allyPlayers: [true] };
/** Ann, rolling Dhyr; Bob, Melyn's player and a Peer; the FC (the GM). */
export const TABLE_ROLLER: CardUser = { ...ROLLER, isFC: false, isPeer: false, ...AT_TABLE };
export const TABLE_PEER: CardUser = { ...ALLY_OWNER, isFC: false, isPeer: true, ...AT_TABLE };
export const TABLE_FC: CardUser = {
  ...GM,
  ownsRoller: true,
  ownsAllies: [true],
  isFC: true,
  isPeer: true,
  ...AT_TABLE,
};

/** The King's Ritual posted before the roll: Melyn is asked to aid, Dhyr declares a stunt; the FC's factors are awaited. */
export function sampleGatheringCard(): TaskCardState {
  const { stunt: _none, ...rolled } = sampleRolledCard();
  const pool = rolled.roll.dice.map((d) => ({ caliber: d.caliber, owner: d.owner, ally: d.ally }));
  return createGatheringCard({ ...rolled, pool, awaitFC: true, stunt: true });
}

/** Rolled: an Insight asked for die 2 (awaiting a Peer) and a Specialty refused on die 4. */
export function sampleAwaitedCard(): TaskCardState {
  return {
    ...sampleRolledCard(),
    approvals: [
      { die: 1, source: "insight", status: "asked" },
      { die: 3, source: "specialty", status: "vetoed" },
    ],
  };
}
