import type { GalleryEntry } from "../../../core/gallery-entry";
import { buildCharacterContext, buildCharacterLimitedContext } from "./character-context";
import { buildItemContext, buildItemLimitedContext, ITEM_BODY_TEMPLATES } from "./item-context";
import { buildFidelityDialogContext, buildTemplatedPromptContext } from "./dialog-context";
import { sampleAssemblyProblems, sampleCharacterSystem, sampleItems, SAMPLE_TEMPLATED_SPECIALTY } from "./samples";

const CHARACTER_CLASSES = ["story-engines", "venus", "venus-character"];
const ITEM_CLASSES = ["story-engines", "venus", "venus-item"];

function itemEntry(id: string, title: string, name: string): GalleryEntry {
  const item = sampleItems().find((i) => i.name === name);
  if (!item) throw new Error(`no sample item ${name}`);
  const enriched = {
    description: typeof item.system.description === "string" ? item.system.description : "",
    notes: typeof item.system.notes === "string" ? item.system.notes : "",
  };
  const context = buildItemContext({
    item: { name: item.name, img: item.img ?? "", type: item.type },
    system: item.system,
    editable: true,
    enriched,
    // Owned by the sample character: a job shows its effective level with its attributes.
    attributeNames: sampleItems()
      .filter((i) => i.type === "venusAttribute")
      .map((i) => i.name),
  });
  return {
    id,
    title,
    kind: "sheet",
    classes: ITEM_CLASSES,
    width: 600,
    parts: [
      { template: "venus/sheets/item-header.hbs", context },
      { template: ITEM_BODY_TEMPLATES[item.type] ?? "", context },
    ],
  };
}

/** Venus sheets and their dialogs with sample data, built by the same context builders as the Foundry classes. */
export function sheetGalleryEntries(): GalleryEntry[] {
  const system = sampleCharacterSystem();
  const actor = { name: "Nerys Tidecaller", img: "icons/svg/mystery-man.svg" };
  const sword = sampleItems().find((i) => i.name === "Bronze sword");
  return [
    {
      id: "venus-character-sheet",
      title: "Venus: character sheet",
      kind: "sheet",
      classes: CHARACTER_CLASSES,
      width: 760,
      // The sheet's two parts, as ApplicationV2 renders them (character-sheet.ts).
      parts: ["venus/sheets/character.hbs", "venus/sheets/character-biography.hbs"].map((template) => ({
        template,
        context: buildCharacterContext({
          actor,
          system,
          items: sampleItems(),
          editable: true,
          enrichedBiography: system.biography,
        }),
      })),
    },
    {
      id: "venus-character-sheet-assembly",
      title: "Venus: character sheet with assembly problems (allocation, job above 8, boost missing)",
      kind: "sheet",
      classes: CHARACTER_CLASSES,
      width: 760,
      parts: [
        {
          template: "venus/sheets/character.hbs",
          context: buildCharacterContext({
            actor,
            ...sampleAssemblyProblems(),
            editable: true,
            enrichedBiography: "",
          }),
        },
      ],
    },
    {
      id: "venus-character-sheet-limited",
      title: "Venus: character sheet (limited permission)",
      kind: "sheet",
      classes: CHARACTER_CLASSES,
      width: 760,
      parts: [
        { template: "venus/sheets/character-limited.hbs", context: buildCharacterLimitedContext({ actor, system }) },
      ],
    },
    itemEntry("venus-job-sheet", "Venus: job sheet", "Acrobat"),
    itemEntry("venus-lifepath-sheet", "Venus: lifepath sheet", "Deckhand"),
    itemEntry("venus-attribute-sheet", "Venus: attribute sheet", "Boarding"),
    itemEntry("venus-asset-sheet", "Venus: asset sheet", "Bronze sword"),
    {
      id: "venus-item-sheet-limited",
      title: "Venus: item sheet (limited permission)",
      kind: "sheet",
      classes: ITEM_CLASSES,
      width: 600,
      parts: [
        {
          template: "venus/sheets/item-limited.hbs",
          context: buildItemLimitedContext({
            item: { name: sword?.name ?? "", img: sword?.img ?? "", type: "venusAsset" },
            enriched: { description: "<p>A leaf-bladed sword, green with salt.</p>" },
          }),
        },
      ],
    },
    {
      id: "venus-fidelity-dialog",
      title: "Venus: spending a full Fidelity meter",
      kind: "dialog",
      classes: ["story-engines", "venus"],
      width: 420,
      parts: [{ template: "venus/sheets/fidelity-dialog.hbs", context: buildFidelityDialogContext(system) }],
    },
    {
      id: "venus-templated-specialty",
      title: "Venus: naming a templated specialty on drop",
      kind: "dialog",
      classes: ["story-engines", "venus"],
      width: 420,
      parts: [
        {
          template: "venus/sheets/templated-prompt.hbs",
          context: buildTemplatedPromptContext(SAMPLE_TEMPLATED_SPECIALTY),
        },
      ],
    },
  ];
}
