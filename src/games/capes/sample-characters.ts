/**
 * Sample characters for the gallery (pure; not shipped): the heroes and
 * opponents of Capes Lite's example of play as actors with their abilities,
 * their sheets as the board reads them, and the list the set-up selects show.
 */
import { capes } from "../../rules";
import { ABILITY_TYPE, type PlainItem } from "./data/common";
import { readHero, sheetView, type CapesHeroSystem } from "./data/hero";

export interface SampleActor {
  uuid: string;
  name: string;
  img: string;
  system: CapesHeroSystem;
  items: PlainItem[];
}

type Row = [
  name: string,
  type: capes.AbilityType,
  level: number,
  superPowered?: boolean,
  blocked?: boolean,
  used?: boolean,
];

function actor(
  id: string,
  name: string,
  kind: capes.CharacterKind,
  drives: Partial<Record<capes.DriveSlot, [value: number, debt: number, name?: string, exemplar?: string]>>,
  abilities: Row[],
  concept = "",
): SampleActor {
  const base = readHero({ kind });
  for (const slot of capes.DRIVES) {
    const row = drives[slot];
    base.drives[slot] = {
      name: row?.[2] ?? "",
      value: row?.[0] ?? (kind === "hero" ? base.drives[slot].value : 1),
      debt: row?.[1] ?? 0,
      exemplar: { name: row?.[3] ?? "", uuid: "" },
    };
  }
  base.concept = concept;
  base.description = `<p>${concept}</p>`;
  return {
    uuid: `Actor.${id}`,
    name,
    img: "icons/svg/mystery-man.svg",
    system: base,
    items: abilities.map(([n, type, level, superPowered, blocked, used], i) => ({
      id: `${id}${String(i).padStart(2, "0")}`.padEnd(16, "x").slice(0, 16),
      name: n,
      type: ABILITY_TYPE,
      img: "icons/svg/lightning.svg",
      system: {
        abilityType: type,
        level,
        superPowered: superPowered === true,
        blocked: blocked === true,
        usedThisPage: used === true,
        description: "",
      },
    })),
  };
}

export const SILVERSTAR = actor(
  "silverstar",
  "Silverstar",
  "hero",
  {
    justice: [1, 0],
    truth: [3, 0, "", "Black Jack"],
    love: [2, 0, "", "Supreme"],
    hope: [2, 0],
    duty: [1, 2, "", "Becky Tesla"],
  },
  [
    ["Built-in BIG GUNS", "power", 3],
    ["High-Tech Sensors", "power", 2],
    ["Super Strength", "power", 1],
    ["Naive Optimism", "attitude", 4],
    ['Cold "Terminator" Mode', "attitude", 3, false, true],
    ["Teenage Angst", "attitude", 2],
    ["Confused about humans", "attitude", 1],
    ["Massive Property Damage", "trope", 5],
    ["Nearly Invulnerable", "trope", 4],
    ["Throw huge objects", "trope", 3],
    ["Get hit so hard circuits show", "trope", 2],
    ["Feats of computer calculation", "trope", 1],
  ],
  "An advanced android learning who she is.",
);

export const ZIP = actor(
  "zip",
  "Zip",
  "hero",
  { justice: [2, 0], truth: [2, 0], love: [1, 0], hope: [2, 1], duty: [2, 0] },
  [
    ["Super-speed", "power", 3],
    ["Mundane Tasks done Super-fast", "trope", 2, true],
    ["Desperate Effort", "trope", 4],
    ["Wisecracks", "attitude", 1],
  ],
  "The fastest teenager alive.",
);

export const NIGHT_MAIDEN = actor(
  "nightmaiden",
  "Night Maiden",
  "hero",
  { justice: [2, 0], truth: [1, 0], love: [2, 0, "", "Supreme"], hope: [1, 0], duty: [3, 2] },
  [
    ["Glare venomously", "trope", 2],
    ["Hot-headed", "attitude", 3],
    ["Shadow step", "power", 4],
  ],
  "A heroine with a temper.",
);

export const CAPTAIN_LIBERTY = actor(
  "liberty",
  "Captain Liberty",
  "hero",
  { justice: [2, 0], truth: [1, 0], love: [2, 0, "", "Polly Trueheart"], hope: [2, 0], duty: [2, 1] },
  [
    ["Team-builder", "attitude", 2],
    ["Star-spangled shield", "power", 4],
  ],
  "The Freedom Squad's leader.",
);

export const ROBBERS = actor(
  "robbers",
  "Bank robbers",
  "opponent",
  { justice: [2, 0, "Greed"], truth: [1, 0, "Need"] },
  [
    ["Guns blazing", "skill", 4],
    ["Desperate", "attitude", 2],
  ],
);

export const DRIVER = actor("driver", "The driver", "opponent", { justice: [1, 2, "Need"], truth: [1, 0, "Fear"] }, [
  ["Floor it", "skill", 3],
]);

export const CHIEF = actor(
  "chief",
  "Chief Arturo Mannelli",
  "opponent",
  {
    justice: [3, 0, "Order"],
    truth: [1, 0, "Pride"],
    love: [1, 0, "Family"],
    hope: [2, 0, "The city"],
    duty: [2, 0, "The badge"],
  },
  [
    ["Angry", "attitude", 3],
    ["Bullhorn", "skill", 4],
  ],
  "Police Chief of the city; no friend of spandex-clad freaks.",
);

export const SAMPLE_ACTORS: SampleActor[] = [SILVERSTAR, ZIP, NIGHT_MAIDEN, CAPTAIN_LIBERTY, ROBBERS, DRIVER, CHIEF];

export function sampleSheets(): capes.Sheets {
  return Object.fromEntries(SAMPLE_ACTORS.map((a) => [a.uuid, sheetView(a.uuid, a.name, a.system, a.items)]));
}

/** The world's Capes characters, as the set-up selects list them. */
export function sampleActorList(): { uuid: string; name: string; kind: capes.CharacterKind }[] {
  return SAMPLE_ACTORS.map((a) => ({ uuid: a.uuid, name: a.name, kind: a.system.kind }));
}
