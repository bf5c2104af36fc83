import type { GalleryEntry } from "../../../core/gallery-entry";
import { buildActorLimitedContext, buildCharacterContext, buildNpcContext } from "./character-context";
import { buildStrengthContext, buildStrengthLimitedContext } from "./strength-context";
import { assignDiceContext, returningContext } from "./dialog-context";
import {
  sampleAmek,
  sampleBoluTa,
  sampleExorcism,
  sampleInflame,
  sampleShahuSeen,
  sampleStrengthItem,
} from "./samples";

const ACTOR_CLASSES = ["story-engines", "wicked-age", "wicked-actor"];
const STRENGTH_CLASSES = ["story-engines", "wicked-age", "wicked-strength"];
const PORTRAIT = "icons/svg/mystery-man.svg";

function actorEntry(
  id: string,
  title: string,
  name: string,
  type: string,
  system: Record<string, unknown>,
  items = [] as ReturnType<typeof sampleStrengthItem>[],
): GalleryEntry {
  const input = {
    actor: { name, img: PORTRAIT, type },
    system,
    items,
    editable: true,
    // As the GM sees it (its player sees the first chapter as a number, not a field).
    isGM: true,
    enrichedNotes: String(system.notes ?? ""),
    idPrefix: `gallery-${id}`,
    parallels: [],
  };
  const context = type === "wickedNpc" ? buildNpcContext(input) : buildCharacterContext(input);
  const body = type === "wickedNpc" ? "wicked-age/sheets/npc-body.hbs" : "wicked-age/sheets/character-body.hbs";
  return {
    id,
    title,
    kind: "sheet",
    classes: ACTOR_CLASSES,
    width: 620,
    parts: [
      "wicked-age/sheets/actor-header.hbs",
      body,
      "wicked-age/sheets/actor-strengths.hbs",
      "wicked-age/sheets/actor-notes.hbs",
    ].map((template) => ({ template, context })),
  };
}

function strengthEntry(
  id: string,
  title: string,
  name: string,
  system: Record<string, unknown>,
  ownerName: string,
): GalleryEntry {
  const enriched = { description: String(system.description ?? ""), effects: String(system.effects ?? "") };
  return {
    id,
    title,
    kind: "sheet",
    classes: STRENGTH_CLASSES,
    width: 520,
    parts: [
      {
        template: "wicked-age/sheets/strength-sheet.hbs",
        context: buildStrengthContext({
          item: { name, img: "icons/svg/aura.svg", type: "wickedStrength" },
          system,
          editable: true,
          enriched,
          ownerName,
        }),
      },
    ],
  };
}

/** In a Wicked Age sheets and their dialogs with the book's example characters. */
export function sheetGalleryEntries(): GalleryEntry[] {
  const exorcism = sampleStrengthItem("Exorcism", sampleExorcism(), "exorcism0000000a");
  const inflame = sampleStrengthItem("The power to inflame passions", sampleInflame(), "inflame00000000a");
  const amek = sampleAmek();
  return [
    actorEntry(
      "wicked-age-character-sheet",
      "In a Wicked Age: character sheet (Amek, injured)",
      "Amek",
      "wickedCharacter",
      amek,
    ),
    actorEntry(
      "wicked-age-character-strength",
      "In a Wicked Age: character with a strength (Bolu Ta)",
      "Bolu Ta",
      "wickedCharacter",
      sampleBoluTa(),
      [exorcism],
    ),
    actorEntry(
      "wicked-age-npc-sheet",
      "In a Wicked Age: NPC sheet (Shahu Seen)",
      "Shahu Seen",
      "wickedNpc",
      sampleShahuSeen(),
      [inflame],
    ),
    {
      id: "wicked-age-character-limited",
      title: "In a Wicked Age: character, limited view",
      kind: "sheet",
      classes: ACTOR_CLASSES,
      width: 420,
      parts: [
        {
          template: "wicked-age/sheets/actor-limited.hbs",
          context: buildActorLimitedContext({
            actor: { name: "Amek", img: PORTRAIT, type: "wickedCharacter" },
            system: amek,
          }),
        },
      ],
    },
    strengthEntry(
      "wicked-age-strength-sheet",
      "In a Wicked Age: particular strength (Exorcism)",
      "Exorcism",
      sampleExorcism(),
      "Bolu Ta",
    ),
    strengthEntry(
      "wicked-age-strength-consequential",
      "In a Wicked Age: consequential strength",
      "The power to inflame passions",
      sampleInflame(),
      "Shahu Seen",
    ),
    {
      id: "wicked-age-strength-limited",
      title: "In a Wicked Age: particular strength, limited view",
      kind: "sheet",
      classes: STRENGTH_CLASSES,
      width: 420,
      parts: [
        {
          template: "wicked-age/sheets/strength-limited.hbs",
          context: buildStrengthLimitedContext({
            item: { name: "Exorcism", img: "icons/svg/aura.svg", type: "wickedStrength" },
            enriched: { description: String(sampleExorcism().description), effects: "" },
          }),
        },
      ],
    },
    {
      id: "wicked-age-assign-dice",
      title: "In a Wicked Age: assign dice dialog",
      kind: "dialog",
      classes: [],
      width: 420,
      parts: [{ template: "wicked-age/sheets/assign-dice.hbs", context: assignDiceContext("character", amek) }],
    },
    {
      id: "wicked-age-assign-pairs",
      title: "In a Wicked Age: assign an NPC's pairs",
      kind: "dialog",
      classes: [],
      width: 420,
      parts: [{ template: "wicked-age/sheets/assign-dice.hbs", context: assignDiceContext("npc", sampleShahuSeen()) }],
    },
    {
      id: "wicked-age-returning",
      title: "In a Wicked Age: a returning character's choice",
      kind: "dialog",
      classes: [],
      width: 480,
      parts: [
        {
          template: "wicked-age/sheets/returning.hbs",
          context: returningContext(
            sampleBoluTa(),
            [exorcism],
            [{ uuid: "Item.exorcism0000000a", name: "Exorcism" }],
            "Bolu Ta (old)",
          ),
        },
      ],
    },
  ];
}
