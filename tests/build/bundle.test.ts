import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { fireHook, installFakeFoundry, uninstallFakeFoundry, type FoundryRecord } from "../harness/fake-foundry";
import { GAME_DEFINITIONS } from "../../src/games/all-definitions";
import { rollNameProblems } from "../../tools/checks/roll-names.mjs";

/** Every string of lang/en.json by its dotted key. */
function langStrings(node: unknown, prefix = "", out = new Map<string, string>()): Map<string, string> {
  for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === "object") langStrings(v, key, out);
    else out.set(key, String(v));
  }
  return out;
}

/**
 * Load the production bundle the way Foundry does — evaluate it, fire
 * `init` — against a fake Foundry, and check what it registered.
 */
describe("the production bundle in a fake Foundry", () => {
  const root = process.cwd();
  let record: FoundryRecord;
  let config: {
    Actor: { dataModels: Record<string, unknown> };
    Item: { dataModels: Record<string, unknown> };
    ChatMessage: { dataModels: Record<string, unknown> };
    Combat: { dataModels: Record<string, unknown> };
    Combatant: { dataModels: Record<string, unknown> };
    Dice: { rolls: { name: string }[] };
    queries: Record<string, unknown>;
  };

  beforeAll(async () => {
    record = installFakeFoundry();
    await import(`${pathToFileURL(join(root, "dist", "story-engines.mjs")).href}?t=${Date.now()}`);
    await fireHook(record, "init");
    config = (globalThis as unknown as { CONFIG: typeof config }).CONFIG;
  });

  afterAll(() => uninstallFakeFoundry());

  it("marks its one copy as loaded, so a second copy under another URL is reported (src/core/entry-once.ts)", () => {
    expect((globalThis as unknown as Record<symbol, unknown>)[Symbol.for("story-engines.entry")]).toBeTypeOf("object");
  });

  it("registers a data model for exactly the sub-types the manifest declares", () => {
    const manifest = JSON.parse(readFileSync(join(root, "dist", "system.json"), "utf8"));
    for (const documentName of ["Actor", "Item", "ChatMessage", "Combat", "Combatant"] as const) {
      const declared = Object.keys(manifest.documentTypes?.[documentName] ?? {}).sort();
      expect(Object.keys(config[documentName].dataModels).sort(), documentName).toEqual(declared);
    }
  });

  /**
   * The class each sub-type must get: the game's own TypeDataModel (which
   * adds derived data) where it has one, else `SpecModel`, the plain model
   * `SystemModel(spec)` builds. A key the game registers under a name that
   * is no sub-type leaves the sub-type with the plain model: caught here.
   */
  const MODEL_CLASSES: Record<string, Record<string, string>> = {
    Actor: {
      fourColorsOmega: "OmegaModel",
      fourColorsDiceless: "DicelessModel",
      fourColorsTitle: "TitleModel",
      venusCharacter: "VenusCharacterModel",
      wickedCharacter: "WickedCharacterModel",
      wickedNpc: "WickedNpcModel",
      personaeIdentity: "PersonaeIdentityModel",
      capesHero: "CapesHeroModel",
    },
    Item: {
      fourColorsDescriptor: "DescriptorModel",
      venusJob: "VenusJobModel",
      venusLifepath: "VenusLifepathModel",
      venusAttribute: "VenusAttributeModel",
      venusAsset: "VenusAssetModel",
      wickedStrength: "WickedStrengthModel",
      personaeSkill: "SpecModel",
      personaeEnhancement: "SpecModel",
      personaePreternae: "SpecModel",
      personaeSphere: "SpecModel",
      capesAbility: "CapesAbilityModel",
    },
    Combat: { wickedConflict: "WickedConflictModel" },
    Combatant: { wickedParticipant: "WickedParticipantModel" },
  };

  it("registers, for every sub-type of every game, the game's own model class built from that sub-type's spec", () => {
    for (const game of GAME_DEFINITIONS) {
      for (const model of game.models) {
        const expected = MODEL_CLASSES[model.documentName]?.[model.type];
        expect(expected, `${model.documentName}.${model.type} has an expected class in this test`).toBeDefined();
        const registered = config[model.documentName].dataModels[model.type] as
          { name: string; spec?: { type?: string } } | undefined;
        expect(registered?.name, `${model.documentName}.${model.type}`).toBe(expected);
        expect(registered?.spec?.type, `${model.documentName}.${model.type} built from its own spec`).toBe(model.type);
      }
    }
  });

  it("keeps every registered Roll class's name through minification", () => {
    const expected = GAME_DEFINITIONS.flatMap((g) => g.rollClassNames);
    const names = config.Dice.rolls.map((c) => c.name).filter((n) => n !== "Roll");
    expect(rollNameProblems(names, expected)).toEqual([]);
  });

  it("registers a sheet for every Actor and Item sub-type", () => {
    const types = GAME_DEFINITIONS.flatMap((g) => g.models)
      .filter((m) => m.documentName === "Actor" || m.documentName === "Item")
      .map((m) => `${m.documentName}.${m.type}`)
      .sort();
    const sheeted = record.sheets.flatMap((s) => s.types.map((t) => `${s.documentName}.${t}`)).sort();
    expect(sheeted).toEqual(types);
    for (const sheet of record.sheets) expect(sheet.scope).toBe("story-engines");
  });

  it("registers every setting with a localised name and hint", () => {
    const lang = langStrings(JSON.parse(readFileSync(join(root, "lang", "en.json"), "utf8")));
    const expected = GAME_DEFINITIONS.flatMap((g) => g.settings.map((s) => `story-engines.${s.key}`)).sort();
    expect([...record.settings.keys()].sort()).toEqual(expected);
    // Worlds store their values under these names: renaming one loses them.
    expect([...record.settings.keys()].sort()).toEqual(
      [
        "migrationVersion",
        "welcomeShown",
        "tableRoles",
        "fourColorsEnabled",
        "fourColorsAllowD16",
        "fourColorsTraitChart",
        "fourColorsPlayersSetStakes",
        "fourColorsDegrees",
        "fourColorsSeveralHindrances",
        "fourColorsCardsOffer",
        "venusEnabled",
        "venusGraduation",
        "wickedAgeEnabled",
        "wickedAgeUseItRiskIt",
        "wickedAgeMixedVictory",
        "wickedAgeCampaign",
        "personaeEnabled",
        "personaeCriticalsRetained",
        "personaeChorusCriticals",
        "personaeChorusPool",
        "capesEnabled",
        "capesBoard",
      ]
        .map((key) => `story-engines.${key}`)
        .sort(),
    );
    for (const [id, config] of record.settings) {
      const key = id.slice("story-engines.".length);
      expect(config.name, id).toBe(`STORY_ENGINES.Settings.${key}.name`);
      expect(config.hint, id).toBe(`STORY_ENGINES.Settings.${key}.hint`);
      expect(lang.get(String(config.name)), `${id} name in lang/en.json`).toMatch(/\S/);
      expect(lang.get(String(config.hint)), `${id} hint in lang/en.json`).toMatch(/\S/);
      for (const label of Object.values((config.choices ?? {}) as Record<string, string>))
        expect(lang.get(label), `${id} choice ${label}`).toMatch(/\S/);
    }
  });

  it("preloads every template it names, and those files are in the build", () => {
    const expected = GAME_DEFINITIONS.flatMap((g) => g.templates.map((t) => `systems/story-engines/templates/${t}`));
    expect(record.templates.sort()).toEqual(expected.sort());
    for (const path of record.templates) {
      expect(() => readFileSync(join(root, "dist", path.slice("systems/story-engines/".length))), path).not.toThrow();
    }
  });

  it("registers our Handlebars helpers and exposes the pure rules API", () => {
    expect([...record.helpers.keys()].sort()).toEqual([
      "se-includes",
      "se-percent",
      "se-plural",
      "se-range",
      "se-signed",
    ]);
    const api = (globalThis as unknown as { game: { system: { api: { rules: Record<string, unknown> } } } }).game.system
      .api;
    expect(Object.keys(api.rules).sort()).toEqual(["capes", "fourColors", "personae", "venus", "wicked"]);
  });

  it("sets Actor and Item classes of its own, so the Create dialogs offer only the world's games", () => {
    const g = globalThis as unknown as {
      Actor: object;
      Item: object;
      CONFIG: Record<string, { documentClass?: unknown }>;
    };
    for (const [name, base] of [
      ["Actor", g.Actor],
      ["Item", g.Item],
    ] as const) {
      const cls = g.CONFIG[name]?.documentClass as { prototype: object } | undefined;
      expect(cls, name).toBeDefined();
      expect(Object.getPrototypeOf(cls), name).toBe(base);
    }
  });

  it("ships the self-tests' code in a chunk of their own, which only the entry's dynamic import names", () => {
    const entry = readFileSync(join(root, "dist", "story-engines.mjs"), "utf8");
    const chunk = readFileSync(join(root, "dist", "all-self-tests.mjs"), "utf8");
    // A title from a game's flow and one from the generic batches: in the chunk, not in what every table loads.
    for (const title of ["plays round 1 of the book's first fight", "Story Engines: sheets in limited view"]) {
      expect(chunk, title).toContain(title);
      expect(entry, title).not.toContain(title);
    }
    expect(entry).toMatch(/import\(["'`]\.\/all-self-tests\.mjs["'`]\)/);
    // The entry imports no chunk statically: everything it shares with the lazy chunks stays in it.
    expect([...entry.matchAll(/from ?["'`]\.\/([^"'`]+)["'`]/g)].map((m) => m[1])).toEqual([]);
  });

  it("ships each game's GM-side and on-demand code in a lazy chunk of its own, which only dynamic imports name", () => {
    const entry = readFileSync(join(root, "dist", "story-engines.mjs"), "utf8");
    const chunks = readdirSync(join(root, "dist")).filter((name) => name.endsWith(".mjs"));
    // Every game but the core (the system's own definition, whose code is all in the entry).
    const games = GAME_DEFINITIONS.map((g) => g.id).filter((id) => id !== "core");
    // No chunk but the entry, the self-tests' and one per game (no common chunk the entry would load too).
    expect(chunks.sort()).toEqual(
      ["story-engines.mjs", "all-self-tests.mjs", ...games.map((id) => `lazy-${id}.mjs`)].sort(),
    );
    const dynamic = new Set([...entry.matchAll(/import\(["'`]\.\/([^"'`]+)["'`]\)/g)].map((m) => m[1]));
    for (const id of games) expect(dynamic.has(`lazy-${id}.mjs`), id).toBe(true);
    // A GM handler's own code and Venus's card controls: in their game's chunk, not in what every table loads.
    const text = (file: string) => readFileSync(join(root, "dist", file), "utf8");
    for (const [file, marker] of [
      ["lazy-wicked-age.mjs", "wicked-age-deck"],
      ["lazy-venus.mjs", "data-venus-kiss-die"],
      ["lazy-venus.mjs", "venus-check:"],
    ] as const) {
      expect(text(file), marker).toContain(marker);
      expect(entry, marker).not.toContain(marker);
    }
  });

  it("registers its Quench self-tests: every sub-type's updates, every sheet's interactions, the games' flows", async () => {
    const batches = new Map<string, string[]>();
    const quench = {
      registerBatch(key: string, fn: (context: unknown) => void) {
        const titles: string[] = [];
        const path: string[] = [];
        const context = {
          describe: (title: string, body: () => void) => {
            path.push(title);
            body();
            path.pop();
          },
          it: (title: string) => titles.push([...path, title].join(" > ")),
          before: () => undefined,
          after: () => undefined,
          assert: {},
        };
        fn(context);
        batches.set(key, titles);
      },
    };
    await fireHook(record, "quenchReady", quench);
    expect([...batches.keys()]).toEqual(
      expect.arrayContaining([
        "story-engines.models",
        "story-engines.rolls",
        "story-engines.sheets",
        "story-engines.interaction",
        "story-engines.four-colors.storypath",
        "story-engines.venus.task-card",
        "story-engines.venus.check-card",
        "story-engines.capes.board",
      ]),
    );
    const titles = (key: string) => batches.get(key) ?? [];
    // A valid and an invalid update for every Actor and Item sub-type (a key that names no sub-type runs nothing).
    for (const game of GAME_DEFINITIONS) {
      for (const model of game.models.filter((m) => m.documentName === "Actor" || m.documentName === "Item")) {
        const own = titles("story-engines.models").filter((t) => t.includes(`"${model.type}" >`));
        expect(
          own.filter((t) => t.endsWith("keeps a valid update")),
          model.type,
        ).toHaveLength(1);
        expect(own.filter((t) => t.includes("> refuses ")).length, model.type).toBeGreaterThan(0);
      }
    }
    // Every sheet: limited view, a submitted field; the named buttons clicked.
    for (const sheet of record.sheets) {
      for (const type of sheet.types) {
        const own = titles("story-engines.interaction").filter((t) => t.includes(`sheet "${type}" >`));
        expect(own.map((t) => t.split(" > ").at(-1)).slice(0, 2), type).toEqual([
          "shows a LIMITED viewer the public part only",
          "saves a field submitted from the sheet",
        ]);
      }
    }
    expect(titles("story-engines.interaction").filter((t) => t.includes("button")).length).toBeGreaterThanOrEqual(4);
    expect(titles("story-engines.four-colors.storypath").map((t) => t.split(" > ").at(-1))).toEqual([
      "draws the starting cards: one per diced Planet",
      "plays a card: it waits in the hand, in play, and a chat card asks the Storyguide to settle it",
      "gives a card to a Title: a slot is filled and a replacement drawn",
      "draws a Diceless Main character's starting cards: the GM's number",
      "ends the Issue from the Title sheet: the Title's cards are no longer offered",
    ]);
    expect(titles("story-engines.venus.task-card").map((t) => t.split(" > ").at(-1))).toEqual([
      "rolls a task from the character sheet and posts its card",
      "KISSes a disappointing die with a Lot",
      "buys the primary consequence",
      "closes the card: no more KISS or spending",
    ]);
    expect(titles("story-engines.venus.check-card").map((t) => t.split(" > ").at(-1))).toEqual([
      "rolls the d20 from the character sheet and posts its card, taking no Lot",
      "takes the bonus step with a Lot when the d20 falls short within reach",
      "offers no bonus step once the d20 already passes: nothing is rolled, no Lot taken",
      "re-rolls the highest bonus die with one Lot, once per check",
    ]);
  });

  it("answers its GM requests over the system socket only, naming the sender the server gives", async () => {
    const names = [
      "story-engines.four-colors.drawStartingCards",
      "story-engines.four-colors.spendCard",
      "story-engines.four-colors.giveCardToTitle",
      "story-engines.four-colors.spendTitleCard",
      "story-engines.four-colors.spendCardForTrait",
      "story-engines.four-colors.titleIssue",
      "story-engines.four-colors.markSpend",
      "story-engines.four-colors.stakesCard",
      "story-engines.venus.taskCard",
      "story-engines.venus.checkCard",
      "story-engines.wicked-age.conflict",
      "story-engines.wicked-age.joinConflict",
      "story-engines.wicked-age.newConflict",
      "story-engines.wicked-age.campaign",
      "story-engines.wicked-age.story",
      "story-engines.wicked-age.deal",
      "story-engines.personae.challengeCard",
      "story-engines.personae.giveCritical",
      "story-engines.personae.chorus",
      "story-engines.capes.board",
    ];
    // Nothing is reachable as a v13 query, whose handler is told only what the data claims.
    expect(Object.keys(config.queries).filter((n) => n.startsWith("story-engines."))).toEqual([]);
    const manifest = JSON.parse(readFileSync(join(root, "dist", "system.json"), "utf8"));
    expect(manifest.socket).toBe(true);
    const listeners = record.socket.listeners.filter((l) => l.channel === "system.story-engines");
    expect(listeners).toHaveLength(1);
    // This client is the active GM; a request from a player arrives for every name, and one for no handler.
    const g = globalThis as unknown as { game: Record<string, unknown> };
    const gm = { id: "gm", name: "GM", isGM: true, active: true };
    const player = { id: "p1", name: "Player", isGM: false, active: true };
    g.game.user = gm;
    g.game.users = { get: (id: string) => ({ gm, p1: player })[id], filter: () => [], activeGM: gm };
    const replies = new Map<string, Record<string, unknown>>();
    // The handlers are in the games' lazy chunks: the first request of a game waits for its chunk to load.
    const replyTo = (name: string) =>
      record.socket.emitted.map((e) => e.message as Record<string, unknown>).find((m) => m.requestId === name);
    for (const name of [...names, "story-engines.no.such"]) {
      record.socket.emitted.length = 0;
      listeners[0]?.fn({ type: "request", requestId: name, gmId: "gm", name, data: { userId: "p1" } }, "p1");
      for (let waited = 0; !replyTo(name) && waited < 2000; waited += 5)
        await new Promise((resolve) => setTimeout(resolve, 5));
      const reply = replyTo(name);
      if (reply) replies.set(name, reply);
    }
    for (const name of names) {
      const reply = replies.get(name);
      expect(reply, name).toMatchObject({ type: "reply", userId: "p1" });
      expect(String(reply?.error ?? ""), name).not.toMatch(/no handler registered/);
    }
    expect(replies.get("story-engines.no.such")?.error).toMatch(/no handler registered/);
  });
});
