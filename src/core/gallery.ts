import type { GalleryEntry } from "./gallery-entry";
import { gameLabelKeys, welcomeContext, WELCOME_TEMPLATE } from "./game-selection";

/** A world that plays Four Colors al Fresco but not Venus Engine, as the welcome dialog shows it. */
function sampleWelcome(): Record<string, unknown> {
  const row = (id: string, langKey: string, checked: boolean) => {
    const keys = gameLabelKeys(langKey);
    return { id, settingKey: `${id}Enabled`, nameKey: keys.name, summaryKey: keys.summary, checked };
  };
  return { ...welcomeContext([row("four-colors", "FourColors", true), row("venus", "Venus", false)]) };
}

/** The shared chat-card shell and the GM's welcome dialog, with sample data. */
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
            cardClass: "",
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
    {
      id: "core-welcome",
      title: "Core: the GM's welcome — pick the games this world plays",
      kind: "dialog",
      classes: [],
      width: 460,
      parts: [{ template: WELCOME_TEMPLATE, context: sampleWelcome() }],
    },
  ];
}
