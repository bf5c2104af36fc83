/**
 * Part-wise re-rendering (src/core/part-render.ts): which parts a document
 * change touches, and whether what a part shows changed.
 */
import { describe, expect, it } from "vitest";
import { changedPaths, fingerprint, routeChange, type PartRoutes } from "../../src/core/part-render";

const routes: PartRoutes = {
  paths: {
    "system.concept": ["text"],
    "system.notes": ["text"],
    "flags.story-engines.storypathStartingDrawn": ["hand"],
    system: ["sheet"],
  },
  embedded: { Item: ["sheet"] },
};

const update = (renderData: unknown) => ({ renderContext: "updateActor", renderData });

describe("changed paths of an update diff", () => {
  it("names the leaves, keeps arrays whole, drops _id and _stats, reads deletions", () => {
    expect(
      changedPaths({
        _id: "a",
        _stats: { modifiedTime: 1 },
        system: { slots: [{ name: "x" }], planets: { known: 8 } },
        "flags.story-engines.x": 1,
        flags: { "story-engines": { "-=spend": null } },
      }),
    ).toEqual(["system.slots", "system.planets.known", "flags.story-engines.x", "flags.story-engines.spend"]);
  });
});

describe("the parts a change touches", () => {
  it("routes each changed path by its longest prefix", () => {
    expect(routeChange(update({ system: { notes: "<p>x</p>" } }), "Actor", routes)).toEqual(["text"]);
    expect(routeChange(update({ system: { shtick: "x", notes: "y" } }), "Actor", routes)).toEqual(["sheet", "text"]);
    expect(
      routeChange(update({ flags: { "story-engines": { storypathStartingDrawn: true } } }), "Actor", routes),
    ).toEqual(["hand"]);
  });

  it("renders everything when a changed path has no route, or the render does not come from an update", () => {
    expect(routeChange(update({ name: "New name" }), "Actor", routes)).toBeNull();
    expect(routeChange(update({ _id: "a" }), "Actor", routes)).toBeNull();
    expect(routeChange({}, "Actor", routes)).toBeNull();
    expect(routeChange({ renderContext: "createActor" }, "Actor", routes)).toBeNull();
  });

  it("routes changes to embedded documents by their name", () => {
    expect(routeChange({ renderContext: "updateItem", renderData: [{ _id: "i" }] }, "Actor", routes)).toEqual([
      "sheet",
    ]);
    expect(routeChange({ renderContext: "createActiveEffect" }, "Actor", routes)).toBeNull();
  });

  it("reads v12's action/data too", () => {
    expect(routeChange({ action: "update", data: {} }, "Actor", routes)).toBeNull();
    expect(routeChange({ action: "updateActor", data: { system: { concept: "" } } }, "Actor", routes)).toEqual([
      "text",
    ]);
  });
});

describe("fingerprints", () => {
  it("do not depend on key order, and change with any value", () => {
    expect(fingerprint({ a: 1, b: { c: [1, 2] } })).toBe(fingerprint({ b: { c: [1, 2] }, a: 1 }));
    expect(fingerprint({ a: 1, b: { c: [1, 2] } })).not.toBe(fingerprint({ a: 1, b: { c: [2, 1] } }));
  });
});
