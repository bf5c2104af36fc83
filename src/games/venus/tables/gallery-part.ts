// The Venus table procedures in the gallery (pure): every roller's card, the worth calculator and its card.
import type { GalleryEntry } from "../../../core/gallery-entry";
import { SAMPLE_TABLE_CARDS, SAMPLE_WORTH_ASSET } from "./samples";
import { tableCardContext } from "./table-card";
import { worthCalculatorContext, worthCardContext } from "./worth-context";

/** The table procedures in the gallery: each roller's card, the worth calculator and its card. */
export function tablesGalleryEntries(): GalleryEntry[] {
  const cards: GalleryEntry[] = SAMPLE_TABLE_CARDS.map((sample) => ({
    id: `venus-table-card-${sample.id}`,
    title: `Venus: table roll — ${sample.title}`,
    kind: "chat",
    classes: [],
    parts: [{ template: "venus/tables/table-card.hbs", context: tableCardContext(sample.data, sample.faces) }],
    width: 320,
  }));
  return [
    ...cards,
    {
      id: "venus-worth-calculator",
      title: "Venus: worth calculator for a #fungible 5Gl asset",
      kind: "dialog",
      classes: ["story-engines", "venus", "dialog"],
      width: 420,
      parts: [{ template: "venus/tables/worth-dialog.hbs", context: worthCalculatorContext(SAMPLE_WORTH_ASSET, true) }],
    },
    {
      id: "venus-worth-calculator-not-fungible",
      title: "Venus: worth calculator for an asset that is not #fungible",
      kind: "dialog",
      classes: ["story-engines", "venus", "dialog"],
      width: 420,
      parts: [
        {
          template: "venus/tables/worth-dialog.hbs",
          context: worthCalculatorContext({ ...SAMPLE_WORTH_ASSET, name: "Signet ring", tags: ["#jewel"] }, true),
        },
      ],
    },
    {
      id: "venus-worth-card",
      title: "Venus: worth converted, 5Gl to 10Si",
      kind: "chat",
      classes: [],
      width: 320,
      parts: [
        {
          template: "venus/tables/table-card.hbs",
          context: worthCardContext(
            "Dhyr",
            "icons/svg/mystery-man.svg",
            SAMPLE_WORTH_ASSET.name,
            { dice: 5, caliber: "gold" },
            { dice: 10, caliber: "silver" },
          ),
        },
      ],
    },
  ];
}
