import type { GalleryEntry } from "../games/gallery-entry";

/** The shared chat-card shell with sample data. */
export function galleryEntries(): GalleryEntry[] {
  return [
    {
      id: "core-sample-card",
      title: "Core: the chat-card shell",
      kind: "chat",
      classes: [],
      parts: [
        {
          template: "core/chat-card.hbs",
          context: {
            title: "A sample chat card",
            subtitle: "How every Story Engines card is laid out",
            img: "icons/svg/d20-grey.svg",
            rows: [
              { label: "Dice", value: "d8 · d6 · d20" },
              { label: "Target", value: "15" },
            ],
            note: "Each game builds its cards on this shell.",
            outcome: { label: "Success", tone: "good", detail: "The outcome reads itself." },
          },
        },
      ],
    },
  ];
}
