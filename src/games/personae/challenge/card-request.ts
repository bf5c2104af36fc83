/**
 * What a client may ask of the challenge card's writer, checked as it comes
 * off the wire (pure): any client can send a query, so every field is read
 * defensively and anything malformed is refused before the writer acts.
 */
import { personae } from "../../../rules";
import { isRecord } from "../../../schema";
import { CRITICAL_CHOICES, EMPTY_CHOICE, MAX_BONUS, type CriticalChoice, type SideChoice } from "./side-plan";

export type CardRequest =
  | { type: "answer"; reactor: number; choice: SideChoice }
  | { type: "followUp"; reactor: number }
  | { type: "grantFollowUp"; reactor: number }
  | { type: "applyHits"; reactor: number; entry: number }
  | { type: "stabilise"; reactor: number; by: string }
  | { type: "chorusRoll"; reactor: number | null; difficultyId: string; difficulty: number; faces: number[] }
  | { type: "issuerRoll"; faces: number[] }
  | { type: "settle" };

const index = (v: unknown): number | null =>
  typeof v === "number" && Number.isInteger(v) && v >= 0 && v < 100 ? v : null;
const int = (v: unknown, lo: number, hi: number): number =>
  typeof v === "number" && Number.isInteger(v) ? Math.min(hi, Math.max(lo, v)) : 0;
const uuid = (v: unknown): string => (typeof v === "string" && /^[A-Za-z0-9.]{1,200}$/.test(v) ? v : "");
/** Rolled d10 faces from untrusted data (at most 40), or null. */
const faces = (v: unknown): number[] | null =>
  Array.isArray(v) &&
  v.length <= 40 &&
  v.every((f) => typeof f === "number" && Number.isInteger(f) && f >= 1 && f <= 10)
    ? (v as number[])
    : null;
const DIFFICULTY_IDS: readonly string[] = [...personae.DIFFICULTIES.map((d) => d.id), "custom"];
const id = (v: unknown): string => (typeof v === "string" && /^[A-Za-z0-9]{0,32}$/.test(v) ? v : "");

/** A side's choice from untrusted data: unknown values fall back to the defaults. */
export function readChoice(value: unknown): SideChoice {
  if (!isRecord(value)) return { ...EMPTY_CHOICE };
  const attribute = (personae.ATTRIBUTES as readonly unknown[]).includes(value.attribute)
    ? (value.attribute as string)
    : "";
  const critical = (CRITICAL_CHOICES as readonly unknown[]).includes(value.critical)
    ? (value.critical as CriticalChoice)
    : "none";
  const enhancementIds = Array.isArray(value.enhancementIds)
    ? value.enhancementIds
        .slice(0, 20)
        .map(id)
        .filter((s) => s !== "")
    : [];
  return {
    skillId: id(value.skillId),
    attribute,
    assistants: int(value.assistants, 0, MAX_BONUS),
    bonusDice: int(value.bonusDice, 0, MAX_BONUS),
    modifier: int(value.modifier, -MAX_BONUS, MAX_BONUS),
    expertiseId: id(value.expertiseId),
    enhancementIds,
    critical,
  };
}

/** A request from untrusted data, or null when it is not one. */
export function readRequest(value: unknown): CardRequest | null {
  if (!isRecord(value)) return null;
  const reactor = index(value.reactor);
  switch (value.type) {
    case "answer":
      return reactor === null ? null : { type: "answer", reactor, choice: readChoice(value.choice) };
    case "followUp":
      return reactor === null ? null : { type: "followUp", reactor };
    case "grantFollowUp":
      return reactor === null ? null : { type: "grantFollowUp", reactor };
    case "stabilise": {
      const by = uuid(value.by);
      return reactor === null || !by ? null : { type: "stabilise", reactor, by };
    }
    case "chorusRoll": {
      const rolled = faces(value.faces);
      const difficultyId = typeof value.difficultyId === "string" ? value.difficultyId : "";
      const difficulty = value.difficulty;
      if (!rolled || !DIFFICULTY_IDS.includes(difficultyId)) return null;
      if (typeof difficulty !== "number" || !Number.isInteger(difficulty) || difficulty < -20 || difficulty > 100)
        return null;
      // Null: the card's own unopposed challenge; an index: an inoperative reactor resolved unopposed.
      if (value.reactor !== null && reactor === null) return null;
      return { type: "chorusRoll", reactor, difficultyId, difficulty, faces: rolled };
    }
    case "issuerRoll": {
      const rolled = faces(value.faces);
      return rolled ? { type: "issuerRoll", faces: rolled } : null;
    }
    case "applyHits": {
      const entry = index(value.entry);
      return reactor === null || entry === null ? null : { type: "applyHits", reactor, entry };
    }
    case "settle":
      return { type: "settle" };
    default:
      return null;
  }
}
