import type { GalleryEntry } from "./gallery-entry";
import { enabledSettingKey, gameLabelKeys, welcomeContext, WELCOME_TEMPLATE } from "./game-selection";
import { actingContext } from "./acting-for";
import { roleView, type RoleSpec } from "./roles";
import { tableRolesContext } from "./table-roles-context";

const SAMPLE_USERS = [
  { id: "gm", name: "Erin", isGM: true, active: true },
  { id: "amy", name: "Amy", isGM: false, active: true },
  { id: "tom", name: "Tom", isGM: false, active: false },
];
const STORYGUIDE: RoleSpec = {
  id: "storyguide",
  labelKey: "STORY_ENGINES.FourColors.Roles.storyguide",
  fallback: "gm",
  assignable: true,
};
const CHORUS: RoleSpec = {
  id: "chorus",
  labelKey: "STORY_ENGINES.Personae.Roles.chorus",
  fallback: "gm",
  assignable: true,
};

/** The GM playing two NPCs in a conflict, and a decision awaited from a Storyguide who is away. */
function sampleActingFor(): Record<string, unknown> {
  const sides = [
    { id: "amek", name: "Amek", ownerIds: ["amy"] },
    { id: "esan", name: "Esan", ownerIds: [] },
    { id: "bandit", name: "The bandit chief", ownerIds: [] },
  ];
  return { acting: actingContext({ id: "gm", isGM: true }, sides, new Set(["gm", "amy"]), "esan") };
}

/** The five games as the welcome dialog lists them (core does not import the games). */
const SAMPLE_GAMES = [
  { id: "four-colors", langKey: "FourColors" },
  { id: "venus", langKey: "Venus" },
  { id: "wicked-age", langKey: "Wicked" },
  { id: "personae", langKey: "Personae" },
  { id: "capes", langKey: "Capes" },
];

/** The welcome dialog of a world that plays every game but Venus Engine: all five games listed, each with its guide. */
function sampleWelcome(): Record<string, unknown> {
  const row = (id: string, langKey: string, checked: boolean) => {
    const keys = gameLabelKeys(langKey);
    return { id, settingKey: enabledSettingKey(id), nameKey: keys.name, summaryKey: keys.summary, checked };
  };
  const games = SAMPLE_GAMES;
  return {
    ...welcomeContext(
      games.map((g) => row(g.id, g.langKey, g.id !== "venus")),
      new Set(games.map((g) => g.id)),
    ),
  };
}

/**
 * The shared chat-card shell, the GM's welcome dialog, Table roles and
 * acting-for, with sample data. The Table tools window's entries are drawn
 * from the games' real registrations (tools/entries/table-tools.ts).
 */
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
      id: "core-table-roles",
      title: "Core: the GM's Table roles — who is the Storyguide, the chorus",
      kind: "dialog",
      classes: ["se-table-roles-window"],
      width: 460,
      parts: [
        {
          template: "core/table-roles.hbs",
          context: tableRolesContext(
            [
              { gameId: "four-colors", nameKey: gameLabelKeys("FourColors").name, roles: [STORYGUIDE] },
              { gameId: "personae", nameKey: gameLabelKeys("Personae").name, roles: [CHORUS] },
            ],
            { "four-colors.storyguide": ["amy"] },
            SAMPLE_USERS,
          ),
        },
      ],
    },
    {
      id: "core-acting-for",
      title: "Core: whom a user acts for, and a decision awaited from a role's holder",
      kind: "dialog",
      classes: [],
      width: 460,
      parts: [
        { template: "core/acting-for.hbs", context: sampleActingFor() },
        { template: "core/role-awaited.hbs", context: { role: roleView(STORYGUIDE, ["tom"], SAMPLE_USERS, "amy") } },
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
