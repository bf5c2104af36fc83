/**
 * The conflict tracker's sub-types (pure specs): a Combat of type
 * "wickedConflict" holds the sequence's state (round, phase, turn order, the
 * standing move, ties, the exchanges and consequences, the version); each of
 * its combatants, of type "wickedParticipant", holds one side's chosen dice,
 * roll, advantage dice and status. conflict/documents.ts reads them into the
 * state machine's shape and back.
 */
import type { FieldSpec, ModelSpec } from "../../../schema";
import { ANSWER_OUTCOMES } from "../../../rules/wicked";
import { PARTICIPANT_STATUSES, PHASES } from "../conflict/state";
import { CONFLICT_TYPE, faceList, idList, PARTICIPANT_TYPE } from "./common";

const count = (max: number): FieldSpec => ({ kind: "number", initial: 0, integer: true, min: 0, max });
const flag = (): FieldSpec => ({ kind: "boolean", initial: false });
const text = (maxLength: number): FieldSpec => ({ kind: "string", initial: "", maxLength });
const choice = (choices: readonly string[], initial: string): FieldSpec => ({ kind: "string", initial, choices });

const termsField = (): FieldSpec => ({
  kind: "schema",
  fields: {
    text: text(2000),
    losses: { kind: "array", element: text(40), maxLength: 12 },
    removeStrength: text(200),
    dead: flag(),
  },
});

const exchangeField = (): FieldSpec => ({
  kind: "schema",
  fields: {
    round: count(3),
    challenger: text(64),
    answerer: text(64),
    standingDice: faceList(),
    standingAdvantage: faceList(),
    answerDice: faceList(),
    answerAdvantage: faceList(),
    outcome: choice(ANSWER_OUTCOMES, "takeAdvantage"),
    challengerWon: flag(),
    answererWon: flag(),
    mixed: flag(),
  },
});

const consequenceField = (): FieldSpec => ({
  kind: "schema",
  fields: {
    id: count(10_000),
    round: count(3),
    winner: text(64),
    loser: text(64),
    status: choice(["pending", "settled"], "pending"),
    midDice: flag(),
    consequential: flag(),
    mixed: flag(),
    proposedBy: { kind: "string", initial: "", choices: ["", "winner", "loser"], blank: true },
    proposerUser: text(64),
    proposal: termsField(),
    resolution: {
      kind: "string",
      initial: "",
      choices: ["", "exhausted", "injured", "risked", "negotiated"],
      blank: true,
    },
    terms: termsField(),
    winnerLoss: text(40),
  },
});

export const conflictSpec: ModelSpec<typeof CONFLICT_TYPE> = {
  documentName: "Combat",
  type: CONFLICT_TYPE,
  localizationPrefix: "STORY_ENGINES.Wicked.Conflict",
  fields: {
    version: count(1_000_000),
    round: count(3),
    phase: choice(PHASES, "gathering"),
    order: idList(),
    turn: count(64),
    mover: text(64),
    moveRolled: flag(),
    moveDice: faceList(),
    moveAdvantage: faceList(),
    targets: idList(),
    pending: idList(),
    challenged: idList(),
    tie: idList(),
    tieTop: flag(),
    tieChoices: { kind: "array", element: text(80), maxLength: 64 },
    tieRerolled: idList(),
    exchanges: { kind: "array", element: exchangeField(), maxLength: 500 },
    consequences: { kind: "array", element: consequenceField(), maxLength: 200 },
    oweAdded: idList(),
    oweDone: flag(),
  },
};

export const participantSpec: ModelSpec<typeof PARTICIPANT_TYPE> = {
  documentName: "Combatant",
  type: PARTICIPANT_TYPE,
  localizationPrefix: "STORY_ENGINES.Wicked.Participant",
  fields: {
    kind: choice(["character", "npc"], "character"),
    forms: { kind: "array", element: text(40), maxLength: 2 },
    sizes: { kind: "array", element: { kind: "number", initial: 8, integer: true, min: 4, max: 12 }, maxLength: 4 },
    strengthName: text(200),
    strengthDie: count(12),
    consequentialForm: text(40),
    consequentialNpcForm: text(40),
    dice: faceList(4),
    advantage: faceList(),
    won: flag(),
    bought: count(12),
    status: choice(PARTICIPANT_STATUSES, "in"),
    locked: flag(),
  },
};
