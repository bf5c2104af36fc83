// The sheets' pure contexts, value by value: a character's six forms with
// the dice they can still fall to, an NPC's three pairs, best interests
// ("a player character needs two before play; three at most; an NPC one or
// two"), strengths with their die and significance, the LIMITED views, and
// the dialogs (assigning the book's dice, a returning character's choice,
// raising a strength's significance).
import { describe, expect, it } from "vitest";
import {
  buildActorLimitedContext,
  buildCharacterContext,
  buildNpcContext,
  strengthRows,
} from "../../../src/games/wicked-age/sheets/character-context";
import {
  buildStrengthContext,
  buildStrengthLimitedContext,
} from "../../../src/games/wicked-age/sheets/strength-context";
import {
  assignDiceContext,
  parseAssignment,
  raiseSignificance,
  returningContext,
} from "../../../src/games/wicked-age/sheets/dialog-context";
import {
  sampleAmek,
  sampleExorcism,
  sampleInflame,
  sampleShahuSeen,
  sampleStrengthItem,
} from "../../../src/games/wicked-age/sheets/samples";

const W = "STORY_ENGINES.Wicked";
const form = (die: number, current = die) => ({ die, current });
const pair = (high: number, low: number, highNow = high, lowNow = low) => ({ high, low, highNow, lowNow });
const exorcism = sampleStrengthItem("Exorcism", sampleExorcism(), "s-exorcism");
const inflame = sampleStrengthItem("Inflame passions", sampleInflame(), "s-inflame");
const AMEK = { name: "Amek", img: "amek.webp", type: "wickedCharacter" };

describe("character sheet context", () => {
  it("Amek, injured (covertly d8→d6, for others d6→d4): each form, its die now and what it can fall to", () => {
    const c = buildCharacterContext({
      actor: AMEK,
      system: sampleAmek(),
      items: [exorcism, { id: "x", name: "Not a strength", type: "wickedOther", system: {} }],
      editable: true,
      enrichedNotes: "<p>notes</p>",
      idPrefix: "sheet7",
      parallels: [
        { uuid: "Actor.young", name: "" },
        { uuid: "Actor.old", name: "Amek the elder" },
      ],
    });
    expect(c).toEqual({
      kind: "character",
      name: "Amek",
      img: "amek.webp",
      typeKey: "TYPES.Actor.wickedCharacter",
      editable: true,
      description: "the chieftain of the desert horsemen",
      forms: [
        {
          id: "covertly",
          labelKey: `${W}.Form.covertly`,
          die: 8,
          current: 6,
          dieLabel: "d8",
          currentLabel: "d6",
          lowered: true,
          zero: false,
          name: "system.forms.covertly.current",
          options: { "8": "d8", "6": "d6", "4": "d4", "0": "—" },
        },
        {
          id: "directly",
          labelKey: `${W}.Form.directly`,
          die: 10,
          current: 10,
          dieLabel: "d10",
          currentLabel: "d10",
          lowered: false,
          zero: false,
          name: "system.forms.directly.current",
          options: { "10": "d10", "8": "d8", "6": "d6", "4": "d4", "0": "—" },
        },
        {
          id: "forMyself",
          labelKey: `${W}.Form.forMyself`,
          die: 4,
          current: 4,
          dieLabel: "d4",
          currentLabel: "d4",
          lowered: false,
          zero: false,
          name: "system.forms.forMyself.current",
          options: { "4": "d4", "0": "—" },
        },
        {
          id: "forOthers",
          labelKey: `${W}.Form.forOthers`,
          die: 6,
          current: 4,
          dieLabel: "d6",
          currentLabel: "d4",
          lowered: true,
          zero: false,
          name: "system.forms.forOthers.current",
          options: { "6": "d6", "4": "d4", "0": "—" },
        },
        {
          id: "withLove",
          labelKey: `${W}.Form.withLove`,
          die: 6,
          current: 6,
          dieLabel: "d6",
          currentLabel: "d6",
          lowered: false,
          zero: false,
          name: "system.forms.withLove.current",
          options: { "6": "d6", "4": "d4", "0": "—" },
        },
        {
          id: "withViolence",
          labelKey: `${W}.Form.withViolence`,
          die: 12,
          current: 12,
          dieLabel: "d12",
          currentLabel: "d12",
          lowered: false,
          zero: false,
          name: "system.forms.withViolence.current",
          options: { "12": "d12", "10": "d10", "8": "d8", "6": "d6", "4": "d4", "0": "—" },
        },
      ],
      assigned: true,
      interests: [
        {
          index: 0,
          text: "to deliver Tajie safely to her marriage to the harvest god",
          name: "system.interests.0",
        },
        { index: 1, text: "to seduce and take Mekha as a lover", name: "system.interests.1" },
      ],
      canAddInterest: true,
      interestCount: 2,
      interestsMax: 3,
      needsInterests: false,
      needsInterestsKey: `${W}.Sheet.needsInterests`,
      formIdPrefix: "sheet7-form-",
      strengths: [
        {
          id: "s-exorcism",
          name: "Exorcism",
          img: "icons/svg/aura.svg",
          die: "d8",
          significance: 1,
          formKeys: [`${W}.Form.forOthers`],
          npcFormKey: `${W}.NpcForm.selfProtection`,
          unique: false,
          warning: false,
        },
      ],
      strengthsOpen: false,
      outOfChapter: false,
      dead: false,
      parallels: [
        { uuid: "Actor.young", name: "Actor.young" },
        { uuid: "Actor.old", name: "Amek the elder" },
      ],
      firstChapter: 1,
      // Amy's own sheet: the chapter Amek first played in is the GM's to correct, not hers.
      firstChapterEditable: false,
      canComeBack: false,
      enrichedNotes: "<p>notes</p>",
      notes: "<p>Injured in the horse camp: “The hazards of the job.”</p>",
    });
  });

  it("two dice at 0: out for the rest of the chapter; a die at 0 is marked, an unassigned one is not", () => {
    const system = {
      forms: {
        covertly: form(8, 0),
        directly: form(10, 0),
        forMyself: form(4),
        forOthers: form(6),
        withLove: form(6),
        withViolence: form(12),
      },
      interests: ["to win", "  ", "to live"],
      dead: true,
    };
    const c = buildCharacterContext({ actor: AMEK, system, items: [], editable: true, enrichedNotes: "" });
    const forms = c.forms as { id: string; zero: boolean; lowered: boolean }[];
    expect(forms.map((f) => [f.id, f.zero, f.lowered])).toEqual([
      ["covertly", true, true],
      ["directly", true, true],
      ["forMyself", false, false],
      ["forOthers", false, false],
      ["withLove", false, false],
      ["withViolence", false, false],
    ]);
    expect(c).toMatchObject({
      outOfChapter: true,
      dead: true,
      // Three lines (one blank): the most a character names, so no fourth; two count.
      canAddInterest: false,
      interestCount: 2,
      needsInterests: false,
      formIdPrefix: "wicked-form-",
      parallels: [],
      firstChapter: 0,
      description: "",
      notes: "",
      strengths: [],
    });
    const blank = buildCharacterContext({ actor: AMEK, system: {}, items: [], editable: false, enrichedNotes: "" });
    expect(blank).toMatchObject({ assigned: false, outOfChapter: false, canAddInterest: false, interestCount: 0 });
    expect(blank.needsInterests).toBe(true);
    const first = (blank.forms as Record<string, unknown>[])[0];
    expect(first).toEqual({
      id: "covertly",
      labelKey: `${W}.Form.covertly`,
      die: 0,
      current: 0,
      dieLabel: "—",
      currentLabel: "—",
      lowered: false,
      zero: false,
      name: "system.forms.covertly.current",
      options: { "0": "—" },
    });
  });

  it("one best interest named: not enough to play (two needed); a sheet that can't be edited adds none", () => {
    const system = { ...sampleAmek(), interests: ["to ride"] };
    const editable = buildCharacterContext({ actor: AMEK, system, items: [], editable: true, enrichedNotes: "" });
    expect(editable).toMatchObject({ needsInterests: true, canAddInterest: true, interestCount: 1 });
    const locked = buildCharacterContext({ actor: AMEK, system, items: [], editable: false, enrichedNotes: "" });
    expect(locked).toMatchObject({ editable: false, canAddInterest: false });
  });

  it("the chapter a character first played in: the GM corrects it; its player and a locked sheet show it only", () => {
    const input = { actor: AMEK, system: sampleAmek(), items: [], enrichedNotes: "" };
    expect(buildCharacterContext({ ...input, editable: true, isGM: true }).firstChapterEditable).toBe(true);
    expect(buildCharacterContext({ ...input, editable: true, isGM: false }).firstChapterEditable).toBe(false);
    expect(buildCharacterContext({ ...input, editable: false, isGM: true }).firstChapterEditable).toBe(false);
  });
});

describe("NPC sheet context", () => {
  it("Shahu Seen's pairs: each die with what it can fall to; one interest is enough, two at most", () => {
    const system = {
      ...sampleShahuSeen(),
      forms: { action: pair(12, 8, 10, 8), maneuvering: pair(10, 6, 10, 4), selfProtection: pair(6, 4) },
      interests: ["to murder the exorcist"],
    };
    const c = buildNpcContext({
      actor: { name: "Shahu Seen", img: "s.webp", type: "wickedNpc" },
      system,
      items: [inflame],
      editable: true,
      enrichedNotes: "",
    });
    expect(c).toEqual({
      kind: "npc",
      name: "Shahu Seen",
      img: "s.webp",
      typeKey: "TYPES.Actor.wickedNpc",
      editable: true,
      description: "the wandering spirit, inflamer of passions",
      forms: [
        {
          id: "action",
          labelKey: `${W}.NpcForm.action`,
          pairLabel: "d12 + d8",
          high: {
            name: "system.forms.action.highNow",
            value: 10,
            label: "d10",
            options: { "12": "d12", "10": "d10", "8": "d8", "6": "d6", "4": "d4", "0": "—" },
            lowered: true,
          },
          low: {
            name: "system.forms.action.lowNow",
            value: 8,
            label: "d8",
            options: { "8": "d8", "6": "d6", "4": "d4", "0": "—" },
            lowered: false,
          },
        },
        {
          id: "maneuvering",
          labelKey: `${W}.NpcForm.maneuvering`,
          pairLabel: "d10 + d6",
          high: {
            name: "system.forms.maneuvering.highNow",
            value: 10,
            label: "d10",
            options: { "10": "d10", "8": "d8", "6": "d6", "4": "d4", "0": "—" },
            lowered: false,
          },
          low: {
            name: "system.forms.maneuvering.lowNow",
            value: 4,
            label: "d4",
            options: { "6": "d6", "4": "d4", "0": "—" },
            lowered: true,
          },
        },
        {
          id: "selfProtection",
          labelKey: `${W}.NpcForm.selfProtection`,
          pairLabel: "d6 + d4",
          high: {
            name: "system.forms.selfProtection.highNow",
            value: 6,
            label: "d6",
            options: { "6": "d6", "4": "d4", "0": "—" },
            lowered: false,
          },
          low: {
            name: "system.forms.selfProtection.lowNow",
            value: 4,
            label: "d4",
            options: { "4": "d4", "0": "—" },
            lowered: false,
          },
        },
      ],
      assigned: true,
      interests: [{ index: 0, text: "to murder the exorcist", name: "system.interests.0" }],
      canAddInterest: true,
      interestCount: 1,
      interestsMax: 2,
      needsInterests: false,
      needsInterestsKey: `${W}.Sheet.needsNpcInterest`,
      strengths: [
        {
          id: "s-inflame",
          name: "Inflame passions",
          img: "icons/svg/aura.svg",
          die: "d8",
          significance: 1,
          formKeys: [`${W}.Form.covertly`],
          npcFormKey: `${W}.NpcForm.action`,
          unique: false,
          warning: false,
        },
      ],
      strengthsOpen: false,
      outOfChapter: false,
      dead: false,
      enrichedNotes: "",
      notes: "",
    });
  });

  it("an NPC without dice shows no pair; two interests fill it", () => {
    const c = buildNpcContext({
      actor: { name: "Guard", img: "", type: "wickedNpc" },
      system: { interests: ["a", "b"], dead: true, notes: "n" },
      items: [],
      editable: true,
      enrichedNotes: "",
    });
    const forms = c.forms as { pairLabel: string; high: { options: unknown; lowered: boolean } }[];
    expect(forms.map((f) => f.pairLabel)).toEqual(["—", "—", "—"]);
    expect(forms[0]?.high).toMatchObject({ options: { "0": "—" }, lowered: false });
    expect(c).toMatchObject({ canAddInterest: false, assigned: false, dead: true, notes: "n", description: "" });
  });
});

describe("strength rows and the strength sheet", () => {
  it("a potent, broad, unique strength: d10, significance 3, both forms; an unfinished one warns", () => {
    const broad = sampleStrengthItem(
      "Horse-lord",
      {
        form: "directly",
        secondForm: "withViolence",
        npcForm: "action",
        options: { potent: true, broad: true, unique: true },
      },
      "s-1",
    );
    const bare = { ...sampleStrengthItem("Bare", { form: "covertly", npcForm: "action", options: {} }, "s-2") };
    delete (bare as { img?: string }).img;
    expect(strengthRows([broad, bare])).toEqual([
      {
        id: "s-1",
        name: "Horse-lord",
        img: "icons/svg/aura.svg",
        die: "d10",
        significance: 3,
        formKeys: [`${W}.Form.directly`, `${W}.Form.withViolence`],
        npcFormKey: `${W}.NpcForm.action`,
        unique: true,
        warning: false,
      },
      {
        id: "s-2",
        name: "Bare",
        img: "",
        die: "d8",
        significance: 0,
        formKeys: [`${W}.Form.covertly`],
        npcFormKey: `${W}.NpcForm.action`,
        unique: false,
        warning: true,
      },
    ]);
  });

  it("the strength sheet: the options significance buys, checked as taken, and what follows", () => {
    const c = buildStrengthContext({
      item: { name: "Inflame passions", img: "i.webp", type: "wickedStrength" },
      system: sampleInflame(),
      editable: true,
      enriched: { description: "<p>d</p>", effects: "<p>e</p>" },
      ownerName: "Shahu Seen",
    });
    expect(c).toMatchObject({
      name: "Inflame passions",
      img: "i.webp",
      typeKey: "TYPES.Item.wickedStrength",
      editable: true,
      ownerName: "Shahu Seen",
      form: "covertly",
      secondForm: "",
      npcForm: "action",
      consequentialForm: "forOthers",
      consequentialNpcForm: "selfProtection",
      description: "<p>The power to inflame passions, such as a wandering spirit might possess.</p>",
      effects: "<p>Whisper in someone's ear and fan their passions into flame.</p>",
      broad: false,
      consequential: true,
      unique: false,
      die: "d8",
      significance: 1,
      maxSignificance: 4,
      warnings: [],
      enriched: { description: "<p>d</p>", effects: "<p>e</p>" },
    });
    expect(c.options).toEqual(
      ["potent", "doublyPotent", "broad", "consequential", "unique", "farReaching"].map((id) => ({
        id,
        name: `system.options.${id}`,
        labelKey: `${W}.Strength.FIELDS.options.${id}.label`,
        hintKey: `${W}.StrengthOption.${id}`,
        checked: id === "consequential",
      })),
    );
    expect(c.optionalFormOptions).toMatchObject({ "": `${W}.Sheet.none`, covertly: `${W}.Form.covertly` });
    expect(c.formOptions).toMatchObject({ withLove: `${W}.Form.withLove` });
    expect(c.npcFormOptions).toEqual({
      action: `${W}.NpcForm.action`,
      maneuvering: `${W}.NpcForm.maneuvering`,
      selfProtection: `${W}.NpcForm.selfProtection`,
    });
    expect(c.optionalNpcFormOptions).toMatchObject({ "": `${W}.Sheet.none` });
  });

  it("a new strength sheet (nothing chosen) reads blank, with its warning", () => {
    const c = buildStrengthContext({
      item: { name: "New", img: "", type: "wickedStrength" },
      system: {
        form: "directly",
        npcForm: "action",
        options: { broad: true, unique: true, potent: true, doublyPotent: true },
      },
      editable: false,
      enriched: { description: "", effects: "" },
      ownerName: "",
    });
    expect(c).toMatchObject({
      secondForm: "",
      consequentialForm: "",
      consequentialNpcForm: "",
      description: "",
      effects: "",
      broad: true,
      unique: true,
      consequential: false,
      die: "d12",
      significance: 4,
      warnings: [`${W}.Validation.broadWithoutSecondForm`],
    });
    const none = buildStrengthContext({
      item: { name: "New", img: "", type: "wickedStrength" },
      system: {},
      editable: false,
      enriched: { description: "", effects: "" },
      ownerName: "",
    });
    expect(none).toMatchObject({ form: "", npcForm: "", broad: false, die: "d8", significance: 0 });
    expect((none.options as { checked: boolean }[]).some((o) => o.checked)).toBe(false);
  });
});

describe("LIMITED views", () => {
  it("a character or NPC shows its name, portrait and description only", () => {
    expect(buildActorLimitedContext({ actor: AMEK, system: sampleAmek() })).toEqual({
      name: "Amek",
      img: "amek.webp",
      typeKey: "TYPES.Actor.wickedCharacter",
      description: "the chieftain of the desert horsemen",
      isCharacter: true,
    });
    expect(buildActorLimitedContext({ actor: { name: "G", img: "", type: "wickedNpc" }, system: {} })).toEqual({
      name: "G",
      img: "",
      typeKey: "TYPES.Actor.wickedNpc",
      description: "",
      isCharacter: false,
    });
  });

  it("a strength shows its name, picture and description", () => {
    expect(
      buildStrengthLimitedContext({
        item: { name: "Exorcism", img: "e.webp", type: "wickedStrength" },
        enriched: { description: "<p>d</p>", effects: "<p>secret</p>" },
      }),
    ).toEqual({ name: "Exorcism", img: "e.webp", typeKey: "TYPES.Item.wickedStrength", description: "<p>d</p>" });
  });
});

describe("assigning dice: d12, d10, d8, d6, d6, d4 to the forms; NPC pairs d12+d8, d10+d6, d6+d4", () => {
  it("a new sheet starts from the book's order; an assigned one from its own dice", () => {
    expect(assignDiceContext("character", {})).toEqual({
      hintKey: `${W}.Assign.hint`,
      rows: [
        ["covertly", "12"],
        ["directly", "10"],
        ["forMyself", "8"],
        ["forOthers", "6"],
        ["withLove", "6"],
        ["withViolence", "4"],
      ].map(([id, value]) => ({ id, labelKey: `${W}.Form.${id}`, value })),
      choices: { "12": "d12", "10": "d10", "8": "d8", "6": "d6", "4": "d4" },
    });
    const amek = assignDiceContext("character", sampleAmek()).rows as { value: string }[];
    expect(amek.map((r) => r.value)).toEqual(["8", "10", "4", "6", "6", "12"]);
    expect(assignDiceContext("npc", {})).toEqual({
      hintKey: `${W}.Assign.npcHint`,
      rows: [
        ["action", "12-8"],
        ["maneuvering", "10-6"],
        ["selfProtection", "6-4"],
      ].map(([id, value]) => ({ id, labelKey: `${W}.NpcForm.${id}`, value })),
      choices: { "12-8": "d12 + d8", "10-6": "d10 + d6", "6-4": "d6 + d4" },
    });
    const npc = { forms: { action: pair(6, 4), maneuvering: pair(12, 8), selfProtection: pair(10, 6) } };
    expect((assignDiceContext("npc", npc).rows as { value: string }[]).map((r) => r.value)).toEqual([
      "6-4",
      "12-8",
      "10-6",
    ]);
  });

  it("the book's set in any order is accepted and saved afresh (die and current alike)", () => {
    const values = { covertly: "4", directly: "12", forMyself: "6", forOthers: "10", withLove: "8", withViolence: "6" };
    expect(parseAssignment("character", values)).toEqual({
      ok: true,
      forms: {
        covertly: form(4),
        directly: form(12),
        forMyself: form(6),
        forOthers: form(10),
        withLove: form(8),
        withViolence: form(6),
      },
    });
    expect(parseAssignment("npc", { action: "10-6", maneuvering: "6-4", selfProtection: "12-8" })).toEqual({
      ok: true,
      forms: { action: pair(10, 6), maneuvering: pair(6, 4), selfProtection: pair(12, 8) },
    });
  });

  it("anything else is refused with the rule it breaks", () => {
    const refusedForms = { ok: false, problem: `${W}.Validation.formDiceNotBookSet` };
    const book = { covertly: "12", directly: "10", forMyself: "8", forOthers: "6", withLove: "6", withViolence: "4" };
    expect(parseAssignment("character", { ...book, withViolence: "6" })).toEqual(refusedForms);
    expect(parseAssignment("character", { ...book, withViolence: "4.5" })).toEqual(refusedForms);
    expect(parseAssignment("character", { ...book, withViolence: "3" })).toEqual(refusedForms);
    expect(parseAssignment("character", { ...book, withViolence: "" })).toEqual(refusedForms);
    const refusedPairs = { ok: false, problem: `${W}.Validation.npcPairsSplit` };
    expect(parseAssignment("npc", { action: "12-6", maneuvering: "10-8", selfProtection: "6-4" })).toEqual(
      refusedPairs,
    );
    expect(parseAssignment("npc", { action: "12-8", maneuvering: "10-6" })).toEqual(refusedPairs);
    expect(parseAssignment("npc", { action: "12-8", maneuvering: "10-6", selfProtection: "6-3" })).toEqual(
      refusedPairs,
    );
    expect(parseAssignment("npc", { action: "12-8", maneuvering: "10-6", selfProtection: "6-4.5" })).toEqual(
      refusedPairs,
    );
    expect(parseAssignment("npc", { action: "12-8", maneuvering: "10-6", selfProtection: "x-4" })).toEqual(
      refusedPairs,
    );
  });
});

describe("a returning character chooses one: re-assign, +1 significance, a new strength, a parallel sheet", () => {
  const library = [{ uuid: "Item.lib1", name: "Exorcism" }];
  const maxed = sampleStrengthItem(
    "Maxed",
    { form: "directly", npcForm: "action", options: { potent: true, doublyPotent: true, broad: true, unique: true } },
    "s-max",
  );

  it("all four open; only strengths below significance 4 can be raised", () => {
    const c = returningContext(sampleAmek(), [exorcism, maxed], library, "Amek");
    expect(c).toEqual({
      choices: ["reassign", "significance", "newStrength", "parallel"].map((id, index) => ({
        id,
        labelKey: `${W}.Return.${id}`,
        hintKey: `${W}.Return.${id}Hint`,
        first: index === 0,
        disabled: false,
      })),
      mustReassign: false,
      strengthChoices: { "s-exorcism": "Exorcism" },
      optionChoices: Object.fromEntries(
        ["potent", "doublyPotent", "broad", "consequential", "unique", "farReaching"].map((o) => [
          o,
          `${W}.Strength.FIELDS.options.${o}.label`,
        ]),
      ),
      libraryChoices: { "": "—", "Item.lib1": "Exorcism" },
      parallelName: "Amek",
    });
  });

  it("two dice at 0: re-assign or a parallel sheet only; nothing to raise: no +1 significance", () => {
    const out = {
      ...sampleAmek(),
      forms: { ...(sampleAmek().forms as object), covertly: form(8, 0), directly: form(10, 0) },
    };
    const c = returningContext(out, [exorcism], [], "Amek");
    expect((c.choices as { id: string; disabled: boolean }[]).map((x) => [x.id, x.disabled])).toEqual([
      ["reassign", false],
      ["significance", true],
      ["newStrength", true],
      ["parallel", false],
    ]);
    expect(c.mustReassign).toBe(true);
    const none = returningContext(sampleAmek(), [maxed], [], "Amek");
    expect((none.choices as { id: string; disabled: boolean }[]).map((x) => [x.id, x.disabled])).toEqual([
      ["reassign", false],
      ["significance", true],
      ["newStrength", false],
      ["parallel", false],
    ]);
    expect(none.strengthChoices).toEqual({});
    expect(none.libraryChoices).toEqual({ "": "—" });
  });

  it("+1 significance: one option more, never past 4, doubly potent only after potent", () => {
    expect(raiseSignificance({ farReaching: true }, "potent")).toEqual({
      ok: true,
      options: {
        potent: true,
        doublyPotent: false,
        broad: false,
        consequential: false,
        unique: false,
        farReaching: true,
      },
    });
    expect(raiseSignificance({}, "sharp")).toEqual({ ok: false, problem: `${W}.Return.pickOption` });
    expect(raiseSignificance({ broad: true }, "broad")).toEqual({ ok: false, problem: `${W}.Return.optionTaken` });
    expect(raiseSignificance({ potent: true, broad: true, unique: true, farReaching: true }, "consequential")).toEqual({
      ok: false,
      problem: `${W}.Validation.significanceAboveMax`,
    });
    expect(raiseSignificance({ broad: true }, "doublyPotent")).toEqual({
      ok: false,
      problem: `${W}.Validation.doublyPotentWithoutPotent`,
    });
    expect(raiseSignificance({ potent: true }, "doublyPotent")).toMatchObject({
      ok: true,
      options: { potent: true, doublyPotent: true },
    });
    // Only `true` counts as taken: a stray value is not an option.
    expect(raiseSignificance({ potent: "yes" }, "doublyPotent")).toMatchObject({ ok: false });
  });
});
