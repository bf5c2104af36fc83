/**
 * Table roles and "acting for" (src/core/roles.ts, acting-for.ts,
 * table-roles-context.ts), pure, and the GM's Table roles window on the play
 * table: the GM hands the Storyguide to a player, and only a GM can.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assignmentProblems, resolveHolders, roleView, type RoleSpec } from "../../src/core/roles";
import { actingChoices, actingContext, actingFor, mayActFor, type Side } from "../../src/core/acting-for";
import { assignmentsFromForm, tableRolesContext } from "../../src/core/table-roles-context";
import { installPlayTable, startPlay, uninstallPlayTable } from "../harness/play";

const USERS = [
  { id: "erin", name: "Erin", isGM: true, active: true },
  { id: "amy", name: "Amy", isGM: false, active: true },
  { id: "tom", name: "Tom", isGM: false, active: false },
];
const SG: RoleSpec = { id: "storyguide", labelKey: "SG", fallback: "gm", assignable: true };
const EDITOR: RoleSpec = { id: "editor", labelKey: "Editor", fallback: "none", assignable: false, fromGame: true };
const CHAPTER_GM: RoleSpec = { id: "chapterGm", labelKey: "CGM", fallback: "gm", assignable: false, fromGame: true };

describe("who holds a role", () => {
  it("the GMs by default, the users assigned once a GM assigns them, unknown ids ignored", () => {
    expect(resolveHolders(SG, undefined, USERS)).toEqual(["erin"]);
    expect(resolveHolders(SG, ["amy", "ghost"], USERS)).toEqual(["amy"]);
    expect(resolveHolders(SG, ["ghost"], USERS)).toEqual(["erin"]);
  });

  it("a role the game resolves: its state's holder; else its fallback; an assignment is ignored when not assignable", () => {
    expect(resolveHolders(EDITOR, ["amy"], USERS)).toEqual([]);
    expect(resolveHolders(EDITOR, undefined, USERS, ["tom"])).toEqual(["tom"]);
    expect(resolveHolders(CHAPTER_GM, undefined, USERS, null)).toEqual(["erin"]);
    expect(resolveHolders(CHAPTER_GM, undefined, USERS, ["amy"])).toEqual(["amy"]);
  });

  it("what a window shows: the holders' names, whether it is mine, whether they are away", () => {
    expect(roleView(SG, ["tom"], USERS, "amy")).toEqual({ labelKey: "SG", holders: "Tom", mine: false, absent: true });
    expect(roleView(SG, ["erin", "amy"], USERS, "amy")).toEqual({
      labelKey: "SG",
      holders: "Erin, Amy",
      mine: true,
      absent: false,
    });
  });

  it("refuses handing out a role the book keeps, or to a user the world lacks", () => {
    expect(assignmentProblems(SG, ["amy"], USERS)).toEqual([]);
    expect(assignmentProblems(EDITOR, ["amy"], USERS)).toEqual(["STORY_ENGINES.Core.Roles.notAssignable"]);
    expect(assignmentProblems(SG, ["ghost"], USERS)).toEqual(["STORY_ENGINES.Core.Roles.unknownUser"]);
    expect(assignmentProblems(EDITOR, [], USERS)).toEqual([]);
  });
});

describe("acting for a side", () => {
  const sides: Side[] = [
    { id: "amek", name: "Amek", ownerIds: ["amy"] },
    { id: "tajie", name: "Tajie", ownerIds: ["tom"] },
    { id: "esan", name: "Esan", ownerIds: [] },
    { id: "ox", name: "The ox-headed man", ownerIds: [] },
  ];
  const connected = new Set(["erin", "amy", "tom"]);
  const gm = { id: "erin", isGM: true };
  const amy = { id: "amy", isGM: false };

  it("a player acts for their own characters; the GM for the NPCs, never a present player's character", () => {
    expect(actingChoices(amy, sides, connected).map((s) => s.id)).toEqual(["amek"]);
    expect(actingChoices(gm, sides, connected).map((s) => s.id)).toEqual(["esan", "ox"]);
    expect(mayActFor(gm, "amek", sides, connected)).toBe(false);
    expect(mayActFor(amy, "esan", sides, connected)).toBe(false);
    expect(mayActFor(amy, 7, sides, connected)).toBe(false);
  });

  it("a GM acts for a side they own themselves (a game whose GM role a player may hold lists the GM's own character so)", () => {
    const withOwn: Side[] = [...sides, { id: "own", name: "Erin's own", ownerIds: ["erin"] }];
    expect(actingChoices(gm, withOwn, connected).map((s) => s.id)).toEqual(["esan", "ox", "own"]);
    expect(actingChoices({ id: "amy", isGM: true }, withOwn, connected).map((s) => s.id)).toEqual([
      "amek",
      "esan",
      "ox",
    ]);
  });

  it("the GM may act for an absent player's character, so play goes on", () => {
    const tomAway = new Set(["erin", "amy"]);
    expect(actingChoices(gm, sides, tomAway).map((s) => s.id)).toEqual(["tajie", "esan", "ox"]);
  });

  it("one side at a time: the chosen one while allowed, else the first; the window offers the others", () => {
    expect(actingFor(gm, sides, connected, "ox")?.id).toBe("ox");
    expect(actingFor(gm, sides, connected, "amek")?.id).toBe("esan");
    expect(actingContext(gm, sides, connected, "ox")).toEqual({
      actingAs: { id: "ox", name: "The ox-headed man" },
      switchTo: [{ id: "esan", name: "Esan" }],
    });
    expect(actingContext(amy, sides, connected)).toEqual({ actingAs: { id: "amek", name: "Amek" }, switchTo: [] });
    expect(actingContext({ id: "zed", isGM: false }, sides, connected)).toEqual({ actingAs: null, switchTo: [] });
  });
});

describe("the Table roles window's context", () => {
  it("lists only the roles a GM may hand out, with a box per user ticked as assigned", () => {
    const c = tableRolesContext(
      [
        { gameId: "four-colors", nameKey: "FC", roles: [SG] },
        { gameId: "capes", nameKey: "Capes", roles: [EDITOR] },
      ],
      { "four-colors.storyguide": ["amy"] },
      USERS,
    );
    expect(c.hasRoles).toBe(true);
    expect(c.games).toHaveLength(1);
    expect(c.games[0]?.roles[0]?.users.map((u) => [u.inputName, u.checked])).toEqual([
      ["four-colors.storyguide.erin", false],
      ["four-colors.storyguide.amy", true],
      ["four-colors.storyguide.tom", false],
    ]);
    expect(tableRolesContext([{ gameId: "capes", nameKey: "Capes", roles: [EDITOR] }], {}, USERS).hasRoles).toBe(false);
  });

  it("reads the ticked boxes back per role", () => {
    expect(
      assignmentsFromForm(
        { "four-colors.storyguide.amy": true, "four-colors.storyguide.tom": false, "personae.chorus.erin": true },
        ["four-colors.storyguide", "personae.chorus"],
      ),
    ).toEqual({ "four-colors.storyguide": ["amy"], "personae.chorus": ["erin"] });
  });
});

describe("the GM's Table roles window at a table", () => {
  let holdsRole: typeof import("../../src/core/table-roles").holdsRole;
  let TableRolesMenu: typeof import("../../src/core/table-roles-menu").TableRolesMenu;

  beforeAll(async () => {
    installPlayTable();
    const { registerGame } = await import("../../src/core/register");
    const { coreModule } = await import("../../src/core/module");
    const { fourColorsModule } = await import("../../src/games/four-colors/module");
    registerGame(coreModule);
    registerGame(fourColorsModule);
    ({ holdsRole } = await import("../../src/core/table-roles"));
    const menu = await import("../../src/core/table-roles-menu");
    TableRolesMenu = menu.TableRolesMenu;
    menu.registerTableRolesMenu([coreModule.definition, fourColorsModule.definition]);
  });
  afterAll(() => uninstallPlayTable());

  it("the GM ticks Amy as the Storyguide: she holds it, the GM no longer does; a player's own write is refused", async () => {
    const play = startPlay([
      { id: "erin", name: "Erin", isGM: true },
      { id: "amy", name: "Amy" },
    ]);
    const user = (id: string) => play.table.mustUser(id) as unknown as User;
    expect(holdsRole(user("erin"), "four-colors", "storyguide")).toBe(true);
    const roles = await play.seat("erin").open(() => new TableRolesMenu());
    expect(roles.text).toContain("Storyguide");
    await roles.fill({ "four-colors.storyguide.amy": true });
    expect(holdsRole(user("amy"), "four-colors", "storyguide")).toBe(true);
    expect(holdsRole(user("erin"), "four-colors", "storyguide")).toBe(false);
    // Amy, as a player, cannot hand the role back by writing the world setting herself.
    const mine = await play.seat("amy").open(() => new TableRolesMenu());
    await mine.fill({ "four-colors.storyguide.amy": false, "four-colors.storyguide.erin": true });
    expect(play.seat("amy").notices("warn")).toContain("STORY_ENGINES.Notifications.notAllowed");
    expect(holdsRole(user("amy"), "four-colors", "storyguide")).toBe(true);
  });
});
