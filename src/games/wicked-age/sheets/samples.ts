/**
 * Sample sheets for the gallery and tests (pure): the book's example
 * characters as printed (Amek; Bolu Ta with Exorcism; Shahu Seen with the
 * power to inflame passions; Fa Il Shar) and their best interests as the
 * book names them. Amek is shown injured, to show lowered dice.
 */
import type { PlainItem } from "../data/common";

const form = (die: number, current = die) => ({ die, current });
const pair = (high: number, low: number, highNow = high, lowNow = low) => ({ high, low, highNow, lowNow });

export function sampleAmek(): Record<string, unknown> {
  return {
    description: "the chieftain of the desert horsemen",
    forms: {
      covertly: form(8, 6),
      directly: form(10),
      forMyself: form(4),
      forOthers: form(6, 4),
      withLove: form(6),
      withViolence: form(12),
    },
    interests: ["to deliver Tajie safely to her marriage to the harvest god", "to seduce and take Mekha as a lover"],
    dead: false,
    parallels: [],
    firstChapter: 1,
    cameBack: 0,
    notes: "<p>Injured in the horse camp: “The hazards of the job.”</p>",
  };
}

export function sampleBoluTa(): Record<string, unknown> {
  return {
    description: "the exorcist, severe but lustful",
    forms: {
      covertly: form(6),
      directly: form(12),
      forMyself: form(10),
      forOthers: form(8),
      withLove: form(4),
      withViolence: form(6),
    },
    interests: [
      "to cast down the harvest god's cult and put his own gods' cult in its place",
      "to bind and command, not exorcise, Shahu Seen",
    ],
    dead: false,
    parallels: [],
    firstChapter: 1,
    cameBack: 0,
    notes: "",
  };
}

export function sampleShahuSeen(): Record<string, unknown> {
  return {
    description: "the wandering spirit, inflamer of passions",
    forms: { action: pair(12, 8), maneuvering: pair(10, 6), selfProtection: pair(6, 4) },
    interests: [
      "for the beautiful girl to be no virgin for her marriage to the harvest god",
      "to murder or arrange the murder of the exorcist",
    ],
    dead: false,
    notes: "",
  };
}

export function sampleExorcism(): Record<string, unknown> {
  return {
    description: "<p>The holy ceremonies that expel demons and protect people and places from them.</p>",
    effects:
      "<p>It requires you to call upon certain warrior gods and recite their holy names and deeds. It's not dramatic; no flashy effects.</p>",
    form: "forOthers",
    secondForm: "",
    npcForm: "selfProtection",
    options: {
      potent: false,
      doublyPotent: false,
      broad: false,
      consequential: false,
      unique: false,
      farReaching: true,
    },
    consequentialForm: "",
    consequentialNpcForm: "",
  };
}

export function sampleInflame(): Record<string, unknown> {
  return {
    description: "<p>The power to inflame passions, such as a wandering spirit might possess.</p>",
    effects: "<p>Whisper in someone's ear and fan their passions into flame.</p>",
    form: "covertly",
    secondForm: "",
    npcForm: "action",
    options: {
      potent: false,
      doublyPotent: false,
      broad: false,
      consequential: true,
      unique: false,
      farReaching: false,
    },
    consequentialForm: "forOthers",
    consequentialNpcForm: "selfProtection",
  };
}

export function sampleStrengthItem(name: string, system: Record<string, unknown>, id: string): PlainItem {
  return { id, name, type: "wickedStrength", img: "icons/svg/aura.svg", system };
}
