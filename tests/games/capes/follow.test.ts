/**
 * The whole table in the next Scene: once the Editor starts it, the closed
 * Scene's journal names the new board, and every client with the old board
 * open moves to the new one; any other change just redraws the open board.
 */
import { describe, expect, it } from "vitest";
import { nextBoardUuid, onBoardJournalUpdate, type FollowDeps } from "../../../src/games/capes/board/follow";

const journal = (uuid: string, next?: unknown) => ({
  uuid,
  getFlag: (scope: string, key: string) => (scope === "story-engines" && key === "capesNextBoard" ? next : undefined),
});

function client(open: string[], boards: string[]): FollowDeps & { done: string[] } {
  const done: string[] = [];
  return {
    done,
    isOpen: (uuid) => open.includes(uuid),
    hasBoard: (uuid) => boards.includes(uuid),
    follow: (from, to) => done.push(`follow ${from} → ${to}`),
    refresh: (uuid) => done.push(`refresh ${uuid}`),
  };
}

describe("open boards follow to the next Scene", () => {
  it("moves each client with the closed Scene's board open to the new board", () => {
    const player = client(["JournalEntry.s1"], ["JournalEntry.s1", "JournalEntry.s2"]);
    onBoardJournalUpdate(journal("JournalEntry.s1", "JournalEntry.s2"), player);
    expect(player.done).toEqual(["follow JournalEntry.s1 → JournalEntry.s2"]);
  });

  it("leaves a client without that board open alone, and redraws an open board otherwise", () => {
    const away = client([], ["JournalEntry.s2"]);
    onBoardJournalUpdate(journal("JournalEntry.s1", "JournalEntry.s2"), away);
    expect(away.done).toEqual([]);
    const here = client(["JournalEntry.s1"], ["JournalEntry.s1"]);
    onBoardJournalUpdate(journal("JournalEntry.s1"), here);
    // A next board this client cannot read yet (or none) is not followed.
    onBoardJournalUpdate(journal("JournalEntry.s1", "JournalEntry.gone"), here);
    expect(here.done).toEqual(["refresh JournalEntry.s1", "refresh JournalEntry.s1"]);
  });

  it("reads the next board's UUID only from the system's flag", () => {
    expect(nextBoardUuid(journal("JournalEntry.s1", "JournalEntry.s2"))).toBe("JournalEntry.s2");
    expect(nextBoardUuid(journal("JournalEntry.s1", 7))).toBe("");
    expect(nextBoardUuid(journal("JournalEntry.s1"))).toBe("");
  });
});
