/**
 * Sample conflicts for the gallery and tests (pure): the book's four-way
 * conflict in the horse company's camp (Mekha, Tajie, Amek and the NPC
 * Esan) replayed through the state machine, stopped at each phase the
 * tracker shows; and the one-on-one tie of "one more time".
 */
import { newConflict, type ConflictOptions, type ConflictState, type Transition } from "./state";
import { answerMove, chooseDice, declareMove, join, roll, rollMove, startRound } from "./rounds";
import { acceptTerms, chooseDefault, proposeTerms } from "./consequences";

export const SAMPLE_OPTIONS: ConflictOptions = { useItRiskIt: false, mixedVictory: false };

function ok(t: Transition): ConflictState {
  if (!t.ok) throw new Error(`sample conflict refused: ${t.problem}`);
  return t.state;
}

const NONE = { strengthName: "", strengthDie: 0, consequentialForm: "", consequentialNpcForm: "" };

/** Everyone has chosen dice; nobody has rolled. */
export function campGathering(): ConflictState {
  let s = newConflict();
  s = ok(join(s, "mekha", "Mekha", "character"));
  s = ok(join(s, "tajie", "Tajie", "character"));
  s = ok(join(s, "amek", "Amek", "character"));
  s = ok(join(s, "esan", "Esan", "npc"));
  s = ok(chooseDice(s, "mekha", { ...NONE, forms: ["withLove", "covertly"], sizes: [12, 6] }));
  s = ok(chooseDice(s, "tajie", { ...NONE, forms: ["forMyself", "covertly"], sizes: [12, 8] }));
  s = ok(chooseDice(s, "amek", { ...NONE, forms: ["directly", "forOthers"], sizes: [10, 6] }));
  s = ok(chooseDice(s, "esan", { ...NONE, forms: ["maneuvering"], sizes: [10, 6] }));
  return s;
}

/** Round 1: two have rolled, two still to roll. */
export function campRolling(): ConflictState {
  let s = ok(startRound(campGathering()));
  s = ok(roll(s, "mekha", [6, 1], []));
  return ok(roll(s, "tajie", [7, 7], []));
}

/** Esan's 10 & 4 stands; he names Amek and Tajie; Amek is about to answer (the odds show). */
export function campMove(): ConflictState {
  let s = campRolling();
  s = ok(roll(s, "amek", [10, 1], []));
  s = ok(roll(s, "esan", [10, 4], []));
  return ok(declareMove(s, "esan", ["amek", "tajie"]));
}

/** The end of round 1: Amek out and to negotiate, Esan and Tajie holding advantage dice, Mekha on the owe list. */
export function campBetween(): ConflictState {
  let s = campMove();
  s = ok(answerMove(s, "amek", [2, 4], [], SAMPLE_OPTIONS));
  s = ok(answerMove(s, "tajie", [9, 6], [], SAMPLE_OPTIONS));
  s = ok(rollMove(s, "mekha", [3, 6], []));
  s = ok(declareMove(s, "mekha", ["tajie"]));
  return ok(answerMove(s, "tajie", [10, 4], [], SAMPLE_OPTIONS));
}

/** Esan proposes terms to Amek (the GM plays Esan): waiting for Amek's player. */
export function campProposal(): ConflictState {
  const s = campBetween();
  const id = s.consequences[0]?.id ?? 0;
  return ok(
    proposeTerms(s, id, "winner", {
      text: "You're breaking up a fight elsewhere in the camp and someone cracks you one in the face.",
      losses: ["covertly", "forOthers"],
      removeStrength: "",
      dead: false,
    }),
  );
}

/** The whole sequence to its end: Amy takes the injury, rounds 2 and 3 as the book plays them. */
export function campEnded(): ConflictState {
  let s = campBetween();
  s = ok(chooseDefault(s, s.consequences[0]?.id ?? 0, "injured", "winner", SAMPLE_OPTIONS));
  s = ok(startRound(s));
  s = ok(roll(s, "mekha", [11, 5], []));
  s = ok(roll(s, "tajie", [9, 8], [1]));
  s = ok(roll(s, "esan", [5, 1], [4]));
  s = ok(declareMove(s, "mekha", ["tajie"]));
  s = ok(answerMove(s, "tajie", [11, 7], [4], SAMPLE_OPTIONS));
  s = ok(rollMove(s, "esan", [9, 6], [5]));
  s = ok(declareMove(s, "esan", ["tajie"]));
  s = ok(answerMove(s, "tajie", [7, 1], [6], SAMPLE_OPTIONS));
  s = ok(startRound(s));
  s = ok(roll(s, "mekha", [12, 3], []));
  s = ok(roll(s, "tajie", [7, 4], [5]));
  s = ok(roll(s, "esan", [9, 5], [2]));
  s = ok(declareMove(s, "tajie", ["mekha", "esan"]));
  s = { ...s, participants: s.participants.map((p) => (p.id === "mekha" ? { ...p, bought: 1 } : p)) };
  s = ok(answerMove(s, "mekha", [4, 2], [2], SAMPLE_OPTIONS));
  s = ok(answerMove(s, "esan", [9, 3], [1], SAMPLE_OPTIONS));
  const mekha = s.consequences[1]?.id ?? 0;
  s = ok(
    proposeTerms(s, mekha, "winner", {
      text: "You exhaust yourself looking for me: eating, drinking, playing games, hearing music, getting in fights all night.",
      losses: ["directly", "withViolence"],
      removeStrength: "",
      dead: false,
    }),
  );
  s = ok(acceptTerms(s, mekha, "loser"));
  const esan = s.consequences[2]?.id ?? 0;
  return ok(
    proposeTerms(s, esan, "winner", {
      text: "Someone tells Amek about your misstep.",
      losses: ["maneuvering"],
      removeStrength: "",
      dead: false,
    }),
  );
}

/** One more time: Amek and Mekha both roll 6 and 2 in round 1. */
export function tiedAtTheTop(): ConflictState {
  let s = newConflict();
  s = ok(join(s, "amek", "Amek", "character"));
  s = ok(join(s, "mekha", "Mekha", "character"));
  s = ok(chooseDice(s, "amek", { ...NONE, forms: ["withViolence", "directly"], sizes: [12, 10] }));
  s = ok(chooseDice(s, "mekha", { ...NONE, forms: ["directly", "forMyself"], sizes: [10, 8] }));
  s = ok(startRound(s));
  s = ok(roll(s, "amek", [6, 2], []));
  return ok(roll(s, "mekha", [6, 2], []));
}
