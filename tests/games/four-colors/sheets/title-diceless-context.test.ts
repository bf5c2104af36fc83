// The Title and Diceless sheets' contexts: a Title's card slots
// ("max(1, 5 − (mainCharacters − 1))"), its Issues and the Omegas still to add
// as Mains; a Diceless character's rank, Traits (no Planets) and the starting
// Storypath Cards only the GM sets (1 unless the GM says otherwise: the ruling).
import { describe, expect, it } from "vitest";
import {
  nextIssueNumber,
  titleSheetContext,
  type TitleSheetInput,
} from "../../../../src/games/four-colors/sheets/title-context";
import {
  dicelessSheetContext,
  type DicelessSheetInput,
} from "../../../../src/games/four-colors/sheets/diceless-context";
import { titleSlotsContext } from "../../../../src/games/four-colors/cards/cards-context";

const LANG = "STORY_ENGINES.FourColors";
const slotsPanel = titleSlotsContext({ title: { mains: [], slots: [] }, viewerIsMain: false });

function title(system: Record<string, unknown>, overrides: Partial<TitleSheetInput> = {}): TitleSheetInput {
  return {
    name: "The Cardinal's Circle",
    img: "t.webp",
    system,
    editable: true,
    enriched: { description: "<p>e</p>" },
    mains: [{ uuid: "Actor.a", name: "La Fenice", img: "a.webp", found: true }],
    omegas: [
      { uuid: "Actor.a", name: "La Fenice" },
      { uuid: "Actor.b", name: "Il Corvo" },
    ],
    slotsPanel,
    ...overrides,
  };
}

describe("the Title sheet", () => {
  it("two Mains: four slots; one filled leaves three open; Omegas already Main are not offered", () => {
    const c = titleSheetContext(
      title({
        mains: ["Actor.a", "Actor.c"],
        slots: [{ cardUuid: "Card.1", name: "Blank 1" }],
        description: "<p>s</p>",
      }),
    );
    expect(c).toMatchObject({
      name: "The Cardinal's Circle",
      img: "t.webp",
      editable: true,
      description: { source: "<p>s</p>", enriched: "<p>e</p>" },
      slotCount: 4,
      filled: 1,
      open: 3,
      overfull: false,
      issues: [],
      nextIssue: 1,
    });
    expect(c.omegaOptions).toEqual([{ value: "Actor.b", label: "Il Corvo" }]);
    expect(c.slotsPanel).toBe(slotsPanel);
  });

  it("more cards than slots is shown as overfull, with none open", () => {
    const mains = ["1", "2", "3", "4", "5", "6"].map((n) => `Actor.${n}`);
    const slots = [1, 2].map((n) => ({ cardUuid: `Card.${n}`, name: "" }));
    expect(titleSheetContext(title({ mains, slots }))).toMatchObject({
      slotCount: 1,
      filled: 2,
      open: 0,
      overfull: true,
    });
  });

  it("lists the Issues in order, reading what is there and numbering the rest by position", () => {
    const c = titleSheetContext(
      title({
        issues: [{ number: 3, title: "Ashes", date: "1497", notes: "<p>n</p>" }, "garbled", { title: 7, date: null }],
        description: 5,
      }),
    );
    expect(c.issues).toEqual([
      { index: 0, number: 3, title: "Ashes", date: "1497", notes: "<p>n</p>", running: false },
      { index: 1, number: 2, title: "", date: "", notes: "", running: false },
      { index: 2, number: 3, title: "", date: "", notes: "", running: false },
    ]);
    expect(c.nextIssue).toBe(4);
    expect(c.description.source).toBe("");
  });

  it("while an Issue runs, the Storyguide sees who takes part and may add any other character (a Diceless one too)", () => {
    const running = {
      number: 2,
      title: "Pride",
      running: true,
      characters: ["Actor.a", "Actor.d"],
      pages: [],
      spent: [],
      roster: [],
    };
    const c = titleSheetContext(
      title(
        { mains: ["Actor.a"], issues: [running] },
        {
          omegas: [
            { uuid: "Actor.a", name: "La Fenice" },
            { uuid: "Actor.b", name: "Il Corvo" },
            { uuid: "Actor.d", name: "Beppe" },
          ],
          characterNames: { "Actor.a": "La Fenice", "Actor.d": "Beppe" },
        },
      ),
    );
    expect(c.story.current?.members).toEqual([
      { uuid: "Actor.a", name: "La Fenice" },
      { uuid: "Actor.d", name: "Beppe" },
    ]);
    expect(c.joinOptions).toEqual([{ value: "Actor.b", label: "Il Corvo" }]);
    // A Diceless character may be a Main character too: it is offered beside the Omegas.
    expect(c.omegaOptions.map((o) => o.label)).toEqual(["Il Corvo", "Beppe"]);
    // No Issue running: nobody to add.
    expect(titleSheetContext(title({ mains: [], issues: [] })).joinOptions).toEqual([]);
    // The Issue controls go to the Storyguide even where the sheet is not theirs to edit; not to a mere viewer.
    expect(titleSheetContext(title({}, { editable: false, runsIssues: true })).runsIssues).toBe(true);
    expect(titleSheetContext(title({}, { editable: false })).runsIssues).toBe(false);
  });

  it("the next Issue follows the highest number, whatever the order", () => {
    expect(nextIssueNumber([{ number: 5 }, { number: 2 }, null])).toBe(6);
    expect(nextIssueNumber("none")).toBe(1);
    expect(nextIssueNumber([])).toBe(1);
  });
});

function diceless(system: Record<string, unknown>, overrides: Partial<DicelessSheetInput> = {}): DicelessSheetInput {
  return {
    name: "Messer Bruno",
    img: "b.webp",
    system,
    items: [
      { id: "t1", name: "Sharp-eyed", img: "", type: "fourColorsDescriptor", system: { kind: "trait" } },
      { id: "t2", name: "Greedy", img: "", type: "fourColorsDescriptor", system: { kind: "flaw" } },
      { id: "p1", name: "Fireproof", img: "", type: "fourColorsDescriptor", system: { kind: "power" } },
    ],
    editable: true,
    enriched: { description: "<p>d</p>", notes: "<p>n</p>" },
    isGM: true,
    storypath: null,
    ...overrides,
  };
}

describe("the Diceless sheet", () => {
  it("its rank among the five, its Traits (no Powers: it has no Planets) and the GM's starting cards", () => {
    const c = dicelessSheetContext(
      diceless({ rank: "recurring", startingCards: 3, description: "<p>s</p>", notes: "x" }),
    );
    expect(c).toMatchObject({
      name: "Messer Bruno",
      img: "b.webp",
      editable: true,
      rankField: "system.rank",
      rankKey: `${LANG}.Diceless.rank.recurring`,
      description: { source: "<p>s</p>", enriched: "<p>d</p>" },
      notes: { source: "x", enriched: "<p>n</p>" },
      traitCount: 2,
      startingCards: { field: "system.startingCards", value: 3, editable: true },
      storypath: null,
    });
    expect(c.rankOptions).toEqual(
      ["extra", "walkOn", "recurring", "supporting", "major"].map((r) => ({
        value: r,
        label: null,
        labelKey: `${LANG}.Diceless.rank.${r}`,
        selected: r === "recurring",
      })),
    );
    expect(c.descriptorGroups.map((g) => [g.kind, g.items.map((i) => i.name)])).toEqual([
      ["trait", ["Sharp-eyed"]],
      ["flaw", ["Greedy"]],
      ["powerStunt", []],
    ]);
  });

  it("a player sees the starting cards but cannot set them; unreadable data falls back", () => {
    const c = dicelessSheetContext(diceless({ rank: "emperor", startingCards: "many", notes: 4 }, { isGM: false }));
    expect(c).toMatchObject({
      rankKey: `${LANG}.Diceless.rank.extra`,
      startingCards: { value: 1, editable: false },
      notes: { source: "", enriched: "<p>n</p>" },
      description: { source: "" },
    });
    expect(c.rankOptions.filter((o) => o.selected)).toEqual([]);
    expect(dicelessSheetContext(diceless({}, { editable: false })).startingCards.editable).toBe(false);
    expect(dicelessSheetContext(diceless({})).rankOptions[0]?.selected).toBe(true);
  });
});
