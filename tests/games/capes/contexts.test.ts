import { describe, expect, it } from "vitest";
import { buildHeroContext, buildHeroLimitedContext } from "../../../src/games/capes/sheets/hero-context";
import { buildAbilityContext } from "../../../src/games/capes/sheets/ability-context";
import { HERO_ROUTES } from "../../../src/games/capes/sheets/parts";
import { routeChange } from "../../../src/core/part-render";
import { heroSpec, readHero, sheetView } from "../../../src/games/capes/data/hero";
import { abilitySpec, normalizeAbilitySubmit } from "../../../src/games/capes/data/ability";
import { validateSystem, validateSystemUpdate } from "../../../src/schema";
import { boardContext } from "../../../src/games/capes/board/board-context";
import { parseBoard, serializeBoard, boardActorUuids } from "../../../src/games/capes/board/state";
import { rollCardContext, rollDataFor } from "../../../src/games/capes/board/card-context";
import { PROBLEM_CODES, problemKey } from "../../../src/games/capes/board/problems";
import {
  CHIEF,
  NIGHT_MAIDEN,
  SILVERSTAR,
  ZIP,
  sampleActorList,
  sampleBoards,
  type SampleActor,
} from "../../../src/games/capes/samples";
import { createHandlebars, loadGallery, renderEntry } from "../../../tools/gallery/render.mjs";

const others = (list: SampleActor[]) =>
  list.map((o) => ({
    name: o.name,
    hero: o.system.kind === "hero",
    exemplars: Object.values(o.system.drives).map((d) => d.exemplar),
  }));
const heroContext = (a: SampleActor, list: SampleActor[] = []) =>
  buildHeroContext({
    actor: { name: a.name, img: a.img },
    system: a.system,
    items: a.items,
    editable: true,
    enrichedDescription: "",
    others: others(list),
  }) as {
    warnings: { key: string }[];
    drivePoints: string;
    drives: { slot: string; shared: string; overdrawn: boolean; named: boolean }[];
    abilityGroups: { type: string; abilities: { name: string; costsDebt: boolean; blocked: boolean }[] }[];
  };

describe("the hero sheet's context", () => {
  it("shows Silverstar built by the book: 9 / 9 points, no warnings, Supreme shared with Night Maiden, Duty Overdrawn", () => {
    // A team of two with Night Maiden: Supreme is the one shared Exemplar the book asks for.
    const c = heroContext(SILVERSTAR, [NIGHT_MAIDEN, CHIEF]);
    expect(c.drivePoints).toBe("9 / 9");
    expect(c.warnings).toEqual([]);
    // With Zip too the team is three: two Exemplars shared with two different heroes, and Zip shares none.
    expect(heroContext(SILVERSTAR, [NIGHT_MAIDEN, ZIP]).warnings.map((w) => w.key)).toEqual([
      "STORY_ENGINES.Capes.Warning.teamExemplars",
    ]);
    expect(c.drives.find((d) => d.slot === "love")?.shared).toBe("Night Maiden");
    expect(c.drives.find((d) => d.slot === "duty")?.overdrawn).toBe(true);
    expect(c.abilityGroups.map((g) => g.abilities.length)).toEqual([3, 4, 5]);
    expect(c.abilityGroups[1]?.abilities.find((a) => a.name === 'Cold "Terminator" Mode')?.blocked).toBe(true);
  });

  it("warns a hero off the book and names the problem", () => {
    const c = heroContext(ZIP);
    expect(c.warnings.map((w) => w.key)).toEqual([
      "STORY_ENGINES.Capes.Warning.abilityLevels",
      "STORY_ENGINES.Capes.Warning.exemplars",
    ]);
    expect(c.abilityGroups.find((g) => g.type === "trope")?.abilities.map((a) => a.costsDebt)).toEqual([false, true]);
  });

  it("builds an opponent freely: named Drives, Skills listed, no creation help", () => {
    const c = heroContext(CHIEF);
    expect(c.warnings).toEqual([]);
    expect(c.drives.every((d) => d.named)).toBe(true);
    expect(c.abilityGroups.map((g) => g.type)).toEqual(["power", "attitude", "trope", "skill"]);
  });

  it("shows a limited viewer name, image, kind and concept only", () => {
    expect(buildHeroLimitedContext({ actor: { name: "Zip", img: "z.svg" }, system: ZIP.system })).toEqual({
      name: "Zip",
      img: "z.svg",
      kindKey: "STORY_ENGINES.Capes.Kind.hero",
      concept: ZIP.system.concept,
    });
  });

  it("re-renders only the parts a change touches", () => {
    const update = (data: Record<string, unknown>) =>
      routeChange({ renderContext: "updateActor", renderData: data }, "Actor", HERO_ROUTES);
    expect(update({ system: { drives: { hope: { debt: 2 } } } })).toEqual(["drives"]);
    expect(update({ system: { description: "<p>x</p>" } })).toEqual(["text"]);
    expect(update({ name: "Zippy" })).toEqual(["header"]);
    expect(routeChange({ renderContext: "updateItem", renderData: {} }, "Actor", HERO_ROUTES)).toEqual([
      "abilities",
      "drives",
    ]);
  });
});

describe("the ability sheet's context and specs", () => {
  it("says what a super-powered Trope costs", () => {
    const c = buildAbilityContext({
      item: { name: "Mundane Tasks", img: "" },
      system: ZIP.items[1]?.system,
      editable: true,
      enrichedDescription: "",
    });
    expect(c).toMatchObject({
      isTrope: true,
      costKey: "STORY_ENGINES.Capes.Cost.debt",
      whenKey: "STORY_ENGINES.Capes.When.trope",
    });
  });

  it("refuses out-of-range levels, unknown types and a super-powered Power", () => {
    expect(
      validateSystem(abilitySpec, {
        abilityType: "trope",
        level: 4,
        superPowered: true,
        blocked: false,
        usedThisPage: false,
        description: "",
      }),
    ).toEqual([]);
    const codes = (system: Record<string, unknown>) =>
      validateSystemUpdate(
        abilitySpec,
        { abilityType: "power", level: 1, superPowered: false, blocked: false, usedThisPage: false, description: "" },
        system,
      ).map((p) => p.code);
    expect(codes({ level: 6 })).toEqual(["max"]);
    expect(codes({ level: 0 })).toEqual(["min"]);
    expect(codes({ abilityType: "gadget" })).toEqual(["choice"]);
    expect(codes({ superPowered: true })).toEqual(["STORY_ENGINES.Capes.Validation.superOnlyTropes"]);
    expect(normalizeAbilitySubmit({ abilityType: "power", superPowered: true })).toEqual({
      abilityType: "power",
      superPowered: false,
    });
  });

  it("refuses bad hero data: a kind, a Drive value, negative Debt, an Exemplar that is not an actor", () => {
    const current = { ...SILVERSTAR.system } as unknown as Record<string, unknown>;
    const codes = (system: Record<string, unknown>) =>
      validateSystemUpdate(heroSpec, current, system).map((p) => p.code);
    expect(codes({ kind: "villain" })).toEqual(["choice"]);
    expect(codes({ drives: { hope: { value: 10 } } })).toEqual(["max"]);
    expect(codes({ drives: { duty: { debt: -1 } } })).toEqual(["min"]);
    expect(codes({ drives: { love: { exemplar: { uuid: "Item.abcdefghijklmnop" } } } })).toEqual(["uuidType"]);
    expect(codes({ drives: { love: { value: 3 } } })).toEqual([]);
  });

  it("reads junk as defaults and gives the board a clean view", () => {
    expect(readHero(null).kind).toBe("hero");
    const view = sheetView("Actor.x", "X", { kind: "opponent", drives: { hope: { value: "3", debt: 2 } } }, []);
    expect(view.drives.hope).toEqual({ name: "", value: 2, debt: 2 });
    expect(view.kind).toBe("opponent");
  });
});

describe("the board's contexts", () => {
  const boards = sampleBoards();
  const view = (phase: keyof typeof boards, viewer: { userId: string; isGM: boolean }) =>
    boardContext({ ...boards[phase], viewer, actors: sampleActorList() });

  it("marks the controlling side and files each stake under the side its staker stands on", () => {
    const c = view("turns", { userId: "zips", isGM: false }).complications as {
      complications: {
        name: string;
        controlKey: string;
        sides: { controls: boolean; stakes: { staker: string; count: number; driveKey: string }[] }[];
      }[];
    };
    const getaway = c.complications.find((x) => x.name === "Getaway");
    expect(getaway?.controlKey).toBe("STORY_ENGINES.Capes.Faction.opponents");
    expect(getaway?.sides[1]?.controls).toBe(true);
    expect(getaway?.sides[0]?.stakes).toEqual([
      { staker: "Zip", count: 1, driveKey: "STORY_ENGINES.Capes.Drive.hope", driveName: "" },
    ]);
  });

  it("gives the acting player the roll for the picked die with the abilities that reach it", () => {
    const controls = view("turns", { userId: "zips", isGM: false }).controls as {
      turn: { abilityOptions: Record<string, string>; canRoll: boolean; canSplit: boolean };
    };
    expect(Object.values(controls.turn.abilityOptions)).toEqual(["Super-speed (3) · power"]);
    expect(controls.turn.canRoll).toBe(true);
    expect(view("turns", { userId: "alice", isGM: false }).controls).toMatchObject({ turn: null });
  });

  it("offers the rolled die to its roller to keep or turn back, and nobody else", () => {
    expect(view("reaction", { userId: "zips", isGM: false }).controls).toMatchObject({
      pending: { canDecide: true, result: 3, from: 1 },
    });
    expect(view("reaction", { userId: "alice", isGM: false }).controls).toMatchObject({
      pending: { canDecide: false },
    });
  });

  it("lets the staker give the tokens and the claimant replace the Complication", () => {
    const controls = view("resolve", { userId: "caps", isGM: false }).controls as {
      resolve: {
        gifts: { mine: boolean; playerOptions: Record<string, string> }[];
        replacement: { mine: boolean; hasInspirations: boolean };
      };
    };
    expect(controls.resolve.gifts[0]?.mine).toBe(true);
    expect(Object.keys(controls.resolve.gifts[0]?.playerOptions ?? {})).not.toContain("caps");
    expect(controls.resolve.replacement).toMatchObject({ mine: true, hasInspirations: true });
  });

  it("gives the Editor the set-up forms and the first Scene's two tokens", () => {
    expect(view("setup", { userId: "gm", isGM: true }).controls).toMatchObject({
      setup: { isGM: true, canDouble: false, balanced: false },
    });
  });

  it("lists the Page log newest first with every value its lines may format", () => {
    const log = view("claims", { userId: "gm", isGM: true }).log as {
      entries: { key: string; data: Record<string, unknown>; promptKey: string }[];
    };
    expect(log.entries.slice(0, 2).map((e) => e.key)).toEqual([
      "STORY_ENGINES.Capes.Log.claimed",
      "STORY_ENGINES.Capes.Log.claimTaken",
    ]);
    for (const e of log.entries)
      expect(Object.keys(e.data)).toEqual(expect.arrayContaining(["name", "complication", "faction", "control"]));
  });

  it("stores the board as text and reads back only a board", () => {
    const board = boards.turns.board;
    expect(parseBoard(serializeBoard(board))).toEqual(board);
    expect(parseBoard("{")).toBeNull();
    expect(parseBoard(JSON.stringify({ schema: 2 }))).toBeNull();
    expect(parseBoard({})).toBeNull();
    expect(boardActorUuids(board)).toEqual(expect.arrayContaining(["Actor.zip", "Actor.chief"]));
  });

  it("builds the roll card from the pending die", () => {
    const data = rollDataFor(boards.reaction.board, boards.reaction.sheets, "JournalEntry.b");
    expect(data).toMatchObject({
      kind: "reaction",
      character: "Zip",
      ability: "Mundane Tasks done Super-fast",
      level: 2,
      complication: "Getaway",
      faction: "heroes",
      from: 1,
    });
    if (data)
      expect(rollCardContext({ ...data, kind: "overdrawn", from: 6 }, 2)).toMatchObject({
        outcomeKey: "STORY_ENGINES.Capes.Card.lowered",
      });
    if (data)
      expect(rollCardContext({ ...data, kind: "overdrawn" }, 1)).toMatchObject({
        outcomeKey: "STORY_ENGINES.Capes.Card.unchanged",
      });
  });

  it("has a lang key for every problem the rules give", () => {
    expect(problemKey("stake-over-value")).toBe("STORY_ENGINES.Capes.Problem.stake-over-value");
    expect(problemKey("nonsense")).toBe("STORY_ENGINES.Capes.Problem.bad-request");
    expect(new Set(PROBLEM_CODES).size).toBe(PROBLEM_CODES.length);
  });
});

describe("Capes templates in Handlebars' strict mode", () => {
  it("render every Capes gallery entry with nothing missing from its context", async () => {
    const { entries, helpers } = (await loadGallery()) as {
      entries: { id: string }[];
      helpers: Record<string, unknown>;
    };
    const { hbs } = createHandlebars(helpers);
    const capes = entries.filter((e) => e.id.startsWith("capes-"));
    expect(capes.length).toBeGreaterThanOrEqual(17);
    for (const entry of capes) expect(() => renderEntry(hbs, entry), entry.id).not.toThrow();
  });
});
