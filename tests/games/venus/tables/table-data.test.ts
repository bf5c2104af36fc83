// The table procedures as rolls: what each face means at the boundaries the
// book states, the update written to the sheet, and the card's context.
import { describe, expect, it } from "vitest";
import {
  parseTableRollData,
  startingReplacement,
  tableOutcome,
  tableUpdate,
  takenFreeAttributes,
  type TableRollData,
} from "../../../../src/games/venus/tables/table-data";
import { tableCardContext } from "../../../../src/games/venus/tables/table-card";
import { SAMPLE_TABLE_CARDS } from "../../../../src/games/venus/tables/samples";

const base = (procedure: TableRollData["procedure"], extra: Partial<TableRollData> = {}): TableRollData => ({
  procedure,
  actorName: "Gwyn",
  img: "",
  subject: "",
  index: -1,
  previous: 0,
  listed: [],
  taken: [],
  ...extra,
});

describe("what the dice mean and what is written", () => {
  it('starting Lots: "you start the game with 1d6 Lots" — 1 and 6 written as they fall', () => {
    const rolled = { "flags.story-engines.venusStarting.lots": true };
    expect(tableUpdate(base("lots"), tableOutcome(base("lots"), [1]), {})).toEqual({
      "system.kismet.lots": 1,
      ...rolled,
    });
    expect(tableUpdate(base("lots"), tableOutcome(base("lots"), [6]), {})).toEqual({
      "system.kismet.lots": 6,
      ...rolled,
    });
  });

  it('Ego: "flip a coin, or roll a die and call even or odds" — 1 no Ego, 2 Ego, written either way', () => {
    const rolled = { "flags.story-engines.venusStarting.ego": true };
    expect(tableUpdate(base("ego"), tableOutcome(base("ego"), [1]), {})).toEqual({
      "system.kismet.ego": false,
      ...rolled,
    });
    expect(tableUpdate(base("ego"), tableOutcome(base("ego"), [2]), {})).toEqual({
      "system.kismet.ego": true,
      ...rolled,
    });
  });

  it("the starting rolls ask first once the character is no longer being made, saying what they replace", () => {
    // Being made: never rolled, still 0 Lots / no Ego — rolled at once.
    expect(startingReplacement("lots", 0, false)).toBeNull();
    expect(startingReplacement("ego", false, false)).toBeNull();
    // Rolled before (even down to 0 Lots or Ego spent in play), or set by hand: confirm, naming what goes.
    // The counted message's form for the Lots held: "0 Lots", "1 Lot", "4 Lots".
    expect(startingReplacement("lots", 0, true)).toEqual({
      key: "STORY_ENGINES.Venus.Tables.Replace.lots.other",
      data: { lots: 0 },
    });
    expect(startingReplacement("lots", 1, false)).toEqual({
      key: "STORY_ENGINES.Venus.Tables.Replace.lots.one",
      data: { lots: 1 },
    });
    expect(startingReplacement("lots", 4, false)).toEqual({
      key: "STORY_ENGINES.Venus.Tables.Replace.lots.other",
      data: { lots: 4 },
    });
    expect(startingReplacement("ego", true, false)).toEqual({
      key: "STORY_ENGINES.Venus.Tables.Replace.ego",
      data: {},
    });
    expect(startingReplacement("ego", false, true)).toEqual({
      key: "STORY_ENGINES.Venus.Tables.Replace.noEgo",
      data: {},
    });
  });

  it("favour (a 50:50 chance): only the rolled VINPC's row changes, the others are kept as they are now", () => {
    const data = base("favor", { index: 1, subject: "Dormadh" });
    const system = {
      vinpcs: [
        { name: "Arian", relation: "the king's wife", favor: true, uuid: "" },
        { name: "Dormadh", relation: "pet", favor: true, uuid: "" },
      ],
    };
    expect(tableUpdate(data, tableOutcome(data, [5]), system)).toEqual({
      "system.vinpcs": [system.vinpcs[0], { ...system.vinpcs[1], favor: false }],
    });
    expect(tableUpdate(data, tableOutcome(data, [6]), system)).toEqual({
      "system.vinpcs": [system.vinpcs[0], { ...system.vinpcs[1], favor: true }],
    });
    // The row was removed while the dice rolled: nothing is written.
    expect(tableUpdate(data, tableOutcome(data, [6]), { vinpcs: [system.vinpcs[0]] })).toBeNull();
  });

  it('uses: "roll 2d6 … count the total" — 1+1 = 2 and 6+6 = 12, and the asset becomes finite', () => {
    expect(tableUpdate(base("uses"), tableOutcome(base("uses"), [1, 1]), {})).toEqual({
      "system.finite": true,
      "system.uses": 2,
    });
    expect(tableUpdate(base("uses"), tableOutcome(base("uses"), [6, 6]), {})).toEqual({
      "system.finite": true,
      "system.uses": 12,
    });
  });

  it('break check: "roll 1d20 after each use and if you roll a 1 then it\'s breaks" — 1 breaks, 2 and 20 hold', () => {
    expect(tableUpdate(base("break"), tableOutcome(base("break"), [1]), {})).toEqual({ "system.broken": true });
    expect(tableUpdate(base("break"), tableOutcome(base("break"), [2]), {})).toBeNull();
    expect(tableUpdate(base("break"), tableOutcome(base("break"), [20]), {})).toBeNull();
  });

  it('free attribute: "roll a d6 on this list" — granted is written, off the list or taken is not', () => {
    const data = base("freeAttribute", { listed: ["Etiquette", "Sharp Ears", "Spoiled"], taken: ["Spoiled"] });
    expect(tableUpdate(data, tableOutcome(data, [2]), {})).toEqual({ "system.freeAttribute": 2 });
    expect(tableOutcome(data, [3])).toMatchObject({ writes: false, freeOutcome: "taken", attribute: "Spoiled" });
    expect(tableUpdate(data, tableOutcome(data, [3]), {})).toBeNull();
    expect(tableOutcome(data, [4])).toMatchObject({ writes: false, freeOutcome: "unlisted", attribute: null });
  });

  it("finds the free attributes the character's other lifepaths gave", () => {
    const lifepaths = [
      { id: "a", system: { attributes: ["Etiquette", "Spoiled"], freeAttribute: 2 } },
      { id: "b", system: { attributes: ["Brawler"], freeAttribute: 0 } },
      { id: "c", system: { attributes: ["Sharp Ears"], freeAttribute: 1 } },
    ];
    expect(takenFreeAttributes(lifepaths, "c")).toEqual(["Spoiled"]);
    expect(takenFreeAttributes(lifepaths, "x")).toEqual(["Spoiled", "Sharp Ears"]);
  });

  it("reads a roll's data back, and refuses data that is not ours", () => {
    const data = base("favor", { index: 0, subject: "Arian", previous: true });
    expect(parseTableRollData({ venusTable: JSON.parse(JSON.stringify(data)) })).toEqual(data);
    expect(parseTableRollData({})).toBeNull();
    expect(parseTableRollData({ venusTable: { procedure: "fireball" } })).toBeNull();
  });
});

describe("the table card", () => {
  it("shows the dice, the rule, the value before and the result, from the roll's data alone", () => {
    const context = tableCardContext(base("uses", { subject: "Lead powder", previous: 3 }), [5, 3]);
    expect(context).toMatchObject({
      actorName: "Gwyn",
      img: null,
      subject: "Lead powder",
      dice: [
        { value: 5, d20: false, label: "d6" },
        { value: 3, d20: false, label: "d6" },
      ],
      titleKey: "STORY_ENGINES.Venus.Tables.Procedure.uses.title",
      ruleKey: "STORY_ENGINES.Venus.Tables.Procedure.uses.rule",
      resultKey: "STORY_ENGINES.Venus.Tables.Result.uses.value.other",
      resultValue: 8,
      previous: "3",
      previousKey: null,
      writtenKey: "STORY_ENGINES.Venus.Tables.Card.written",
    });
  });

  it("tones a break bad and a hold good, on a d20", () => {
    const broke = tableCardContext(base("break", { previous: false }), [1]);
    expect(broke).toMatchObject({ resultKey: "STORY_ENGINES.Venus.Tables.Result.break.yes", resultTone: "bad" });
    expect(broke.dice).toEqual([{ value: 1, d20: true, label: "d20" }]);
    expect(broke.previousKey).toBe("STORY_ENGINES.Venus.Tables.Card.no");
    const held = tableCardContext(base("break", { previous: false }), [2]);
    expect(held).toMatchObject({ resultTone: "good", writtenKey: "STORY_ENGINES.Venus.Tables.Card.notWritten" });
  });

  it("names the free attribute, or says to re-roll or choose", () => {
    const listed = ["Etiquette", "Sharp Ears"];
    expect(tableCardContext(base("freeAttribute", { listed }), [2])).toMatchObject({
      resultKey: "STORY_ENGINES.Venus.Tables.Result.freeAttribute.granted",
      resultName: "Sharp Ears",
      resultValue: 2,
    });
    expect(tableCardContext(base("freeAttribute", { listed }), [5])).toMatchObject({
      resultKey: "STORY_ENGINES.Venus.Tables.Result.freeAttribute.unlisted",
      resultValue: 5,
    });
  });

  it("has a sample for every procedure", () => {
    const procedures = new Set(SAMPLE_TABLE_CARDS.map((s) => s.data.procedure));
    expect([...procedures].sort()).toEqual(["break", "ego", "favor", "freeAttribute", "lots", "uses"]);
  });
});
