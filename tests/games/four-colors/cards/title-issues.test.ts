import { describe, expect, it } from "vitest";
import {
  applyIssueRequest,
  issueCharacterOf,
  issueCharactersOf,
  logSpend,
  readIssues,
  runningIndex,
  titleCardsProblem,
} from "../../../../src/games/four-colors/cards/title-issues";
import { storyContext } from "../../../../src/games/four-colors/sheets/title-story";
import { titleSpec } from "../../../../src/games/four-colors/data/title";
import { validateSystem } from "../../../../src/schema";

/**
 * A Title's Issues (the book's structure of play: "Panel < Page < Issue < Miniseries"; "Titles
 * organise Issues"), and who may use a Title's cards: only a player with a character in a running
 * Issue of that Title.
 */
const start = (issues = readIssues([]), characters = ["Actor.a", "Actor.b"]) => {
  const r = applyIssueRequest(issues, {
    action: "start",
    number: 3,
    title: "Pride",
    miniseries: "Sins",
    characters,
    date: "",
  });
  if (!r.ok) throw new Error(r.reason);
  return r.issues;
};

describe("the current Issue of a Title", () => {
  it("old Issues (number, title, date, notes) load with no Pages, characters or spends, and nothing runs", () => {
    const old = readIssues([{ number: 1, title: "Murano", date: "1501", notes: "x" }]);
    expect(old).toEqual([
      {
        number: 1,
        title: "Murano",
        date: "1501",
        notes: "x",
        miniseries: "",
        running: false,
        characters: [],
        pages: [],
        spent: [],
        roster: [],
      },
    ]);
    expect(runningIndex(old)).toBe(-1);
    expect(titleCardsProblem(old, ["Actor.a"])).toBe("noRunningIssue");
  });

  it("starting an Issue logs it in the Issues list and makes it the current one; only one runs at a time", () => {
    const issues = start();
    expect(issues[0]).toMatchObject({ number: 3, title: "Pride", miniseries: "Sins", running: true });
    expect(
      applyIssueRequest(issues, { action: "start", number: 4, title: "", miniseries: "", characters: [], date: "" }),
    ).toEqual({
      ok: false,
      reason: "issueRunning",
    });
    const ended = applyIssueRequest(issues, { action: "end" });
    expect(ended.ok && runningIndex(ended.issues)).toBe(-1);
    expect(applyIssueRequest(readIssues([]), { action: "end" })).toEqual({ ok: false, reason: "noRunningIssue" });
  });

  it("only a character taking part in the running Issue may give or spend the Title's cards", () => {
    const issues = start();
    expect(titleCardsProblem(issues, ["Actor.a"])).toBeNull();
    expect(titleCardsProblem(issues, ["Actor.z"])).toBe("notInIssue");
    expect(issueCharacterOf(issues, ["Actor.z", "Actor.b"])).toBe("Actor.b");
    const ended = applyIssueRequest(issues, { action: "end" });
    expect(ended.ok && titleCardsProblem(ended.issues, ["Actor.a"])).toBe("noRunningIssue");
  });
});

describe("who takes part: chosen at Start Issue, changed mid-Issue and logged", () => {
  it("an Issue nobody takes part in is refused: nobody could use the Title's cards", () => {
    expect(
      applyIssueRequest(readIssues([]), {
        action: "start",
        number: 1,
        title: "",
        miniseries: "",
        characters: [],
        date: "",
      }),
    ).toEqual({ ok: false, reason: "noCharacters" });
  });

  it("a guest joins and a Main character leaves mid-Issue, each logged on the Page where it happened", () => {
    let issues = start(readIssues([]), ["Actor.a", "Actor.b"]);
    const joined = applyIssueRequest(issues, { action: "join", character: "Actor.guest", name: "Beppe" });
    if (!joined.ok) throw new Error(joined.reason);
    issues = joined.issues;
    expect(titleCardsProblem(issues, ["Actor.guest"])).toBeNull();
    const paged = applyIssueRequest(issues, { action: "page", title: "Murano", characters: [] });
    if (!paged.ok) throw new Error(paged.reason);
    const left = applyIssueRequest(paged.issues, { action: "leave", character: "Actor.a", name: "La Fenice" });
    if (!left.ok) throw new Error(left.reason);
    expect(left.issues[0]?.characters).toEqual(["Actor.b", "Actor.guest"]);
    expect(left.issues[0]?.roster).toEqual([
      { name: "Beppe", joined: true, page: -1 },
      { name: "La Fenice", joined: false, page: 0 },
    ]);
    // Who left may no longer spend the Title's cards.
    expect(titleCardsProblem(left.issues, ["Actor.a"])).toBe("notInIssue");
    const story = storyContext({ issues: left.issues }, (uuid) => (uuid === "Actor.b" ? "Il Corvo" : ""));
    expect(story.current?.roster).toEqual([{ name: "Beppe", joined: true }]);
    expect(story.current?.pages[0]?.roster).toEqual([{ name: "La Fenice", joined: false }]);
    expect(story.current?.members).toEqual([
      { uuid: "Actor.b", name: "Il Corvo" },
      { uuid: "Actor.guest", name: "" },
    ]);
  });

  it("refuses joining twice, leaving when not there, the last character leaving, and changes with no Issue running", () => {
    const issues = start(readIssues([]), ["Actor.a"]);
    expect(applyIssueRequest(issues, { action: "join", character: "Actor.a", name: "A" })).toEqual({
      ok: false,
      reason: "alreadyInIssue",
    });
    expect(applyIssueRequest(issues, { action: "leave", character: "Actor.z", name: "Z" })).toEqual({
      ok: false,
      reason: "notInIssueCharacter",
    });
    expect(applyIssueRequest(issues, { action: "leave", character: "Actor.a", name: "A" })).toEqual({
      ok: false,
      reason: "noCharacters",
    });
    expect(applyIssueRequest(readIssues([]), { action: "join", character: "Actor.a", name: "A" })).toEqual({
      ok: false,
      reason: "noRunningIssue",
    });
  });

  it("a player with two characters in the Issue has both to choose from", () => {
    const issues = start(readIssues([]), ["Actor.a", "Actor.b", "Actor.c"]);
    expect(issueCharactersOf(issues, ["Actor.c", "Actor.z", "Actor.a"])).toEqual(["Actor.c", "Actor.a"]);
    expect(issueCharactersOf(readIssues([]), ["Actor.a"])).toEqual([]);
  });
});

describe("the Title's log: Issues within Miniseries, Pages within Issues (who took part, cards spent)", () => {
  it("Pages are started within the running Issue; cards spent are logged on the last Page", () => {
    let issues = start();
    issues = logSpend(issues, { card: "An Old Debt", by: "La Fenice", source: "hand" });
    const paged = applyIssueRequest(issues, { action: "page", title: "At the Doge's table", characters: ["Actor.a"] });
    if (!paged.ok) throw new Error("page refused");
    issues = logSpend(paged.issues, { card: "Blank 3", by: "The Cardinal", source: "title" });
    expect(issues[0]?.pages).toEqual([{ title: "At the Doge's table", characters: ["Actor.a"] }]);
    expect(issues[0]?.spent).toEqual([
      { card: "An Old Debt", by: "La Fenice", page: -1, source: "hand" },
      { card: "Blank 3", by: "The Cardinal", page: 0, source: "title" },
    ]);
    // a Page with nobody named takes the Issue's characters
    const second = applyIssueRequest(issues, { action: "page", title: "", characters: [] });
    expect(second.ok && second.issues[0]?.pages[1]?.characters).toEqual(["Actor.a", "Actor.b"]);
    // nothing runs: nothing is logged
    const ended = applyIssueRequest(issues, { action: "end" });
    if (!ended.ok) throw new Error("end refused");
    expect(logSpend(ended.issues, { card: "x", by: "y", source: "hand" })).toEqual(ended.issues);
  });

  it("the sheet tells the story so far, grouped by Miniseries", () => {
    const system = {
      logVersion: 4,
      issues: [
        { number: 1, title: "Plain row", date: "", notes: "" },
        {
          number: 2,
          title: "A",
          miniseries: "Sins",
          running: false,
          characters: ["Actor.a"],
          pages: [{ title: "P1", characters: ["Actor.a"] }],
          spent: [{ card: "C", by: "La Fenice", page: 0, source: "title" }],
        },
        { number: 3, title: "B", miniseries: "Sins", running: false, characters: ["Actor.gone"], pages: [], spent: [] },
        { number: 4, title: "C", miniseries: "", running: true, characters: ["Actor.a"], pages: [], spent: [] },
      ],
    };
    const story = storyContext(system, (uuid) => (uuid === "Actor.a" ? "La Fenice" : ""));
    expect(story.version).toBe(4);
    expect(story.current).toMatchObject({ number: 4, running: true, characters: "La Fenice" });
    expect(story.miniseries.map((m) => [m.name, m.issues.map((i) => i.number)])).toEqual([
      ["Sins", [2, 3]],
      ["", [4]],
    ]);
    expect(story.miniseries[0]?.issues[0]?.pages).toEqual([
      {
        number: 1,
        title: "P1",
        characters: "La Fenice",
        spent: [{ card: "C", by: "La Fenice", title: true }],
        roster: [],
      },
    ]);
  });

  it("the Title spec accepts the log, and an old Title once Foundry fills in the new fields' defaults", () => {
    const issues = start();
    expect(validateSystem(titleSpec, { description: "", mains: [], slots: [], issues, logVersion: 1 })).toEqual([]);
    const old = readIssues([{ number: 1, title: "Murano", date: "", notes: "" }]);
    expect(validateSystem(titleSpec, { description: "", mains: [], slots: [], issues: old, logVersion: 0 })).toEqual(
      [],
    );
  });
});

describe("the Issues table: every change a request on the log", () => {
  const past = readIssues([{ number: 1, title: "Origins", date: "1494", notes: "" }]);

  it("Record a past Issue adds a plain row: nothing runs, nobody takes part", () => {
    const r = applyIssueRequest(past, { action: "record", number: 2, title: "Issue #2" });
    if (!r.ok) throw new Error(r.reason);
    expect(r.issues).toHaveLength(2);
    expect(r.issues[1]).toEqual({
      number: 2,
      title: "Issue #2",
      date: "",
      notes: "",
      miniseries: "",
      running: false,
      characters: [],
      pages: [],
      spent: [],
      roster: [],
    });
    expect(runningIndex(r.issues)).toBe(-1);
  });

  it("a row's field is edited in place; the rest of the log (a running Issue's spends) is kept", () => {
    const running = logSpend(start(past), { card: "A Rival", by: "The Cardinal", source: "hand" });
    const notes = applyIssueRequest(running, { action: "edit", index: 1, field: "notes", value: "<p>Rome burns</p>" });
    if (!notes.ok) throw new Error(notes.reason);
    expect(notes.issues[1]?.notes).toBe("<p>Rome burns</p>");
    expect(notes.issues[1]?.spent).toEqual([{ card: "A Rival", by: "The Cardinal", page: -1, source: "hand" }]);
    expect(notes.issues[1]?.running).toBe(true);
    const number = applyIssueRequest(running, { action: "edit", index: 0, field: "number", value: 7 });
    expect(number.ok && number.issues[0]?.number).toBe(7);
    const date = applyIssueRequest(running, { action: "edit", index: 0, field: "date", value: "1495" });
    expect(date.ok && date.issues[0]).toMatchObject({ date: "1495", title: "Origins" });
    const title = applyIssueRequest(running, { action: "edit", index: 0, field: "title", value: "Beginnings" });
    expect(title.ok && title.issues[0]?.title).toBe("Beginnings");
  });

  it("refuses a row that is not there and a number that is not a whole number from 0 to 9999", () => {
    expect(applyIssueRequest(past, { action: "edit", index: 1, field: "notes", value: "x" })).toEqual({
      ok: false,
      reason: "noIssue",
    });
    for (const value of [1.5, -1, 10000, Number.NaN, "3"])
      expect(applyIssueRequest(past, { action: "edit", index: 0, field: "number", value })).toEqual({
        ok: false,
        reason: "badRequest",
      });
    expect(applyIssueRequest(past, { action: "edit", index: 0, field: "title", value: 3 })).toEqual({
      ok: false,
      reason: "badRequest",
    });
    expect(applyIssueRequest(past, { action: "edit", index: 0, field: "number", value: 9999 }).ok).toBe(true);
    expect(applyIssueRequest(past, { action: "edit", index: 0, field: "number", value: 0 }).ok).toBe(true);
    expect(applyIssueRequest(past, { action: "delete", index: 3 })).toEqual({ ok: false, reason: "noIssue" });
  });

  it("the trash icon deletes a past row, never the running Issue", () => {
    const running = start(past);
    expect(applyIssueRequest(running, { action: "delete", index: 1 })).toEqual({ ok: false, reason: "deleteRunning" });
    const gone = applyIssueRequest(running, { action: "delete", index: 0 });
    if (!gone.ok) throw new Error(gone.reason);
    expect(gone.issues.map((i) => i.title)).toEqual(["Pride"]);
    expect(runningIndex(gone.issues)).toBe(0);
  });
});
