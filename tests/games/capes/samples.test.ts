import { describe, expect, it } from "vitest";
import { sampleBoards } from "../../../src/games/capes/samples";
import { galleryEntries } from "../../../src/games/capes/gallery";

describe("the gallery's sample boards", () => {
  it("reach every phase by playing requests through the rules", () => {
    const boards = sampleBoards();
    expect(boards.setup.board.scene.phase).toBe("setup");
    expect(boards.claims.board.scene.phase).toBe("claims");
    expect(boards.claims.board.scene.claims?.reclaim).not.toBeNull();
    expect(boards.overdrawn.board.scene.phase).toBe("overdrawn");
    expect(boards.turns.board.scene.phase).toBe("turns");
    expect(boards.reaction.board.scene.pending?.result).toBe(3);
    expect(boards.resolve.board.scene.phase).toBe("resolve");
    expect(boards.resolve.board.scene.resolution?.gifts.length).toBe(1);
    expect(boards.resolve.board.scene.resolution?.replacement).not.toBeNull();
    expect(boards.end.board.scene.phase).toBe("end");
    expect(boards.over.board.scene.phase).toBe("over");
  });

  it("give every entry a unique id", () => {
    const ids = galleryEntries().map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
