/**
 * "Open the board" in a board journal's header menu: an older Scene's board
 * opens from its own journal, and no other journal gets the entry.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { boardHeaderControl, headerControlsHook } from "../../../src/games/capes/board/header-control";
import { sampleBoards } from "../../../src/games/capes/samples";

const journal = (flag: unknown, documentName = "JournalEntry") =>
  ({
    documentName,
    uuid: "JournalEntry.scene1",
    getFlag: (scope: string, key: string) => (scope === "story-engines" && key === "capesBoard" ? flag : undefined),
  }) as unknown as FoundryDocument;
const boardFlag = JSON.stringify(sampleBoards().turns.board);

afterEach(() => vi.unstubAllGlobals());

describe("the board journal's header entry", () => {
  it("opens that journal's board", () => {
    const opened: string[] = [];
    const control = boardHeaderControl(journal(boardFlag), "Capes board", (uuid) => opened.push(uuid));
    expect(control?.label).toBe("Capes board");
    control?.onClick?.({} as PointerEvent);
    expect(opened).toEqual(["JournalEntry.scene1"]);
  });

  it("is not offered on a journal without a board, with a broken one, or on another document", () => {
    const open = () => undefined;
    expect(boardHeaderControl(journal(undefined), "x", open)).toBeNull();
    expect(boardHeaderControl(journal("{not json"), "x", open)).toBeNull();
    expect(boardHeaderControl(journal(boardFlag, "Actor"), "x", open)).toBeNull();
    expect(boardHeaderControl(undefined, "x", open)).toBeNull();
  });

  it("is added once, first, by the hook, with the localized label", () => {
    vi.stubGlobal("game", { i18n: { localize: (key: string) => `<${key}>` } });
    const hook = headerControlsHook(() => undefined);
    const app = { document: journal(boardFlag) } as unknown as Parameters<CapesHeaderControlsHook>[0];
    const controls: CapesHeaderControl[] = [{ action: "configureSheet", icon: "", label: "Sheet" }];
    hook(app, controls);
    hook(app, controls);
    expect(controls.map((c) => [c.action, c.label])).toEqual([
      ["capesOpenBoard", "<STORY_ENGINES.Capes.Board.open>"],
      ["configureSheet", "Sheet"],
    ]);
  });
});
