/**
 * The hard numbers of the Venus Engine in one place, so validators, sheets and
 * odds functions agree on them.
 */

/** Ability scores run from +0 to +9. */
export const MIN_SCORE = 0;
export const MAX_SCORE = 9;

/** Lots: 0–10 held at a time; earning past 10 converts to exp. */
export const MAX_LOTS = 10;

/** Fidelity meter: 0–4; full (4) may be drained for a caliber step. */
export const MAX_FIDELITY = 4;

/** At most three VINPCs (Kith & Kin), whatever the tier. */
export const MAX_VINPCS = 3;

/** At most three capabilities (optional, checks only). */
export const MAX_CAPABILITIES = 3;

/** Jobs: 10 is the soft cap reached through play; 8 the most at assembly. */
export const JOB_LEVEL_SOFT_CAP = 10;
export const JOB_LEVEL_ASSEMBLY_MAX = 8;

/**
 * Boosts from attributes add to a job's level without exp: at most 10, so an
 * effective level stops at 20 (the soft cap plus the largest boost).
 */
export const MAX_JOB_BOOST = 10;
export const MAX_EFFECTIVE_JOB_LEVEL = JOB_LEVEL_SOFT_CAP + MAX_JOB_BOOST;

/** A level-0 (learning) job graduates when 16 exp are marked. */
export const LEARNING_EXP = 16;

/** Checks: up to four relative difficulty factors and four bonus dice. */
export const MAX_RELATIVE_FACTORS = 4;
export const MAX_BONUS_DICE = 4;

/** Tasks: threshold 1 + up to four factors (so 1–5); at most two aiding dice. */
export const MIN_THRESHOLD = 1;
export const MAX_THRESHOLD = 5;
export const MAX_ALLIES = 2;

/** KISS: up to four specialties may each re-roll one die. */
export const MAX_SPECIALTY_KISSES = 4;

/** Capabilities: "think of up to 8 yes-or-no questions". */
export const MAX_QUESTIONNAIRE_ANSWERS = 8;
