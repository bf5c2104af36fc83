// Issue 20 §4 in Foundry's terms: the pre-update hooks that stop a write on
// the client that asked for it. Amy ticks a second option on the blank "New
// particular strength" of her sheet in chapter 1 (refused, with a warning);
// the returning character's +1 passes; Amek's injured covertly cannot be
// raised back to d8 by an update, but the re-assignment may.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { installFakeFoundry, uninstallFakeFoundry, type FoundryRecord } from "../../harness/fake-foundry";

type Hook = (...args: unknown[]) => boolean;
let record: FoundryRecord;
const hook = (name: string): Hook => {
  const fn = record.hooks.get(name)?.[0];
  if (!fn) throw new Error(`no ${name} hook`);
  return fn as Hook;
};
const settings = () =>
  (
    globalThis as unknown as {
      game: {
        settings: {
          register(n: string, k: string, c: Record<string, unknown>): void;
          set(n: string, k: string, v: unknown): Promise<unknown>;
        };
      };
    }
  ).game.settings;

const AMEK = {
  type: "wickedCharacter",
  system: {
    firstChapter: 1,
    forms: {
      covertly: { die: 8, current: 6 },
      directly: { die: 10, current: 10 },
      forMyself: { die: 4, current: 4 },
      forOthers: { die: 6, current: 4 },
      withLove: { die: 6, current: 6 },
      withViolence: { die: 12, current: 12 },
    },
  },
};
const blank = {
  potent: false,
  doublyPotent: false,
  broad: false,
  consequential: false,
  unique: false,
  farReaching: false,
};
// Amek's sheet while Amy is still making it: no dice assigned yet.
const UNMADE = {
  type: "wickedCharacter",
  system: {
    firstChapter: 1,
    forms: Object.fromEntries(
      ["covertly", "directly", "forMyself", "forOthers", "withLove", "withViolence"].map((f) => [
        f,
        { die: 0, current: 0 },
      ]),
    ),
  },
};
const strength = (options: Record<string, boolean>, parent: unknown = UNMADE) => ({
  type: "wickedStrength",
  parent,
  system: { options },
});

beforeAll(async () => {
  record = installFakeFoundry();
  settings().register("story-engines", "wickedAgeCampaign", {
    scope: "world",
    config: false,
    type: Object,
    default: {},
  });
  const { registerSignificanceHooks } = await import("../../../src/games/wicked-age/sheets/significance-hooks");
  registerSignificanceHooks();
});
afterAll(() => uninstallFakeFoundry());
beforeEach(async () => {
  record.warnings.length = 0;
  await settings().set("story-engines", "wickedAgeCampaign", { version: 1, chapter: 1, owe: [] });
});

describe("the sheet holds a strength's significance", () => {
  it("chapter 1: the blank strength takes one option; a second is refused with a warning", () => {
    expect(hook("preUpdateItem")(strength(blank), { system: { options: { potent: true } } }, {})).toBe(true);
    const potent = strength({ ...blank, potent: true });
    expect(hook("preUpdateItem")(potent, { system: { options: { broad: true } } }, {})).toBe(false);
    expect(record.warnings).toEqual(["STORY_ENGINES.Wicked.Validation.significanceHeld"]);
  });
  it("the returning character's +1 passes; a name or form change is not about significance", () => {
    const potent = strength({ ...blank, potent: true });
    const held = strength({ ...blank, potent: true }, AMEK);
    expect(hook("preUpdateItem")(held, { system: { options: { broad: true } } }, { wickedReturnRaise: true })).toBe(
      true,
    );
    expect(hook("preUpdateItem")(potent, { name: "Horse-lord", system: { form: "directly" } }, {})).toBe(true);
    expect(record.warnings).toEqual([]);
  });
});

describe("a made sheet's strengths change only by the book's procedures", () => {
  // Bolu Ta as the book gives him: Exorcism, significance 1, far-reaching; his dice assigned.
  const BOLU_TA = {
    type: "wickedCharacter",
    system: {
      firstChapter: 1,
      forms: {
        covertly: { die: 6, current: 6 },
        directly: { die: 12, current: 12 },
        forMyself: { die: 10, current: 10 },
        forOthers: { die: 8, current: 8 },
        withLove: { die: 4, current: 4 },
        withViolence: { die: 6, current: 6 },
      },
    },
  };
  const exorcism = () => ({
    type: "wickedStrength",
    parent: BOLU_TA,
    system: { form: "forOthers", npcForm: "selfProtection", secondForm: "", options: { ...blank, farReaching: true } },
  });
  it("Exorcism's far-reaching swapped for potent (still one option) is refused with a warning", () => {
    const swap = { system: { options: { farReaching: false, potent: true } } };
    expect(hook("preUpdateItem")(exorcism(), swap, {})).toBe(false);
    expect(record.warnings).toEqual(["STORY_ENGINES.Wicked.Validation.strengthFixed"]);
  });
  it("its form is fixed; a name or description is not", () => {
    expect(hook("preUpdateItem")(exorcism(), { system: { form: "withLove" } }, {})).toBe(false);
    expect(hook("preUpdateItem")(exorcism(), { name: "Holy exorcism", system: { description: "<p>x</p>" } }, {})).toBe(
      true,
    );
  });
  it("no new strength but by coming back; none deleted but as a consequence gives it up", () => {
    const fresh = { type: "wickedStrength", parent: BOLU_TA, system: { options: blank } };
    expect(hook("preCreateItem")(fresh, {}, {})).toBe(false);
    expect(record.warnings).toEqual(["STORY_ENGINES.Wicked.Validation.strengthAfterMade"]);
    expect(hook("preCreateItem")(fresh, {}, { wickedReturnNew: true })).toBe(true);
    expect(hook("preDeleteItem")(exorcism(), {})).toBe(false);
    expect(hook("preDeleteItem")(exorcism(), { wickedGivingUp: true })).toBe(true);
  });
  it("while the sheet is being made (no dice yet) its strengths may still be added, changed and taken off", () => {
    const making = { type: "wickedStrength", parent: UNMADE, system: { options: { ...blank, farReaching: true } } };
    expect(hook("preCreateItem")(making, {}, {})).toBe(true);
    expect(hook("preUpdateItem")(making, { system: { options: { farReaching: false, potent: true } } }, {})).toBe(true);
    expect(hook("preDeleteItem")(making, {})).toBe(true);
    expect(record.warnings).toEqual([]);
  });
});

describe("the sheet holds the form dice", () => {
  it("injured covertly (d8 → d6) is not raised back by an update; the re-assignment may; a consequence lowers", () => {
    expect(hook("preUpdateActor")(AMEK, { system: { forms: { covertly: { current: 8 } } } }, {})).toBe(false);
    expect(record.warnings).toEqual(["STORY_ENGINES.Wicked.Validation.diceByAssignment"]);
    expect(
      hook("preUpdateActor")(
        AMEK,
        { system: { forms: { covertly: { die: 8, current: 8 } } } },
        { wickedReassigning: true },
      ),
    ).toBe(true);
    // A first assignment on a sheet already made is refused: it would reset what play changed.
    expect(
      hook("preUpdateActor")(
        AMEK,
        { system: { forms: { covertly: { die: 8, current: 8 } } } },
        { wickedAssigning: true },
      ),
    ).toBe(false);
    expect(hook("preUpdateActor")(AMEK, { system: { forms: { directly: { current: 8 } } } }, {})).toBe(true);
    expect(hook("preUpdateActor")(AMEK, { system: { interests: ["to deliver Tajie"] } }, {})).toBe(true);
  });
});

describe("the chapter a character first played in is the GM's", () => {
  it("Amy cannot move Amek's first chapter to now (to start a strength at 2); the GM may correct it", () => {
    const game = (globalThis as unknown as { game: { user: { id: string; isGM: boolean } } }).game;
    const gm = game.user;
    game.user = { id: "amy", isGM: false };
    try {
      expect(hook("preUpdateActor")(AMEK, { system: { firstChapter: 3 } }, {})).toBe(false);
      expect(record.warnings).toEqual(["STORY_ENGINES.Wicked.Validation.firstChapterGmOnly"]);
      // Saving her sheet with the same number is no change.
      expect(hook("preUpdateActor")(AMEK, { system: { firstChapter: 1, interests: ["to ride"] } }, {})).toBe(true);
    } finally {
      game.user = gm;
    }
    expect(hook("preUpdateActor")(AMEK, { system: { firstChapter: 3 } }, {})).toBe(true);
  });
});
