import type { GalleryEntry } from "./gallery-entry";
import { enabledSettingKey, gameLabelKeys, welcomeContext, WELCOME_TEMPLATE } from "./game-selection";
import { tableToolsContext, TABLE_TOOLS_TEMPLATE, toolsFor, type TableTool, type ToolGame } from "./table-tools";
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

const noop = (): void => undefined;
const tool = (id: string, labelKey: string, icon: string, more: Partial<TableTool> = {}): TableTool => ({
  id,
  labelKey,
  icon: `fa-solid ${icon}`,
  open: noop,
  ...more,
});

/** Every game's tools as the games declare them (sample copies: core does not import the games). */
const SAMPLE_TOOL_GAMES: ToolGame[] = [
  {
    definition: { id: "four-colors", langKey: "FourColors" },
    tools: [
      tool("trait-chart", "STORY_ENGINES.FourColors.TraitChart.open", "fa-table-list", { gmOnly: true }),
      tool("storypath-setup", "STORY_ENGINES.FourColors.Cards.Setup.tool", "fa-layer-group", { gmOnly: true }),
    ],
  },
  { definition: { id: "venus", langKey: "Venus" }, toolsNote: "STORY_ENGINES.Venus.toolsNote" },
  {
    definition: { id: "wicked-age", langKey: "Wicked" },
    tools: [
      tool("owe-list", "STORY_ENGINES.Wicked.Owe.title", "fa-scroll"),
      tool("story", "STORY_ENGINES.Wicked.Story.open", "fa-book-open"),
      tool("deal", "STORY_ENGINES.Wicked.Deal.open", "fa-layer-group"),
      tool("conflict", "STORY_ENGINES.Wicked.Conflict.open", "fa-dice"),
    ],
  },
  {
    definition: { id: "personae", langKey: "Personae" },
    tools: [
      tool("end-encounter", "STORY_ENGINES.Personae.Chorus.encounter", "fa-flag-checkered", { gmOnly: true }),
      tool("chorus-pool", "STORY_ENGINES.Personae.Chorus.poolSpend", "fa-star", {
        gmOnly: true,
        status: () => ({ labelKey: "STORY_ENGINES.Personae.Chorus.poolLabel", value: 3 }),
      }),
    ],
  },
  {
    definition: { id: "capes", langKey: "Capes" },
    tools: [
      tool("board", "STORY_ENGINES.Capes.Board.open", "fa-mask"),
      tool("new-story", "STORY_ENGINES.Capes.Board.newStory", "fa-book-medical"),
    ],
  },
];

/** The Table tools window of a world playing every game but In a Wicked Age, for a GM or a player. */
function sampleTableTools(isGM: boolean): Record<string, unknown> {
  const played = new Set(["four-colors", "venus", "personae", "capes"]);
  const user = { id: isGM ? "gm" : "player", isGM };
  return { ...tableToolsContext(toolsFor(user, SAMPLE_TOOL_GAMES, played, played)) };
}

/** The welcome dialog of a world that plays every game but Venus Engine: all five games listed, each with its guide. */
function sampleWelcome(): Record<string, unknown> {
  const row = (id: string, langKey: string, checked: boolean) => {
    const keys = gameLabelKeys(langKey);
    return { id, settingKey: enabledSettingKey(id), nameKey: keys.name, summaryKey: keys.summary, checked };
  };
  const games = SAMPLE_TOOL_GAMES.map((g) => g.definition);
  return {
    ...welcomeContext(
      games.map((g) => row(g.id, g.langKey, g.id !== "venus")),
      new Set(games.map((g) => g.id)),
    ),
  };
}

/** The shared chat-card shell, the GM's welcome dialog and the Table tools window, with sample data. */
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
    {
      id: "core-table-tools-gm",
      title: "Core: Table tools, as a GM sees them (every played game's tools, the GM's own marked)",
      kind: "dialog",
      classes: ["se-table-tools-window"],
      width: 340,
      parts: [{ template: TABLE_TOOLS_TEMPLATE, context: sampleTableTools(true) }],
    },
    {
      id: "core-table-tools-player",
      title: "Core: Table tools, as a player sees them (no GM-only tool)",
      kind: "dialog",
      classes: ["se-table-tools-window"],
      width: 340,
      parts: [{ template: TABLE_TOOLS_TEMPLATE, context: sampleTableTools(false) }],
    },
  ];
}
