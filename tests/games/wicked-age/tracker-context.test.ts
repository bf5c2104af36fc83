// The conflict tracker's pure context: what each viewer may do in each
// phase, the exact odds shown before the answerer rolls, rolls as the book
// writes them, and which parts a change re-renders; the exchange card reads
// itself.
import { describe, expect, it } from "vitest";
import { wicked } from "../../../src/rules";
import {
  buildTrackerContext,
  trackerPartSlice,
  type TrackerViewer,
} from "../../../src/games/wicked-age/conflict/tracker-context";
import { exchangeCardContext } from "../../../src/games/wicked-age/conflict/card-context";
import { rollText } from "../../../src/games/wicked-age/conflict/readings";
import {
  campBetween,
  campGathering,
  campMove,
  campRolling,
  SAMPLE_OPTIONS,
  tiedAtTheTop,
} from "../../../src/games/wicked-age/conflict/samples";
import type { ConflictState } from "../../../src/games/wicked-age/conflict/state";

type Row = Record<string, unknown> & { id: string };
// The GM runs the chapter and acts for its NPC, Esan.
const GM: TrackerViewer = { isGM: true, controls: new Set(["esan"]) };
const player = (...ids: string[]): TrackerViewer => ({ isGM: false, controls: new Set(ids) });
const context = (state: ConflictState, viewer: TrackerViewer, canBuy: string[] = []) =>
  buildTrackerContext({ state, viewer, options: SAMPLE_OPTIONS, title: "Camp", canBuy: new Set(canBuy) });
const row = (c: Record<string, unknown>, id: string) => (c.participants as Row[]).find((r) => r.id === id) ?? {};

describe("the tracker's buttons, viewer by viewer", () => {
  it("before round 1: everyone may change their dice; only the GM starts", () => {
    expect(context(campGathering(), GM)).toMatchObject({ canStart: true, canEnd: true });
    const tom = context(campGathering(), player("tajie"));
    expect(tom).toMatchObject({ canStart: false, canEnd: false });
    expect(row(tom, "tajie")).toMatchObject({ mine: true, canChoose: true, canRoll: false });
    expect(row(tom, "mekha")).toMatchObject({ mine: false, canChoose: false });
  });

  it("rolling: those who haven't rolled roll; dice chosen are fixed once rolled", () => {
    const c = context(campRolling(), player("tajie", "amek"));
    expect(row(c, "amek")).toMatchObject({ canRoll: true, canChoose: true });
    expect(row(c, "tajie")).toMatchObject({ canRoll: false, canChoose: false, roll: "7 & 7" });
  });

  it("a move: the next answerer answers, seeing the exact odds first", () => {
    const c = context(campMove(), player("amek"));
    expect(row(c, "amek")).toMatchObject({ canAnswer: true, answering: true });
    expect(row(c, "tajie")).toMatchObject({ canAnswer: false, pending: true });
    const odds = wicked.answerOdds({ dice: [10, 4] }, [10, 6], 0, 1);
    expect(c.odds).toEqual({
      answerer: "Amek",
      rows: [
        { key: "STORY_ENGINES.Wicked.Conflict.Odds.winAbsolutely", value: "0.0 %", tone: "good" },
        {
          key: "STORY_ENGINES.Wicked.Conflict.Odds.takeAdvantage",
          value: `${(odds.takeAdvantage * 100).toFixed(1)} %`,
          tone: "good",
        },
        {
          key: "STORY_ENGINES.Wicked.Conflict.Odds.loseAdvantage",
          value: `${(odds.loseAdvantage * 100).toFixed(1)} %`,
          tone: "neutral",
        },
        {
          key: "STORY_ENGINES.Wicked.Conflict.Odds.loseAbsolutely",
          value: `${(odds.loseAbsolutely * 100).toFixed(1)} %`,
          tone: "bad",
        },
      ],
    });
    expect(c.move).toEqual({ name: "Esan", roll: "10 & 4", targets: ["Amek", "Tajie"], pending: ["Amek", "Tajie"] });
  });

  it("a tie at the top offers backing away, then re-rolling the lower die", () => {
    const c = context(tiedAtTheTop(), player("amek"));
    expect(row(c, "amek")).toMatchObject({ canBackAway: true, canRerollLower: false, lowerDie: "d10" });
    expect(c.tieTop).toBe(true);
  });

  it("between rounds: an advantage die to buy, the consequence to settle, an end to negotiate", () => {
    const s = campBetween();
    const tom = context(s, player("tajie"), ["tajie"]);
    expect(row(tom, "tajie")).toMatchObject({ canBuy: true, won: true });
    expect(tom.oweAdded).toEqual(["Mekha"]);
    expect(tom.canProposeEnd).toBe(true);
    const amy = context(s, player("amek"));
    expect((amy.consequences as Row[])[0]).toMatchObject({
      canDefault: false,
      canPropose: true,
      winner: "Esan",
      loser: "Amek",
    });
    const gm = context(s, GM);
    expect((gm.consequences as Row[])[0]).toMatchObject({
      canDefault: true,
      exhaustKey: "STORY_ENGINES.Wicked.Conflict.exhaust",
    });
    expect(gm.canStart).toBe(true);
  });

  it("a change re-renders only the parts it touches", () => {
    const before = context(campMove(), GM);
    const after = context(campMove(), player("amek"));
    expect(trackerPartSlice("log", before)).toEqual(trackerPartSlice("log", after));
    expect(trackerPartSlice("participants", before)).not.toEqual(trackerPartSlice("participants", after));
  });
});

describe("rolls and cards read themselves", () => {
  it("writes rolls as the book does", () => {
    expect(rollText([9, 1], [1])).toBe("9+1=10 & 1");
    expect(rollText([1, 9], [])).toBe("9 & 1");
    expect(rollText([9, 6], [5])).toBe("9+5=14 & 6");
    expect(rollText([], [])).toBe("");
  });

  it("the exchange card: who moved, the standing roll, the answer, the outcome, the advantage dice held", () => {
    const s = campBetween();
    const card = exchangeCardContext(s, s.exchanges[1] as ConflictState["exchanges"][number], "Camp");
    expect(card).toMatchObject({
      challenger: "Esan",
      answerer: "Tajie",
      standing: "10 & 4",
      answer: "9 & 6",
      outcomeKey: "STORY_ENGINES.Wicked.Conflict.Outcome.loseAdvantage",
      detailKey: "STORY_ENGINES.Wicked.Card.detail.challengerAhead",
      held: ["Esan"],
    });
  });
});
