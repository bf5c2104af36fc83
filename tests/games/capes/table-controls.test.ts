/**
 * What the board shows each person at a table of several (pure contexts):
 * the chance to react offered to every player still deciding, with who is
 * still deciding shown to all and the acting player held until they have;
 * the Editor's Pass for a player who is away; whose turn it is to claim;
 * the notices a client shows when the board turns to its user; the Debt
 * choice only beside abilities that take Debt, with no Drive chosen
 * beforehand; the Editor's seating of the players who take part.
 */
import { describe, expect, it } from "vitest";
import { boardContext } from "../../../src/games/capes/board/board-context";
import { claimTurnIsMine, turnNotices } from "../../../src/games/capes/board/table-controls";
import { sampleActorList, sampleBoards } from "../../../src/games/capes/samples";
import { createHandlebars, loadGallery, renderEntry } from "../../../tools/gallery/render.mjs";

/** One Capes gallery entry rendered as the tests render templates (strictly, with Foundry's helpers). */
async function rendered(id: string): Promise<string> {
  const { entries, helpers } = (await loadGallery()) as { entries: { id: string }[]; helpers: Record<string, unknown> };
  const { hbs } = createHandlebars(helpers);
  return renderEntry(
    hbs,
    entries.find((e) => e.id === id),
  ) as string;
}

const boards = sampleBoards();
const USERS = [
  { id: "zips", name: "Zip's player" },
  { id: "alice", name: "Alice" },
  { id: "caps", name: "Liberty's player" },
  { id: "joe", name: "Joe" },
  { id: "spare", name: "Spare account" },
];
const view = (phase: keyof typeof boards, userId: string, isGM = false, absent: string[] = []) =>
  boardContext({ ...boards[phase], viewer: { userId, isGM, absent }, actors: sampleActorList(), users: USERS })
    .controls as {
    reactions: {
      waiting: string;
      mine: boolean;
      reactors: { name: string; tropes: { label: string; costsDebt: boolean }[] }[];
      passFor: { userId: string; name: string }[];
    } | null;
    turn: { canEnd: boolean; waiting: string; abilities: { label: string; costsDebt: boolean }[] } | null;
    claims: { yourTurn: boolean } | null;
    setup: {
      seatOptions: Record<string, string>;
      seated: { userId: string; narrates: string | null }[];
      heroOptions: Record<string, string>;
      canDouble: boolean;
    };
  };

describe("the chance to react, as each player sees it", () => {
  it("offers Alice Night Maiden's Glare and a Pass, and shows everyone who is still deciding", () => {
    const alice = view("reacting", "alice");
    expect(alice.reactions).toMatchObject({ waiting: "Zip's player, Alice", mine: true, passFor: [] });
    expect(alice.reactions?.reactors.map((r) => [r.name, r.tropes.map((t) => t.label)])).toEqual([
      ["Night Maiden", ["Glare venomously (2)"]],
    ]);
    const joe = view("reacting", "joe");
    expect(joe.reactions).toMatchObject({ waiting: "Zip's player, Alice", mine: false, reactors: [] });
  });

  it("shows the acting player who is still deciding, and no End the action until they have", () => {
    const zips = view("reacting", "zips");
    expect(zips.turn).toMatchObject({ canEnd: false, waiting: "Alice" });
    // Zip's own Tropes are his to use or let go (ending the action lets them go).
    expect(zips.reactions?.reactors[0]?.tropes).toEqual([
      { id: expect.any(String), label: "Mundane Tasks done Super-fast (2 ⬤)", costsDebt: true },
      { id: expect.any(String), label: "Desperate Effort (4)", costsDebt: false },
    ]);
  });

  it("lets the Editor pass for each player still deciding who is away, never react with their characters", () => {
    expect(view("reacting", "gm", true, ["alice"]).reactions?.reactors).toEqual([]);
    // Both at the table: each decides for themselves ("passing for the absent").
    expect(view("reacting", "gm", true).reactions?.passFor).toEqual([]);
    expect(view("reacting", "gm", true, ["alice"]).reactions?.passFor).toEqual([{ userId: "alice", name: "Alice" }]);
    expect(view("reacting", "gm", true, ["zips", "alice"]).reactions?.passFor).toEqual([
      { userId: "zips", name: "Zip's player" },
      { userId: "alice", name: "Alice" },
    ]);
  });

  it("lets the Editor roll, decide and act only for an absent player's character, never a present one's", () => {
    // Zip's action: his player's to take; the Editor sees it only while Zip's player is away.
    expect(view("turns", "gm", true).turn).toBeNull();
    expect(view("turns", "gm", true, ["zips"]).turn).toMatchObject({ name: "Zip" });
    // Zip's kept 1 awaits reactions; at the claims, the Editor claims only for the robbers' absent narrator.
    const claimants = (absent: string[]) =>
      (
        boardContext({
          ...boards.claims,
          viewer: { userId: "gm", isGM: true, absent },
          actors: sampleActorList(),
          users: USERS,
        }).controls as { claims: { claimants: { name: string }[]; canPass: boolean } | null }
      ).claims;
    expect(claimants([])?.claimants.map((c) => c.name)).not.toContain("Zip");
    expect(claimants(["zips"])?.canPass).toBe(true);
  });

  it("renders a Pass, and no Debt Token choice beside a Trope that Blocks", async () => {
    const html = await rendered("capes-board-reacting");
    expect(html).toContain('data-action="passReaction"');
    // Alice's Glare Blocks: no Debt choice in her window.
    expect(html).not.toContain('name="debtDrive"');
  });
});

describe("an action's abilities", () => {
  it("asks for the Drive only beside an ability that takes Debt", async () => {
    expect(view("turns", "zips").turn?.abilities).toEqual([
      { id: expect.any(String), label: "Super-speed (3)", costsDebt: true },
    ]);
    const html = await rendered("capes-board-turns");
    // The Drive select opens on an empty choice: no Drive is chosen for the player.
    expect(html).toMatch(/<select name="debtDrive"><option value=""[^>]*>/);
    expect(html).not.toMatch(/<option value="justice" selected/);
  });
});

describe("whose turn it is to claim", () => {
  it("tells Zip's player when the claims reach his seat, and nobody else", () => {
    const claims = boards.claims.board;
    // The claims board waits for Zip, whose claim Captain Liberty took: his second chance.
    expect(claimTurnIsMine(claims, "zips")).toBe(true);
    expect(claimTurnIsMine(claims, "alice")).toBe(false);
    expect(view("claims", "zips").claims?.yourTurn).toBe(true);
    const before = structuredClone(claims);
    before.scene.claims = { ...before.scene.claims!, reclaim: null, seat: 3 };
    expect(turnNotices(before, claims, "zips").map((n) => n.key)).toEqual([
      "STORY_ENGINES.Capes.Board.claimTurnNotice",
    ]);
    expect(turnNotices(before, claims, "caps")).toEqual([]);
    // Told once: the same board again tells nothing.
    expect(turnNotices(claims, claims, "zips")).toEqual([]);
  });

  it("tells each player still deciding that they may react, once", () => {
    const before = boards.turns.board;
    const after = boards.reacting.board;
    expect(turnNotices(before, after, "alice")).toEqual([
      { key: "STORY_ENGINES.Capes.Board.reactNotice", data: { face: 1, complication: "Getaway" } },
    ]);
    expect(turnNotices(before, after, "joe")).toEqual([]);
    expect(turnNotices(after, after, "alice")).toEqual([]);
  });
});

describe("the Editor's seating", () => {
  it("offers to seat the spare account only, and to unseat each player who narrates nobody", () => {
    const setup = view("setup", "gm", true).setup;
    expect(setup.seatOptions).toEqual({ spare: "Spare account" });
    // The board refuses to unseat a player who narrates a character: the seat says whom instead.
    expect(setup.seated.map((s) => [s.userId, s.narrates])).toEqual([
      ["zips", "Zip"],
      ["alice", "Night Maiden"],
      ["caps", "Captain Liberty"],
      ["joe", "Bank robbers"],
    ]);
    // Joe's two characters left the Scene: his seat may go.
    const board = structuredClone(boards.setup.board);
    board.scene.characters = board.scene.characters.filter((c) => c.narrator !== "joe");
    const withoutJoe = boardContext({
      ...boards.setup,
      board,
      viewer: { userId: "gm", isGM: true, absent: [] },
      actors: sampleActorList(),
      users: USERS,
    }).controls as { setup: { seated: { userId: string; narrates: string | null }[] } };
    expect(withoutJoe.setup.seated.find((s) => s.userId === "joe")).toEqual({
      userId: "joe",
      name: "Joe",
      narrates: null,
    });
    // The two tokens may go on a hero already present.
    expect(Object.values(setup.heroOptions)).toContain("Captain Liberty");
    expect(view("setup", "zips").setup.seated).toEqual([]);
  });

  it("offers the first Scene's two tokens only when a player besides the Editor is seated", () => {
    const canDouble = (edit: (board: typeof boards.setup.board) => void) => {
      const board = structuredClone(boards.setup.board);
      board.scene.doubled = null;
      edit(board);
      const context = boardContext({
        ...boards.setup,
        board,
        viewer: { userId: "gm", isGM: true, absent: [] },
        actors: sampleActorList(),
        users: USERS,
      }).controls as { setup: { canDouble: boolean } };
      return context.setup.canDouble;
    };
    expect(canDouble(() => undefined)).toBe(true);
    // Only the Editor seated: nobody to give them to.
    expect(
      canDouble((board) => {
        board.story.players = board.story.players.filter((p) => p.userId === board.story.editorId);
      }),
    ).toBe(false);
  });
});
